import { createMemo, createSignal, For, type JSX, Show } from 'solid-js';
import type { GameEvent } from '../../../../shared/record/schema';
import { featureList, namesFor } from '../../components';
import { t } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { Action } from './Action';
import { featureTitle, playerName, sortedFeatures } from './words';

/**
 * A tile joined two or more features that had meeples: pick them (the first one picked keeps
 * its id) and merge, so the majority is counted on the whole feature.
 */
export function MergeForm(props: {
  session: GameSession;
  /** The tile's `place`, stored first while it is still in hand (the tile joined them). */
  lead?: readonly GameEvent[] | undefined;
}): JSX.Element {
  const [picked, setPicked] = createSignal<string[]>([]);
  const game = () => props.session.snapshot().context;
  const features = createMemo(() => sortedFeatures(game()));
  const toggle = (id: string) =>
    setPicked(picked().includes(id) ? picked().filter((x) => x !== id) : [...picked(), id]);
  const owners = (feature: string) =>
    [
      ...new Set(
        game()
          .meeples.filter((m) => m.feature === feature)
          .map((m) => m.player),
      ),
    ]
      .map((p) => playerName(game(), p))
      .join(', ');
  const live = () => picked().filter((id) => features().some((f) => f.feature === id));

  return (
    <fieldset class="tb-choices tb-merge">
      <legend>{t('merge.legend')}</legend>
      <Show when={features().length >= 2} fallback={<p class="ml-empty">{t('merge.tooFew')}</p>}>
        <ul class="tb-checks">
          <For each={features()}>
            {(f) => (
              <li>
                <label class="tb-check">
                  <input
                    type="checkbox"
                    data-merge={f.feature}
                    checked={picked().includes(f.feature)}
                    onChange={() => toggle(f.feature)}
                  />
                  <span>{featureTitle(game(), f.kind, f.feature)}</span>
                  <span class="ml-muted">{owners(f.feature)}</span>
                </label>
              </li>
            )}
          </For>
        </ul>
        <Action
          session={props.session}
          lead={'lead' in props ? props.lead : []}
          event={live().length >= 2 ? { type: 'merge', features: live() } : undefined}
          missing={t('merge.missing')}
          onDone={() => setPicked([])}
          data={{ merge: 'go' }}
        >
          {live().length >= 2
            ? t('merge.into', {
                features: featureList(namesFor(game()), live()),
                first: namesFor(game()).featureInText(live()[0] ?? ''),
              })
            : t('merge.features')}
        </Action>
      </Show>
    </fieldset>
  );
}
