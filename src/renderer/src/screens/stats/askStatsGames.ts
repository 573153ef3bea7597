import type { MeepleLedgerApi } from '../../../../shared/ipc/api';
import type { IpcResult } from '../../../../shared/ipc/result';
import type { StatsGames, StatsGamesPart } from '../../../../shared/ipc/types';
import { joinStatsParts } from '../../../../shared/stats/statsParts';
import { t } from '../../i18n';
import { CONFLICT_CODE } from '../../state/conflict';

/** Tries before the screen says the games kept changing while they were read. */
const ATTEMPTS = 3;

/**
 * Every stored game's facts, asked for in parts (src/shared/stats/statsParts.ts): each part's
 * answer is received and parsed in a task of its own. The first part says how many there are;
 * the others are asked for together. Parts cut from two packings (a game changed between
 * them) do not join: they are all asked for again.
 */
export async function askStatsGames(
  api: Pick<MeepleLedgerApi, 'stats'>,
): Promise<IpcResult<StatsGames>> {
  for (let attempt = 1; ; attempt++) {
    const first = await api.stats.games(0);
    if (!first.ok) return first;
    const rest = await Promise.all(
      Array.from({ length: first.value.parts - 1 }, (_, k) => api.stats.games(k + 1)),
    );
    const parts: StatsGamesPart[] = [first.value];
    for (const answer of rest) {
      if (!answer.ok) return answer;
      parts.push(answer.value);
    }
    if (parts.every((part) => part.edition === first.value.edition))
      return { ok: true, value: joinStatsParts(parts) };
    if (attempt >= ATTEMPTS)
      return { ok: false, error: { code: CONFLICT_CODE, message: t('stats.changing') } };
  }
}
