/**
 * Pure URL checks shared by the window guards (security.ts), the IPC sender check
 * (ipc/registry.ts) and the external-link opener. No Electron import, so any of them can be
 * unit-tested as is.
 */

/** Only plain https links may leave the app, and only to the user's default browser. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * True when `target` is the app itself: the same document as `appUrl` for `file:` builds
 * (query and hash ignored), or the same origin for the dev server (`http://localhost:…`).
 */
export function isAppUrl(target: string, appUrl: string): boolean {
  let to: URL;
  let app: URL;
  try {
    to = new URL(target);
    app = new URL(appUrl);
  } catch {
    return false;
  }
  if (to.protocol !== app.protocol) return false;
  if (app.protocol === 'file:') return to.pathname === app.pathname;
  return to.origin === app.origin;
}
