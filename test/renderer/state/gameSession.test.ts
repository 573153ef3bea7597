import { createEffect, createRoot } from 'solid-js';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../src/renderer/src/i18n';
import { createGameSession, type GameSession } from '../../../src/renderer/src/state/gameSession';
import { replayRecord } from '../../../src/shared/record/replay';
import { createFakeTableApi, type FakeTableApi, gameRecord } from '../screens/table/fakeApi';

/** Two devices (two tables) on one stored game: what the slower one sees. */

const disposers: (() => void)[] = [];

afterEach(async () => {
  for (const dispose of disposers.splice(0)) dispose();
  await setLanguage('en', false);
});

async function device(api: FakeTableApi, id: string): Promise<GameSession> {
  const opened = await api.sessions.open(id);
  if (!opened.ok) throw new Error(opened.error.message);
  return createRoot((dispose) => {
    disposers.push(dispose);
    return createGameSession(api, id, opened.value.record, opened.value.info);
  });
}

const strip = (events: readonly object[]) =>
  events.map((event) => {
    const { at: _at, ...rest } = event as { at?: string };
    return rest;
  });

describe('a table racing another device', () => {
  it('sends the number of events it has seen with every change', async () => {
    const api = createFakeTableApi();
    const id = api.add(gameRecord([]));
    const table = await device(api, id);
    const appendAll = api.sessions.appendAll;
    const seen: (number | undefined)[] = [];
    Object.assign(api.sessions, {
      appendAll: (...args: Parameters<typeof appendAll>) => {
        seen.push(args[2]);
        return appendAll(...args);
      },
    });
    await table.dispatch({ type: 'draw', tile: 'V' });
    await table.dispatch({ type: 'place' });
    await table.dispatchAll([{ type: 'endTurn' }, { type: 'draw', tile: 'U' }]);
    expect(seen).toEqual([0, 1, 2]);
  });

  it('on a conflict, reloads the game and says what the other device played', async () => {
    const api = createFakeTableApi();
    const id = api.add(gameRecord([]));
    const phone = await device(api, id);
    const tablet = await device(api, id);
    expect(await phone.dispatch({ type: 'draw', tile: 'V' })).toEqual({ ok: true });

    // The tablet had not seen the draw: its own draw must not be stored as a second one.
    const outcome = await tablet.dispatch({ type: 'draw', tile: 'V' });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatch(/^Another device played a move first: .+V/);
    expect(!outcome.ok && outcome.error).toMatch(/your tap was not saved/);
    expect(api.appended).toEqual([{ type: 'draw', tile: 'V' }]);
    expect(strip(tablet.events())).toEqual([{ type: 'draw', tile: 'V' }]);
    expect(tablet.canUndo()).toBe(true);
    expect(tablet.check({ type: 'place' })).toBeUndefined();

    // Reloaded, the tablet goes on from the game as it is.
    expect(await tablet.dispatch({ type: 'place' })).toEqual({ ok: true });
    expect(api.appended).toHaveLength(2);
  });

  it('tells the conflict at the top of the turn (elsewhere), not beside the button, until its next move', async () => {
    const api = createFakeTableApi();
    const id = api.add(gameRecord([]));
    const phone = await device(api, id);
    const tablet = await device(api, id);
    await phone.dispatch({ type: 'draw', tile: 'V' });
    expect(tablet.elsewhere()).toBeUndefined();

    const outcome = await tablet.dispatch({ type: 'draw', tile: 'B' });
    // Nothing to show beside the tapped tile: it may be far down the page, or gone.
    expect(outcome).toMatchObject({ ok: false, ignored: true });
    expect(tablet.elsewhere()?.text).toMatch(/^Another device played a move first: .+V/);

    // A second race replaces the news: the latest refusal is the one told.
    await phone.dispatch({ type: 'place' });
    await tablet.dispatch({ type: 'place' });
    expect(tablet.elsewhere()?.text).toMatch(/^Another device played a move first: /);
    expect(tablet.elsewhere()?.text).not.toMatch(/drew|V\b/);

    // The tablet's own next move is news of its own: the old one goes.
    expect(await tablet.dispatch({ type: 'endTurn' })).toEqual({ ok: true });
    expect(tablet.elsewhere()).toBeUndefined();
  });

  it('tells a take-back and a rewrite apart, in the current language', async () => {
    const api = createFakeTableApi();
    const id = api.add(gameRecord([{ type: 'draw', tile: 'V' }, { type: 'place' }]));
    const phone = await device(api, id);
    const tablet = await device(api, id);
    expect(await phone.undo()).toEqual({ ok: true });
    expect(await phone.undo()).toEqual({ ok: true });

    const undone = await tablet.undo();
    expect(!undone.ok && undone.error).toMatch(/^Another device took back 2 moves first/);
    expect(tablet.events()).toHaveLength(0);
    expect(api.calls.filter((c) => c === 'undo')).toHaveLength(3);

    // The phone plays another tile; the tablet still shows an empty game, then not the same one.
    expect(await phone.dispatch({ type: 'draw', tile: 'U' })).toEqual({ ok: true });
    expect(await tablet.redo()).toMatchObject({ ok: false });
    expect(strip(tablet.events())).toEqual([{ type: 'draw', tile: 'U' }]);

    const stale = await device(api, id);
    expect(await phone.undo()).toEqual({ ok: true });
    expect(await phone.dispatch({ type: 'draw', tile: 'V' })).toEqual({ ok: true });
    expect(await phone.dispatch({ type: 'place' })).toEqual({ ok: true });
    await setLanguage('de', false);
    const rewritten = await stale.dispatch({ type: 'place' });
    expect(!rewritten.ok && rewritten.error).toMatch(/^Ein anderes Gerät hat dieses Spiel/);
    expect(strip(stale.events())).toEqual([{ type: 'draw', tile: 'V' }, { type: 'place' }]);
  });
});

