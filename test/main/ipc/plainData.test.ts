import { describe, expect, it } from 'vitest';
import { checkPlainData } from '../../../src/main/ipc/plainData';

describe('checkPlainData', () => {
  it('accepts JSON-like data', () => {
    expect(checkPlainData({ a: [1, 'two', true, null, { b: undefined }] })).toBeUndefined();
    expect(checkPlainData(Object.create(null))).toBeUndefined();
  });

  it.each([
    ['a __proto__ key', JSON.parse('{"__proto__":{"x":1}}')],
    ['a nested constructor key', { a: [{ constructor: {} }] }],
    ['a prototype key', { prototype: 1 }],
    ['a symbol key', { [Symbol('s')]: 1 }],
    ['a function', { f: () => 1 }],
    ['a bigint', { n: 1n }],
    ['Infinity', { n: Number.POSITIVE_INFINITY }],
    ['a Set', new Set([1])],
    ['an Error', new Error('x')],
    ['a class instance', new (class Thing {})()],
  ])('refuses %s', (_what, value) => {
    expect(checkPlainData(value)).toEqual(expect.any(String));
  });

  it('limits depth and size', () => {
    expect(checkPlainData([[[[1]]]], { maxDepth: 3, maxNodes: 100 })).toMatch(/deep/);
    expect(checkPlainData([1, 2, 3, 4], { maxDepth: 3, maxNodes: 4 })).toMatch(/large/);
  });
});
