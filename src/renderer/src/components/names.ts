import type { FeatureKind, GameContext, Meeple } from '../../../shared/game/gameContext';
import { FEATURE_KINDS } from '../../../shared/record/schema';
import { tileType } from '../../../shared/tiles/catalog';
import { listWords, type TextKey, t } from '../i18n';

/**
 * The one place where the game's pieces get the names people see. A record names meeples and
 * features with ids ("m12", "f3", "zq9x") and tiles with catalog ids ("revolt-city"); none of
 * those reach the screen. Instead:
 * - a feature is numbered per kind in the order it first appeared in the game: City 1, City 2…
 *   (a merged-away feature keeps its number; lists sort by number, so City 10 follows City 9);
 * - a meeple is told by what it is and where it stands ("thief on road 2"), with its owner
 *   when that is not obvious ("Ana's thief on road 2");
 * - a tile by its letter ("E", "R + garden") or its name ("Revolt city", "Arrow: extra turn").
 * Every screen (table panels, history, board list, presenter, results) asks here.
 */

export interface FeatureName {
  readonly kind: FeatureKind | undefined;
  /** 1, 2, … per kind, in order of first appearance; 0 when the kind is unknown. */
  readonly number: number;
}

export interface Names {
  /** The kind and per-kind number of a feature id (a new id: the next number of its kind). */
  featureOf(id: string, kind?: FeatureKind): FeatureName;
  /** "City 2": a feature as a title. */
  feature(id: string, kind?: FeatureKind): string;
  /** "city 2": a feature inside a sentence. */
  featureInText(id: string, kind?: FeatureKind): string;
  /** "2": the number alone, for templates that already say the kind ("knight on city {id}"). */
  featureNumber(id: string, kind?: FeatureKind): string;
  /** Sorts feature ids by kind order, then number (City 2 before City 10). */
  compareFeatures(a: string, b: string): number;
  /** "thief on road 2", "(lying, protected)" added when laid down. */
  meepleWhere(meeple: Meeple): string;
  /** "Ana's thief on road 2". */
  meeple(meeple: Meeple): string;
  /** A meeple by its id: its name while on the board, else "a meeple" (never the id). */
  meepleById(id: string): string;
  /** The same, told of its owner ("Cleo protected their knight on city 2"): no name again. */
  ownMeepleById(id: string): string;
  /** A player's name (an unknown id becomes "a player", never the id). */
  player(id: string): string;
}

const KIND_ORDER = new Map<string, number>(FEATURE_KINDS.map((kind, i) => [kind, i]));
const isKind = (kind: string | undefined): kind is FeatureKind =>
  kind !== undefined && KIND_ORDER.has(kind);

/** What naming needs of a game: its players, its features and the meeples on the board. */
export type NamedGame = Pick<GameContext, 'players' | 'features' | 'meeples'>;

/**
 * Names per game state. The table reads its state through a store that is updated in place
 * (the same object after every move), so the cache is keyed on the features map, which every
 * change of features replaces, and checked against the meeples it was made with (where each
 * stands and whether it lies).
 */
const cache = new WeakMap<NamedGame['features'], { meeples: string; names: Names }>();

/** What a meeple's name says: where it stands, and whether it lies (a protect moves nothing). */
const meepleKey = (game: NamedGame): string =>
  game.meeples.map((m) => `${m.id}:${m.feature}:${m.protected ? 'lying' : ''}`).join(',');

/** The names of one game's pieces (cached per game state). */
export function namesFor(game: NamedGame): Names {
  const meeples = meepleKey(game);
  const cached = cache.get(game.features);
  if (cached && cached.meeples === meeples) return cached.names;
  const made = makeNames(game);
  cache.set(game.features, { meeples, names: made });
  return made;
}

