import { type Accessor, createSignal, For, type JSX, Show } from 'solid-js';
import type { GameContext } from '../../../../shared/game/gameContext';
import type { EventOf } from '../../../../shared/record/schema';
import { OPEN_ARROW_POINTS } from '../../../../shared/rules/points';
import { arrowKind, tileType } from '../../../../shared/tiles/catalog';
import type { ArrowKind } from '../../../../shared/tiles/tileTypes';
import { Icon } from '../../components';
import { t } from '../../i18n';
import { Toggle } from './Action';
import { hasExpansion } from './words';

type Activation = NonNullable<EventOf<'place'>['activate']>;

const arrowWords = (kind: ArrowKind): string => t(`arrow.${kind}`);

/**
 * The placement of the tile in hand, as the table builds it before anything is sent: for an
 * arrow tile, where its arrow points (A2, A3) and which one arrow the placement activates
 * (A4, A5). The `place` event is never a tap of its own: the next tap of the turn (a meeple, a
 * score, End turn…) stores it first.
 */
export interface Placement {
  /** The `place` event, or undefined while a choice it needs is still open. */
  readonly event: Accessor<EventOf<'place'> | undefined>;
  /** Why `event` is undefined. */
  readonly missing: Accessor<string | undefined>;
  /** The arrow this placement activates (before it is sent: the meeple choices follow it). */
  readonly activate: Accessor<Activation | undefined>;
  readonly ownArrow: Accessor<'open' | 'neighbour' | undefined>;
  chooseOwn(value: 'open' | 'neighbour'): void;
  setActivate(value: Activation | undefined): void;
}

export function createPlacement(game: Accessor<GameContext>): Placement {
  const [ownArrow, setOwnArrow] = createSignal<'open' | 'neighbour'>();
  const [activate, setActivate] = createSignal<Activation>();
  const ownKind = () => {
    const tile = tileType(game().turn.tile ?? '');
    return tile ? arrowKind(tile) : undefined;
  };
  const missing = () => (ownKind() && !ownArrow() ? t('place.arrowFirst') : undefined);
  return {
    ownArrow,
    activate,
    missing,
    event: () => {
      if (missing()) return undefined;
      const e: EventOf<'place'> = { type: 'place' };
      const own = ownArrow();
      const act = activate();
      if (own) e.ownArrow = own;
      if (act) e.activate = act;
      return e;
    },
    chooseOwn(value) {
      setOwnArrow(value);
      if (value === 'neighbour' && !activate()) setActivate('own');
      if (value === 'open' && activate() === 'own') setActivate(undefined);
    },
    setActivate,
  };
}

/**
 * The arrow choices of a placement: where the tile's own arrow points (O, N) and which arrow
 * the placement activates. Nothing is shown for a plain tile without the 20th Anniversary.
 */
export function PlaceChoices(props: { game: GameContext; placement: Placement }): JSX.Element {
  const p = props.placement;
  const ownKind = () => {
    const tile = tileType(props.game.turn.tile ?? '');
    return tile ? arrowKind(tile) : undefined;
  };
  const arrows = () => hasExpansion(props.game, 'anniversary');
  const anyOpen = () => Object.values(props.game.openArrows).some((n) => n > 0);

  /** Why this activation cannot be chosen, in the engine's words where it has some. */
  const activationProblem = (choice: Activation): string | undefined => {
    if (choice === 'own') {
      return p.ownArrow() === 'neighbour' ? undefined : t('place.ownOnlyAdjacent');
    }
    if (props.game.openArrows[choice] === 0) return t(`place.noOpen.${choice}`);
    return undefined;
  };
  const choices = (): Activation[] => [
    ...(ownKind() ? (['own'] as const) : []),
    ...(['add', 'anywhere', 'extra'] as const).filter((c) => props.game.openArrows[c] > 0),
  ];
  const choiceLabel = (choice: Activation): string => {
    if (choice === 'own') return t('place.own', { what: arrowWords(ownKind() ?? 'add') });
    const n = props.game.openArrows[choice];
    return t(`place.open.${choice}`, { n, what: arrowWords(choice) });
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
      {/* Only when there is a choice: an open arrow on the board, or the tile's own. */}
      <Show when={arrows() && (ownKind() !== undefined || anyOpen())}>
        <fieldset class="tb-choices">
          <legend>{t('place.which')}</legend>
          <div class="tb-grid">
            <Toggle
              pressed={p.activate() === undefined}
              onToggle={() => p.setActivate(undefined)}
              data="activate-none"
            >
              {t('place.none')}
            </Toggle>
            <For each={choices()}>
              {(choice) => (
                <Toggle
                  pressed={p.activate() === choice}
                  onToggle={() => p.setActivate(choice)}
                  disabledReason={activationProblem(choice)}
                  data={`activate-${choice}`}
                >
                  {choiceLabel(choice)}
                  {choice === 'extra' && props.game.turn.extra ? t('place.noEffectExtra') : ''}
                </Toggle>
              )}
            </For>
          </div>
        </fieldset>
      </Show>
    </>
  );
}
