import { createSignal, For, type JSX, Show } from 'solid-js';
import { activePlayer } from '../../../../shared/game/gameContext';
import type { EventOf } from '../../../../shared/record/schema';
import { OPEN_ARROW_POINTS } from '../../../../shared/rules/points';
import { arrowKind, tileType } from '../../../../shared/tiles/catalog';
import type { ArrowKind } from '../../../../shared/tiles/tileTypes';
import { Icon, PlayerBadge, TilePicture, tileLabel } from '../../components';
import { t } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { Action, Toggle } from './Action';
import { hasExpansion } from './words';

type Activation = NonNullable<EventOf<'place'>['activate']>;

const arrowWords = (kind: ArrowKind): string => t(`arrow.${kind}`);

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
      return ownArrow() === 'neighbour' ? undefined : t('place.ownOnlyAdjacent');
    }
    if (game().openArrows[choice] === 0) return t(`place.noOpen.${choice}`);
    return undefined;
  };
  const choices = (): Activation[] => [
    ...(ownKind() ? (['own'] as const) : []),
    'add',
    'anywhere',
    'extra',
  ];
  const choiceLabel = (choice: Activation): string => {
    if (choice === 'own') return t('place.own', { what: arrowWords(ownKind() ?? 'add') });
    const n = game().openArrows[choice];
    return t(`place.open.${choice}`, { n, what: arrowWords(choice) });
  };

  return (
    <section class="tb-panel tb-place" aria-labelledby="tb-place-title">
      <header class="tb-panel__head">
        <PlayerBadge player={activePlayer(game())} size={48} />
        <h2 id="tb-place-title">{t('place.title', { name: activePlayer(game()).name })}</h2>
      </header>
      <div class="tb-place__tile">
        <TilePicture tileId={tileId()} size={120} />
        <p>{tileLabel(tileId())}</p>
        <Show when={props.onShowRevolt}>
          {(show) => (
            <button type="button" class="ml-button" onClick={() => show()()}>
              {t('place.seeRevolt')}
            </button>
          )}
        </Show>
      </div>
      <Show when={ownKind()}>
        {(kind) => (
          <fieldset class="tb-choices">
            <legend>
              <Icon name="arrow" /> {t(`place.where.${kind()}`)}
            </legend>
            <Toggle pressed={ownArrow() === 'open'} onToggle={() => chooseOwn('open')} shortcut="o">
              {t('place.atNoTile', { n: OPEN_ARROW_POINTS })}
            </Toggle>
            <Toggle
              pressed={ownArrow() === 'neighbour'}
              onToggle={() => chooseOwn('neighbour')}
              shortcut="n"
            >
              {t('place.atAdjacent')}
            </Toggle>
          </fieldset>
        )}
      </Show>
      <Show when={arrows()}>
        <fieldset class="tb-choices">
          <legend>{t('place.which')}</legend>
          <Toggle pressed={activate() === undefined} onToggle={() => setActivate(undefined)}>
            {t('place.none')}
          </Toggle>
          <For each={choices()}>
            {(choice) => (
              <Toggle
                pressed={activate() === choice}
                onToggle={() => setActivate(choice)}
                disabledReason={activationProblem(choice)}
              >
                {choiceLabel(choice)}
                {choice === 'extra' && game().turn.extra ? t('place.noEffectExtra') : ''}
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
          {t('place.place')}
        </Action>
        <Action session={props.session} event={{ type: 'discard' }} shortcut="x">
          {t('place.discard')}
        </Action>
      </div>
    </section>
  );
}
