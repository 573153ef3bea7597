import { createMemo, createSignal, createUniqueId, For, type JSX, Show } from 'solid-js';
import {
  type DeckKnowledge,
  isRevoltId,
  nextTileOdds,
  revoltChanceWithin,
  revoltsInDeck,
  revoltsUndrawn,
  tilesRemaining,
} from '../../../shared/rules/deckOdds';
import { tileTypes } from '../../../shared/tiles/catalog';
import { t, tn } from '../i18n';
import { percent } from './format';
import { tileDescription, tileName } from './names';
import { TileImage } from './TileImage';
import './components.css';

export interface DeckPanelProps {
  deck: DeckKnowledge;
  /** The game has ended (final scoring or finished): no tile comes next, no odds are shown. */
  ended?: boolean;
}

const ORDER = new Map(tileTypes.map((t, i) => [t.id, i]));
export const MAX_LOOKAHEAD = 10;
export const DEFAULT_LOOKAHEAD = 5;

interface Row {
  readonly id: string;
  readonly left: number;
  readonly odds: number;
}

/** What is left in the deck and what is likely next, including the hidden revolt exclusion. */
export function DeckPanel(props: DeckPanelProps): JSX.Element {
  const [draws, setDraws] = createSignal(DEFAULT_LOOKAHEAD);
  const group = `ml-deck-k-${createUniqueId()}`;
  const remaining = createMemo(() => tilesRemaining(props.deck));
  const rows = createMemo<Row[]>(() => {
    const odds = nextTileOdds(props.deck);
    return (
      Object.entries(props.deck.left)
        .map(([id, left]) => ({ id, left, odds: odds[id] ?? 0 }))
        // A tile that cannot come next (none left, or the deck is empty) is not listed at 0%.
        .filter((row) => row.left > 0 && row.odds > 0)
        .sort(
          (a, b) =>
            b.odds - a.odds ||
            (ORDER.get(a.id) ?? 1e9) - (ORDER.get(b.id) ?? 1e9) ||
            a.id.localeCompare(b.id),
        )
    );
  });
  const best = createMemo(() => rows()[0]?.odds ?? 0);
  // No look-ahead past the last tile: with 2 tiles left there are 2 draws to ask about.
  const horizon = createMemo(() => Math.min(MAX_LOOKAHEAD, remaining()));
  const chances = createMemo(() =>
    Array.from({ length: horizon() }, (_, i) => revoltChanceWithin(props.deck, i + 1)),
  );
  const shownDraws = () => Math.max(1, Math.min(draws(), horizon()));

  return (
    <section class="ml-deck" aria-label={t('deck.aria')}>
      <p class="ml-deck__total">
        <strong class="ml-big">{remaining()}</strong> {tn('deck.leftToDraw', remaining())}
      </p>

      <Show when={props.ended}>
        <p class="ml-empty">{t('deck.ended')}</p>
      </Show>
      <Show when={!props.ended && props.deck.revoltsInPlay && remaining() > 0}>
        <div class="ml-deck__revolts">
          <p class="ml-deck__hidden">
            {tn('deck.revoltsInDeck', revoltsInDeck(props.deck), {
              undrawn: revoltsUndrawn(props.deck),
            })}
          </p>
          <fieldset class="ml-deck__within">
            <legend>
              {tn('deck.chanceWithin', shownDraws())}{' '}
              <strong class="ml-deck__chance">{percent(chances()[shownDraws() - 1] ?? 0)}</strong>
            </legend>
            <div class="ml-deck__bars">
              <For each={chances()}>
                {(chance, i) => (
                  <label class="ml-deck__bar">
                    <input
                      class="ml-sr-only"
                      type="radio"
                      name={group}
                      value={i() + 1}
                      checked={shownDraws() === i() + 1}
                      aria-label={tn('deck.withinDraws', i() + 1, { odds: percent(chance) })}
                      onChange={() => setDraws(i() + 1)}
                    />
                    <svg viewBox="0 0 20 40" aria-hidden="true">
                      <rect class="ml-deck__bar-bg" x="3" y="0" width="14" height="40" rx="2" />
                      <rect
                        class="ml-deck__bar-fill"
                        x="3"
                        y={40 - 40 * chance}
                        width="14"
                        height={40 * chance}
                        rx="2"
                      />
                    </svg>
                    <span aria-hidden="true">{i() + 1}</span>
                  </label>
                )}
              </For>
            </div>
          </fieldset>
        </div>
      </Show>

      <Show when={!props.ended}>
        <table class="ml-deck__table">
          <caption>{t('deck.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('deck.tile')}</th>
              <th scope="col">{t('deck.left')}</th>
              <th scope="col">{t('deck.next')}</th>
            </tr>
          </thead>
          <tbody>
            <For each={rows()}>
              {(row) => (
                <tr data-tile={row.id}>
                  <th scope="row">
                    <span class="ml-deck__tile">
                      <TileImage tileId={row.id} size={36} />
                      <span>{tileName(row.id)}</span>
                    </span>
                  </th>
                  <td class="ml-num" title={isRevoltId(row.id) ? t('deck.inBox') : undefined}>
                    {isRevoltId(row.id) ? `≤${row.left}` : row.left}
                  </td>
                  <td class="ml-deck__odds">
                    <div class="ml-deck__odds-cell">
                      <svg class="ml-deck__odds-bar" viewBox="0 0 100 10" aria-hidden="true">
                        <rect
                          x="0"
                          y="0"
                          height="10"
                          rx="2"
                          width={best() > 0 ? (100 * row.odds) / best() : 0}
                        />
                      </svg>
                      <span class="ml-num">{percent(row.odds)}</span>
                      <span class="ml-sr-only"> — {tileDescription(row.id)}</span>
                    </div>
                  </td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </Show>
      <Show when={!props.ended && rows().length === 0}>
        <p class="ml-empty">{t('deck.empty')}</p>
        <Show when={props.deck.revoltsInPlay && revoltsUndrawn(props.deck) > 0}>
          <p class="ml-muted">{tn('deck.revoltsInBox', revoltsUndrawn(props.deck))}</p>
        </Show>
      </Show>
    </section>
  );
}
