import { IPC_ERROR_CODES } from '../../shared/ipc/result';
import type { DeviceSelf, OpenInvite } from '../../shared/ipc/types';
import { joinHash } from '../../shared/joinRoute';
import { type HandlersOf, IpcRefusal } from '../ipc/handlers';
import type { DeviceRegistry, Invite } from './devices';
import type { LanSharingControl } from './lanSharing';

/**
 * The `devices:*` channels, for the web server and the desktop app alike. Who may call which is
 * CHANNEL_ACCESS's business (checked before a handler runs); `caller` is who is asking, for
 * `devices:me`.
 */
export interface DeviceHandlerDeps {
  registry: DeviceRegistry;
  sharing: LanSharingControl;
  /** Ends a revoked device's event streams. */
  endStreamsOf: (deviceId: string) => void;
}

export const HOST_SELF: DeviceSelf = Object.freeze({ role: 'host', name: null });

/** An invite as the host's dialog shows it: the code, its join address and when it ends. */
function described(invite: Invite, lanUrl: string): OpenInvite {
  return {
    code: invite.code,
    url: `${lanUrl}#${joinHash(invite.code, invite.allowScorers)}`,
    expiresAt: new Date(invite.expiresAt).toISOString(),
    allowScorers: invite.allowScorers,
  };
}

export function createDeviceHandlers(
  deps: DeviceHandlerDeps,
  caller: DeviceSelf = HOST_SELF,
): HandlersOf<'devices'> {
  return {
    'devices:invite': async ({ allowScorers }) => {
      const lan = await deps.sharing.start();
      const { allowScorers: _, ...made } = described(deps.registry.invite(allowScorers), lan.url);
      return made;
    },
    'devices:join': async (request) => {
      const { token, device } = await deps.registry.join(request);
      return { token, role: device.role };
    },
    'devices:list': () => {
      const sharing = deps.sharing.current();
      const open = deps.registry.openInvite;
      return {
        devices: deps.registry.list(),
        sharing,
        inviteOpen: open !== undefined,
        openInvite: open && sharing ? described(open, sharing.url) : null,
      };
    },
    'devices:revoke': async ({ id }) => {
      let revoked: boolean;
      try {
        revoked = await deps.registry.revoke(id);
      } finally {
        deps.endStreamsOf(id);
      }
      if (!revoked) throw new IpcRefusal(IPC_ERROR_CODES.unknownDevice, 'No such device.');
      return null;
    },
    'devices:stopSharing': async () => {
      deps.registry.cancelInvite();
      await deps.sharing.stop();
      return null;
    },
    'devices:me': () => ({ ...caller }),
  };
}

/** Who sent a request: the host (its own token) or a joined device. */
export interface Caller {
  /** 'host' or the device's id: whose event streams a revoke ends. */
  readonly owner: string;
  readonly self: DeviceSelf;
}

export const HOST_CALLER: Caller = Object.freeze({ owner: 'host', self: HOST_SELF });

/** The caller a request's token names, or undefined (no token, wrong, or revoked). */
export function callerOf(
  token: string | undefined,
  isHostToken: (token: string | undefined) => boolean,
  registry: DeviceRegistry,
): Caller | undefined {
  if (isHostToken(token)) return HOST_CALLER;
  const device = registry.authenticate(token);
  return device && { owner: device.id, self: { role: device.role, name: device.name } };
}
