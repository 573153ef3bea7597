import { type Accessor, createComputed, untrack } from 'solid-js';
import type { GameSnapshot } from '../../../../shared/game/gameSnapshot';
import { createLagging } from '../../later';
import { createSnapshotStore } from '../../state/snapshotFeed';
import { tablePhase } from './words';

/**
 * The game as the table's surroundings show it: the seats, the score strip and the side
 * panels. A move that changes the turn's panel (a tile drawn, placed, End turn, an undo across
 * phases) is the turn panel's result first: the surroundings follow in the task after the frame
 * that shows it, so that frame carries one panel's change instead of the whole table's (the
 * seats, the board list and the strip were a third of the longest task of such a tap). A move
 * that keeps the panel (a feature scored, a count changed) is theirs: shown at once.
 */
export interface Surroundings {
  /** As `GameSession.snapshot`: a store, read fine-grained. */
  readonly snapshot: Accessor<GameSnapshot>;
  /** As `GameSession.current`: the engine's own immutable state. */
  readonly current: Accessor<GameSnapshot>;
}

export function createSurroundings(source: Accessor<GameSnapshot>): Surroundings {
  const current = createLagging(source, (next, shown) => tablePhase(next) !== tablePhase(shown));
  const store = createSnapshotStore<GameSnapshot>(untrack(current));
  createComputed(() => store.show(current()));
  return { snapshot: store.read, current };
}
