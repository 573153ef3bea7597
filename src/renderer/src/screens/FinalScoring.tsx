import { createEffect, createMemo, For, type JSX, on, onCleanup, onMount, Show } from 'solid-js';
import type { FeatureKind } from '../../../shared/game/gameContext';
import { occupiedFeatures } from '../../../shared/game/scorePreview';
import { namesFor, PlayerBadge, signed } from '../components';
import { t, tn } from '../i18n';
import { inTheFrame } from '../later';
import type { GameSession } from '../state/gameSession';
import { Action } from './table/Action';
import { FeatureScorer } from './table/FeatureScorer';
import './FinalScoring.css';

/** B5: the order a group scores the board in at the end, farmers last. */
const FINAL_ORDER: readonly FeatureKind[] = ['city', 'road', 'monastery', 'garden', 'field'];

/**
 * Final scoring (B5): every feature still on the board with its calculator (city tiles and
 * pennants, road tiles, monastery or garden tiles 1–9 with itself, field: completed cities it
 * touches), the majority shown before the Score button; then Finish, on to the results.
 */
export function FinalScoring(props: { session: GameSession; onResults: () => void }): JSX.Element {
  const game = () => props.session.snapshot().context;
  // By kind, then as the table numbers them (city 1 before city 2), not in the order the
  // meeples went down: a group reads the list against the board.
  const features = createMemo(() => {
    const names = namesFor(props.session.current().context);
    return occupiedFeatures(props.session.current().context).sort(
      (a, b) =>
        FINAL_ORDER.indexOf(a.kind) - FINAL_ORDER.indexOf(b.kind) ||
        names.featureOf(a.feature).number - names.featureOf(b.feature).number,
    );
  });
  const standings = createMemo(() =>
    game()
      .players.map((player, seat) => ({ player, seat }))
      .sort((a, b) => b.player.score - a.player.score),
  );
  const ids = createMemo(() => features().map((f) => f.feature));
  const kindOf = (id: string) => features().find((f) => f.feature === id)?.kind ?? 'city';
  const left = () => features().length;

  // The focus follows the scoring (keyboard and screen readers): on the panel when it opens
  // (End the game now's button is gone), and from a feature just scored to the one in its
  // place in the list, or to Finish once none is left; never left on the page's body.
  let root: HTMLElement | undefined;
  /** Which scorer had the focus when the move was asked for (its place in the list). */
  let heldAt: number | undefined;
  const scorers = () => [
    ...(root?.querySelectorAll<HTMLElement>('.fs-features > .tb-scorer') ?? []),
  ];
  const lost = () => !document.activeElement || document.activeElement === document.body;
  onCleanup(
    props.session.beforeChange(() => {
      const active = document.activeElement;
      const at = active ? scorers().findIndex((s) => s.contains(active)) : -1;
      heldAt = at >= 0 ? at : undefined;
    }),
  );
  onMount(() =>
    inTheFrame(() => {
      if (lost()) root?.focus({ preventScroll: true });
    }),
  );
  createEffect(
    on(
      ids,
      () =>
        inTheFrame(() => {
          const at = heldAt;
          heldAt = undefined;
          if (at === undefined || !lost()) return;
          const list = scorers();
          const next =
            list[Math.min(at, list.length - 1)] ??
            root?.querySelector<HTMLElement>('[data-finish]') ??
            root;
          next?.focus({ preventScroll: true });
        }),
      { defer: true },
    ),
  );

  return (
    <section ref={root} class="tb-panel fs" aria-labelledby="fs-title" tabIndex={-1}>
      <header class="tb-panel__head">
        <h2 id="fs-title">{t('final.title')}</h2>
        <span class="ml-muted">
          {left() === 0 ? t('final.allScored') : tn('final.left', left())}
        </span>
      </header>
      <p class="tb-hint ml-muted">{t('final.hint')}</p>
      <ol class="fs-standings" aria-label={t('final.scoresAria')}>
        <For each={standings()}>
          {(s) => (
            <li>
              <PlayerBadge player={s.player} size={32} />
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
            {t('final.nothingLeft')}
          </p>
        </Show>
        <Action
          session={props.session}
          event={{ type: 'finish' }}
          tone="primary"
          class="tb-action--big"
          shortcut={left() === 0 ? 'Enter' : undefined}
          confirm={left() > 0 ? tn('final.confirm', left()) : undefined}
          onDone={() => props.onResults()}
          data={{ finish: 'game' }}
        >
          {t('final.finish')}
        </Action>
      </div>
    </section>
  );
}
