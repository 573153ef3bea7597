import { readFile, realpath } from 'node:fs/promises';
import type { Protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from './appUrl';
import { SECURITY_HEADERS } from './web/securityHeaders';
import { contentTypeOf, resolveStaticFile } from './web/staticFiles';

/**
 * The renderer's own scheme, `meeple-ledger://app/…`: the built renderer folder served by
 * main, with the CSP (and browser mode's other security headers) on every response. The
 * same file resolution as browser mode (web/staticFiles.ts) keeps every other file of the
 * disk out of reach.
 */

/** Must run before the app is ready (Electron's rule for privileged schemes). */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      // standard: relative URLs, localStorage and a real origin; secure: like https, so
      // module scripts and secure-context APIs work. No CSP bypass, no service workers.
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        codeCache: true,
        bypassCSP: false,
        allowServiceWorkers: false,
        corsEnabled: false,
        stream: false,
      },
    },
  ]);
}

const notFound = (): Response =>
  new Response('Not found', {
    status: 404,
    headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });

/**
 * Answers one request for the app scheme from `rendererDir` (a real path: see
 * createAppRequestHandler). Only GET and HEAD of files inside it, on the app's host.
 */
export async function respondFromRenderer(
  rendererDir: string,
  request: { url: string; method: string },
): Promise<Response> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return notFound();
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return notFound();
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', {
      status: 405,
      headers: { ...SECURITY_HEADERS, Allow: 'GET, HEAD' },
    });
  }
  const file = await resolveStaticFile(rendererDir, url.pathname);
  if (!file) return notFound();
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return notFound();
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: 200,
    headers: {
      ...SECURITY_HEADERS,
      'Content-Type': contentTypeOf(file),
      'Content-Length': String(body.length),
      'Cache-Control': 'no-cache',
    },
  });
}

/** The handler for protocol.handle: resolves the folder's real path once, on first use. */
export function createAppRequestHandler(
  rendererDir: string,
): (request: { url: string; method: string }) => Promise<Response> {
  let root: Promise<string> | undefined;
  return async (request) => {
    root ??= realpath(rendererDir);
    let dir: string;
    try {
      dir = await root;
    } catch {
      root = undefined;
      return notFound();
    }
    return respondFromRenderer(dir, request);
  };
}

/** Serves the built renderer on the app scheme (after the app is ready). */
export function serveAppScheme(protocol: Pick<Protocol, 'handle'>, rendererDir: string): void {
  protocol.handle(APP_SCHEME, createAppRequestHandler(rendererDir));
}
