import type { GameContext } from '../../../../shared/game/gameContext';
import { revoltCheckPoints } from '../../../../shared/rules/revolt';
import { namesFor } from '../../components';
import { t, tn } from '../../i18n';
import { countedWords } from './words';

/**
 * R3, R4: what a revolt did, in words for the history: who lost which meeples, who scored for
 * protected ones. `before` is the game just before the draw (the meeples still where they
 * stood), `after` just after it. Empty when the draw started no revolt.
 */
export function revoltLines(before: GameContext, after: GameContext): string[] {
  const revolt = after.revolt;
  if (!revolt || after.deck.revoltsDrawn <= before.deck.revoltsDrawn) return [];
  const names = namesFor(before);
  const where = (ids: readonly string[]) =>
    countedWords(
      ids.map((id) => {
        const meeple = before.meeples.find((m) => m.id === id);
        return meeple ? names.meepleWhere(meeple) : names.meepleById(id);
      }),
    );
  const lines: string[] = [];
  for (const check of revolt.checks) {
    const name = names.player(check.player);
    if (check.returned.length > 0)
      lines.push(
        tn('revoltLog.lost', check.returned.length, { name, where: where(check.returned) }),
      );
    if (check.rewarded.length > 0)
      lines.push(
        tn('revoltLog.rewarded', check.rewarded.length, {
          name,
          points: revoltCheckPoints(check),
          where: where(check.rewarded),
        }),
      );
  }
  return lines.length > 0 ? lines : [t('revoltLog.nothing')];
}
