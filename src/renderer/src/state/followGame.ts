import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import type { SessionChange } from '../../../shared/ipc/channelList';
import type { IpcError } from '../../../shared/ipc/result';
import { sameEvent } from '../../../shared/record/sameEvent';
import type { GameSession } from './gameSession';

/**
 * Keeps the open game in step with changes made elsewhere (a scorer's phone, another tab):
 * when the store says the open session changed and the game on screen has not seen that
 * change, `reopen` opens it again. A change made here is waited out (pending) and then matches,
 * so the table's own moves never reopen it.
 *
 * A notice after a move, undo or redo says what the session now is (SessionChange). When every
 * notice heard since the last look says exactly what the table shows, the table's own change
 * is all there was, and the game is not opened again (a 600-event record, for every tap). That
 * is safe because every move, series, undo and redo changes the number of events: a change
 * after the state on screen has another count, so its notice never matches and the game is
 * opened as before. A notice without the change (rename, delete, an older sender) is opened.
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
  /** The game on screen could not be opened again (put in the trash elsewhere, say). */
  unreadable?: (id: string, error: IpcError) => void,
  /** It could be opened again (brought back from the trash elsewhere, say). */
  readable?: (id: string) => void,
): () => void {
  let running = false;
  let again = false;
  /** The notices not looked at yet (`change` undefined: a notice without it). */
  let heard: { id: string; change: SessionChange | undefined }[] = [];

  const shows = (game: FollowedGame, change: SessionChange | undefined): boolean =>
    change !== undefined &&
    change.eventCount === game.session.events().length &&
    change.canUndo === game.session.canUndo() &&
    change.canRedo === game.session.canRedo();

  async function check(): Promise<void> {
    const game = current();
    if (!game) return;
    while (game.session.pending()) await new Promise((r) => setTimeout(r, BUSY_WAIT_MS));
    if (current() !== game) return;
    const notices = heard.filter((notice) => notice.id === game.id);
    heard = [];
    // None: the look before this one took them all in already.
    if (notices.every((notice) => shows(game, notice.change))) return;
    const opened = await api.sessions.open(game.id);
    if (current() !== game) return;
    if (!opened.ok) {
      unreadable?.(game.id, opened.error);
      return;
    }
    readable?.(game.id);
    const stored = opened.value.record.events;
    const shown = game.session.events();
    const same =
      stored.length === shown.length &&
      sameEvent(stored.at(-1), shown.at(-1)) &&
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

  return api.onSessionChanged((id, change) => {
    if (current()?.id !== id) return;
    heard.push({ id, change });
    void run();
  });
}
