import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('electron', async () => (await import('./electronMock')).electronModule());

import { type App, type Session, shell, type WebContents } from 'electron';
import { appPageUrl } from '../../src/main/appUrl';
import {
  hardenSession,
  hardenWebContents,
  installSecurityGuards,
  isAppUrl,
  isSafeExternalUrl,
  openExternalSafely,
} from '../../src/main/security';
import { resetElectron } from './electronMock';

type Listener = (...args: unknown[]) => unknown;

function fakeSessionObject() {
  return {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
  };
}

/** A stand-in for WebContents that records its handlers so the tests can fire them. */
function fakeWebContents() {
  const listeners = new Map<string, Listener>();
  let windowOpenHandler: Listener | undefined;
  const contents = {
    session: fakeSessionObject(),
    setWindowOpenHandler: vi.fn((handler: Listener) => {
      windowOpenHandler = handler;
    }),
    on: vi.fn((event: string, listener: Listener) => {
      listeners.set(event, listener);
      return contents;
    }),
  };
  return {
    contents: contents as unknown as WebContents,
    session: contents.session,
    openWindow(url: string): unknown {
      if (!windowOpenHandler) throw new Error('no window open handler');
      return windowOpenHandler({ url, frameName: '', features: '', disposition: 'new-window' });
    },
    /** Fires a will-navigate / will-redirect style event; returns whether it was prevented. */
    fire(event: string, url: string): boolean {
      const listener = listeners.get(event);
      if (!listener) throw new Error(`no ${event} listener`);
      const preventDefault = vi.fn();
      listener({ url, preventDefault });
      return preventDefault.mock.calls.length > 0;
    },
  };
}

const APP = 'meeple-ledger://app';
const APP_PAGE = 'meeple-ledger://app/index.html';
const APP_DEV = 'http://localhost:5173';

beforeEach(() => {
  resetElectron();
});

describe('new windows', () => {
  it('are denied for https links, which open in the system browser instead', () => {
    const fake = fakeWebContents();
    hardenWebContents(fake.contents, APP);
    expect(fake.openWindow('https://www.example.org/rules')).toEqual({ action: 'deny' });
    expect(shell.openExternal).toHaveBeenCalledExactlyOnceWith('https://www.example.org/rules');
  });

  it.each([
    'http://www.example.org/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'mailto:someone@example.org',
    'not a url',
  ])('are denied and never opened externally for %s', (url) => {
    const fake = fakeWebContents();
    hardenWebContents(fake.contents, APP);
    expect(fake.openWindow(url)).toEqual({ action: 'deny' });
    expect(shell.openExternal).not.toHaveBeenCalled();
  });
});

describe('navigation', () => {
  it.each([
    'https://www.example.org/',
    'http://localhost:5173/',
    'file:///etc/passwd',
    'file:///opt/Meeple%20Ledger/resources/app.asar/out/renderer/index.html',
    'meeple-ledger://other/index.html',
    'meeple-ledger://app.evil/index.html',
    'meeple-ledger://user@app/index.html',
  ])('away from the built app to %s is blocked', (url) => {
    const fake = fakeWebContents();
    hardenWebContents(fake.contents, APP);
    expect(fake.fire('will-navigate', url)).toBe(true);
    expect(fake.fire('will-frame-navigate', url)).toBe(true);
    expect(fake.fire('will-redirect', url)).toBe(true);
  });

  it('to the app itself is allowed', () => {
    const fake = fakeWebContents();
    hardenWebContents(fake.contents, APP);
    expect(fake.fire('will-navigate', `${APP_PAGE}#/game`)).toBe(false);
    expect(fake.fire('will-frame-navigate', `${APP_PAGE}#presenter`)).toBe(false);
  });

  it('on the dev server stays within its origin', () => {
    const fake = fakeWebContents();
    hardenWebContents(fake.contents, APP_DEV);
    expect(fake.fire('will-navigate', 'http://localhost:5173/index.html')).toBe(false);
    expect(fake.fire('will-navigate', 'http://localhost:8080/')).toBe(true);
    expect(fake.fire('will-navigate', 'https://localhost:5173/')).toBe(true);
  });

  it('never lets a <webview> attach', () => {
    const fake = fakeWebContents();
    hardenWebContents(fake.contents, APP);
    expect(fake.fire('will-attach-webview', 'https://www.example.org/')).toBe(true);
  });
});

