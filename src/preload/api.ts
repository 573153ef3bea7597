import type { IpcRenderer, IpcRendererEvent } from 'electron';
import type { ApiTransport, MeepleLedgerApi } from '../shared/ipc/api';
import {
  APP_NOTICE_CHANNEL,
  type AppNotice,
  type Channel,
  isAppNotice,
  isMenuCommand,
  isSessionChange,
  isSessionChangedPayload,
  MENU_COMMAND_CHANNEL,
  SESSION_CHANGED_CHANNEL,
} from '../shared/ipc/channelList';
import { createApi } from '../shared/ipc/createApi';
import { fail, IPC_ERROR_CODES, type IpcResult, isIpcResult } from '../shared/ipc/result';

export type { MeepleLedgerApi } from '../shared/ipc/api';

/** The parts of ipcRenderer the preload uses; ipcRenderer itself never reaches the page. */
export type PreloadIpc = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

/** Notices kept for a page that has not subscribed yet; past this, the oldest go. */
export const MAX_HELD_NOTICES = 20;

/**
 * IPC as an ApiTransport: one `invoke` per API call, always resolving to an envelope, and
 * the main → renderer channels (menu commands, session changes, app notices) with their
 * event object stripped (it references the sender) and their value checked before it
 * reaches the page. App notices are listened to at once and held until the page subscribes:
 * the one about a reload after a crash arrives while the page is still starting.
 */
export function createIpcTransport(ipc: PreloadIpc): ApiTransport {
  const noticeListeners = new Set<(notice: AppNotice) => void>();
  const held: AppNotice[] = [];
  ipc.on(APP_NOTICE_CHANNEL, (_event: IpcRendererEvent, notice: unknown): void => {
    if (!isAppNotice(notice)) return;
    if (noticeListeners.size === 0) {
      held.push(notice);
      if (held.length > MAX_HELD_NOTICES) held.shift();
      return;
    }
    for (const listener of [...noticeListeners]) listener(notice);
  });
  return {
    onAppNotice: (listener) => {
      const wrapped = (notice: AppNotice): void => listener(notice);
      noticeListeners.add(wrapped);
      for (const notice of held.splice(0)) wrapped(notice);
      return () => {
        noticeListeners.delete(wrapped);
      };
    },
    invoke: async (channel: Channel, payload: Record<string, unknown>) => {
      try {
        const result: unknown = await ipc.invoke(channel, payload);
        return isIpcResult(result)
          ? (result as IpcResult<unknown>)
          : fail(IPC_ERROR_CODES.transport, 'Meeple Ledger sent an unreadable answer.');
      } catch {
        return fail(IPC_ERROR_CODES.transport, 'Could not reach the Meeple Ledger main process.');
      }
    },
    onMenuCommand: (listener) => {
      const relay = (_event: IpcRendererEvent, command: unknown): void => {
        if (isMenuCommand(command)) listener(command);
      };
      ipc.on(MENU_COMMAND_CHANNEL, relay);
      return () => {
        ipc.removeListener(MENU_COMMAND_CHANNEL, relay);
      };
    },
    onSessionChanged: (listener) => {
      const relay = (_event: IpcRendererEvent, id: unknown, change?: unknown): void => {
        if (!isSessionChangedPayload(id)) return;
        // A change that does not check out is left off: the notice still says "changed".
        if (isSessionChange(change)) listener(id, change);
        else listener(id);
      };
      ipc.on(SESSION_CHANGED_CHANNEL, relay);
      return () => {
        ipc.removeListener(SESSION_CHANGED_CHANNEL, relay);
      };
    },
  };
}

/** The object the preload exposes as `window.meepleLedger`. */
export function createPreloadApi(ipc: PreloadIpc): MeepleLedgerApi {
  return createApi(createIpcTransport(ipc));
}
