import { createRoot, createSignal } from 'solid-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSurroundings } from '../../../../src/renderer/src/screens/table/surroundings';
import { tablePhase } from '../../../../src/renderer/src/screens/table/words';
import type { GameSnapshot } from '../../../../src/shared/game/gameSnapshot';
import { replayRecord } from '../../../../src/shared/record/replay';
import { holdFrames } from '../../heldFrames';
import { gameRecord } from './fakeApi';
import { draw, place } from './helpers';

/** The states of a short game: before the draw, the tile in hand, then a correction (same phase). */
function states() {
  const record = gameRecord([draw('V'), place()]);
  const ana = record.players[0]?.id ?? '';
  const replayed = replayRecord(
    { ...record, events: [...record.events, { type: 'adjust', player: ana, points: 3 }] },
    { keepHistory: true },
  );
  if (!replayed.ok || !replayed.history) throw new Error('the test game does not replay');
  const [drawing, inHand, placed] = replayed.history as GameSnapshot[];
  return { drawing, inHand, placed, adjusted: replayed.snapshot } as Record<string, GameSnapshot>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

function surroundingsOf(first: GameSnapshot) {
  return createRoot((dispose) => {
    const [source, setSource] = createSignal(first);
    return { around: createSurroundings(source), setSource, dispose };
  });
}

describe('the table surroundings: a frame behind a move that changes the turn panel', () => {
  it('a move to another phase reaches the seats and side panels only after the next frame', async () => {
    const frames = holdFrames();
    const { drawing, inHand } = states() as Record<string, GameSnapshot>;
    expect(tablePhase(drawing as GameSnapshot)).not.toBe(tablePhase(inHand as GameSnapshot));
    const table = surroundingsOf(drawing as GameSnapshot);
    table.setSource(inHand as GameSnapshot);
    expect(table.around.current()).toBe(drawing);
    expect(table.around.snapshot().context.turn.tile).toBeNull();
    await Promise.resolve();
    expect(table.around.current()).toBe(drawing); // no frame drawn yet
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    await vi.waitFor(() => expect(table.around.current()).toBe(inHand));
    expect(table.around.snapshot().context.turn.tile).toBe('V');
    table.dispose();
  });

  it('a move within the phase (a score, a correction) is theirs: shown at once', () => {
    const frames = holdFrames();
    const { placed, adjusted } = states() as Record<string, GameSnapshot>;
    expect(tablePhase(placed as GameSnapshot)).toBe(tablePhase(adjusted as GameSnapshot));
    const table = surroundingsOf(placed as GameSnapshot);
    table.setSource(adjusted as GameSnapshot);
    expect(table.around.current()).toBe(adjusted);
    expect(table.around.snapshot().context.players[0]?.score).toBe(3);
    expect(frames).toHaveLength(0);
    table.dispose();
  });

  it('moves meanwhile are one wait, and the newest state is the one shown', async () => {
    const frames = holdFrames();
    const { drawing, inHand, adjusted } = states() as Record<string, GameSnapshot>;
    const table = surroundingsOf(drawing as GameSnapshot);
    table.setSource(inHand as GameSnapshot);
    table.setSource(adjusted as GameSnapshot);
    expect(table.around.current()).toBe(drawing);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    await vi.waitFor(() => expect(table.around.current()).toBe(adjusted));
    expect(table.around.snapshot().context.players[0]?.score).toBe(3);
    table.dispose();
  });

  it('a table closed before the frame is not written to', async () => {
    const frames = holdFrames();
    const { drawing, inHand } = states() as Record<string, GameSnapshot>;
    const table = surroundingsOf(drawing as GameSnapshot);
    table.setSource(inHand as GameSnapshot);
    table.dispose();
    frames[0]?.(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(table.around.current()).toBe(drawing);
  });
});
