import { describe, expect, it } from 'vitest';
import {
  isAllowedHost,
  isAllowedOrigin,
  isCrossSite,
  isJsonContentType,
  single,
  tokenMatches,
} from '../../../src/main/web/requestGuards';

describe('request guards', () => {
  it('accept only this server as Host', () => {
    expect(isAllowedHost('127.0.0.1:8123', 8123)).toBe(true);
    expect(isAllowedHost('LOCALHOST:8123', 8123)).toBe(true);
    expect(isAllowedHost('127.0.0.1:8124', 8123)).toBe(false);
    expect(isAllowedHost('rebind.evil.example:8123', 8123)).toBe(false);
    expect(isAllowedHost(undefined, 8123)).toBe(false);
  });

  it('accept no Origin or this server’s, nothing else', () => {
    expect(isAllowedOrigin(undefined, 8123)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:8123', 8123)).toBe(true);
    expect(isAllowedOrigin('http://localhost:8123', 8123)).toBe(true);
    expect(isAllowedOrigin('https://127.0.0.1:8123', 8123)).toBe(false);
    expect(isAllowedOrigin('null', 8123)).toBe(false);
    expect(isAllowedOrigin('http://localhost:8123.evil.example', 8123)).toBe(false);
  });

  it('spot cross-site requests', () => {
    expect(isCrossSite('cross-site')).toBe(true);
    expect(isCrossSite('same-origin')).toBe(false);
    expect(isCrossSite(undefined)).toBe(false);
  });

  it('compare tokens exactly', () => {
    expect(tokenMatches('abc', 'abc')).toBe(true);
    expect(tokenMatches('abd', 'abc')).toBe(false);
    expect(tokenMatches('ab', 'abc')).toBe(false);
    expect(tokenMatches(undefined, 'abc')).toBe(false);
  });

  it('take JSON only', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=UTF-8')).toBe(true);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType('application/json-patch+json')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });

  it('refuse repeated headers', () => {
    expect(single(['a', 'b'])).toBeUndefined();
    expect(single('a')).toBe('a');
  });
});