describe('the engine checks of a table', () => {
  it('answer for the state on screen: after a move, an undo, in the language chosen', async () => {
    const api = createFakeTableApi();
    const id = api.add(gameRecord([]));
    const table = await device(api, id);
    expect(table.check({ type: 'draw', tile: 'V' })).toBeUndefined();
    expect(table.check({ type: 'endTurn' })).toMatch(/./);
    const refused = table.check({ type: 'endTurn' });
    expect((await table.dispatch({ type: 'draw', tile: 'V' })).ok).toBe(true);
    expect(table.check({ type: 'draw', tile: 'V' })).toMatch(/./);
    expect(table.checkAll([{ type: 'place' }, { type: 'endTurn' }])).toBeUndefined();
    await setLanguage('de', false);
    const german = table.check({ type: 'draw', tile: 'V' });
    await setLanguage('en', false);
    expect(german).not.toBe(table.check({ type: 'draw', tile: 'V' }));
    expect((await table.undo()).ok).toBe(true);
    expect(table.check({ type: 'draw', tile: 'V' })).toBeUndefined();
    expect(table.check({ type: 'endTurn' })).toBe(refused);
  });
});

describe('a tap that stores several events', () => {
  it('stores them in one store call, then moves the game on once', async () => {
    const api = createFakeTableApi();
    const id = api.add(gameRecord([{ type: 'draw', tile: 'V' }]));
    const table = await device(api, id);
    const lengths: number[] = [];
    const stop = createRoot((dispose) => {
      createEffect(() => lengths.push(table.events().length));
      return dispose;
    });
    disposers.push(stop);
    const outcome = await table.dispatchAll([
      { type: 'place' },
      { type: 'endTurn' },
      { type: 'draw', tile: 'U' },
    ]);
    expect(outcome.ok).toBe(true);
    expect(api.calls).toEqual(['appendAll']);
    expect(api.appended).toEqual([
      { type: 'place' },
      { type: 'endTurn' },
      { type: 'draw', tile: 'U' },
    ]);
    // One tap, one moment: every event of it carries the same stamp.
    expect(new Set(api.stamps).size).toBe(1);
    expect(api.stamps[0]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(lengths).toEqual([1, 4]);
    expect(strip(table.events())).toEqual([
      { type: 'draw', tile: 'V' },
      { type: 'place' },
      { type: 'endTurn' },
      { type: 'draw', tile: 'U' },
    ]);
    expect(table.before()).toHaveLength(4);
    expect(table.snapshot().context.turn.number).toBe(2);
    const stored = await api.sessions.open(id);
    expect(stored.ok && strip(stored.value.record.events)).toEqual(strip(table.events()));
    // Each is its own move afterwards: undo takes back the draw alone.
    expect(await table.undo()).toEqual({ ok: true });
    expect(strip(table.events()).at(-1)).toEqual({ type: 'endTurn' });
  });

  it('a refusal by the store stores none of them, leaves the game as it was, and says why', async () => {
    const api = createFakeTableApi();
    const id = api.add(gameRecord([{ type: 'draw', tile: 'V' }]));
    const table = await device(api, id);
    api.failNext('The disk is full.');
    const outcome = await table.dispatchAll([{ type: 'place' }, { type: 'endTurn' }]);
    expect(outcome).toEqual({ ok: false, error: 'The disk is full.' });
    expect(strip(table.events())).toEqual([{ type: 'draw', tile: 'V' }]);
    expect(api.appended).toEqual([]);
    const stored = await api.sessions.open(id);
    expect(stored.ok && stored.value.record.events).toHaveLength(1);
    // Nothing is left half done: the same tap goes through once the disk is back.
    expect(await table.dispatchAll([{ type: 'place' }, { type: 'endTurn' }])).toEqual({ ok: true });
    expect(api.appended).toEqual([{ type: 'place' }, { type: 'endTurn' }]);
  });

  it('a series the engine refuses here never reaches the store', async () => {
    const api = createFakeTableApi();
    const id = api.add(gameRecord([{ type: 'draw', tile: 'V' }]));
    const table = await device(api, id);
    const outcome = await table.dispatchAll([{ type: 'place' }, { type: 'place' }]);
    expect(outcome.ok).toBe(false);
    expect(api.calls).toEqual([]);
    expect(table.events()).toHaveLength(1);
  });

  it('on a conflict, stores none of the series and reloads the game as the other device left it', async () => {
    const api = createFakeTableApi();
    const id = api.add(gameRecord([{ type: 'draw', tile: 'V' }]));
    const phone = await device(api, id);
    const tablet = await device(api, id);
    expect(await phone.dispatchAll([{ type: 'place' }, { type: 'endTurn' }])).toEqual({ ok: true });
    const outcome = await tablet.dispatchAll([{ type: 'place' }, { type: 'endTurn' }]);
    expect(!outcome.ok && outcome.error).toMatch(/^Another device played/);
    expect(api.appended).toEqual([{ type: 'place' }, { type: 'endTurn' }]);
    expect(strip(tablet.events())).toEqual(strip(phone.events()));
    expect(api.calls.filter((call) => call === 'appendAll')).toHaveLength(2);
  });
});

describe('the states kept for undo', () => {
  it('are never changed by the moves after them: each is the replay of the events before it', async () => {
    const api = createFakeTableApi();
    const options = {
      players: ['ana', 'ben', 'cleo'] as ('ana' | 'ben' | 'cleo')[],
      expansions: ['crop-circles-1' as const],
    };
    const quiet = [{ type: 'draw', tile: 'V' }, { type: 'place' }, { type: 'endTurn' }] as const;
    const id = api.add(
      gameRecord(
        [
          ...quiet,
          ...quiet,
          { type: 'draw', tile: 'E' },
          { type: 'place' },
          { type: 'deploy', meeple: 'c1', feature: 'C1', kind: 'city' },
          { type: 'endTurn' },
          ...quiet,
          ...quiet,
          { type: 'draw', tile: 'crop1-knight' },
          { type: 'place' },
        ],
        options,
      ),
    );
    const table = await device(api, id);
    // Read as the screen reads it, so the store follows every move.
    createRoot((dispose) => {
      disposers.push(dispose);
      createEffect(() => JSON.stringify(table.snapshot().context));
    });
    expect(await table.dispatch({ type: 'cropCircle', choice: 'deploy' })).toEqual({ ok: true });
    const deploy = { type: 'cropDeploy', player: 'cleo', meeple: 'm1', beside: 'c1' } as const;
    expect(await table.dispatch(deploy)).toEqual({ ok: true });

    const events = table.events();
    const opened = await api.sessions.open(id);
    if (!opened.ok) throw new Error(opened.error.message);
    for (const k of [events.length - 1, events.length - 2]) {
      const prefix = replayRecord({ ...opened.value.record, events: events.slice(0, k) });
      if (!prefix.ok) throw new Error(prefix.error);
      expect(table.before()[k]?.context, `before event ${k}`).toEqual(prefix.snapshot.context);
      expect(table.before()[k]?.value).toEqual(prefix.snapshot.value);
    }
    expect(await table.undo()).toEqual({ ok: true });
    expect(table.snapshot().context.crop?.position).toBe(2);
    expect(table.check(deploy)).toBeUndefined();
  });
});

describe('beforeChange', () => {
  it('is told before each move and undo is worked into the page, with the game still as it was, until stopped', async () => {
    const api = createFakeTableApi();
    const id = api.add(gameRecord([]));
    const table = await device(api, id);
    const seen: number[] = [];
    const stop = table.beforeChange(() => seen.push(table.events().length));
    await table.dispatch({ type: 'draw', tile: 'V' });
    await table.dispatchAll([{ type: 'place' }, { type: 'endTurn' }]);
    // Undo takes the tap back whole, End turn and the place stored with it, in one change.
    await table.undo();
    expect(seen).toEqual([0, 1, 3]);
    expect(table.events()).toHaveLength(1);
    // A refused move changes nothing on the page: nobody is told.
    await table.dispatch({ type: 'draw', tile: 'no-such-tile' });
    expect(seen).toHaveLength(3);
    stop();
    await table.redo();
    expect(seen).toHaveLength(3);
    expect(table.events()).toHaveLength(3);
  });
});

describe('work ahead of a move', () => {
  it('is handed the state the move reaches while the store writes it, and the game moves to that very state', async () => {
    const api = createFakeTableApi();
    const id = api.add(gameRecord([]));
    const table = await device(api, id);
    const ahead: unknown[] = [];
    // The store answers only once the work ahead has had its turn.
    const appendAll = api.sessions.appendAll;
    Object.assign(api.sessions, {
      appendAll: async (...args: Parameters<typeof appendAll>) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return appendAll(...args);
      },
    });
    table.aheadOfMove((state) => ahead.push(state));
    expect(await table.dispatchAll([{ type: 'draw', tile: 'V' }, { type: 'place' }])).toEqual({
      ok: true,
    });
    expect(ahead).toHaveLength(1);
    expect(table.current()).toBe(ahead[0]);
  });

  it('an undo goes back to the very state the game was in, its answers kept', async () => {
    const api = createFakeTableApi();
    const id = api.add(gameRecord([]));
    const table = await device(api, id);
    const start = table.current();
    expect(await table.dispatch({ type: 'draw', tile: 'V' })).toEqual({ ok: true });
    expect(table.current()).not.toBe(start);
    expect(await table.undo()).toEqual({ ok: true });
    expect(table.current()).toBe(start);
  });

  it('a redo comes back to the very state the move reached, its answers kept', async () => {
    const api = createFakeTableApi();
    const id = api.add(gameRecord([]));
    const table = await device(api, id);
    expect(await table.dispatch({ type: 'draw', tile: 'V' })).toEqual({ ok: true });
    const drawn = table.current();
    expect(await table.undo()).toEqual({ ok: true });
    expect(await table.redo()).toEqual({ ok: true });
    // The store gave the move back with its time: the state is the one stepped at the tap.
    expect(table.events().at(-1)?.at).toEqual(expect.any(String));
    expect(table.current()).toBe(drawn);
  });
});

