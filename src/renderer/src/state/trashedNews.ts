import { t } from '../i18n';
import type { Elsewhere } from './gameSession';

/**
 * The open game was put in the trash on another device: the host's page offers Restore, a
 * phone's says whose call it is (bringing a game back is the host's, as putting it away is).
 */
export function trashedElsewhere(phone: boolean, restore: () => void): Elsewhere {
  return phone
    ? { warning: true, trashed: true, text: t('session.elsewhereTrashedPhone') }
    : {
        warning: true,
        trashed: true,
        text: t('session.elsewhereTrashed'),
        action: { label: t('home.restore'), run: restore },
      };
}
