import { type Accessor, batch, createSignal, onCleanup, untrack } from 'solid-js';
import {
  type GameSnapshot,
  type GameStatus,
  type Step,
  statusOf,
  step,
} from '../../../shared/game/gameSnapshot';
import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import type { IpcError } from '../../../shared/ipc/result';
import { describeEventParts } from '../../../shared/record/describeEvent';
import { replayRecord } from '../../../shared/record/replay';
import type { GameEvent, GameRecord } from '../../../shared/record/schema';
import { t } from '../i18n';
import { afterTheNextFrame } from '../later';
import { CONFLICT_CODE, conflictMessage } from './conflict';
import { describedMessage, problemMessage } from './engineText';
import { createSnapshotStore } from './snapshotFeed';

/**
 * `ignored`: nothing to tell beside the button: a second tap while the first is still saving,
 * or a tap refused because another device changed the game first (said by `elsewhere`).
 */
export type Outcome = { ok: true } | { ok: false; error: string; ignored?: true };

/**
 * What another device or window did to the open game, told at the top of the turn: a tap it
 * refused, the game shown again after its move or undo, the game put in the trash there.
 */
export interface Elsewhere {
  readonly text: string;
  readonly action?: { readonly label: string; readonly run: () => void };
  /**
   * Play is held up (a tap refused, the game put in the trash): said as a warning, at once.
   * Without it, news of a move made elsewhere: said politely, in the accent's colour.
   */
  readonly warning?: boolean;
  /** The game is in the trash (said until it is back, here or elsewhere). */
  readonly trashed?: boolean;
}

export interface GameSession {
  readonly id: string;
  readonly snapshot: Accessor<GameSnapshot>;
  /**
   * The engine's own snapshot: plain immutable objects, changed whole by each move. Work that
   * reads the whole state (every tile's draw check, the odds) reads it, far faster than the
   * store of `snapshot`, whose every read goes through a proxy.
   */
  readonly current: Accessor<GameSnapshot>;
  readonly status: Accessor<GameStatus>;
  /** The effective events so far. */
  readonly events: Accessor<readonly GameEvent[]>;
  /** The state before each event (same index as events). */
  readonly before: Accessor<readonly GameSnapshot[]>;
  readonly canUndo: Accessor<boolean>;
  /** Why the stored game opens read-only (the rules refuse one of its events), if they do. */
  readonly readOnly: string | undefined;
  readonly canRedo: Accessor<boolean>;
  /** True while a change is on its way to disk. */
  readonly busy: Accessor<boolean>;
  /** The latest news of another device's change, until the next change made here. */
  readonly elsewhere: Accessor<Elsewhere | undefined>;
  /** Tells (or, with undefined, stops telling) what another device did. */
  tellElsewhere(news: Elsewhere | undefined): void;
  /** An event in words (in the current language), told against the state before it. */
  describe(before: GameSnapshot, event: GameEvent): string;
  /**
   * Why an event would be refused here, in the current language; undefined when the engine
   * takes it.
   */
  check(event: GameEvent): string | undefined;
  /** Stores the event (stamped with `at`, now) first; the table moves on once it is on disk. */
  dispatch(event: GameEvent): Promise<Outcome>;
  /**
   * Why this series of events would be refused, each played after the one before (the first
   * refusal), or undefined when the engine takes them all.
   */
  checkAll(events: readonly GameEvent[]): string | undefined;
  /** The game after this series played here, or undefined when the engine refuses one. */
  after(events: readonly GameEvent[]): GameSnapshot | undefined;
  /**
   * Stores a series (a tap that implies `place` before its own event) in one store call, all
   * or nothing, on disk before the machine moves. Checked whole first, so a refusal stores
   * nothing.
   */
  dispatchAll(events: readonly GameEvent[]): Promise<Outcome>;
  /**
   * True from the moment a change is asked for until it is applied (busy shows only when it is
   * still on its way after BUSY_LOOK_MS); a signal, so an effect can wait for it to end.
   */
  pending(): boolean;
  undo(): Promise<Outcome>;
  redo(): Promise<Outcome>;
  /** Undoes every event from that index on (the first event of a turn, in the history). */
  goBackTo(eventIndex: number): Promise<Outcome>;
  /**
   * Takes the last tap back (with the `place` it led) and stores `change(tail)` in its place,
   * checked first from the state before it: a refusal changes nothing. Two store calls (an
   * undo, then the series); the page shows each.
   */
  replaceLastTap(change: (tail: readonly GameEvent[]) => readonly GameEvent[]): Promise<Outcome>;
  /** Why `replaceLastTap(change)` would be refused (the engine's word); undefined if it is not. */
  checkReplaceLastTap(
    change: (tail: readonly GameEvent[]) => readonly GameEvent[],
  ): string | undefined;
  /**
   * Calls `listener` just before each move, redo or undo is worked into the page, while the
   * page is still laid out as drawn (the turn panel lets its focus go then: see TurnPanel);
   * not before a game reloaded after a conflict. Returns the way to stop.
   */
  beforeChange(listener: () => void): () => void;
  /**
   * Calls `work` with the state a move is about to reach while the store writes it, to work
   * out ahead what the table will show of it (kept per state, as `stepOnce` keeps the engine's
   * answers). Returns the way to stop.
   */
  aheadOfMove(work: (state: GameSnapshot) => void): () => void;
}

