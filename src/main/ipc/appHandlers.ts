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
}

/** The `app:*` channels. The Electron main passes security.ts's opener; the web server none. */
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
  };
}
