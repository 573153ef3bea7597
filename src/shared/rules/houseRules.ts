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