/**
 * How long a save may take before the table looks busy (buttons off, "Saving…"). A quicker
 * save shows no busy look at all: drawing it and taking it back was a whole redraw of the
 * table's buttons, twice, in every tap. The lock refuses a second tap meanwhile anyway.
 */
export const BUSY_LOOK_MS = 250;

/**
 * The engine's answer to one event in one state, worked out once: every button of the turn
 * asks it after each move (a pad of twelve counts, each after the tile's `place`, asks for
 * that `place` twelve times), and states never change, so an answer holds as long as its state.
 */
const answers = new WeakMap<GameSnapshot, Map<string, Step>>();

function stepOnce(snapshot: GameSnapshot, event: GameEvent): Step {
  let known = answers.get(snapshot);
  if (!known) {
    known = new Map();
    answers.set(snapshot, known);
  }
  const key = JSON.stringify(event);
  let answer = known.get(key);
  if (!answer) {
    answer = step(snapshot, event);
    known.set(key, answer);
  }
  return answer;
}

/**
 * A series stepped from `from`, each event after the ones before it: the state after each, or
 * the first refusal in the current language.
 */
function walk(
  from: GameSnapshot,
  series: readonly GameEvent[],
): { ok: true; states: GameSnapshot[] } | { ok: false; error: string } {
  let state = from;
  const states: GameSnapshot[] = [];
  for (const event of series) {
    const next = stepOnce(state, event);
    if (!next.ok) return { ok: false, error: problemMessage(next.problem, state.context) };
    state = next.snapshot;
    states.push(state);
  }
  return { ok: true, states };
}

/**
 * One open game on the table: the record replayed into the game machine, kept in step with the
 * session store. Data flows one way: UI event → engine check → store (fsync) → machine → UI.
 */
