import { createRoot } from 'solid-js';
import { revoltRiskShown } from '../../../shared/game/revoltRisk';
import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import { RECORD_FORMAT } from '../../../shared/record/schema';
import { nextTileOdds } from '../../../shared/rules/deckOdds';
import { EXPANSIONS } from '../../../shared/tiles/catalog';
import { createGameSession } from './gameSession';

/**
 * While New game is open: a game of every expansion is set up off screen and asked what the
 * first table asks of a game (each tile's draw, the odds, the revolt risk), then dropped. The
 * engine's code runs once before the tap on Start, so the game it starts does not pay for
 * compiling it (a third of that tap's main thread). Nothing reaches the store: the session is
 * disposed before any move, and the page's state is untouched.
 */
export function warmUpGameStart(api: MeepleLedgerApi): void {
  createRoot((dispose) => {
    try {
      const session = createGameSession(
        api,
        'warm-up',
        {
          format: RECORD_FORMAT,
          players: [
            { id: 'a', name: 'A', color: 'red' },
            { id: 'b', name: 'B', color: 'blue' },
          ],
          options: { edition: 'C3', expansions: [...EXPANSIONS] },
          events: [],
        },
        { canUndo: false, canRedo: false },
      );
      const { deck } = session.snapshot().context;
      for (const tile of Object.keys(deck.left)) session.check({ type: 'draw', tile });
      nextTileOdds(deck);
      revoltRiskShown(session.snapshot());
    } finally {
      dispose();
    }
  });
}
