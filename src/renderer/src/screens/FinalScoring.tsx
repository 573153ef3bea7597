import { createMemo, For, type JSX, Show } from 'solid-js';
import { occupiedFeatures } from '../../../shared/game/scorePreview';
import { PlayerBadge, plural, signed } from '../components';
import type { GameSession } from '../state/gameSession';
import { Action } from './table/Action';
import { FeatureScorer } from './table/FeatureScorer';
import './FinalScoring.css';

/**
 * Final scoring (B5): every feature still on the board with its calculator (city tiles and
 * pennants, road tiles, monastery or garden tiles 1–9 with itself, field: completed cities it
 * touches), the majority shown before the Score button; then Finish, on to the results.
 */
export function FinalScoring(props: { session: GameSession; onResults: () => void }): JSX.Element {
  const game = () => props.session.snapshot().context;
  const features = createMemo(() => occupiedFeatures(game()));
  const standings = createMemo(() =>
    game()
      .players.map((player, seat) => ({ player, seat }))
      .sort((a, b) => b.player.score - a.player.score),
  );
  const ids = createMemo(() => features().map((f) => f.feature));
  const kindOf = (id: string) => features().find((f) => f.feature === id)?.kind ?? 'city';
  const left = () => features().length;

  return (
    <section class="tb-panel fs" aria-labelledby="fs-title">
      <header class="tb-panel__head">
        <h2 id="fs-title">Final scoring</h2>
        <span class="ml-muted">
          {left() === 0 ? 'Every feature is scored' : `${plural(left(), 'feature')} left to score`}
        </span>
      </header>
      <p class="tb-hint ml-muted">
        Incomplete cities score 1 per tile and 1 per pennant, roads 1 per tile, monasteries and
        gardens 1 for themselves and 1 per neighbour, fields 3 per completed city they touch (B5).
      </p>
      <ol class="fs-standings" aria-label="Scores so far">
        <For each={standings()}>
          {(s) => (
            <li>
              <PlayerBadge player={s.player} seat={s.seat} size={32} />
              <span>{s.player.name}</span>
              <strong class="ml-num">{signed(s.player.score)}</strong>
            </li>
          )}
        </For>
      </ol>
      <div class="fs-features">
        <For each={ids()}>
          {(id) => (
            <FeatureScorer session={props.session} feature={id} kind={kindOf(id)} when="final" />
          )}
        </For>
      </div>
      <div class="tb-panel__foot">
        <Show when={left() === 0}>
          <p class="tb-note" role="status">
            Nothing is left on the board. Finish to see the results.
          </p>
        </Show>
        <Action
          session={props.session}
          event={{ type: 'finish' }}
          tone="primary"
          class="tb-action--big"
          shortcut={left() === 0 ? 'Enter' : undefined}
          confirm={
            left() > 0
              ? `${plural(left(), 'feature')} still ${left() === 1 ? 'has' : 'have'} meeples and ${left() === 1 ? 'is' : 'are'} not scored. Finish anyway?`
              : undefined
          }
          onDone={() => props.onResults()}
        >
          Finish the game
        </Action>
      </div>
    </section>
  );
}
