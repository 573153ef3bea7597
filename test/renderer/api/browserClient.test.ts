import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserClient, takeToken } from '../../../src/renderer/src/api/browserClient';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('takeToken', () => {
  it('takes the token from the URL, keeps it for the tab and removes it from the address bar', () => {
    const history = { replaceState: vi.fn() };
    const storage = memoryStorage();
    const token = takeToken(
      { search: '?token=abc&x=1', pathname: '/', hash: '#t' },
      history,
      storage,
    );
    expect(token).toBe('abc');
    expect(history.replaceState).toHaveBeenCalledExactlyOnceWith(null, '', '/?x=1#t');
    expect(takeToken({ search: '', pathname: '/', hash: '' }, history, storage)).toBe('abc');
  });

  it('has none when never given one', () => {
    const none = takeToken(
      { search: '', pathname: '/', hash: '' },
      { replaceState: vi.fn() },
      memoryStorage(),
    );
    expect(none).toBeUndefined();
  });
});

describe('createBrowserClient', () => {
  it("uses the page's fetch with the token", async () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(
      Response.json({
        ok: true,
        value: { name: 'Meeple Ledger', version: '1', mode: 'browser' },
      }),
    );
    await expect(createBrowserClient('abc').app.info()).resolves.toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledWith(
      '/api/app:info',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('opens https links in a new tab without an opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await createBrowserClient('abc').app.openExternal('https://example.org/');
    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://example.org/',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it("listens to the server's session events, with the token, while someone listens", () => {
    const made: { url: string; close: ReturnType<typeof vi.fn> }[] = [];
    vi.stubGlobal(
      'EventSource',
      vi.fn(function (this: Record<string, unknown>, url: string) {
        const source = { url, readyState: 1, addEventListener: vi.fn(), close: vi.fn() };
        made.push(source);
        return source;
      }),
    );
    try {
      const stop = createBrowserClient('a b+c').onSessionChanged(vi.fn());
      expect(made.map((s) => s.url)).toEqual(['/api/events?token=a%20b%2Bc']);
      stop();
      expect(made[0]?.close).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
