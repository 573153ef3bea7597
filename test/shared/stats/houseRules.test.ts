import { describe, expect, it } from 'vitest';
import {
  houseRuleCounts,
  houseRulesOf,
  passesHouseRuleFilter,
} from '../../../src/shared/stats/houseRules';

const game = (houseRules?: string[]) => ({ options: houseRules ? { houseRules } : {} });

describe('statistics by house rules (H1, H2)', () => {
  it('H1, H2: the filter keeps all games, games without house rules, or games with one', () => {
    const games = [game(), game(['cheap-protection']), game(['no-aids', 'cheap-protection'])];
    const kept = (filter: Parameters<typeof passesHouseRuleFilter>[1]) =>
      games.map((g) => passesHouseRuleFilter(g, filter));
    expect(kept('all')).toEqual([true, true, true]);
    expect(kept('none')).toEqual([true, false, false]);
    expect(kept('cheap-protection')).toEqual([false, true, true]);
    expect(kept('no-aids')).toEqual([false, false, true]);
  });

  it('H1, H2: counts games per house rule, unknown names ignored', () => {
    expect(houseRulesOf(game(['no-aids', 'mystery']))).toEqual(['no-aids']);
    expect(
      houseRuleCounts([game(), game(['no-aids']), game(['no-aids', 'cheap-protection'])]),
    ).toEqual({
      'cheap-protection': 1,
      'no-aids': 2,
    });
  });
});
