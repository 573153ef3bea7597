import { fillTemplate, type Placeholders, type Term } from './terms';

/**
 * Why the game refuses an event, by code: the English the engine prints (replay, record errors,
 * the store's refusals), with `{param}` placeholders. The app says the same in the reader's
 * language through its `engine.<code>` keys (src/renderer/src/i18n/en.ts): a new code here needs
 * a key there, or the app does not compile.
 */
export const PROBLEMS = {
  // Meeples, features, players
  meepleNotOnBoard: 'meeple {meeple} is not on the board',
  notOwnMeeple: 'meeple {meeple} belongs to {owner}, not {player}',
  meepleIdUsed: 'meeple id {meeple} is already used in this game',
  unknownFeature: 'unknown feature {feature}',
  featureScored: 'feature {feature} has already been scored',
  featureMerged: 'feature {feature} was merged into {into}',
  unknownPlayer: 'unknown player {player}',
  // Draw
  unknownTile: 'unknown tile "{tile}"',
  tileSetNotInGame: 'tile {tile} belongs to {set}, which is not in this game',
  tileNotInEdition: 'tile {tile} is not in the {edition} edition',
  deckEmpty: 'the deck is empty',
  noTileLeft: 'no {tile} tile is left in the deck',
  allRevoltsDrawn: 'all {n} revolt tiles of the deck have been drawn (R1)',
  // Place
  arrowTileNeedsOwnArrow: 'an arrow tile needs ownArrow: "open" or "neighbour" (A2, A3)',
  ownArrowWithoutArrow: 'ownArrow is only for arrow tiles; {tile} has none',
  neighbourNeedsActivate:
    'an arrow pointing at a neighbour needs activate: "own" or another open arrow (A3, A5)',
  activateOwnNeedsNeighbour: 'activate "own" needs ownArrow "neighbour" (A3)',
  noOpenArrow: 'no open {arrow} arrow is on the board (A4)',
  spentNeedsActivate: 'arrows are spent only beside the one arrow activated (A5)',
  notEnoughArrowsToSpend:
    'more {arrow} arrows are spent than are open: {n} left once the activated one is closed (A5)',
  // Deploy, protect, recall
  noAbbots: 'there are no abbots in this game (B7)',
  abbotOnBoard: "{player}'s abbot is already on the board",
  noSupply: 'not enough supply: {player} has no meeple left',
  abbotFeature: 'an abbot goes on a monastery or a garden (B7)',
  gardenTakesAbbot: 'a garden takes only an abbot (B7)',
  protectedFarmer: 'farmers cannot be protected (R8)',
  protectionNeedsRevolts: 'protection exists only in a game with The Peasant Revolts (Ruling 9)',
  addNeedsArrow: 'adding a meeple needs the add arrow activated this turn (A6)',
  anywhereNeedsArrow: 'placing anywhere needs the anywhere arrow activated this turn (A7)',
  addNeedsBeside: 'an added meeple needs beside: the meeple it stands beside (A6)',
  neverAThird:
    'meeple {meeple} already stands beside another: an arrow never adds a third (A6, Ruling 3)',
  nothingBesideGardenAbbot: 'nothing is added beside an abbot on a garden (Ruling 8)',
  besideOtherKind: 'meeple {meeple} stands on a {kind}, not a {otherKind}',
  besideOtherFeature: 'meeple {meeple} stands on feature {feature}, not {otherFeature}',
  besideOnlyForAdd: 'beside is only for via "add"',
  deployNeedsFeature: 'a deployed meeple needs a feature id',
  deployNeedsKind: 'a deployed meeple needs a kind',
  featureIdUsed:
    'feature id {feature} is already used: a new meeple goes on a new, unoccupied feature',
  alreadyProtected: 'meeple {meeple} is already protected',
  recallNotAbbot: 'meeple {meeple} is not an abbot: only the abbot is recalled (B7)',
  // Score and final score
  pennantsOnlyForCities: 'pennants are only for cities',
  scoreNeedsTiles: 'scoring a {kind} needs tiles (or points)',
  fieldScoredAtEnd: 'a field cannot be scored before the end (B5)',
  citiesOnlyForFields: 'cities are only for fields',
  scoreNeedsNeighbours: 'scoring a {kind} needs tiles: itself and its neighbours, 1 to 9 (B5)',
  atMostNineTiles: 'a {kind} counts at most 9 tiles: itself and 8 neighbours',
  fieldNeedsCities: 'scoring a field needs cities (B5)',
  fieldScoredByCities: 'a field is scored by cities, not tiles',
  // Crop circles
  noCropCircle: 'the tile placed this turn has no crop circle (C2)',
  noCropRound: 'no crop circle round is running',
  cropRoundDeploys: 'this crop circle round deploys followers',
  cropRoundRemoves: 'this crop circle round removes followers',
  notCropMove: "it is {due}'s move in the crop circle round, not {player}'s (C3)",
  notAFollower: 'meeple {meeple} is not a {follower} (C1)',
  cropProtectActiveOnly:
    'only the active player may protect a meeple placed by a crop circle (R10)',
  // Corrections
  mergeOneKind: 'merged features must all be of one kind',
  // End of turn
  discardNeedsDraw:
    'the discarded tile must be followed by another draw while the deck has tiles (B3)',
  cropCircleBeforeEndTurn: 'a crop circle tile was placed: cropCircle comes before endTurn (C2)',
  // The phase
  outOfPhase: '{type} is out of its phase: the game is at {phase} and expects {expects}',
  outOfPhaseSomewhere: '{type} is out of its phase',
  notValidNow: '{type} is not valid now',
} as const satisfies Record<string, string>;

export type ProblemCode = keyof typeof PROBLEMS;

/**
 * Refusals that rulings read after version 1's first text added (../shared/spec/game-record.md,
 * "Changes to version 1"): a stored game with such an event was accepted by an earlier version.
 * An add arrow beside a crop-circle pair (Ruling 3), protection without the Revolts (Ruling 9).
 */
export const LATER_RULINGS: ReadonlySet<ProblemCode> = new Set<ProblemCode>([
  'neverAThird',
  'protectionNeedsRevolts',
]);
export type ProblemParam = string | number | Term;

/** Why an event cannot happen now: a code and the values its message names. */
export interface Problem {
  readonly code: ProblemCode;
  readonly params: Readonly<Record<string, ProblemParam>>;
}

/** The params a code's message names, each required. */
export type ProblemParams<C extends ProblemCode> = Readonly<
  Record<Placeholders<(typeof PROBLEMS)[C]>, ProblemParam>
>;

/** A problem; its params are checked against the placeholders of its message. */
export function problem<C extends ProblemCode>(
  code: C,
  ...params: [Placeholders<(typeof PROBLEMS)[C]>] extends [never] ? [] : [ProblemParams<C>]
): Problem {
  return { code, params: params[0] ?? {} };
}

export const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && 'code' in value && 'params' in value;

const english = (param: ProblemParam): string =>
  typeof param === 'object' ? param.text : String(param);

/** A problem in English, as the replay command and record errors print it. */
export function problemText(problem: Problem): string {
  return fillTemplate(PROBLEMS[problem.code], problem.params, english);
}
