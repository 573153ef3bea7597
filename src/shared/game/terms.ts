/**
 * The words of the game inside the engine's messages (refusals, history sentences, phases): a
 * message keeps them apart from its text, so that the app can say them in the reader's language.
 * `text` is what the engine prints in English (the replay command, record errors).
 *
 * - `kind`: a feature kind (city, road, monastery, field, garden, or "feature" when unknown)
 * - `piece`: what stands on a feature (meeple, abbot, farmer)
 * - `aPiece`: a piece named with its article where the sentence needs one (a meeple, an abbot)
 * - `follower`: the follower of a crop circle round (knight, thief, farmer)
 * - `arrow`: an arrow of the 20th Anniversary Expansion (add, anywhere, extra)
 * - `event`: a record event type (draw, place, …)
 * - `phase`, `expects`: a phase of the game (its PhaseMeta key) and what it waits for
 * - `player`: a player id (the app shows the player's name)
 * - `set`: a tile set (base, peasant-revolts, …)
 * - `tile`: a tile's description (`id` is the tile id)
 */
export type TermKind =
  | 'kind'
  | 'piece'
  | 'aPiece'
  | 'follower'
  | 'arrow'
  | 'event'
  | 'phase'
  | 'expects'
  | 'player'
  | 'set'
  | 'tile';

export interface Term {
  readonly term: TermKind;
  readonly id: string;
  /** The English the engine prints. */
  readonly text: string;
}

export const term = (kind: TermKind, id: string, text: string = id): Term => ({
  term: kind,
  id,
  text,
});

/** The `{name}` placeholders of a template, as a union type. */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** Fills a template's `{name}` placeholders, each param put in words by `say`. */
export function fillTemplate<P>(
  template: string,
  params: Readonly<Record<string, P>>,
  say: (param: P) => string,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? say(params[name] as P) : whole,
  );
}
