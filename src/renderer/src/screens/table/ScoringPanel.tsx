import { createMemo, createSignal, For, type JSX, Show } from 'solid-js';
import { cropRoundDue } from '../../../../shared/game/checks';
import { Icon } from '../../components';
import { t } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { sentence } from './Action';
import { CropChoice } from './CropPanel';
import { EndTurnPanel } from './EndTurnPanel';
import { FeatureScorer } from './FeatureScorer';
import { MergeForm } from './MergeForm';
import { keyLabel, useShortcut } from './shortcuts';
import { featureTitle, KIND_GLYPH, playerName, sortedFeatures } from './words';

/**
 * Score what the tile completed: pick a feature with meeples on it (1–9), enter its tiles (and
 * pennants), see the points and the majority, confirm (S). Then the crop circle choice or the
 * end of the turn.
 */
export function ScoringPanel(props: { session: GameSession }): JSX.Element {
  const [selected, setSelected] = createSignal<string>();
  const game = () => props.session.snapshot().context;
  const features = createMemo(() => sortedFeatures(game()));
  const current = () => features().find((f) => f.feature === selected());
  const cropDue = () => cropRoundDue(game());
  const why = (feature: string) => props.session.check({ type: 'score', feature });
  const fieldReason = (feature: string, kind: string) =>
    kind === 'field' ? why(feature) : undefined;
  const owners = (feature: string) => {
    const counts = new Map<string, number>();
    for (const m of game().meeples)
      if (m.feature === feature) counts.set(m.player, (counts.get(m.player) ?? 0) + 1);
    return [...counts].map(([p, n]) => `${playerName(game(), p)} ×${n}`).join(', ');
  };

  for (let n = 1; n <= 9; n++) {
    useShortcut(String(n), () => {
      const f = features()[n - 1];
      if (f && !fieldReason(f.feature, f.kind)) setSelected(f.feature);
    });
  }

  return (
    <section class="tb-panel tb-scoring" aria-labelledby="tb-scoring-title">
      <header class="tb-panel__head">
        <h2 id="tb-scoring-title">{t('scoring.title')}</h2>
      </header>
      <Show when={features().length > 0} fallback={<p class="ml-empty">{t('scoring.none')}</p>}>
        <p class="tb-hint ml-muted">{t('scoring.hint')}</p>
        <ul class="tb-features" aria-label={t('scoring.features')}>
          <For each={features()}>
            {(f, i) => (
              <li>
                <button
                  type="button"
                  class="ml-button tb-button tb-feature"
                  aria-pressed={selected() === f.feature}
                  disabled={fieldReason(f.feature, f.kind) !== undefined}
                  aria-keyshortcuts={i() < 9 ? String(i() + 1) : undefined}
                  onClick={() => setSelected(selected() === f.feature ? undefined : f.feature)}
                >
                  <Icon name={KIND_GLYPH[f.kind]} size={24} />
                  <span>{featureTitle(game(), f.kind, f.feature)}</span>
                  <span class="ml-muted">{owners(f.feature)}</span>
                  <Show when={i() < 9}>
                    <span class="tb-kbd" aria-hidden="true">
                      <kbd>{keyLabel(String(i() + 1))}</kbd>
                    </span>
                  </Show>
                </button>
                <Show when={fieldReason(f.feature, f.kind)}>
                  {(reason) => <p class="tb-why">{sentence(reason())}</p>}
                </Show>
              </li>
            )}
          </For>
        </ul>
      </Show>
      <Show when={current()?.feature} keyed>
        {(id) => (
          <FeatureScorer
            session={props.session}
            feature={id}
            kind={current()?.kind ?? 'city'}
            when="completed"
            shortcut="s"
            onDone={() => setSelected(undefined)}
          />
        )}
      </Show>
      <details class="tb-more">
        <summary>{t('scoring.merge')}</summary>
        <MergeForm session={props.session} />
      </details>
      <div class="tb-panel__foot">
        <Show when={cropDue()} fallback={<EndTurnPanel session={props.session} />}>
          <CropChoice session={props.session} />
        </Show>
      </div>
    </section>
  );
}
