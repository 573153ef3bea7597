import { describe, expect, it, vi } from 'vitest';
import { createDispatcher } from '../../../src/main/ipc/dispatch';
import { IpcRefusal } from '../../../src/main/ipc/handlers';
import { StoreError } from '../../../src/main/store';
import { SESSION_ID, spyHandlers, totalCalls, VALID } from './fixtures';

describe('createDispatcher', () => {
  it.each(['sessions:nuke', 'app:exec', '', '__proto__', 'constructor', 'toString', 42, null])(
    'answers UNKNOWN_CHANNEL for %s',
    async (channel) => {
      const handlers = spyHandlers();
      const dispatch = createDispatcher(handlers, vi.fn());
      await expect(dispatch(channel as string, {})).resolves.toMatchObject({
        ok: false,
        error: { code: 'UNKNOWN_CHANNEL' },
      });
      expect(totalCalls(handlers)).toBe(0);
    },
  );

  it('gives the handler the parsed payload (header defaults filled in)', async () => {
    const handlers = spyHandlers();
    const dispatch = createDispatcher(handlers, vi.fn());
    const { options: _ignored, ...header } = VALID['sessions:create'].header as Record<
      string,
      unknown
    >;
    await dispatch('sessions:create', { name: 'Friday', header });
    expect(vi.mocked(handlers['sessions:create']).mock.calls[0]?.[0]).toMatchObject({
      header: { options: { edition: 'C3', expansions: [] } },
    });
  });

  it('passes store errors on with their code and message', async () => {
    const handlers = spyHandlers();
    vi.mocked(handlers['sessions:open']).mockRejectedValue(
      new StoreError('NOT_FOUND', 'There is no such session.', { sessionId: SESSION_ID }),
    );
    const dispatch = createDispatcher(handlers, vi.fn());
    await expect(dispatch('sessions:open', { id: SESSION_ID })).resolves.toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'There is no such session.' },
    });
  });

  it('passes deliberate refusals on', async () => {
    const handlers = spyHandlers();
    vi.mocked(handlers['app:openExternal']).mockRejectedValue(new IpcRefusal('UNSAFE_URL', 'No.'));
    const dispatch = createDispatcher(handlers, vi.fn());
    await expect(dispatch('app:openExternal', VALID['app:openExternal'])).resolves.toEqual({
      ok: false,
      error: { code: 'UNSAFE_URL', message: 'No.' },
    });
  });

  it('hides unexpected errors behind a generic message and logs them in main', async () => {
    const handlers = spyHandlers();
    const secret = new Error('EACCES: /home/ana/.config/secret.json');
    vi.mocked(handlers['sessions:list']).mockRejectedValue(secret);
    const log = vi.fn();
    const result = await createDispatcher(handlers, log)('sessions:list', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    const text = JSON.stringify(result);
    expect(text).not.toContain('secret');
    expect(text).not.toContain('    at ');
    expect(log).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('sessions:list'), secret);
  });

  it('never rejects, even when a handler throws synchronously or throws a non-error', async () => {
    const handlers = spyHandlers();
    vi.mocked(handlers['sessions:list']).mockImplementation(() => {
      throw 'a string';
    });
    const result = await createDispatcher(handlers, vi.fn())('sessions:list', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });
});