describe('permissions', () => {
  function fakeSession() {
    const session = fakeSessionObject();
    hardenSession(session as unknown as Session);
    return session;
  }

  it.each(['media', 'notifications', 'geolocation', 'clipboard-read', 'openExternal'])(
    'request for %s is denied',
    (permission) => {
      const session = fakeSession();
      const handler = session.setPermissionRequestHandler.mock.calls[0]?.[0] as Listener;
      const callback = vi.fn();
      handler({}, permission, callback, {});
      expect(callback).toHaveBeenCalledExactlyOnceWith(false);
    },
  );

  it('checks are denied', () => {
    const session = fakeSession();
    const check = session.setPermissionCheckHandler.mock.calls[0]?.[0] as Listener;
    expect(check(null, 'media', 'file://', {})).toBe(false);
  });

  it('devices (HID, serial, USB) are denied', () => {
    const session = fakeSession();
    const check = session.setDevicePermissionHandler.mock.calls[0]?.[0] as Listener;
    expect(check({ deviceType: 'usb', origin: 'file://' })).toBe(false);
  });
});

describe('installSecurityGuards', () => {
  it('hardens every webContents the app creates', () => {
    let created: Listener | undefined;
    const app = {
      on: vi.fn((event: string, listener: Listener) => {
        if (event === 'web-contents-created') created = listener;
      }),
    };
    installSecurityGuards(app as unknown as App, APP);
    const fake = fakeWebContents();
    created?.({}, fake.contents);
    expect(fake.openWindow('https://www.example.org/')).toEqual({ action: 'deny' });
    expect(fake.fire('will-navigate', 'https://www.example.org/')).toBe(true);
    // Its session too, whichever partition it is in.
    const request = fake.session.setPermissionRequestHandler.mock.calls[0]?.[0] as Listener;
    const callback = vi.fn();
    request({}, 'notifications', callback, {});
    expect(callback).toHaveBeenCalledExactlyOnceWith(false);
    expect(fake.session.setPermissionCheckHandler).toHaveBeenCalledOnce();
  });
});

describe('openExternalSafely', () => {
  it('opens https links in the system browser', async () => {
    await expect(openExternalSafely('https://example.org/rules')).resolves.toBe(true);
    expect(shell.openExternal).toHaveBeenCalledExactlyOnceWith('https://example.org/rules');
  });

  it.each([
    'http://example.org/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'smb://evil.example/share',
    'ms-msdt:/id',
    '',
  ])('refuses %s without calling the shell', async (url) => {
    await expect(openExternalSafely(url)).resolves.toBe(false);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('reports a shell failure as false instead of throwing', async () => {
    vi.mocked(shell.openExternal).mockRejectedValueOnce(new Error('no browser'));
    await expect(openExternalSafely('https://example.org/')).resolves.toBe(false);
  });
});

describe('URL helpers', () => {
  it('isSafeExternalUrl accepts https only', () => {
    expect(isSafeExternalUrl('https://example.org')).toBe(true);
    expect(isSafeExternalUrl('http://example.org')).toBe(false);
    expect(isSafeExternalUrl('')).toBe(false);
  });

  it('isAppUrl compares one origin: scheme, host and port', () => {
    expect(isAppUrl(`${APP_PAGE}?x=1`, APP)).toBe(true);
    expect(isAppUrl('meeple-ledger://app:8080/index.html', APP)).toBe(false);
    expect(isAppUrl('file:///tmp/index.html', APP)).toBe(false);
    expect(isAppUrl('http://localhost:5173/a', APP_DEV)).toBe(true);
    expect(isAppUrl('garbage', APP_DEV)).toBe(false);
    // A file: "origin" is never the app: every file of the disk would share it.
    expect(isAppUrl('file:///tmp/index.html', 'file:///tmp/index.html')).toBe(false);
  });

  it('appPageUrl is the page on the origin, with the hash route', () => {
    expect(appPageUrl(APP)).toBe('meeple-ledger://app/index.html');
    expect(appPageUrl(APP, 'presenter')).toBe('meeple-ledger://app/index.html#presenter');
    expect(appPageUrl(APP_DEV, 'presenter')).toBe('http://localhost:5173/#presenter');
    expect(isAppUrl(appPageUrl(APP_DEV), APP_DEV)).toBe(true);
  });
});
