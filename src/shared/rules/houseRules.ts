import type { Expansion } from '../tiles/catalog';

/**
 * The house rules a game may use (../shared/rules/README.md, "House rules"), kept in the record
 * as `options.houseRules`.
 */
export const HOUSE_RULES = ['cheap-protection', 'no-aids'] as const;
export type HouseRule = (typeof HOUSE_RULES)[number];

/** The rule number of each house rule, for tests, the app and statistics. */
export const HOUSE_RULE_NUMBER: Readonly<Record<HouseRule, string>> = {
  'cheap-protection': 'H1',
  'no-aids': 'H2',
};

/** H2: the app shows no counts, odds or revolt risk. */
export const showsAids = (houseRules: readonly HouseRule[]): boolean =>
  !houseRules.includes('no-aids');

/**
 * The expansion a house rule changes, if it needs one (rules/README.md, "House rules"): H1
 * makes protection cheaper, and protection exists only with The Peasant Revolts (Ruling 9); H2
 * hides tile counts and odds, which every game has.
 */
export const HOUSE_RULE_NEEDS: Readonly<Record<HouseRule, Expansion | undefined>> = {
  'cheap-protection': 'peasant-revolts',
  'no-aids': undefined,
};

/** Whether a house rule changes anything in a game of these expansions. */
export function houseRuleApplies(rule: HouseRule, expansions: readonly string[]): boolean {
  const needs = HOUSE_RULE_NEEDS[rule];
  return needs === undefined || expansions.includes(needs);
}
