import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RENDERER_CSP, SECURITY_HEADERS } from '../../../src/main/web/securityHeaders';

describe('web server CSP', () => {
  it('is the CSP of the renderer’s index.html, so both modes run under one policy', () => {
    const html = readFileSync(new URL('../../../src/renderer/index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBe(RENDERER_CSP);
  });

  it('has no unsafe sources and forbids framing', () => {
    const csp = SECURITY_HEADERS['Content-Security-Policy'] ?? '';
    expect(csp).not.toMatch(/unsafe|\*/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});

describe('web server headers', () => {
  it('sends no Cross-Origin-Opener-Policy (a process swap on every load, nothing to guard)', () => {
    expect(Object.keys(SECURITY_HEADERS)).not.toContain('Cross-Origin-Opener-Policy');
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
  });
});
