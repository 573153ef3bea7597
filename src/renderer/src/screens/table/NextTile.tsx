import { createMemo, type JSX, Show } from 'solid-js';
import { checkDraw } from '../../../../shared/game/checks';
import type { GameContext } from '../../../../shared/game/gameContext';
import type { GameSnapshot } from '../../../../shared/game/gameSnapshot';
import type { Problem } from '../../../../shared/game/problems';
import type { GameEvent } from '../../../../shared/record/schema';
import { tilesRemaining } from '../../../../shared/rules/deckOdds';
import { showsAids } from '../../../../shared/rules/houseRules';
import { PlayerBadge } from '../../components';
import { t } from '../../i18n';
import { problemMessage } from '../../state/engineText';
import type { GameSession, Outcome } from '../../state/gameSession';
import { nextPlayer } from './EndTurnPanel';
import { OfferTiles } from './turnTiles';
import { type TablePhase, tablePhase } from './words';

const END_TURN: GameEvent = { type: 'endTurn' };

/** The rules' refusals of each tile with some left as the next draw, once per state. */
const refusalsByState = new WeakMap<GameContext, ReadonlyMap<string, Problem>>();

/**
 * Which tiles the rules refuse as the next player's draw from `game` (tiles with none left are
 * not asked: the grid says they are off). Ending the turn leaves the deck as it is, so this is
 * asked of the state the turn is in, once: the table works it out ahead of a move, while the
 * store writes it (`warmNextTile`), and the panel then finds it done.
 */
export function nextDrawRefusals(game: GameContext): ReadonlyMap<string, Problem> {
  const known = refusalsByState.get(game);
  if (known) return known;
  const refusals = new Map<string, Problem>();
  for (const [tile, left] of Object.entries(game.deck.left)) {
    if (left <= 0) continue;
    const problem = checkDraw(game, { type: 'draw', tile });
    if (problem) refusals.set(tile, problem);
  }
  refusalsByState.set(game, refusals);
  return refusals;
}

const OFFERED_IN = new Set<TablePhase>(['place', 'meeple', 'scoring', 'turnEnding']);

/** For `session.aheadOfMove`: the refusals the next tile shows in `state`, when it shows some. */
export function warmNextTile(state: GameSnapshot): void {
  if (showsAids(state.context.houseRules) && OFFERED_IN.has(tablePhase(state)))
    nextDrawRefusals(state.context);
}

/**
 * The next player's draw while this turn is still open: tapping the tile they drew ends this
 * turn and starts theirs (`endTurn`, then `draw`, after the tile's `place` while it is in
 * hand), so End turn is never a tap of its own when the next tile says so. Shown when the turn
 * can end (its arrow chosen, not before a crop circle round, not after the last tile).
 */
export function NextTile(props: {
  session: GameSession;
  /** Events ending the turn implies first: the tile's `place` while it is still in hand. */
  lead?: readonly GameEvent[] | undefined;
  leadMissing?: string | undefined;
  /** While the tile is in hand: whether the placement chosen earns an extra turn (A8). */
  willEarnExtra?: boolean | undefined;
}): JSX.Element {
  const game = () => props.session.snapshot().context;
  const lead = createMemo(() => ('lead' in props ? props.lead : []));
  const next = () => nextPlayer(game(), props.willEarnExtra);
  const aids = () => showsAids(game().houseRules);
  /** Why the turn cannot end here (the engine's word), if it cannot. */
  const endProblem = createMemo((): string | undefined => {
    const before = lead();
    if (!before) return props.leadMissing ?? t('common.makeChoice');
    return props.session.checkAll([...before, END_TURN]);
  });
  // Only with the aids on: without them no tile shows a reason.
  const drawProblems = createMemo(() => {
    const problems = new Map<string, string>();
    if (!aids()) return problems;
    const now = props.session.current().context;
    for (const [tile, problem] of nextDrawRefusals(now))
      problems.set(tile, problemMessage(problem, now));
    return problems;
  });
  const reason = (tile: string): string | undefined =>
    props.session.busy()
      ? t('common.saving')
      : (endProblem() ?? (aids() ? drawProblems().get(tile) : undefined));
  // Only while the turn can end: a grid of tiles all off would say the same reason 90 times.
  const shown = () =>
    tilesRemaining(props.session.current().context.deck) > 0 && endProblem() === undefined;

  /** Ends this turn and draws the next player's tile (after the tile's place, while in hand). */
  const pick = async (tile: string): Promise<Outcome> => {
    const before = lead();
    // Not shown without it; a tap racing a change of the turn does nothing.
    if (!before) return { ok: false, error: t('common.makeChoice'), ignored: true };
    return props.session.dispatchAll([...before, END_TURN, { type: 'draw', tile }]);
  };

  return (
    <Show when={shown()}>
      {/* The turn panel's grid, below the panels: it is told what a pick means. */}
      <OfferTiles
        kind="next"
        labelledBy="tb-next-tile-title"
        head={
          <>
            <h3 id="tb-next-tile-title" class="tb-section__title">
              <PlayerBadge player={next()} size={32} decorative />{' '}
              {t('nextTile.title', { name: next().name })}
            </h3>
            <p class="ml-muted tb-hint">
              {t('nextTile.hint')} <span class="hint--keys">{t('nextTile.keys')}</span>
            </p>
          </>
        }
        disabled={reason}
        onPick={pick}
      />
    </Show>
  );
}
