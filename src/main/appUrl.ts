/**
 * The app's one origin and the pure URL checks around it, shared by the app protocol
 * (appProtocol.ts), the window guards (security.ts), the IPC sender check (ipc/registry.ts)
 * and the external-link opener. No Electron import, so any of them can be unit-tested as is.
 */

/**
 * The built renderer is served from this privileged scheme (appProtocol.ts), never from
 * file://: a file: page would share its origin with every file on the disk.
 */
export const APP_SCHEME = 'meeple-ledger';
export const APP_HOST = 'app';
/** The origin of every page the app shows (the dev server's replaces it in `npm run dev`). */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The app page at `origin`, with an optional `#hash` route (the presenter's, a game's). */
export function appPageUrl(origin: string, hash?: string): string {
  const page = origin === APP_ORIGIN ? `${APP_ORIGIN}/index.html` : `${origin}/`;
  return hash ? `${page}#${hash}` : page;
}

/** Only plain https links may leave the app, and only to the user's default browser. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * True when `target` is on the app's origin: same scheme, same host and port. A file: URL
 * never is (every file on the disk would share its "origin").
 * `origin` is compared by scheme and host rather than URL.origin, which is "null" for a
 * custom scheme outside Chromium.
 */
export function isAppUrl(target: string, origin: string): boolean {
  let to: URL;
  let app: URL;
  try {
    to = new URL(target);
    app = new URL(origin);
  } catch {
    return false;
  }
  if (app.protocol === 'file:' || app.host === '') return false;
  return (
    to.protocol === app.protocol && to.host === app.host && to.username === '' && to.password === ''
  );
}
