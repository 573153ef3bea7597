import type { GameContext } from '../game/gameContext';
import { previewScore } from '../game/scorePreview';
import { FOLLOWER_NAME } from '../rules/cropCircle';
import { tileType } from '../tiles/catalog';
import type { GameEvent } from './schema';

/**
 * One event in words for the history list, told against the game as it stood before the
 * event (who was active, which meeple stood where).
 */
export function describeEvent(game: GameContext, event: GameEvent): string {
  const name = (id: string) => game.players.find((p) => p.id === id)?.name ?? id;
  const active = game.players[game.turn.player]?.name ?? '?';
  const meeple = (id: string) => {
    const m = game.meeples.find((x) => x.id === id);
    return m
      ? `${name(m.player)}'s ${m.abbot ? 'abbot' : m.kind === 'field' ? 'farmer' : 'meeple'} on ${m.kind} ${m.feature}`
      : `meeple ${id}`;
  };
  switch (event.type) {
    case 'draw': {
      const tile = tileType(event.tile);
      return `${active} drew ${event.tile}${tile ? ` (${tile.description.split(' (')[0]})` : ''}`;
    }
    case 'discard':
      return `${active} could not place the tile: it leaves the game`;
    case 'place': {
      const parts = [`${active} placed the tile`];
      if (event.ownArrow === 'open') parts.push('its arrow points at nothing (+2)');
      if (event.activate === 'own') parts.push('and activated its own arrow');
      else if (event.activate) parts.push(`and activated an open ${event.activate} arrow`);
      return parts.join(', ');
    }
    case 'deploy': {
      const who = event.abbot ? 'abbot' : 'meeple';
      const where =
        event.via === 'add'
          ? `beside ${meeple(event.beside ?? '')} (add arrow)`
          : `on a ${event.kind}${event.via === 'anywhere' ? ' anywhere on the board' : ''}`;
      return `${active} deployed a ${who} ${where}${event.protect ? ', protected (−4)' : ''}`;
    }
    case 'protect':
      return `${active} protected ${meeple(event.meeple)} (−2)`;
    case 'recall':
      return `${active} recalled the abbot for ${event.tiles} points`;
    case 'score':
    case 'finalScore': {
      const preview = previewScore(
        game,
        event.feature,
        event,
        event.type === 'score' ? 'completed' : 'final',
      );
      const winners = preview?.winners.map(name).join(' and ');
      const what = `${event.type === 'score' ? 'Completed' : 'Final scoring:'} ${preview?.kind ?? 'feature'} ${event.feature}`;
      return winners
        ? `${what}: ${preview?.points} points to ${winners}`
        : `${what}: nobody scores`;
    }
    case 'cropCircle':
      return `${active} chose crop circle ${event.choice === 'deploy' ? 'A: deploy' : 'B: remove'}`;
    case 'cropDeploy':
      return `${name(event.player)} added a ${FOLLOWER_NAME[game.crop?.kind ?? 'city']} beside ${meeple(event.beside)}${event.protect ? ', protected (−4)' : ''}`;
    case 'cropPass':
      return `${name(event.player)} did not deploy`;
    case 'cropRemove':
      return `${name(event.player)} removed ${meeple(event.meeple)}`;
    case 'endTurn':
      return `${active} ended the turn`;
    case 'endGame':
      return 'The game was ended early: final scoring';
    case 'merge':
      return `Features ${event.features.join(', ')} joined into ${event.features[0]}`;
    case 'adjust':
      return `${name(event.player)}'s score corrected by ${event.points > 0 ? '+' : ''}${event.points}${event.note ? ` (${event.note})` : ''}`;
    case 'returnMeeple':
      return `${meeple(event.meeple)} went back to supply`;
    case 'finish':
      return 'The game is over';
  }
}
