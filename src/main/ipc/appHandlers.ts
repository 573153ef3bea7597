import { IPC_ERROR_CODES } from '../../shared/ipc/result';
import type { AppInfo } from '../../shared/ipc/types';
import { type HandlersOf, IpcRefusal } from './handlers';

export const APP_NAME = 'Meeple Ledger';

export interface AppHandlerDeps {
  version: string;
  mode: AppInfo['mode'];
  /**
   * Opens a link in the user's browser (security.ts's openExternalSafely in the app);
   * false when it refused (not https, or not possible).
   */
  openLink: (url: string) => boolean | Promise<boolean>;
  /**
   * Opens the presenter window on a game (or following the latest), or brings it forward;
   * the web server has none: the browser page opens the presenter's tab itself.
   */
  openPresenter?: (sessionId: string | undefined) => void;
}

/**
 * The `app:*` channels. The Electron main passes security.ts's opener and the presenter window;
 * the web server neither.
 */
export function createAppHandlers(deps: AppHandlerDeps): HandlersOf<'app'> {
  const info: AppInfo = { name: APP_NAME, version: deps.version, mode: deps.mode };
  return {
    'app:info': () => ({ ...info }),
    'app:openExternal': async ({ url }) => {
      if (!(await deps.openLink(url))) {
        throw new IpcRefusal(IPC_ERROR_CODES.unsafeUrl, 'This link cannot be opened.');
      }
      return null;
    },
    'app:openPresenter': ({ sessionId }) => {
      if (!deps.openPresenter) {
        throw new IpcRefusal(IPC_ERROR_CODES.unsupported, 'The page opens the presenter itself.');
      }
      deps.openPresenter(sessionId);
      return null;
    },
  };
}
