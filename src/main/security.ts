import { type App, type Session, shell, type WebContents } from 'electron';

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

/**
 * Locks down one webContents: no new windows (https links go to the system browser instead),
 * no navigation away from the app, no redirects elsewhere, no <webview>.
 */
export function hardenWebContents(contents: WebContents, appUrl: () => string): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) {
      void shell.openExternal(url);
    }
    return { action: 'deny' };
  });

  contents.on('will-navigate', (event) => {
    if (!isAppUrl(event.url, appUrl())) {
      event.preventDefault();
    }
  });

  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url, appUrl())) {
      event.preventDefault();
    }
  });

  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
}

/** Denies every permission request and check (camera, notifications, geolocation, …). */
export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => {
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
}

/**
 * Installs the guards on every webContents the app ever creates. Call before the first
 * window is created. `appUrl` returns the URL the main window loads.
 */
export function installSecurityGuards(app: App, appUrl: () => string): void {
  app.on('web-contents-created', (_event, contents) => {
    hardenWebContents(contents, appUrl);
  });
}
