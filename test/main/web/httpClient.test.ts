import { describe, expect, it, vi } from 'vitest';
import { TOKEN_HEADER } from '../../../src/shared/ipc/http';
import { createHttpApi, type HttpApiOptions } from '../../../src/shared/ipc/httpClient';

const createBrowserClient = (options: Partial<HttpApiOptions> & Pick<HttpApiOptions, 'token'>) =>
  createHttpApi({ fetch: vi.fn(), openLink: vi.fn(), ...options } as HttpApiOptions);

describe('createHttpApi', () => {
  it('POSTs JSON with the token header to /api/<channel>', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ ok: true, value: { sessions: [], warnings: [] } }),
    );
    const client = createBrowserClient({ token: 'abc', fetch });
    await expect(client.sessions.rename('id-1', 'Friday')).resolves.toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledExactlyOnceWith(
      '/api/sessions:rename',
      expect.objectContaining({
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: 'abc' },
        body: JSON.stringify({ id: 'id-1', name: 'Friday' }),
        credentials: 'omit',
      }),
    );
  });

  it('asks over the API socket while it is open, by fetch while it is not', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true, value: null }));
    let open = true;
    const call = vi.fn((_channel: string, _payload: unknown) =>
      open ? Promise.resolve({ ok: true as const, value: 'over the socket' }) : undefined,
    );
    const client = createBrowserClient({ token: 'abc', fetch, socket: { call } });
    await expect(client.sessions.rename('id-1', 'Friday')).resolves.toMatchObject({
      value: 'over the socket',
    });
    expect(call).toHaveBeenCalledWith('sessions:rename', { id: 'id-1', name: 'Friday' });
    expect(fetch).not.toHaveBeenCalled();
    open = false;
    await expect(client.sessions.rename('id-1', 'Saturday')).resolves.toMatchObject({
      ok: true,
      value: null,
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("a tab without the key (a game's address copied into a new tab) is told how to get one", async () => {
    const keyless = createBrowserClient({
      token: '',
      fetch: vi.fn(async () => new Response('', { status: 403 })),
    });
    const answer = await keyless.sessions.open('id-1');
    expect(answer).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(!answer.ok && answer.error.message).toMatch(
      /the address of a game does not carry it\. Open the address the server printed when it started, or go on in a tab that already shows the app/,
    );
  });

  it('a page that says what a refused key means to it (a revoked phone) says that instead', async () => {
    const phone = createBrowserClient({
      token: 'revoked',
      fetch: vi.fn(async () => new Response('', { status: 403 })),
      forbiddenMessage: () => "The host has stopped this phone's access.",
    });
    const answer = await phone.sessions.open('id-1');
    expect(answer).toEqual({
      ok: false,
      error: { code: 'FORBIDDEN', message: "The host has stopped this phone's access." },
    });
  });

  it('turns network failures and junk answers into envelopes', async () => {
    const down = createBrowserClient({
      token: 't',
      fetch: vi.fn(async () => {
        throw new TypeError('failed');
      }),
    });
    await expect(down.sessions.list()).resolves.toMatchObject({
      ok: false,
      error: { code: 'TRANSPORT' },
    });
    const junk = createBrowserClient({
      token: 't',
      fetch: vi.fn(async () => new Response('<html>', { status: 502 })),
    });
    await expect(junk.sessions.list()).resolves.toMatchObject({
      ok: false,
      error: { code: 'TRANSPORT' },
    });
  });

  it('opens https links itself and refuses others, without calling the server', async () => {
    const fetch = vi.fn();
    const openLink = vi.fn();
    const client = createBrowserClient({ token: 't', fetch, openLink });
    await expect(client.app.openExternal('https://example.org/a')).resolves.toEqual({
      ok: true,
      value: null,
    });
    await expect(client.app.openExternal('javascript:alert(1)')).resolves.toMatchObject({
      ok: false,
      error: { code: 'UNSAFE_URL' },
    });
    expect(openLink).toHaveBeenCalledExactlyOnceWith('https://example.org/a');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('has no menu to listen to', () => {
    const unsubscribe = createBrowserClient({ token: 't', fetch: vi.fn() }).onMenuCommand(vi.fn());
    expect(unsubscribe).toBeTypeOf('function');
  });
});
