import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { CHANNELS } from '../../shared/ipc/channels';
import { fail, IPC_ERROR_CODES, type IpcResult } from '../../shared/ipc/result';
import { isAppUrl } from '../appUrl';
import { createDispatcher, type ErrorLog } from './dispatch';
import type { Handlers } from './handlers';

/** The parts of a WebFrameMain the sender check reads. */
export interface SenderFrame {
  readonly url: string;
  readonly parent: unknown;
}

/**
 * True when an IPC message comes from the app's own page: a top-level frame (not an iframe)
 * on the app's one origin (APP_ORIGIN of appUrl.ts, or the dev server's in `npm run dev`).
 */
export function isTrustedSender(frame: SenderFrame | null | undefined, appOrigin: string): boolean {
  if (!frame || frame.parent !== null) return false;
  return isAppUrl(frame.url, appOrigin);
}

export interface RegistryOptions {
  isTrustedSender: (frame: SenderFrame | null) => boolean;
  log?: ErrorLog;
}

/**
 * The one place main answers the renderer: a handler per channel of the channel list, each
 * checking the sender, then the payload, then wrapping the handler's outcome in the result
 * envelope. Returns a function that removes the handlers again.
 */
export function registerIpcHandlers(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  handlers: Handlers,
  options: RegistryOptions,
): () => void {
  const dispatch = createDispatcher(handlers, options.log);
  for (const channel of CHANNELS) {
    ipcMain.handle(
      channel,
      (event: IpcMainInvokeEvent, payload: unknown): Promise<IpcResult<unknown>> => {
        if (!options.isTrustedSender(event.senderFrame)) {
          return Promise.resolve(
            fail(IPC_ERROR_CODES.forbidden, 'This page may not talk to Meeple Ledger.'),
          );
        }
        return dispatch(channel, payload);
      },
    );
  }
  return () => {
    for (const channel of CHANNELS) ipcMain.removeHandler(channel);
  };
}
