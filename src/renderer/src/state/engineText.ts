import type { GameContext } from '../../../shared/game/gameContext';
import type { PhaseMeta } from '../../../shared/game/gameMachine';
import type { Problem, ProblemCode } from '../../../shared/game/problems';
import type { Term } from '../../../shared/game/terms';
import type { Described, DescribedParam, HistoryKey } from '../../../shared/record/describeEvent';
import {
  featureList,
  type Names,
  namesFor,
  tileDescriptionKey,
  tileName,
} from '../components/names';
import { type Key, language, type PluralKey, type TextKey, t, tn } from '../i18n';
import { en } from '../i18n/en';

/**
 * The rules engine's messages in the current language: a refusal (problem code and params), an
 * event told for the history, a phase. The engine keeps its words apart (terms: a feature kind,
 * a player id, an event type…) and they are said here too: a player id becomes the player's name.
 * The ids a record gives meeples, features and tiles never reach the screen: they are named by
 * components/names.ts (City 2, Ana's thief on road 1, Revolt city). So the English on screen is
 * the engine's English except for those names (the replay command prints the ids).
 */

// A problem code or history key without its dictionary key does not compile here.
const problemKey = (code: ProblemCode): Key => `engine.${code}`;
const historyKey = (key: HistoryKey): Key => `history.${key}`;
const phaseKey = (meta: Pick<PhaseMeta, 'key'>): Key => `phase.${meta.key}`;

const known = (key: string): key is Key => Object.hasOwn(en, key);

/** A dictionary message: plural ones (`one|other`) take their count from `{n}`. */
function say(key: Key, params: Record<string, string | number>): string {
  if (!en[key].includes('|')) return t(key as TextKey, params);
  const { n, ...rest } = params;
  return tn(key as PluralKey, Number(n), rest);
}

/** One of the engine's words in the current language (its English when the app has none). */
function termText(term: Term, game: GameContext | undefined): string {
  switch (term.term) {
    case 'player':
      return game?.players.find((p) => p.id === term.id)?.name ?? term.text;
    // Tiles and sets borrow the app's own names for them; English keeps the engine's words.
    case 'tile': {
      const key = tileDescriptionKey(term.id);
      if (!key || !known(key)) return term.text;
      if (language() === 'en') return term.text;
      return t(key).split(' (')[0] ?? term.text;
    }
    case 'set': {
      const key = term.id === 'base' ? 'home.base' : `ng.exp.${term.id}`;
      return language() === 'en' || !known(key) ? term.text : t(key as TextKey);
    }
    case 'phase':
    case 'expects': {
      const key = term.term === 'phase' ? `phase.${term.id}` : `phase.${term.id}.expects`;
      return known(key) ? t(key as TextKey) : term.text;
    }
    default: {
      const key = `engine.${term.term}.${term.id}`;
      return known(key) ? t(key as TextKey) : term.text;
    }
  }
}

/** Params that carry a feature id, a meeple id or a tile id, named for people. */
const FEATURE_PARAMS = new Set(['feature', 'first', 'into', 'otherFeature']);
/** History sentences that say the kind themselves: "Completed {kind} {feature}" takes a number. */
const NUMBER_ONLY = new Set<string>(['completed', 'finalScoring', 'meepleOn', 'ownMeepleOn']);

/** A plain string param in words: ids become names; other strings stay as they are. */
function plainParam(name: string, value: string, names: Names | undefined, key: string): string {
  if (FEATURE_PARAMS.has(name)) {
    if (!names) return t('names.someFeatureInText');
    return NUMBER_ONLY.has(key) ? names.featureNumber(value) : names.featureInText(value);
  }
  if (name === 'features') {
    const ids = value.split(', ').filter(Boolean);
    return names ? featureList(names, ids) : t('names.someFeatureInText');
  }
  if (name === 'meeple') return names ? names.meepleById(value) : t('names.someMeeple');
  // A tile the catalog knows is named; an unknown one (a bad record) is quoted as given.
  if (name === 'tile' && key !== 'unknownTile') return tileName(value);
  return value;
}

/** Why the engine refuses an event, in the current language. */
export function problemMessage(problem: Problem, game?: GameContext): string {
  const names = game ? namesFor(game) : undefined;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(problem.params))
    params[name] =
      typeof value === 'object'
        ? termText(value, game)
        : typeof value === 'string'
          ? plainParam(name, value, names, problem.code)
          : value;
  return say(problemKey(problem.code), params);
}

/** An event (or a part of its sentence) told for the history, in the current language. */
export function describedMessage(described: Described, game?: GameContext): string {
  const names = game ? namesFor(game) : undefined;
  // A meeple on the board is named as everywhere on screen ("Ana's thief on road 2").
  const meepleId = described.params.meepleId;
  if (names && typeof meepleId === 'string') {
    if (described.key === 'meepleOn') return names.meepleById(meepleId);
    if (described.key === 'ownMeepleOn') return names.ownMeepleById(meepleId);
  }
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(described.params))
    params[name] =
      typeof value === 'string'
        ? plainParam(name, value, names, described.key)
        : paramText(value, game);
  return say(historyKey(described.key), params);
}

function paramText(value: DescribedParam, game: GameContext | undefined): string | number {
  if (typeof value !== 'object') return value;
  return 'key' in value ? describedMessage(value, game) : termText(value, game);
}

/** The phase the game waits in, named in the current language. */
export const phaseName = (meta: PhaseMeta): string => {
  const key = phaseKey(meta);
  return known(key) ? t(key as TextKey) : meta.phase;
};
