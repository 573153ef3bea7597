import { createEffect, createSignal, type JSX, on, onCleanup } from 'solid-js';
import type { GameEvent } from '../../../../shared/record/schema';
import { timeWithoutBreaks } from '../../../../shared/stats/thinkTime';
import { t } from '../../i18n';
import './TurnTimer.css';

export interface TurnTimerProps {
  /** Anything that changes when the turn changes (number, player, extra): the timer restarts. */
  turn: string;
  /**
   * The time already played in the turn when it is shown (a saved game opened again, an undo
   * back into the previous turn): the timer goes on from it. Read once per turn. Default 0.
   */
  played?: () => number;
  /** The clock in milliseconds (tests). Default: Date.now. */
  now?: () => number;
  /**
   * Play is held (the game put in the trash elsewhere): the clock stops while it is, and goes on
   * after, unless the user had paused it (a scorer's phone counted on a trashed game).
   */
  held?: boolean;
}

/** "0:07", "4:32", "1:02:05". */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/**
 * The time played in the current turn, from the events' `at` stamps: from the `endTurn` that
 * began it (in the first turn, the game's start when given, else its first event) to the last
 * event, and on to `now` when given,
 * a break between two moves left out as the statistics leave it out (thinkTime.ts). So a page
 * that opens the game in the middle of a turn (a phone joining, a second window) shows the
 * turn's time as the table's page does, not 0:00 from when it opened; the game opened again
 * after a night, the night is a break and is not counted. 0 when the turn has no stamped move.
 */
export function turnTimePlayed(
  events: readonly GameEvent[],
  now?: number,
  /** When the game began (ISO 8601, its creation): the first turn counts from it. */
  started?: string,
): number {
  const ended = events.findLastIndex((event) => event.type === 'endTurn');
  const instants = events
    .slice(Math.max(0, ended))
    .map((event) => Date.parse(event.at ?? ''))
    .filter(Number.isFinite);
  // The first turn began with the game, not with its first move (a page that opened the game
  // before that move, and one that opened it after, said 1:58 and 0:05 for one turn).
  const begun = Date.parse(started ?? '');
  if (ended < 0 && Number.isFinite(begun) && begun <= (instants[0] ?? Number.POSITIVE_INFINITY))
    instants.unshift(begun);
  if (instants.length === 0) return 0;
  const last = instants.at(-1) as number;
  if (now !== undefined && now >= last) instants.push(now);
  return timeWithoutBreaks(instants);
}

/**
 * How long the current turn has taken, with pause and resume (a break at the table). Purely a
 * display: it starts again, running, whenever the turn changes: from the time already played in
 * that turn (`played`), else from 0:00. Think time in the statistics comes from the events'
 * `at` stamps, not from here.
 */
export function TurnTimer(props: TurnTimerProps): JSX.Element {
  const now = () => (props.now ?? Date.now)();
  /** Time counted before the current run (runs end at a pause). */
  const [banked, setBanked] = createSignal(0);
  /** When the current run began; undefined while paused. */
  const [since, setSince] = createSignal<number | undefined>(now());
  const [clock, setClock] = createSignal(now());
  let interval: ReturnType<typeof setInterval> | undefined;

  const stopTicking = () => {
    if (interval !== undefined) clearInterval(interval);
    interval = undefined;
  };
  const startTicking = () => {
    stopTicking();
    interval = setInterval(() => setClock(now()), 1000);
  };

  const paused = () => since() === undefined;
  const elapsed = () => {
    const start = since();
    return banked() + (start === undefined ? 0 : Math.max(0, clock() - start));
  };

  function pause(): void {
    const start = since();
    if (start === undefined) return;
    const at = now();
    setBanked(banked() + Math.max(0, at - start));
    setSince(undefined);
    setClock(at);
    stopTicking();
  }

  function resume(): void {
    if (!paused()) return;
    const at = now();
    setSince(at);
    setClock(at);
    startTicking();
  }

  createEffect(
    on(
      () => props.turn,
      () => {
        const at = now();
        setBanked(Math.max(0, props.played?.() ?? 0));
        setSince(at);
        setClock(at);
        startTicking();
      },
    ),
  );
  let pausedByHold = false;
  createEffect(
    on(
      () => props.held === true,
      (held) => {
        if (held && !paused()) {
          pausedByHold = true;
          pause();
        } else if (!held && pausedByHold) {
          pausedByHold = false;
          resume();
        }
      },
      { defer: true },
    ),
  );
  onCleanup(stopTicking);

  return (
    <div class="tb-timer" classList={{ 'tb-timer--paused': paused() }}>
      <span class="tb-timer__time" role="timer" aria-label={t('timer.aria')}>
        {formatElapsed(elapsed())}
      </span>
      <button
        type="button"
        class="ml-button tb-timer__toggle"
        aria-pressed={paused()}
        aria-label={t('timer.pause')}
        title={paused() ? t('timer.resume') : t('timer.pause')}
        onClick={() => (paused() ? resume() : pause())}
      >
        {paused() ? '▶' : '❚❚'}
      </button>
    </div>
  );
}
