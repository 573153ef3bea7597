import { describe, expect, it } from 'vitest';
import { StoreError } from '../../../src/main/store';
import { assertSessionId, isSessionId, newSessionId } from '../../../src/main/store/ids';

describe('session ids', () => {
  it('are random UUIDs, safe as file names', () => {
    const ids = new Set(Array.from({ length: 100 }, newSessionId));
    expect(ids.size).toBe(100);
    for (const id of ids) {
      expect(isSessionId(id)).toBe(true);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it.each([
    '',
    '..',
    '../../etc/passwd',
    '0b0f7b7e-5d2a-4c59-9a43-1f0e6c1d2b3a/../x',
    '0B0F7B7E-5D2A-4C59-9A43-1F0E6C1D2B3A',
    '0b0f7b7e-5d2a-4c59-9a43-1f0e6c1d2b3a.jsonl',
    ' 0b0f7b7e-5d2a-4c59-9a43-1f0e6c1d2b3a',
    '0b0f7b7e5d2a4c599a431f0e6c1d2b3a',
    'trash',
  ])('refuses %j', (value) => {
    expect(isSessionId(value)).toBe(false);
    expect(() => assertSessionId(value)).toThrow(StoreError);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['x']]) {
      expect(() => assertSessionId(value)).toThrow(expect.objectContaining({ code: 'INVALID_ID' }));
    }
  });
});
