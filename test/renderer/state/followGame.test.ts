import { createSignal } from 'solid-js';
import { describe, expect, it, vi } from 'vitest';
import { followOpenGame } from '../../../src/renderer/src/state/followGame';
import type { SessionChange } from '../../../src/shared/ipc/channelList';
import type { GameEvent } from '../../../src/shared/record/schema';

const ID = '00000000-0000-4000-8000-000000000001';
const draw = (tile: string) => ({ type: 'draw', tile }) as GameEvent;

/** A store that holds `stored` events, and a table that shows `shown` ones. */
function setUp(stored: GameEvent[], shown: GameEvent[]) {
  let listener: ((id: string, change?: SessionChange) => void) | undefined;
  const [pending, setPending] = createSignal(false);
  const api = {
    sessions: {
      open: vi.fn(async () => ({
        ok: true as const,
        value: {
          record: { events: stored },
          info: { canUndo: stored.length > 0, canRedo: false },
        },
      })),
    },
    onSessionChanged: (l: (id: string, change?: SessionChange) => void) => {
      listener = l;
      return () => {
        listener = undefined;
      };
    },
  };
  const game = {
    id: ID,
    session: {
      pending,
      events: () => shown,
      canUndo: () => shown.length > 0,
      canRedo: () => false,
    },
  };
  const reopen = vi.fn();
  const stop = followOpenGame(api as never, () => game, reopen);
  return {
    api,
    reopen,
    stop,
    setPending,
    changed: (id = ID) => listener?.(id),
    /** A notice that says what the session now is (after a move, undo or redo). */
    changedTo: (eventCount: number, canUndo = eventCount > 0, canRedo = false) =>
      listener?.(ID, { eventCount, canUndo, canRedo }),
  };
}

const settle = () => new Promise((r) => setTimeout(r, 120));

describe('followOpenGame (phones at the table)', () => {
  it('reopens the open game when another device changed it', async () => {
    const t = setUp([draw('D'), draw('F')], [draw('D')]);
    t.changed();
    await settle();
    expect(t.reopen).toHaveBeenCalledExactlyOnceWith(ID);
  });

  it('leaves it alone when the change is one it already shows (its own move)', async () => {
    const t = setUp([draw('D')], [draw('D')]);
    t.changed();
    await settle();
    expect(t.reopen).not.toHaveBeenCalled();
  });

  it("leaves it alone when its own last move comes back with its fields in the store's order", async () => {
    // "Lay it down instead": the table made { ...deploy, protect } (after `at`), the store's
    // parse wrote `protect` before `at`; the game was opened again as changed elsewhere.
    const at = '2026-12-05T07:00:00.000Z';
    const mine = { type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city', at, protect: true };
    const stored = { type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city', protect: true, at };
    const t = setUp([draw('D'), stored as GameEvent], [draw('D'), mine as GameEvent]);
    t.changed();
    await settle();
    expect(t.api.sessions.open).toHaveBeenCalledOnce();
    expect(t.reopen).not.toHaveBeenCalled();
  });

  it('notices a different move with the same count (undo, then another move)', async () => {
    const t = setUp([draw('D'), draw('K')], [draw('D'), draw('F')]);
    t.changed();
    await settle();
    expect(t.reopen).toHaveBeenCalledOnce();
  });

  it('waits while its own move is being stored, and ignores other sessions', async () => {
    const t = setUp([draw('D')], [draw('D')]);
    t.setPending(true);
    t.changed();
    t.changed('00000000-0000-4000-8000-000000000002');
    await settle();
    expect(t.api.sessions.open).not.toHaveBeenCalled();
    t.setPending(false);
    await settle();
    expect(t.api.sessions.open).toHaveBeenCalledOnce();
    t.stop();
  });
});

describe('followOpenGame with notices that say what the session now is', () => {
  it('does not open the game again when the notice is what it shows (its own move)', async () => {
    const t = setUp([draw('D')], [draw('D')]);
    t.changedTo(1);
    await settle();
    expect(t.api.sessions.open).not.toHaveBeenCalled();
    expect(t.reopen).not.toHaveBeenCalled();
  });

  it('waits for its own move to be shown before it compares', async () => {
    const shown: GameEvent[] = [];
    const t = setUp([draw('D')], shown);
    t.setPending(true);
    t.changedTo(1); // the notice of the move arrives before its answer is applied
    await settle();
    shown.push(draw('D'));
    t.setPending(false);
    await settle();
    expect(t.api.sessions.open).not.toHaveBeenCalled();
  });

  it('opens it when the count or the undo/redo flags differ', async () => {
    const t = setUp([draw('D'), draw('F')], [draw('D')]);
    t.changedTo(2);
    await settle();
    expect(t.reopen).toHaveBeenCalledExactlyOnceWith(ID);
    const u = setUp([draw('D')], [draw('D')]);
    u.changedTo(1, true, true);
    await settle();
    expect(u.api.sessions.open).toHaveBeenCalledOnce();
  });

  it('opens it when any notice heard meanwhile differs, even if the last matches', async () => {
    // Another device took the move back and played another with the same count.
    const t = setUp([draw('K')], [draw('D')]);
    t.setPending(true);
    t.changedTo(0, false, true);
    t.changedTo(1);
    await settle();
    t.setPending(false);
    await settle();
    expect(t.api.sessions.open).toHaveBeenCalledOnce();
    expect(t.reopen).toHaveBeenCalledExactlyOnceWith(ID);
  });

  it('opens it for a notice without the change, as before (rename, an older sender)', async () => {
    const t = setUp([draw('D')], [draw('D')]);
    t.changedTo(1);
    t.changed();
    await settle();
    expect(t.api.sessions.open).toHaveBeenCalledOnce();
    expect(t.reopen).not.toHaveBeenCalled();
  });
});

describe('followOpenGame: the game on screen gone elsewhere', () => {
  it('hands over why it could not be opened again (put in the trash), and that it can be once restored, reopening nothing', async () => {
    const t = setUp([draw('D')], [draw('D')]);
    const error = { code: 'IN_TRASH', message: 'This game is in the trash: restore it to go on.' };
    t.api.sessions.open.mockResolvedValueOnce({ ok: false, error } as never);
    const unreadable = vi.fn();
    const readable = vi.fn();
    t.stop();
    const game = {
      id: ID,
      session: {
        pending: () => false,
        events: () => [draw('D')],
        canUndo: () => true,
        canRedo: () => false,
      },
    };
    let listener: ((id: string) => void) | undefined;
    followOpenGame(
      {
        sessions: t.api.sessions,
        onSessionChanged: (l: (id: string) => void) => {
          listener = l;
          return () => undefined;
        },
      } as never,
      () => game,
      t.reopen,
      unreadable,
      readable,
    );
    listener?.(ID); // a deletion's notice says no more than the id
    await settle();
    expect(unreadable).toHaveBeenCalledExactlyOnceWith(ID, error);
    expect(readable).not.toHaveBeenCalled();
    expect(t.reopen).not.toHaveBeenCalled();
    // Restored elsewhere: it opens again, the same moves, and that is said (its news is stale).
    listener?.(ID);
    await settle();
    expect(readable).toHaveBeenCalledExactlyOnceWith(ID);
    expect(t.reopen).not.toHaveBeenCalled();
  });
});
