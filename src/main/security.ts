import { type App, type Session, shell, type WebContents } from 'electron';
import { isAppUrl, isSafeExternalUrl } from './appUrl';

export { isAppUrl, isSafeExternalUrl } from './appUrl';

/**
 * The one way a link leaves the app: https only, to the user's default browser. Used by the
 * window-open guard below and by the `app:openExternal` channel. Resolves to false when the
 * link was refused or the system could not open it.
 */
export async function openExternalSafely(url: string): Promise<boolean> {
  if (!isSafeExternalUrl(url)) return false;
  try {
    await shell.openExternal(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Locks down one webContents: no new windows (https links go to the system browser instead),
 * no navigation away from the app's origin (appUrl.ts) in any frame, no redirects elsewhere,
 * no <webview>.
 */
export function hardenWebContents(contents: WebContents, appOrigin: string): void {
  contents.setWindowOpenHandler(({ url }) => {
    void openExternalSafely(url);
    return { action: 'deny' };
  });

  const stayInApp = (event: { url: string; preventDefault: () => void }): void => {
    if (!isAppUrl(event.url, appOrigin)) event.preventDefault();
  };
  contents.on('will-navigate', stayInApp);
  // Also covers subframes, which will-navigate does not.
  contents.on('will-frame-navigate', stayInApp);
  contents.on('will-redirect', stayInApp);

  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
}

/**
 * Denies every permission request and check (camera, notifications, geolocation, …) and
 * every device (HID, serial, USB) on a session: a scorekeeper needs none of them.
 */
export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => {
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

/**
 * Installs the guards on every webContents the app ever creates, and on its session (so a
 * webContents in another partition is covered too). Call before the first window is
 * created. `appOrigin` is the origin the windows load (APP_ORIGIN, or the dev server's).
 */
export function installSecurityGuards(app: Pick<App, 'on'>, appOrigin: string): void {
  app.on('web-contents-created', (_event, contents) => {
    hardenWebContents(contents, appOrigin);
    hardenSession(contents.session);
  });
}
