import type { HandlersOf } from './ipc/handlers';
import type { SessionNotify } from './ipc/sessionNotifications';
import { createDeviceHandlers } from './web/deviceHandlers';
import type { DeviceRegistry } from './web/devices';
import type { LanSharingControl } from './web/lanSharing';
import type { WebServer } from './web/server';

/**
 * Phones at the table in the desktop app: the window asks (View › Phones at the table…) and
 * main answers the `devices:*` channels itself. The web server that phones talk to (the
 * browser-mode server, on the app's own open stores) starts with the first invite, never
 * before, and stops when the app quits.
 */
export interface PhoneHost {
  handlers: HandlersOf<'devices'>;
  /** A change made in the app's windows: the phones hear it too. */
  notify: SessionNotify;
  close(): Promise<void>;
}

export function createPhoneHost(options: {
  registry: DeviceRegistry;
  startServer: () => Promise<WebServer>;
}): PhoneHost {
  let server: WebServer | undefined;
  let starting: Promise<WebServer> | undefined;
  const started = (): Promise<WebServer> => {
    starting ??= options.startServer().then(
      (s) => {
        server = s;
        return s;
      },
      (error: unknown) => {
        starting = undefined;
        throw error;
      },
    );
    return starting;
  };
  const sharing: LanSharingControl = {
    start: async () => (await started()).sharing.start(),
    stop: async () => server?.sharing.stop(),
    current: () => server?.sharing.current() ?? null,
    hosts: () => server?.sharing.hosts() ?? [],
  };
  return {
    handlers: createDeviceHandlers({
      registry: options.registry,
      sharing,
      endStreamsOf: (id) => server?.endStreamsOf(id),
    }),
    notify: (...notice) => server?.broadcast(...notice),
    close: async () => {
      await starting?.catch(() => undefined);
      await server?.close();
    },
  };
}
