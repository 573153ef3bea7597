import { createMemo, type JSX } from 'solid-js';
import { nextTileOdds } from '../../../../shared/rules/deckOdds';
import { showsAids } from '../../../../shared/rules/houseRules';
import { createLagging } from '../../later';
import type { GameSession, Outcome } from '../../state/gameSession';
import { Refusal } from './Action';
import { KeptTileGrid } from './keptTileGrid';
import { createTurnSignal } from './turnScope';

/**
 * The tiles left, to pick the one drawn (the draw panel, and the next player's tile beside a
 * turn): the kept grid with each tile's chance, and why a pick was refused under it.
 */
export function DrawGrid(props: {
  session: GameSession;
  /** Why a tile cannot be picked now, if it cannot. */
  disabled: (tile: string) => string | undefined;
  /** Stores what picking the tile means; its refusal is shown under the grid. */
  onPick: (tile: string) => Promise<Outcome>;
  /** The grid is not what this tap is about (the next player's tile): its deck may come late. */
  late?: boolean;
}): JSX.Element {
  const [error, setError] = createTurnSignal<string | undefined>(undefined);
  const game = () => props.session.snapshot().context;
  const deck = createLagging(
    () => props.session.current().context.deck,
    () => props.late === true,
  );
  const odds = createMemo(() => nextTileOdds(deck()));
  // H2: no counts or odds; every tile can be picked, the referee refuses one with none left.
  const aids = () => showsAids(game().houseRules);
  const pick = async (tile: string): Promise<void> => {
    try {
      const outcome = await props.onPick(tile);
      setError(outcome.ok || outcome.ignored ? undefined : outcome.error);
    } catch (error) {
      setError(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <>
      <KeptTileGrid
        owner={props.session}
        left={deck().left}
        odds={odds()}
        onPick={(id) => void pick(id)}
        disabled={props.disabled}
        aids={aids()}
      />
      <Refusal message={error()} />
    </>
  );
}
