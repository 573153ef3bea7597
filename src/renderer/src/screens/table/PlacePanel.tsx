import { type Accessor, For, type JSX, Show } from 'solid-js';
import { activePlayer, addArrowVoid, type GameContext } from '../../../../shared/game/gameContext';
import {
  type Activation,
  activatedArrow,
  activationChoices,
  openArrowList,
  ownArrowKind,
  type Placement as PlacementFacts,
  placeEvent,
} from '../../../../shared/game/placement';
import type { EventOf } from '../../../../shared/record/schema';
import { OPEN_ARROW_POINTS } from '../../../../shared/rules/points';
import type { ArrowKind } from '../../../../shared/tiles/tileTypes';
import { Icon } from '../../components';
import { t } from '../../i18n';
import { Toggle } from './Action';
import { createTurnSignal } from './turnScope';
import { hasExpansion } from './words';

const arrowWords = (kind: ArrowKind): string => t(`arrow.${kind}`);
const arrowKey = (arrow: { kind: ArrowKind; nth: number }) => `${arrow.kind}${arrow.nth}`;

/**
 * The placement of the tile in hand, as the table builds it before anything is sent: for an
 * arrow tile, where its arrow points (A2, A3); the open arrows that point at this tile (A4);
 * when several could be activated, the one chosen, the others spent (A5). The `place` event is
 * never a tap of its own: the next tap of the turn (a meeple, a score, End turn…) stores it
 * first.
 */
export interface Placement {
  /** The `place` event, or undefined while a choice it needs is still open. */
  readonly event: Accessor<EventOf<'place'> | undefined>;
  /** Why `event` is undefined. */
  readonly missing: Accessor<string | undefined>;
  /** The arrow this placement activates (before it is sent: the meeple choices follow it). */
  readonly activate: Accessor<Activation | undefined>;
  readonly ownArrow: Accessor<'open' | 'neighbour' | undefined>;
  readonly pointing: Accessor<ReadonlySet<string>>;
  readonly choices: Accessor<Activation[]>;
  chooseOwn(value: 'open' | 'neighbour'): void;
  togglePointing(key: string): void;
  choose(value: Activation): void;
}

export function createPlacement(game: Accessor<GameContext>): Placement {
  const [ownArrow, setOwnArrow] = createTurnSignal<'open' | 'neighbour' | undefined>(undefined);
  const [pointing, setPointing] = createTurnSignal<ReadonlySet<string>>(new Set());
  const [chosen, setChosen] = createTurnSignal<Activation | undefined>(undefined);
  const facts = (): PlacementFacts => {
    const counts: Partial<Record<ArrowKind, number>> = {};
    for (const arrow of openArrowList(game()))
      if (pointing().has(arrowKey(arrow))) counts[arrow.kind] = (counts[arrow.kind] ?? 0) + 1;
    const own = ownArrow();
    const choice = chosen();
    return {
      pointing: counts,
      ...(own ? { ownArrow: own } : {}),
      ...(choice ? { chosen: choice } : {}),
    };
  };
  const event = () =>
    ownArrowKind(game()) && !ownArrow() ? undefined : placeEvent(game(), facts());
  return {
    ownArrow,
    pointing,
    event,
    activate: () => activatedArrow(game(), facts()),
    choices: () => activationChoices(game(), facts()),
    missing: () =>
      ownArrowKind(game()) && !ownArrow()
        ? t('place.arrowFirst')
        : event()
          ? undefined
          : t('place.chooseOne'),
    chooseOwn: setOwnArrow,
    togglePointing(key) {
      const next = new Set(pointing());
      if (next.has(key)) next.delete(key);
      else next.add(key);
      setPointing(next);
    },
    choose: setChosen,
  };
}

/**
 * The arrow choices of a placement: where the tile's own arrow points (O, N), the open arrows
 * that point at it, and which one it activates when there are several. Nothing is shown for a
 * plain tile with no open arrow on the board.
 */
export function PlaceChoices(props: { game: GameContext; placement: Placement }): JSX.Element {
  const p = props.placement;
  const ownKind = () => ownArrowKind(props.game);
  const arrows = () => hasExpansion(props.game, 'anniversary');
  const openArrows = () => openArrowList(props.game);
  const choiceLabel = (choice: Activation): string =>
    choice === 'own'
      ? t('place.own', { what: arrowWords(ownKind() ?? 'add') })
      : t('place.openArrow', { what: arrowWords(choice) });
  /** A8, A6: an activated arrow that does nothing here says so before it is chosen. */
  const noEffect = (choice: Activation, endOfLabel = ''): string => {
    const kind = choice === 'own' ? ownKind() : choice;
    if (kind === 'extra') return props.game.turn.extra ? t('place.noEffectExtra') : '';
    if (kind !== 'add') return '';
    const player = activePlayer(props.game);
    const voidWhy = addArrowVoid(props.game, player.id);
    return voidWhy ? endOfLabel + t(`place.addVoid.${voidWhy}`, { name: player.name }) : '';
  };

  return (
    <>
      <Show when={ownKind()}>
        {(kind) => (
          <fieldset class="tb-choices tb-choices--arrow">
            <legend>
              <Icon name="arrow" /> {t(`place.where.${kind()}`)}
            </legend>
            <div class="tb-grid">
              <Toggle
                pressed={p.ownArrow() === 'open'}
                onToggle={() => p.chooseOwn('open')}
                shortcut="o"
                data="own-open"
              >
                {t('place.atNoTile', { n: OPEN_ARROW_POINTS })}
              </Toggle>
              <Toggle
                pressed={p.ownArrow() === 'neighbour'}
                onToggle={() => p.chooseOwn('neighbour')}
                shortcut="n"
                data="own-neighbour"
              >
                {t('place.atAdjacent')}
              </Toggle>
            </div>
          </fieldset>
        )}
      </Show>
      <Show when={arrows() && openArrows().length > 0}>
        <fieldset class="tb-choices">
          <legend>{t('place.pointing')}</legend>
          <div class="tb-grid">
            <For each={openArrows()}>
              {(arrow, i) => (
                <Toggle
                  pressed={p.pointing().has(arrowKey(arrow))}
                  onToggle={() => p.togglePointing(arrowKey(arrow))}
                  data={`pointing-${arrowKey(arrow)}`}
                  // H (it points here) for the first, mostly the only one: every other choice
                  // here has its key, and A and B are the crop circle choice's.
                  shortcut={i() === 0 ? 'h' : undefined}
                >
                  {t('place.openArrowNth', { what: arrowWords(arrow.kind), n: arrow.nth })}
                </Toggle>
              )}
            </For>
          </div>
        </fieldset>
      </Show>
      <Show when={p.choices().length > 1}>
        <fieldset class="tb-choices">
          <legend>{t('place.which')}</legend>
          <div class="tb-grid">
            <For each={p.choices()}>
              {(choice) => (
                <Toggle
                  pressed={p.activate() === choice}
                  onToggle={() => p.choose(choice)}
                  data={`activate-${choice}`}
                >
                  {choiceLabel(choice)}
                  {noEffect(choice, '.')}
                </Toggle>
              )}
            </For>
          </div>
        </fieldset>
      </Show>
      <Show when={p.choices().length === 1 ? p.activate() : undefined}>
        {(only) => (
          <p class="tb-note">
            {only() === 'own'
              ? t('place.activatesOwn', { what: arrowWords(ownKind() ?? 'add') })
              : t('place.activatesOpen', { what: arrowWords(only() as ArrowKind) })}
            {noEffect(only())}
          </p>
        )}
      </Show>
    </>
  );
}
