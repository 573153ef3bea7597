import { type Accessor, createSignal, onCleanup } from 'solid-js';
import type { GameContext } from '../../../shared/game/gameContext';
import { type GameSnapshot, type GameStatus, statusOf } from '../../../shared/game/gameSnapshot';
import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import { replayRecord } from '../../../shared/record/replay';
import type { GameEvent } from '../../../shared/record/schema';
import { t } from '../i18n';

/**
 * The game the presenter shows, kept up to date: the chosen session, or the most recently
 * played one, opened (`sessions:open`) and replayed again whenever `onSessionChanged` says a
 * session changed. One refresh runs at a time; changes that arrive meanwhile are caught by one
 * more run after it, so a burst of moves costs at most two replays.
 */

export type FeedState =
  | { readonly kind: 'loading' }
  /** Following the latest game, and there is none yet. */
  | { readonly kind: 'empty' }
  /** The chosen game is not there (deleted, or never was). */
  | { readonly kind: 'missing'; readonly message: string }
  | {
      readonly kind: 'game';
      readonly id: string;
      readonly name: string;
      readonly status: GameStatus;
      readonly game: GameContext;
      /** The whole engine state (the phones' "my seat" asks it for revolt risk). */
      readonly snapshot: GameSnapshot;
      /** The moves, with their `at` stamps, and when the game was created (the turn's time). */
      readonly events: readonly GameEvent[];
      readonly created: string;
    };

export interface PresenterFeed {
  readonly state: Accessor<FeedState>;
  /** Why the last refresh failed (the last good state stays on screen), or undefined. */
  readonly problem: Accessor<string | undefined>;
  /** When the state was last refreshed. */
  readonly updated: Accessor<Date | undefined>;
  /**
   * Following the latest game: why the game shown changed, when it was not a new game begun
   * but the one shown put in the trash elsewhere (a phone switched to the game before without
   * a word; newcomer finding). Undefined otherwise.
   */
  readonly news: Accessor<string | undefined>;
  refresh(): Promise<void>;
}

/** Must run inside a reactive owner (a component): it unsubscribes on cleanup. */
export function createPresenterFeed(api: MeepleLedgerApi, sessionId?: string): PresenterFeed {
  const [state, setState] = createSignal<FeedState>({ kind: 'loading' });
  const [problem, setProblem] = createSignal<string>();
  const [updated, setUpdated] = createSignal<Date>();
  const [news, setNews] = createSignal<string>();
  /** The game last shown, when following the latest. */
  let shown: { id: string; name: string } | undefined;
  let disposed = false;
  let running: Promise<void> | undefined;
  let again = false;

  async function load(): Promise<void> {
    let id = sessionId;
    if (!id) {
      const list = await api.sessions.list();
      if (disposed) return;
      if (!list.ok) {
        setProblem(list.error.message);
        return;
      }
      // The list comes most recently played first.
      id = list.value.sessions[0]?.id;
      const before = shown;
      if (before && id !== before.id) {
        const gone = !list.value.sessions.some((session) => session.id === before.id);
        // Which game is shown now, by name: "Game over · You won!" under the news alone read
        // as the end of the game put away (newcomer finding).
        const now = list.value.sessions[0]?.name;
        setNews(
          !gone
            ? undefined
            : now === undefined
              ? t('pr.gameGone', { name: before.name })
              : t('pr.gameGoneShowing', { name: before.name, now }),
        );
      }
      if (!id) {
        shown = undefined;
        setState({ kind: 'empty' });
        setProblem(undefined);
        setUpdated(new Date());
        return;
      }
    }
    const opened = await api.sessions.open(id);
    if (disposed) return;
    if (!opened.ok) {
      if (opened.error.code === 'NOT_FOUND' || opened.error.code === 'IN_TRASH') {
        setState({ kind: 'missing', message: opened.error.message });
        setProblem(undefined);
      } else {
        setProblem(opened.error.message);
      }
      return;
    }
    const replayed = replayRecord(opened.value.record);
    if (!replayed.ok) {
      setProblem(t('pr.replayFailed', { error: replayed.error }));
      return;
    }
    setState({
      kind: 'game',
      id,
      name: opened.value.info.name,
      status: statusOf(replayed.snapshot),
      game: replayed.snapshot.context,
      snapshot: replayed.snapshot,
      events: replayed.record.events,
      created: opened.value.info.created,
    });
    if (!sessionId) shown = { id, name: opened.value.info.name };
    setProblem(undefined);
    setUpdated(new Date());
  }

  function refresh(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await load();
        } while (again && !disposed);
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error));
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const stop = api.onSessionChanged((id) => {
    // Following the latest game, any change may make another one the latest.
    if (!sessionId || id === sessionId) void refresh();
  });
  onCleanup(() => {
    disposed = true;
    stop();
  });
  void refresh();

  return { state, problem, updated, news, refresh };
}
