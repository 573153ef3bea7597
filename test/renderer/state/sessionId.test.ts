import { describe, expect, it } from 'vitest';
import { newSessionId } from '../../../src/renderer/src/state/sessionId';
import { SESSION_ID_PATTERN } from '../../../src/shared/ipc/channels';

describe('newSessionId', () => {
  it('makes version 4 UUIDs the store takes, all different', () => {
    const ids = Array.from({ length: 500 }, newSessionId);
    for (const id of ids) {
      expect(id).toMatch(SESSION_ID_PATTERN);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
