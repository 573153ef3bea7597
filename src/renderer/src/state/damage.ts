import type { SessionDamage } from '../../../shared/ipc/types';
import { t } from '../i18n';

/**
 * The notice for a game whose file lost acknowledged moves or was changed from outside: what is
 * wrong in the current language, and the one way out it offers (put the last copy back, or,
 * with no copy, accept the file as it is).
 */
export function damageNotice(damage: SessionDamage): {
  text: string;
  use: 'copy' | 'file';
  label: string;
} {
  const what =
    damage.kind === 'short'
      ? t('app.damageShort', {
          present: damage.present,
          missing: damage.acknowledged - damage.present,
          acknowledged: damage.acknowledged,
        })
      : damage.move
        ? t('app.damageChanged', { move: damage.move })
        : t('app.damageChangedSomewhere');
  const copy = damage.copy;
  return copy
    ? {
        text: `${what} ${t('app.damageCopy', { file: copy.file, moves: copy.moves })}`,
        use: 'copy',
        label: t('app.restoreCopy'),
      }
    : { text: `${what} ${t('app.damageNoCopy')}`, use: 'file', label: t('app.keepFile') };
}
