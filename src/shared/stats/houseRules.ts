import { HOUSE_RULES, type HouseRule } from '../rules/houseRules';

/** Which games statistics count, by their house rules (H1, H2): all, none, or those with one. */
export type HouseRuleFilter = 'all' | 'none' | HouseRule;

export const HOUSE_RULE_FILTERS: readonly HouseRuleFilter[] = ['all', 'none', ...HOUSE_RULES];

/** The house rules a record names (`options.houseRules`), known ones only. */
export function houseRulesOf(record: {
  options?: { houseRules?: readonly unknown[] };
}): HouseRule[] {
  const named = record.options?.houseRules ?? [];
  return HOUSE_RULES.filter((rule) => named.includes(rule));
}

/** Whether a game counts under a filter. */
export function passesHouseRuleFilter(
  record: { options?: { houseRules?: readonly unknown[] } },
  filter: HouseRuleFilter,
): boolean {
  const rules = houseRulesOf(record);
  if (filter === 'all') return true;
  if (filter === 'none') return rules.length === 0;
  return rules.includes(filter);
}

/** How many of the games used each house rule. */
export function houseRuleCounts(
  records: readonly { options?: { houseRules?: readonly unknown[] } }[],
): Record<HouseRule, number> {
  const counts = Object.fromEntries(HOUSE_RULES.map((rule) => [rule, 0])) as Record<
    HouseRule,
    number
  >;
  for (const record of records) for (const rule of houseRulesOf(record)) counts[rule]++;
  return counts;
}
