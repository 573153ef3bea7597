import type { GameContext } from '../game/gameContext';
import { previewScore } from '../game/scorePreview';
import { fillTemplate, type Placeholders, type Term, term } from '../game/terms';
import { FOLLOWER_NAME } from '../rules/cropCircle';
import { protectNewCost } from '../rules/points';
import { tileType } from '../tiles/catalog';
import type { EventOf, GameEvent } from './schema';

/**
 * The history's sentences, by key: the English the engine tells, with `{param}` placeholders.
 * The app tells the same in the reader's language through its `history.<key>` keys
 * (src/renderer/src/i18n/en.ts): a new key here needs a key there, or the app does not compile.
 * `{n}` is a count: the app picks the plural form by it.
 */
export const HISTORY = {
  drew: '{player} drew {tile}',
  drewTile: '{player} drew {tile} ({description})',
  discarded: '{player} could not place the tile: it leaves the game',
  placed: '{player} placed the tile',
  placedOpen: '{player} placed the tile, its arrow points at nothing (+2)',
  placedOwn: '{player} placed the tile, and activated its own arrow',
  placedOpenOwn:
    '{player} placed the tile, its arrow points at nothing (+2), and activated its own arrow',
  placedActivated: '{player} placed the tile, and activated an open {arrow} arrow',
  placedOpenActivated:
    '{player} placed the tile, its arrow points at nothing (+2), and activated an open {arrow} arrow',
  placedOwnSpentActivated:
    '{player} placed the tile, its own arrow is spent (+2), and activated an open {arrow} arrow',
  withSpent: '{placed}; open arrows spent with no effect: {n}',
  deployed: '{player} deployed {piece} on a {kind}',
  deployedProtected: '{player} deployed {piece} on a {kind}, protected (−{cost})',
  deployedAnywhere: '{player} deployed {piece} on a {kind} anywhere on the board',
  deployedAnywhereProtected:
    '{player} deployed {piece} on a {kind} anywhere on the board, protected (−{cost})',
  deployedBeside: '{player} deployed {piece} beside {meeple} (add arrow)',
  deployedBesideProtected:
    '{player} deployed {piece} beside {meeple} (add arrow), protected (−{cost})',
  protected: '{player} protected {meeple} (−2)',
  recalled: '{player} recalled the abbot for {n} points',
  completed: 'Completed {kind} {feature}',
  finalScoring: 'Final scoring: {kind} {feature}',
  scored: '{what}: {n} points to {winners}',
  nobodyScores: '{what}: nobody scores',
  cropChoseDeploy: '{player} chose crop circle A: deploy',
  cropChoseRemove: '{player} chose crop circle B: remove',
  cropAdded: '{player} added a {follower} beside {meeple}',
  cropAddedProtected: '{player} added a {follower} beside {meeple}, protected (−{cost})',
  cropPassed: '{player} did not deploy',
  cropRemoved: '{player} removed {meeple}',
  endedTurn: '{player} ended the turn',
  endedEarly: 'The game was ended early: final scoring',
  merged: 'Features {features} joined into {first}',
  adjusted: "{player}'s score corrected by {points}",
  adjustedWithNote: "{player}'s score corrected by {points} ({note})",
  returned: '{meeple} went back to supply',
  gameOver: 'The game is over',
  // Parts of the sentences above.
  meepleOn: "{owner}'s {piece} on {kind} {feature}",
  ownMeepleOn: 'their {piece} on {kind} {feature}',
  meepleId: 'meeple {meeple}',
  and: '{rest} and {last}',
} as const satisfies Record<string, string>;

export type HistoryKey = keyof typeof HISTORY;
export type DescribedParam = string | number | Term | Described;

/** An event in words, as data: a sentence's key and the values it names (a part may nest). */
export interface Described {
  readonly key: HistoryKey;
  readonly params: Readonly<Record<string, DescribedParam>>;
}

const told = <K extends HistoryKey>(
  key: K,
  params: Readonly<Record<Placeholders<(typeof HISTORY)[K]>, DescribedParam>>,
): Described => ({ key, params });

/** "Ana", "Ana and Ben", "Ana and Ben and Cleo". */
function names(list: readonly string[]): DescribedParam {
  if (list.length <= 1) return list[0] ?? '';
  return told('and', { rest: names(list.slice(0, -1)), last: list.at(-1) ?? '' });
}

/**
 * One event in words for the history list, told against the game as it stood before the
 * event (who was active, which meeple stood where): the sentence's key and params.
 */
