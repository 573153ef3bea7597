import type { GameContext } from '../../../shared/game/gameContext';
import type { PhaseMeta } from '../../../shared/game/gameMachine';
import type { Problem, ProblemCode } from '../../../shared/game/problems';
import type { Term } from '../../../shared/game/terms';
import type { Described, DescribedParam, HistoryKey } from '../../../shared/record/describeEvent';
import { tileDescriptionKey } from '../components/TilePicture';
import { type Key, language, type PluralKey, type TextKey, t, tn } from '../i18n';
import { en } from '../i18n/en';

/**
 * The rules engine's messages in the current language: a refusal (problem code and params), an
 * event told for the history, a phase. The engine keeps its words apart (terms: a feature kind,
 * a player id, an event type…) and they are said here too: a player id becomes the player's name.
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
      if (language() === 'en' || !known(key)) return term.text;
      return t(key as TextKey).split(' (')[0] ?? term.text;
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

/** Why the engine refuses an event, in the current language. */
export function problemMessage(problem: Problem, game?: GameContext): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(problem.params))
    params[name] = typeof value === 'object' ? termText(value, game) : value;
  return say(problemKey(problem.code), params);
}

/** An event (or a part of its sentence) told for the history, in the current language. */
export function describedMessage(described: Described, game?: GameContext): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(described.params))
    params[name] = paramText(value, game);
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
