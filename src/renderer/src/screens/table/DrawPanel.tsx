import { createMemo, type JSX, Show } from 'solid-js';
import { activePlayer } from '../../../../shared/game/gameContext';
import { tilesRemaining } from '../../../../shared/rules/deckOdds';
import { showsAids } from '../../../../shared/rules/houseRules';
import { PlayerBadge } from '../../components';
import { t, tn } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { Action } from './Action';
import { EndTurnPanel } from './EndTurnPanel';
import { OfferTiles } from './turnTiles';
import { tablePhase } from './words';

const DRAW_PHASES = new Set(['draw', 'discarded']);

/**
 * Start of a turn (or after a discarded tile): pick the tile that was drawn. The grid shows
 * what is left and the chance of each tile; typing a letter filters it (the box has focus).
 */
export function DrawPanel(props: { session: GameSession; discarded?: boolean }): JSX.Element {
  const game = () => props.session.snapshot().context;
  const player = () => activePlayer(game());
  const remaining = () => tilesRemaining(props.session.current().context.deck);
  // H2: no counts or odds; every tile can be picked, the referee refuses one with none left.
  const aids = () => showsAids(game().houseRules);

  // The engine is asked once per tile and state, not once per place the grid shows the reason;
  // with the aids on, a tile with none left is off for that (the grid says so) and not asked.
  // Not after the draw: the panel goes with that update, but the grid asked it first, and in
  // the state after a draw every tile was refused (a tile is in hand): some 70 checks, then a
  // reason put on each tile and taken off again in the same update, for nothing.
  const drawProblems = createMemo((before?: Map<string, string | undefined>) => {
    if (before && !DRAW_PHASES.has(tablePhase(props.session.current()))) return before;
    const problems = new Map<string, string | undefined>();
    const { left } = props.session.current().context.deck;
    for (const tile of Object.keys(left))
      if (!aids() || (left[tile] ?? 0) > 0)
        problems.set(tile, props.session.check({ type: 'draw', tile }));
    return problems;
  });
  const reason = (tile: string): string | undefined =>
    props.session.busy() ? t('common.saving') : aids() ? drawProblems().get(tile) : undefined;

  /** End the game now: below the grid, or alone when no tile is left (a node per place). */
  const foot = () => (
    <div class="tb-panel__foot">
      <Action
        session={props.session}
        event={{ type: 'endGame' }}
        tone="danger"
        confirm={t('draw.endConfirm')}
        data={{ end: 'game' }}
      >
        {t('draw.endNow')}
      </Action>
    </div>
  );

  return (
    <section class="tb-panel tb-draw" aria-labelledby="tb-draw-title">
      <header class="tb-panel__head">
        <PlayerBadge player={player()} size={48} />
        <h2 id="tb-draw-title">
          {t(props.discarded ? 'draw.again' : 'draw.title', { name: player().name })}
        </h2>
        <Show when={aids()}>
          <span class="ml-muted">{tn('draw.left', remaining())}</span>
        </Show>
      </header>
      <Show when={props.discarded}>
        <p class="tb-note" role="status">
          {t('draw.discarded')} {remaining() > 0 ? t('draw.another') : t('draw.deckEmpty')}
        </p>
      </Show>
      <Show when={remaining() > 0}>
        <p class="ml-muted tb-hint">{t('draw.hint')}</p>
        {/* The grid is the turn panel's, below this one: it is told what a pick means. */}
        {/* The grid's own name: by the panel's heading, two regions were both "Ana draws a tile". */}
        <span id="tb-draw-tiles-name" hidden>
          {t('draw.tilesAria')}
        </span>
        <OfferTiles
          kind="draw"
          labelledBy="tb-draw-tiles-name"
          disabled={reason}
          onPick={(tile) => props.session.dispatch({ type: 'draw', tile })}
          after={<Show when={!props.discarded}>{foot()}</Show>}
        />
      </Show>
      <Show when={props.discarded && remaining() === 0}>
        <EndTurnPanel session={props.session} />
      </Show>
      <Show when={!props.discarded && remaining() === 0}>{foot()}</Show>
    </section>
  );
}
