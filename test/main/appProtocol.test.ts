import { mkdtemp, realpath, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createAppRequestHandler,
  registerAppScheme,
  respondFromRenderer,
  serveAppScheme,
} from '../../src/main/appProtocol';
import { APP_ORIGIN, APP_SCHEME } from '../../src/main/appUrl';
import { SECURITY_HEADERS } from '../../src/main/web/securityHeaders';
import { PATHS_NOT_SERVED, SECRET, writeServedFolder } from '../support/servedFolder';

/**
 * The app scheme's file resolution for real, under Node (Response is Node's own): the same
 * folder layout and the same traversal attempts as browser mode's server tests
 * (test/support/servedFolder.ts).
 */

let root: string;
let rendererDir: string;

beforeAll(async () => {
  root = await realpath(await mkdtemp(join(tmpdir(), 'meeple-protocol-')));
  rendererDir = await writeServedFolder(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, method = 'GET') => respondFromRenderer(rendererDir, { url, method });

describe('the app scheme', () => {
  it('serves the page with the CSP and the other security headers', async () => {
    const response = await get(`${APP_ORIGIN}/index.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Meeple Ledger</title>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers.get(name)).toBe(value);
    }
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });

  it('serves / as index.html, assets with their type, and ignores the hash and query', async () => {
    expect(await (await get(`${APP_ORIGIN}/`)).text()).toContain('Meeple Ledger');
    expect(await (await get(`${APP_ORIGIN}/index.html?x=1#presenter`)).text()).toContain(
      'Meeple Ledger',
    );
    const script = await get(`${APP_ORIGIN}/assets/app.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log("hi")');
  });

  it.each(PATHS_NOT_SERVED)('does not serve %s', async (path) => {
    const response = await get(`${APP_ORIGIN}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(SECRET);
    expect(response.headers.get('content-security-policy')).toBe(
      SECURITY_HEADERS['Content-Security-Policy'],
    );
  });

  it.each([
    `${APP_SCHEME}://other/index.html`,
    `${APP_SCHEME}://app:99/index.html`,
    `file://${'/etc/passwd'}`,
    'not a url',
  ])('answers 404 for %s, which is not the app', async (url) => {
    expect((await get(url)).status).toBe(404);
  });

  it('allows only GET and HEAD', async () => {
    const head = await get(`${APP_ORIGIN}/index.html`, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await get(`${APP_ORIGIN}/index.html`, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('resolves the folder through symbolic links, once', async () => {
    const linked = join(root, 'linked-renderer');
    await symlink(rendererDir, linked);
    const handle = createAppRequestHandler(linked);
    expect((await handle({ url: `${APP_ORIGIN}/index.html`, method: 'GET' })).status).toBe(200);
    expect((await handle({ url: `${APP_ORIGIN}/link-out`, method: 'GET' })).status).toBe(404);
  });

  it('answers 404, not an exception, when the renderer folder is missing', async () => {
    const handle = createAppRequestHandler(join(root, 'not-built'));
    expect((await handle({ url: `${APP_ORIGIN}/index.html`, method: 'GET' })).status).toBe(404);
  });

  it('registers one privileged, standard and secure scheme without a CSP bypass', () => {
    const protocol = { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() };
    registerAppScheme(protocol);
    const [schemes] = protocol.registerSchemesAsPrivileged.mock.calls[0] ?? [];
    expect(schemes).toEqual([
      expect.objectContaining({
        scheme: APP_SCHEME,
        privileges: expect.objectContaining({
          standard: true,
          secure: true,
          bypassCSP: false,
          allowServiceWorkers: false,
        }),
      }),
    ]);
    serveAppScheme(protocol, rendererDir);
    expect(protocol.handle).toHaveBeenCalledExactlyOnceWith(APP_SCHEME, expect.any(Function));
  });
});