describe('undo and redo take a tap back whole', () => {
  /** Ana's tile drawn, then one tap: its place and a meeple, stored together. */
  async function tapped() {
    const api = createFakeTableApi();
    const id = api.add(gameRecord([]));
    const table = await device(api, id);
    await table.dispatch({ type: 'draw', tile: 'U' });
    await table.dispatchAll([
      { type: 'place' },
      { type: 'deploy', meeple: 'a1', feature: 'r1', kind: 'road' },
    ]);
    return { api, table };
  }

  it('a move led by its place goes with it, and comes back with it', async () => {
    const { table } = await tapped();
    await table.undo();
    expect(table.events().map((e) => e.type)).toEqual(['draw']);
    expect(table.canRedo()).toBe(true);
    await table.redo();
    expect(table.events().map((e) => e.type)).toEqual(['draw', 'place', 'deploy']);
    expect(table.canRedo()).toBe(false);
  });

  it('when the store refuses the second step, shows what it did: the move undone, its place kept', async () => {
    const { api, table } = await tapped();
    const undo = api.sessions.undo;
    let calls = 0;
    Object.assign(api.sessions, {
      undo: async (...args: Parameters<typeof undo>) => {
        calls++;
        if (calls === 2) return { ok: false, error: { code: 'DISK_FULL', message: 'Full.' } };
        return undo(...args);
      },
    });
    const outcome = await table.undo();
    expect(outcome.ok).toBe(true);
    expect(table.events().map((e) => e.type)).toEqual(['draw', 'place']);
    expect(table.current().context.turn.tile).toBe('U');
  });
});
