import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import type { GameSession } from './gameSession';

/**
 * Keeps the open game in step with changes made elsewhere (a scorer's phone, another tab):
 * when the store says the open session changed and the game on screen has not seen that
 * change, `reopen` opens it again. A change made here is waited out (pending) and then matches,
 * so the table's own moves never reopen it.
 */
export interface FollowedGame {
  readonly id: string;
  readonly session: Pick<GameSession, 'pending' | 'events' | 'canUndo' | 'canRedo'>;
}

export const BUSY_WAIT_MS = 40;

export function followOpenGame(
  api: Pick<MeepleLedgerApi, 'sessions' | 'onSessionChanged'>,
  current: () => FollowedGame | undefined,
  reopen: (id: string) => void,
): () => void {
  let running = false;
  let again = false;

  async function check(): Promise<void> {
    const game = current();
    if (!game) return;
    while (game.session.pending()) await new Promise((r) => setTimeout(r, BUSY_WAIT_MS));
    if (current() !== game) return;
    const opened = await api.sessions.open(game.id);
    if (!opened.ok || current() !== game) return;
    const stored = opened.value.record.events;
    const shown = game.session.events();
    const same =
      stored.length === shown.length &&
      JSON.stringify(stored.at(-1)) === JSON.stringify(shown.at(-1)) &&
      opened.value.info.canUndo === game.session.canUndo() &&
      opened.value.info.canRedo === game.session.canRedo();
    if (!same) reopen(game.id);
  }

  async function run(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await check();
      } while (again);
    } finally {
      running = false;
    }
  }

  return api.onSessionChanged((id) => {
    if (current()?.id === id) void run();
  });
}