export function createGameSession(
  api: MeepleLedgerApi,
  id: string,
  record: GameRecord,
  flags: {
    canUndo: boolean;
    canRedo: boolean;
    readOnly?: string | undefined;
    /**
     * A new game the store is still writing: the table shows it at once, and holds every
     * move (a tap lands nowhere, keys wait) until the store has it, as for a move being saved.
     */
    storing?: Promise<Outcome> | undefined;
  },
): GameSession {
  const replayed = replayRecord(record, { keepHistory: true });
  if (!replayed.ok) throw new Error(t('pr.replayFailed', { error: replayed.error }));
  // The engine's state is the snapshot each event was stepped to (`step`, the machine's pure
  // transition), kept as it is: the answers worked out on a state (every button's check, the
  // draw grid's reasons, the revolt risk) still hold when the game comes back to that very
  // object (after an undo, or once the store has the move they were worked out ahead for).
  // A running actor made a new object of each state it was given or sent to.
  const store = createSnapshotStore<GameSnapshot>(replayed.snapshot);
  const snapshot = store.read;
  const [current, setCurrent] = createSignal<GameSnapshot>(replayed.snapshot);
  /** The engine's state now, read without subscribing (a state to step from or keep). */
  const engine = () => untrack(current);
  /** The game on screen moves to this state, once per change (not once per event). */
  const show = (now: GameSnapshot) => {
    batch(() => {
      store.show(now);
      setCurrent(now);
    });
  };
  const [events, setEvents] = createSignal<readonly GameEvent[]>(replayed.record.events);
  const [before, setBefore] = createSignal<readonly GameSnapshot[]>(replayed.history ?? []);
  const [canUndo, setCanUndo] = createSignal(flags.canUndo);
  const [canRedo, setCanRedo] = createSignal(flags.canRedo);
  const [busy, setBusy] = createSignal(false);
  const [elsewhere, setElsewhere] = createSignal<Elsewhere>();
  // fromActorRef hands out a store that is updated in place: read the engine's own immutable
  // snapshot wherever a state must be kept or stepped from. A check depends on the state it
  // asks (a memo asking it is asked again after each move).
  const check = (event: GameEvent): string | undefined => {
    if (flags.readOnly) return t('session.readOnly', { reason: flags.readOnly });
    const state = current();
    const result = stepOnce(state, event);
    return result.ok ? undefined : problemMessage(result.problem, state.context);
  };

  const checkAll = (series: readonly GameEvent[]): string | undefined => {
    const walked = walk(current(), series);
    return walked.ok ? undefined : walked.error;
  };

  const after = (series: readonly GameEvent[]): GameSnapshot | undefined => {
    const walked = walk(current(), series);
    return walked.ok ? (walked.states.at(-1) ?? current()) : undefined;
  };

  /** Set when the game is closed: answers still on their way must not touch the table. */
  let closed = false;
  onCleanup(() => {
    closed = true;
  });

  /**
   * The lock, a signal read by nothing on screen but the held keys (shortcuts.ts): taking it
   * costs the tap's handler nothing.
   */
  const [working, setWorking] = createSignal(false);

  /** The frame that shows the last tap pressed: its result waits for it (afterTheNextFrame). */
  let tapShown: Promise<void> = Promise.resolve();

  /**
   * Runs one store call at a time, so two quick taps never race each other to disk. The store
   * is asked in the tap itself, while its frame is drawn; the answer is worked into the page
   * once that frame is on screen (a save takes about as long as a frame: waiting for one,
   * then asking, made every tap a frame longer). The busy look comes only for a slow save
   * (BUSY_LOOK_MS), so a quick one redraws the table once, with its result.
   */
  async function exclusive(work: () => Promise<Outcome>): Promise<Outcome> {
    if (untrack(working)) return { ok: false, error: t('session.stillSaving'), ignored: true };
    setWorking(true);
    tapShown = afterTheNextFrame();
    const busyLook = setTimeout(() => setBusy(true), BUSY_LOOK_MS);
    try {
      return await work();
    } finally {
      clearTimeout(busyLook);
      batch(() => {
        setBusy(false);
        setWorking(false);
      });
    }
  }

  const warmers = new Set<(state: GameSnapshot) => void>();
  /**
   * Work on the state a tap is about to reach, done while the store writes it (the page only
   * waits for the disk then), in a task of its own: the draw grid's answers when that state is
   * a draw (some 70 engine checks), and what the table asked for (`aheadOfMove`). The state
   * is the very object the game then moves to, so what was worked out on it holds.
   */
  function warmAhead(state: GameSnapshot): void {
    if (typeof MessageChannel !== 'function') return;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (closed) return;
      if (state.matches({ play: 'awaitingDraw' }))
        for (const [tile, left] of Object.entries(state.context.deck.left))
          if (left > 0) stepOnce(state, { type: 'draw', tile });
      for (const warm of warmers) {
        try {
          warm(state);
        } catch (error) {
          console.error('work ahead of a move failed', error);
        }
      }
    };
    channel.port2.postMessage(undefined);
  }

  const changeListeners = new Set<() => void>();
  // The move is on disk by then: a listener that fails must not keep it off the screen.
  const announceChange = () => {
    for (const listener of changeListeners) {
      try {
        listener();
      } catch (error) {
        console.error('beforeChange listener failed', error);
      }
    }
  };

  /**
   * Moves the game on by events the store has taken, in one update of the screen, to `states`
   * (the state after each, as they were stepped when the tap was checked).
   */
  function applyLocally(
    stored: readonly GameEvent[],
    states: readonly GameSnapshot[],
    flagsAfter: { canUndo: boolean; canRedo: boolean },
  ) {
    announceChange();
    batch(() => {
      setElsewhere(undefined);
      const previous = [engine(), ...states.slice(0, -1)];
      show(states.at(-1) ?? engine());
      setEvents([...events(), ...stored]);
      setBefore([...before(), ...previous]);
      setCanUndo(flagsAfter.canUndo);
      setCanRedo(flagsAfter.canRedo);
    });
  }

  const describe = (previous: GameSnapshot, event: GameEvent) =>
    describedMessage(describeEventParts(previous.context, event), previous.context);

  /**
   * A refused store call. CONFLICT means another window or device changed the game first: the
   * game is opened again as the store has it, and the player is told what the other one did.
   */
  async function refused(error: IpcError): Promise<Outcome> {
    if (error.code !== CONFLICT_CODE) return { ok: false, error: error.message };
    const opened = await api.sessions.open(id);
    if (closed) return { ok: false, error: error.message, ignored: true };
    if (!opened.ok) {
      return {
        ok: false,
        error: t('session.conflictReloadFailed', { error: opened.error.message }),
      };
    }
    const replayed = replayRecord(opened.value.record, { keepHistory: true });
    if (!replayed.ok) return { ok: false, error: t('pr.replayFailed', { error: replayed.error }) };
    const theirs = replayed.record.events;
    const history = replayed.history ?? [];
    const message = conflictMessage(events(), theirs, history, describe);
    batch(() => {
      show(replayed.snapshot);
      setEvents(theirs);
      setBefore(history);
      setCanUndo(opened.value.info.canUndo);
      setCanRedo(opened.value.info.canRedo);
      // Told at the top of the turn: the button tapped may be far down the page, or gone.
      setElsewhere({ text: message, warning: true });
    });
    return { ok: false, error: message, ignored: true };
  }

  /**
   * Stores a series as one change: each event is checked here against the state after the
   * ones before it, then all of them go to the store in one call (one write, one fsync), which
   * checks them again and keeps all or none. The game on screen moves once, when they are
   * stored (a tap that implies the tile's `place` redraws the table once, not twice).
   */
  async function storeSeries(series: readonly GameEvent[]): Promise<Outcome> {
    if (flags.readOnly)
      return { ok: false, error: t('session.readOnly', { reason: flags.readOnly }) };
    if (series.length === 0) return { ok: true };
    // When it was played (the record allows `at`, replay ignores it): statistics measure
    // think time from it. The engine ignores it too, so the check steps the events as the
    // buttons asked about them (stepOnce's answers are kept per event).
    const at = new Date().toISOString();
    const stamped = series.map((input) => ({ ...input, at: input.at ?? at }) as GameEvent);
    const walked = walk(engine(), series);
    if (!walked.ok) return walked;
    const { states } = walked;
    const state = states.at(-1) ?? engine();
    // `expect`: the moves this table has seen; the store refuses the series if another device
    // played first, so the same move is never stored twice. CONFLICT reloads the game as the
    // store has it; any other refusal stored nothing.
    const answering = api.sessions.appendAll(id, stamped, events().length);
    warmAhead(state);
    const answer = await answering;
    if (!answer.ok) return refused(answer.error);
    await tapShown;
    if (!closed) applyLocally(stamped, states, answer.value.info);
    return { ok: true };
  }

  const dispatch = (input: GameEvent) => exclusive(() => storeSeries([input]));

  const dispatchAll = (series: readonly GameEvent[]) =>
    exclusive(async () => {
      const problem = checkAll(series);
      if (problem) return { ok: false, error: problem };
      return storeSeries(series);
    });

  /**
   * The table has no Place button: a tile's `place` is stored with the tap after it (a meeple,
   * a score, End turn), and no screen shows the tile placed and nothing else. Undo takes the
   * tap back whole: the move and the `place` it led go together (a second Undo that seemed to
   * do nothing, newcomer finding), and Redo brings both back; the page changes once.
   */
  const ledByPlace = () => events().at(-1)?.type !== 'place' && events().at(-2)?.type === 'place';

  /** Undoes `steps` events at the store, one call each, then shows the state before them. */
  async function undoSteps(steps: number): Promise<Outcome> {
    // The state to go back to must be known before anything leaves the disk.
    if (!before().at(-steps)) return { ok: false, error: t('session.nothingToUndo') };
    let flagsAfter: { canUndo: boolean; canRedo: boolean } | undefined;
    let undone = 0;
    while (undone < steps) {
      const stored = await api.sessions.undo(id, events().length - undone);
      if (!stored.ok) {
        if (undone === 0) return refused(stored.error);
        break; // the move is undone, its place stays: shown as the store has it
      }
      flagsAfter = stored.value.info;
      undone++;
    }
    await tapShown;
    if (closed || !flagsAfter) return { ok: true };
    const history = before();
    const previous = history.at(-undone);
    if (!previous) return { ok: false, error: t('session.nothingToUndo') };
    const flags = flagsAfter;
    announceChange();
    batch(() => {
      setElsewhere(undefined);
      show(previous);
      setEvents(events().slice(0, -undone));
      setBefore(history.slice(0, -undone));
      setCanUndo(flags.canUndo);
      setCanRedo(flags.canRedo);
    });
    return { ok: true };
  }

  const undo = () => exclusive(() => undoSteps(ledByPlace() ? 2 : 1));

  /** Redoes one event, or a `place` and the move it led, then shows the state after them. */
  const redo = () =>
    exclusive(async () => {
      const redone: GameEvent[] = [];
      let flagsAfter: { canUndo: boolean; canRedo: boolean } | undefined;
      do {
        const stored = await api.sessions.redo(id, events().length + redone.length);
        if (!stored.ok) {
          if (redone.length === 0) return refused(stored.error);
          break; // the place is back, its move is not: shown as the store has it
        }
        redone.push(stored.value.event);
        flagsAfter = stored.value.info;
      } while (redone.at(-1)?.type === 'place' && flagsAfter.canRedo);
      await tapShown;
      if (closed || !flagsAfter) return { ok: true };
      // Stepped as the tap asked it (its time aside, which the engine ignores): a redo comes
      // back to the very state the move first reached, with what was worked out on it.
      const states: GameSnapshot[] = [];
      let state = engine();
      for (const { at: _at, ...move } of redone) {
        const next = stepOnce(state, move as GameEvent);
        // The store took it again from its own state: one this table cannot step to is not
        // the game the store has; it is opened again as the store has it.
        if (!next.ok)
          return refused({
            code: CONFLICT_CODE,
            message: problemMessage(next.problem, state.context),
          });
        states.push(next.snapshot);
        state = next.snapshot;
      }
      applyLocally(redone, states, flagsAfter);
      return { ok: true };
    });

  const goBackTo = (eventIndex: number) =>
    exclusive(async () => {
      while (events().length > eventIndex && !closed) {
        const outcome = await undoSteps(1);
        if (!outcome.ok) return outcome;
      }
      return { ok: true };
    });

  /** The last tap (with the `place` it led) changed, stepped from the state before it. */
  const lastTapChanged = (change: (tail: readonly GameEvent[]) => readonly GameEvent[]) => {
    const steps = ledByPlace() ? 2 : 1;
    const from = before().at(-steps);
    if (!from)
      return {
        steps,
        series: [],
        walked: { ok: false, error: t('session.nothingToUndo') },
      } as const;
    const series = change(events().slice(-steps));
    return { steps, series, walked: walk(from, series) } as const;
  };

  const checkReplaceLastTap = (change: (tail: readonly GameEvent[]) => readonly GameEvent[]) => {
    if (flags.readOnly) return t('session.readOnly', { reason: flags.readOnly });
    const { walked } = lastTapChanged(change);
    return walked.ok ? undefined : walked.error;
  };

  const replaceLastTap = (change: (tail: readonly GameEvent[]) => readonly GameEvent[]) =>
    exclusive(async () => {
      const { steps, series, walked } = lastTapChanged(change);
      if (!walked.ok) return walked;
      const undone = await undoSteps(steps);
      if (!undone.ok || closed) return undone;
      return storeSeries(series);
    });

  const { storing } = flags;
  if (storing) void exclusive(() => storing);

  return {
    id,
    snapshot,
    current,
    status: () => statusOf(snapshot()),
    describe,
    events,
    before,
    canUndo,
    canRedo,
    busy,
    elsewhere,
    tellElsewhere: setElsewhere,
    check,
    checkAll,
    after,
    readOnly: flags.readOnly,
    dispatch,
    dispatchAll,
    pending: working,
    undo,
    redo,
    goBackTo,
    replaceLastTap,
    checkReplaceLastTap,
    beforeChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    aheadOfMove(work) {
      warmers.add(work);
      return () => warmers.delete(work);
    },
  };
}
