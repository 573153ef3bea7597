import { createSignal, For, type JSX, Show } from 'solid-js';
import { activePlayer } from '../../../../shared/game/gameContext';
import type { EventOf } from '../../../../shared/record/schema';
import { OPEN_ARROW_POINTS } from '../../../../shared/rules/points';
import { arrowKind, tileType } from '../../../../shared/tiles/catalog';
import type { ArrowKind } from '../../../../shared/tiles/tileTypes';
import { Icon, PlayerBadge, TilePicture, tileLabel } from '../../components';
import type { GameSession } from '../../state/gameSession';
import { Action, Toggle } from './Action';
import { hasExpansion } from './words';

type Activation = NonNullable<EventOf<'place'>['activate']>;

const ARROW_WORDS: Record<ArrowKind, string> = {
  add: 'add a meeple beside one of yours',
  anywhere: 'place a meeple anywhere',
  extra: 'take an extra turn',
};

/**
 * The tile is in hand: place it (P) or say it could not be placed (X). For an arrow tile, say
 * where its arrow points (A2, A3) and which one arrow the placement activates (A4, A5).
 */
export function PlacePanel(props: {
  session: GameSession;
  onShowRevolt?: () => void;
}): JSX.Element {
  const [ownArrow, setOwnArrow] = createSignal<'open' | 'neighbour'>();
  const [activate, setActivate] = createSignal<Activation>();
  const game = () => props.session.snapshot().context;
  const tileId = () => game().turn.tile ?? '';
  const tile = () => tileType(tileId());
  const ownKind = () => {
    const t = tile();
    return t ? arrowKind(t) : undefined;
  };
  const arrows = () => hasExpansion(game(), 'anniversary');

  const event = (): EventOf<'place'> => {
    const e: EventOf<'place'> = { type: 'place' };
    const own = ownArrow();
    const act = activate();
    if (own) e.ownArrow = own;
    if (act) e.activate = act;
    return e;
  };

  const chooseOwn = (value: 'open' | 'neighbour') => {
    setOwnArrow(value);
    if (value === 'neighbour' && !activate()) setActivate('own');
    if (value === 'open' && activate() === 'own') setActivate(undefined);
  };

  /** Why this activation cannot be chosen, in the engine's words where it has some. */
  const activationProblem = (choice: Activation): string | undefined => {
    if (choice === 'own') {
      return ownArrow() === 'neighbour'
        ? undefined
        : 'only when its arrow points at an adjacent tile (A3)';
    }
    if (game().openArrows[choice] === 0) return `no open ${choice} arrow is on the board (A4)`;
    return undefined;
  };
  const choices = (): Activation[] => [
    ...(ownKind() ? (['own'] as const) : []),
    'add',
    'anywhere',
    'extra',
  ];
  const choiceLabel = (choice: Activation): string => {
    if (choice === 'own') return `Its own arrow: ${ARROW_WORDS[ownKind() ?? 'add']}`;
    const n = game().openArrows[choice];
    return `An open ${choice} arrow points here (${n} open): ${ARROW_WORDS[choice]}`;
  };

  return (
    <section class="tb-panel tb-place" aria-labelledby="tb-place-title">
      <header class="tb-panel__head">
        <PlayerBadge player={activePlayer(game())} seat={game().turn.player} size={48} />
        <h2 id="tb-place-title">{activePlayer(game()).name} places the tile</h2>
      </header>
      <div class="tb-place__tile">
        <TilePicture tileId={tileId()} size={120} />
        <p>{tileLabel(tileId())}</p>
        <Show when={props.onShowRevolt}>
          {(show) => (
            <button type="button" class="ml-button" onClick={() => show()()}>
              See the revolt again
            </button>
          )}
        </Show>
      </div>
      <Show when={ownKind()}>
        {(kind) => (
          <fieldset class="tb-choices">
            <legend>
              <Icon name="arrow" /> Where does its {kind()} arrow point?
            </legend>
            <Toggle pressed={ownArrow() === 'open'} onToggle={() => chooseOwn('open')} shortcut="o">
              At no tile: it stays open, +{OPEN_ARROW_POINTS} points (A2)
            </Toggle>
            <Toggle
              pressed={ownArrow() === 'neighbour'}
              onToggle={() => chooseOwn('neighbour')}
              shortcut="n"
            >
              At an adjacent tile: it can be activated (A3)
            </Toggle>
          </fieldset>
        )}
      </Show>
      <Show when={arrows()}>
        <fieldset class="tb-choices">
          <legend>Which arrow does this placement activate? At most one (A5)</legend>
          <Toggle pressed={activate() === undefined} onToggle={() => setActivate(undefined)}>
            None
          </Toggle>
          <For each={choices()}>
            {(choice) => (
              <Toggle
                pressed={activate() === choice}
                onToggle={() => setActivate(choice)}
                disabledReason={activationProblem(choice)}
              >
                {choiceLabel(choice)}
                {choice === 'extra' && game().turn.extra ? ' (no effect in an extra turn, A8)' : ''}
              </Toggle>
            )}
          </For>
        </fieldset>
      </Show>
      <div class="tb-panel__foot tb-row">
        <Action
          session={props.session}
          event={event()}
          tone="primary"
          shortcut="p"
          class="tb-action--big"
        >
          Place
        </Action>
        <Action session={props.session} event={{ type: 'discard' }} shortcut="x">
          Could not be placed
        </Action>
      </div>
    </section>
  );
}
