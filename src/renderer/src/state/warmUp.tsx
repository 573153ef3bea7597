import { render } from 'solid-js/web';
import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import { type GameRecord, RECORD_FORMAT } from '../../../shared/record/schema';
import { EXPANSIONS } from '../../../shared/tiles/catalog';
import { BadgeGroup } from '../components';
import { Table } from '../screens/Table';
import { createGameSession } from './gameSession';

const WARM_UP_GAME: GameRecord = {
  format: RECORD_FORMAT,
  players: [
    { id: 'a', name: 'A', color: 'red' },
    { id: 'b', name: 'B', color: 'blue' },
  ],
  options: { edition: 'C3', expansions: [...EXPANSIONS] },
  events: [],
};

/**
 * While New game is open (App asks in an idle moment, and takes it back when New game
 * closes): the table of a game of every expansion is drawn, laid out and dropped, all in one
 * task. The first time a screen is drawn, the browser parses each of its templates, compiles
 * each of its functions (the engine's among them: every tile's draw checked, the odds, the
 * revolt risk) and, at its first layout, finds and loads the fonts and sizes its text: most
 * of the tap on Start (its layout alone went from some 22 ms to 6 ms), paid here instead. It is laid out hidden, inert and hidden from screen readers, and gone
 * before any frame: nothing is shown, no focus moves, its keys, timers and frames are taken
 * back with it (a held key's flush, a timer of 0 ms, finds nothing to do), and nothing reaches
 * the store (no move is made).
 */
export function warmUpTable(api: MeepleLedgerApi): void {
  // A table on the page has the kept tile grid: a table drawn now would take it away from it.
  if (document.querySelector('.tb-table')) return;
  const host = document.createElement('div');
  host.inert = true;
  host.setAttribute('aria-hidden', 'true');
  Object.assign(host.style, { position: 'fixed', inset: '0 0 auto 0', visibility: 'hidden' });
  document.body.append(host);
  let dispose: (() => void) | undefined;
  try {
    dispose = render(() => {
      const session = createGameSession(api, 'warm-up', WARM_UP_GAME, {
        canUndo: false,
        canRedo: false,
      });
      return (
        <BadgeGroup.Provider value={WARM_UP_GAME.players}>
          <Table session={session} onHome={() => undefined} onResults={() => undefined} />
        </BadgeGroup.Provider>
      );
    }, host);
    void host.offsetHeight; // laid out now, in this task
  } finally {
    dispose?.();
    host.remove();
  }
}

let tableWarmedUp = false;

/** warmUpTable, once per page: templates stay parsed and functions compiled. */
export function warmUpTableOnce(api: MeepleLedgerApi): void {
  if (tableWarmedUp) return;
  tableWarmedUp = true;
  warmUpTable(api);
}