export function describeEventParts(game: GameContext, event: GameEvent): Described {
  const name = (id: string) => game.players.find((p) => p.id === id)?.name ?? id;
  const player = game.players[game.turn.player]?.name ?? '?';
  /**
   * A meeple on the board; `subject`, the player the sentence is about: their own meeple is not
   * named with their name a second time ("Cleo protected their knight", not "Cleo's knight").
   */
  const meeple = (id: string, subject?: string): Described => {
    const m = game.meeples.find((x) => x.id === id);
    if (!m) return told('meepleId', { meeple: id });
    const piece = term('piece', m.abbot ? 'abbot' : m.kind === 'field' ? 'farmer' : 'meeple');
    const kind = term('kind', m.kind);
    const described =
      m.player === subject
        ? told('ownMeepleOn', { piece, kind, feature: m.feature })
        : told('meepleOn', { owner: name(m.player), piece, kind, feature: m.feature });
    // Its id too (no placeholder of the English): the app names it as it does everywhere.
    return { ...described, params: { ...described.params, meepleId: m.id } };
  };
  const activeId = game.players[game.turn.player]?.id;
  // R7, R10, H1: what protecting the new meeple cost in this game.
  const protectCost = protectNewCost(game.houseRules);
  switch (event.type) {
    case 'draw': {
      const tile = tileType(event.tile);
      return tile
        ? told('drewTile', {
            player,
            tile: event.tile,
            description: term('tile', tile.id, tile.description.split(' (')[0] ?? ''),
          })
        : told('drew', { player, tile: event.tile });
    }
    case 'discard':
      return told('discarded', { player });
    case 'place': {
      const placed = describePlace(player, event);
      const spent = event.spent?.length ?? 0;
      return spent > 0 ? told('withSpent', { placed, n: spent }) : placed;
    }
    case 'deploy': {
      const piece = event.abbot
        ? term('aPiece', 'abbot', 'an abbot')
        : term('aPiece', 'meeple', 'a meeple');
      if (event.via === 'add') {
        const key = event.protect ? 'deployedBesideProtected' : 'deployedBeside';
        return told(key, {
          player,
          piece,
          meeple: meeple(event.beside ?? '', activeId),
          cost: protectCost,
        });
      }
      const kind = term('kind', String(event.kind));
      const key =
        event.via === 'anywhere'
          ? event.protect
            ? 'deployedAnywhereProtected'
            : 'deployedAnywhere'
          : event.protect
            ? 'deployedProtected'
            : 'deployed';
      return told(key, { player, piece, kind, cost: protectCost });
    }
    case 'protect':
      return told('protected', { player, meeple: meeple(event.meeple, activeId) });
    case 'recall':
      return told('recalled', { player, n: event.tiles });
    case 'score':
    case 'finalScore': {
      const preview = previewScore(
        game,
        event.feature,
        event,
        event.type === 'score' ? 'completed' : 'final',
      );
      const what = told(event.type === 'score' ? 'completed' : 'finalScoring', {
        kind: term('kind', preview?.kind ?? 'feature'),
        feature: event.feature,
      });
      const winners = preview?.winners.map(name) ?? [];
      return preview && winners.join(' and ')
        ? told('scored', { what, n: preview.points, winners: names(winners) })
        : told('nobodyScores', { what });
    }
    case 'cropCircle':
      return told(event.choice === 'deploy' ? 'cropChoseDeploy' : 'cropChoseRemove', { player });
    case 'cropDeploy': {
      const key = event.protect ? 'cropAddedProtected' : 'cropAdded';
      return told(key, {
        player: name(event.player),
        follower: term('follower', FOLLOWER_NAME[game.crop?.kind ?? 'city']),
        meeple: meeple(event.beside, event.player),
        cost: protectCost,
      });
    }
    case 'cropPass':
      return told('cropPassed', { player: name(event.player) });
    case 'cropRemove':
      return told('cropRemoved', {
        player: name(event.player),
        meeple: meeple(event.meeple, event.player),
      });
    case 'endTurn':
      return told('endedTurn', { player });
    case 'endGame':
      return told('endedEarly', {});
    case 'merge':
      return told('merged', {
        features: event.features.join(', '),
        first: String(event.features[0]),
      });
    case 'adjust': {
      const points = `${event.points > 0 ? '+' : ''}${event.points}`;
      return event.note
        ? told('adjustedWithNote', { player: name(event.player), points, note: event.note })
        : told('adjusted', { player: name(event.player), points });
    }
    case 'returnMeeple':
      return told('returned', { meeple: meeple(event.meeple) });
    case 'finish':
      return told('gameOver', {});
  }
}

const english = (param: DescribedParam): string =>
  typeof param === 'object' ? ('key' in param ? describedText(param) : param.text) : String(param);

/** A5, Ruling 7: a tile placed, the arrow it activated, and its own arrow if that was spent. */
function describePlace(player: string, event: EventOf<'place'>): Described {
  const open = event.ownArrow === 'open';
  if (event.activate === 'own') return told(open ? 'placedOpenOwn' : 'placedOwn', { player });
  if (event.activate) {
    const arrow = term('arrow', event.activate);
    if (event.ownArrow === 'neighbour') return told('placedOwnSpentActivated', { player, arrow });
    return told(open ? 'placedOpenActivated' : 'placedActivated', { player, arrow });
  }
  return told(open ? 'placedOpen' : 'placed', { player });
}

/** A described event (or part) in English. */
export function describedText(described: Described): string {
  return fillTemplate(HISTORY[described.key], described.params, english);
}

/** One event in words, in English (see describeEventParts). */
export function describeEvent(game: GameContext, event: GameEvent): string {
  return describedText(describeEventParts(game, event));
}