function makeNames(game: NamedGame): Names {
  const numbers = new Map<string, FeatureName>();
  const counts = new Map<FeatureKind, number>();
  const give = (id: string, kind: FeatureKind) => {
    if (numbers.has(id)) return;
    const n = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, n);
    numbers.set(id, { kind, number: n });
  };
  for (const [id, feature] of game.features) give(id, feature.kind);
  // Meeples name their feature too (a state built by hand may lack the feature entry).
  for (const meeple of game.meeples) give(meeple.feature, meeple.kind);

  const featureOf = (id: string, kind?: FeatureKind): FeatureName => {
    const known = numbers.get(id);
    if (known) return known;
    if (!isKind(kind)) return { kind: undefined, number: 0 };
    return { kind, number: (counts.get(kind) ?? 0) + 1 };
  };
  const featureNumber = (id: string, kind?: FeatureKind): string => {
    const n = featureOf(id, kind).number;
    return n > 0 ? String(n) : '?';
  };
  const feature = (id: string, kind?: FeatureKind): string => {
    const f = featureOf(id, kind);
    return f.kind
      ? t('names.feature', { kind: t(`feature.${f.kind}`), n: f.number })
      : t('names.someFeature');
  };
  const featureInText = (id: string, kind?: FeatureKind): string => {
    const f = featureOf(id, kind);
    return f.kind
      ? t('names.feature', { kind: t(`engine.kind.${f.kind}`), n: f.number })
      : t('names.someFeatureInText');
  };
  const player = (id: string): string =>
    game.players.find((p) => p.id === id)?.name ?? t('names.somePlayer');
  const meepleWhere = (meeple: Meeple): string => {
    const key: TextKey = meeple.abbot
      ? meeple.kind === 'garden'
        ? 'where.abbotGarden'
        : 'where.abbotMonastery'
      : `where.${meeple.kind}`;
    const where = t(key, { id: featureNumber(meeple.feature, meeple.kind) });
    return meeple.protected ? t('where.lying', { where }) : where;
  };
  const meeple = (m: Meeple): string =>
    t('names.meeple', { owner: player(m.player), where: meepleWhere(m) });
  return {
    featureOf,
    feature,
    featureInText,
    featureNumber,
    compareFeatures: (a, b) => {
      const fa = featureOf(a);
      const fb = featureOf(b);
      const ka = fa.kind ? (KIND_ORDER.get(fa.kind) ?? 99) : 99;
      const kb = fb.kind ? (KIND_ORDER.get(fb.kind) ?? 99) : 99;
      return ka - kb || fa.number - fb.number;
    },
    meepleWhere,
    meeple,
    meepleById: (id) => {
      const m = game.meeples.find((x) => x.id === id);
      return m ? meeple(m) : t('names.someMeeple');
    },
    ownMeepleById: (id) => {
      const m = game.meeples.find((x) => x.id === id);
      return m ? t('names.ownMeeple', { where: meepleWhere(m) }) : t('names.someMeeple');
    },
    player,
  };
}

/**
 * Keeps one item per distinct label, in order: two buttons that would read the same and do the
 * same ("Take back the farmer on field 1" for each of two farmers there) are one button.
 */
export function distinctByLabel<T>(items: readonly T[], label: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const text = label(item);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/** A list of features in words: "city 1 and city 2". */
export const featureList = (names: Names, ids: readonly string[]): string =>
  listWords(ids.map((id) => names.featureInText(id)));

// ---- tiles ----

/**
 * A tile's name, as printed and said at the table: the base letter ("E"; "E + garden" for the
 * tile with a garden), or "Revolt city", "Arrow: extra turn", "Crop II knight". An id the
 * catalog does not know is "unknown tile" (a record from a newer version), never the id.
 */
export function tileName(id: string): string {
  const tile = tileType(id);
  if (!tile) return t('tile.unknownName');
  if (tile.set === 'base')
    return id.endsWith('g') ? t('tile.withGarden', { letter: id.slice(0, -1) }) : id;
  const [head, ...rest] = id.split('-');
  const tail = rest.join('-');
  if (head === 'revolt' || head === 'arrow') return t(`tile.short.${head}-${tail}` as TextKey);
  return t(`tile.short.crop-${tail}` as TextKey, {
    set: tile.set === 'crop-circles-2' ? 'II' : 'I',
  });
}

/** The dictionary key of a tile's description: one per shape (Rg is R with a garden). */
export function tileDescriptionKey(id: string): TextKey | undefined {
  const tile = tileType(id);
  if (!tile) return undefined;
  const key =
    tile.set === 'base'
      ? id.replace(/g$/, '')
      : tile.set.startsWith('crop')
        ? `crop-${id.split('-')[1]}`
        : id;
  return `tile.${key}` as TextKey;
}

/**
 * What a tile shows: "city cap + straight road"; ", with a pennant" when it has one (F and G,
 * M and N… read alike otherwise, and only a small shield tells them apart on the tile).
 */
export function tileDescription(id: string): string {
  const key = tileDescriptionKey(id);
  if (!key) return t('tile.unknownName');
  const pennants = tileType(id)?.pennants ?? 0;
  return pennants > 0 ? `${t(key)}${t('tile.withPennant')}` : t(key);
}

/** Letters only, in lower case: "Šipka: tah navíc" and "tah navíc" compare by their words. */
const lettersOf = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * "Tile D: city cap + straight road": its name, then what it shows. Where the name says it all
 * already ("Šipka: tah navíc"), the name alone: "Tile Šipka: tah navíc: tah navíc" said it twice;
 * a description that begins with the name's first word ("arrow: extra turn", as the catalog
 * words it, after "Arrow extra") goes on after it: "Tile Arrow extra: extra turn".
 */
export function tileLabel(id: string): string {
  if (!tileType(id)) return t('tile.unknownName');
  const name = tileName(id);
  const head = `${name.split(/[\s:]/)[0] ?? ''}: `.toLowerCase();
  const described = tileDescription(id);
  const description = described.toLowerCase().startsWith(head)
    ? described.slice(head.length)
    : described;
  return lettersOf(name).includes(lettersOf(description))
    ? t('tile.labelNameOnly', { id: name })
    : t('tile.label', { id: name, description });
}
