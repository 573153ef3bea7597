import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { createSignal } from 'solid-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatElapsed,
  TurnTimer,
  turnTimePlayed,
} from '../../../../src/renderer/src/screens/table/TurnTimer';
import type { GameEvent } from '../../../../src/shared/record/schema';
import { gameFacts } from '../../../../src/shared/stats/gameFacts';
import { gameRecord, openSession } from './fakeApi';
import { draw, endTurn, place, renderTable } from './helpers';

beforeEach(() => {
  // The clock and the timer's interval are fake; setTimeout stays real, since a dispatch lets
  // the tap's handler return and the next frame paint before it goes to the store.
  vi.useFakeTimers({
    now: new Date('2025-11-29T20:00:00.000Z'),
    toFake: ['Date', 'setInterval', 'clearInterval'],
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const time = () => screen.getByRole('timer', { name: 'Time this turn' }).textContent;
const toggle = () => screen.getByRole('button', { name: 'Pause the turn timer' });

describe('TurnTimer', () => {
  it('stops while play is held (the game put in the trash elsewhere) and goes on after', () => {
    const [held, setHeld] = createSignal(false);
    render(() => <TurnTimer turn="1" held={held()} />);
    vi.advanceTimersByTime(7_000);
    setHeld(true);
    vi.advanceTimersByTime(60_000);
    expect(time()).toBe('0:07');
    setHeld(false);
    vi.advanceTimersByTime(3_000);
    expect(time()).toBe('0:10');
    // Paused by the user, it stays paused after a hold.
    fireEvent.click(toggle());
    setHeld(true);
    setHeld(false);
    vi.advanceTimersByTime(5_000);
    expect(time()).toBe('0:10');
  });

  it('counts the seconds of the turn', () => {
    render(() => <TurnTimer turn="1" />);
    expect(time()).toBe('0:00');
    vi.advanceTimersByTime(7_000);
    expect(time()).toBe('0:07');
    vi.advanceTimersByTime(65_000);
    expect(time()).toBe('1:12');
  });

  it('pauses and resumes: the time paused is not counted', () => {
    render(() => <TurnTimer turn="1" />);
    vi.advanceTimersByTime(10_000);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(toggle().title).toBe('Resume the turn timer');
    vi.advanceTimersByTime(120_000);
    expect(time()).toBe('0:10');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    vi.advanceTimersByTime(5_000);
    expect(time()).toBe('0:15');
  });

  it('starts again from 0:00, running, when the turn changes', () => {
    const [turn, setTurn] = createSignal('1:0:false');
    render(() => <TurnTimer turn={turn()} />);
    vi.advanceTimersByTime(42_000);
    fireEvent.click(toggle());
    setTurn('2:1:false');
    expect(time()).toBe('0:00');
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    vi.advanceTimersByTime(3_000);
    expect(time()).toBe('0:03');
  });

  it('stops its interval when it goes away', () => {
    const { unmount } = render(() => <TurnTimer turn="1" />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('formats minutes and hours', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(59_999)).toBe('0:59');
    expect(formatElapsed(61_000)).toBe('1:01');
    expect(formatElapsed(3_725_000)).toBe('1:02:05');
    expect(formatElapsed(-5)).toBe('0:00');
  });
});

describe('the Table header', () => {
  it('shows the turn timer, which restarts when the next turn begins', async () => {
    const { session } = await renderTable(gameRecord([]));
    expect(time()).toBe('0:00');
    vi.advanceTimersByTime(9_000);
    expect(time()).toBe('0:09');
    await session.dispatch(draw('U'));
    vi.advanceTimersByTime(2_000);
    expect(time()).toBe('0:11');
    await session.dispatch(place());
    await session.dispatch(endTurn);
    expect(screen.getByRole('heading', { name: /Turn 2: Ben/ })).toBeTruthy();
    expect(time()).toBe('0:00');
  });
});

const stamped = (event: GameEvent, at: string): GameEvent => ({ ...event, at });

describe('the turn timer of a saved game opened again', () => {
  /** Ana's turn 1 ended at 19:00:10; Ben drew at 19:00:40 and placed at 19:01:40. */
  const saved = [
    stamped(draw('U'), '2025-11-29T19:00:00.000Z'),
    stamped(place(), '2025-11-29T19:00:05.000Z'),
    stamped(endTurn, '2025-11-29T19:00:10.000Z'),
    stamped(draw('V'), '2025-11-29T19:00:40.000Z'),
    stamped(place(), '2025-11-29T19:01:40.000Z'),
  ];

  it('goes on from the time already played in the turn (its stamps), not from 0:00', async () => {
    // Opened an hour later: the time the game was closed is not counted.
    await renderTable(gameRecord(saved));
    expect(time()).toBe('1:30');
    vi.advanceTimersByTime(5_000);
    expect(time()).toBe('1:35');
  });

  it('measures from the endTurn that began the turn to the last move; 0 without stamps', () => {
    expect(turnTimePlayed(saved)).toBe(90_000);
    expect(turnTimePlayed(saved.slice(0, 3))).toBe(0);
    expect(turnTimePlayed(saved.slice(0, 2))).toBe(5_000);
    expect(turnTimePlayed([])).toBe(0);
    expect(turnTimePlayed([draw('U'), place()])).toBe(0);
  });

  it('counts on to now for a page that opens the game mid-turn, unless the gap is a break', async () => {
    // A phone joins 40 s after Ben placed: the turn has been going for 2:10, not 0:00.
    vi.setSystemTime(new Date('2025-11-29T19:02:20.000Z'));
    await renderTable(gameRecord(saved));
    expect(time()).toBe('2:10');
    const now = Date.parse('2025-11-29T19:02:20.000Z');
    expect(turnTimePlayed(saved, now)).toBe(130_000);
    // Before Ben's first move: from the endTurn that began his turn.
    expect(turnTimePlayed(saved.slice(0, 3), Date.parse('2025-11-29T19:00:25.000Z'))).toBe(15_000);
    // Opened again after more than 5 minutes: that is a break, as between two moves.
    expect(turnTimePlayed(saved, Date.parse('2025-11-29T19:07:41.000Z'))).toBe(90_000);
    // A clock behind the stamps (another device's) adds nothing.
    expect(turnTimePlayed(saved, Date.parse('2025-11-29T19:01:00.000Z'))).toBe(90_000);
  });

  it("counts the first turn from the game's start, so every page says the same of it", () => {
    const first = [
      stamped(draw('U'), '2025-11-29T19:00:00.000Z'),
      stamped(place(), '2025-11-29T19:00:05.000Z'),
    ];
    const now = Date.parse('2025-11-29T19:00:20.000Z');
    // Created at 18:58:10: 1:50 before the first draw, 5 s to place it, 15 s since.
    expect(turnTimePlayed(first, now, '2025-11-29T18:58:10.000Z')).toBe(130_000);
    // No move yet: from the start.
    expect(turnTimePlayed([], now, '2025-11-29T19:00:00.000Z')).toBe(20_000);
    // An imported game is created after its moves were played: its start says nothing.
    expect(turnTimePlayed(first, now, '2025-11-29T19:00:01.000Z')).toBe(20_000);
    // Past the first turn the start plays no part.
    expect(turnTimePlayed(saved, undefined, '2025-11-29T18:00:00.000Z')).toBe(90_000);
  });

  it('leaves out a break between two moves, as the statistics do (over 5 minutes)', () => {
    const afterABreak = [...saved, stamped(place(), '2025-11-29T19:31:40.000Z')];
    expect(turnTimePlayed(afterABreak)).toBe(90_000);
  });

  it('takes the time played when the turn changes, as after an undo into the last turn', () => {
    const [turn, setTurn] = createSignal('2:1:false');
    render(() => <TurnTimer turn={turn()} played={() => (turn() === '1:0:false' ? 42_000 : 0)} />);
    expect(time()).toBe('0:00');
    setTurn('1:0:false');
    expect(time()).toBe('0:42');
  });
});

describe('think time', () => {
  it('the session stamps each event; statistics measure each turn from the stamps', async () => {
    const { api, id, session, dispose } = await openSession(gameRecord([]));
    await session.dispatch(draw('U'));
    vi.advanceTimersByTime(20_000);
    await session.dispatch(place());
    vi.advanceTimersByTime(10_000);
    await session.dispatch(endTurn);
    vi.advanceTimersByTime(5_000);
    await session.dispatch(draw('V'));
    expect(api.stamps).toEqual([
      '2025-11-29T20:00:00.000Z',
      '2025-11-29T20:00:20.000Z',
      '2025-11-29T20:00:30.000Z',
      '2025-11-29T20:00:35.000Z',
    ]);
    const record = api.games.get(id)?.record;
    const facts = gameFacts(record);
    if (!facts.ok) throw new Error(facts.error);
    expect(facts.facts.turns[0]).toMatchObject({ number: 1, player: 'ana', thinkMs: 30_000 });
    expect(facts.facts.players[0]?.counters.thinkTimeMs).toBe(30_000);
    dispose();
  });
});
