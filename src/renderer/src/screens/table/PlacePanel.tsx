import { createSignal, For, type JSX, Show } from 'solid-js';
import { activePlayer } from '../../../../shared/game/gameContext';
import {
  type Activation,
  activatedArrow,
  activationChoices,
  openArrowList,
  ownArrowKind,
  type Placement,
  placeEvent,
} from '../../../../shared/game/placement';
import { OPEN_ARROW_POINTS } from '../../../../shared/rules/points';
import type { ArrowKind } from '../../../../shared/tiles/tileTypes';
import { Icon, PlayerBadge, TilePicture, tileLabel } from '../../components';
import { t } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { Action, Toggle } from './Action';
import { hasExpansion } from './words';

const arrowWords = (kind: ArrowKind): string => t(`arrow.${kind}`);

/**
 * The tile is in hand: place it (P) or say it could not be placed (X). For an arrow tile, say
 * where its arrow points (A2, A3); tick the open arrows that point at this tile (A4); when
 * several could be activated, choose the one, and the others are spent (A5).
 */
export function PlacePanel(props: {
  session: GameSession;
  onShowRevolt?: () => void;
}): JSX.Element {
  const [ownArrow, setOwnArrow] = createSignal<'open' | 'neighbour'>();
  const [pointing, setPointing] = createSignal<ReadonlySet<string>>(new Set());
  const [chosen, setChosen] = createSignal<Activation>();
  const game = () => props.session.snapshot().context;
  const tileId = () => game().turn.tile ?? '';
  const ownKind = () => ownArrowKind(game());
  const arrows = () => hasExpansion(game(), 'anniversary');

  const openArrows = () => openArrowList(game());
  const arrowKey = (arrow: { kind: ArrowKind; nth: number }) => `${arrow.kind}${arrow.nth}`;
  const togglePointing = (key: string) => {
    const next = new Set(pointing());
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setPointing(next);
  };
  const placement = (): Placement => {
    const counts: Partial<Record<ArrowKind, number>> = {};
    for (const arrow of openArrows())
      if (pointing().has(arrowKey(arrow))) counts[arrow.kind] = (counts[arrow.kind] ?? 0) + 1;
    const own = ownArrow();
    const choice = chosen();
    return {
      pointing: counts,
      ...(own ? { ownArrow: own } : {}),
      ...(choice ? { chosen: choice } : {}),
    };
  };
  const choices = () => activationChoices(game(), placement());
  const activated = () => activatedArrow(game(), placement());
  const event = () => placeEvent(game(), placement());

  const choiceLabel = (choice: Activation): string =>
    choice === 'own'
      ? t('place.own', { what: arrowWords(ownKind() ?? 'add') })
      : t('place.openArrow', { what: arrowWords(choice) });

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
            <Toggle
              pressed={ownArrow() === 'open'}
              onToggle={() => setOwnArrow('open')}
              shortcut="o"
            >
              {t('place.atNoTile', { n: OPEN_ARROW_POINTS })}
            </Toggle>
            <Toggle
              pressed={ownArrow() === 'neighbour'}
              onToggle={() => setOwnArrow('neighbour')}
              shortcut="n"
            >
              {t('place.atAdjacent')}
            </Toggle>
          </fieldset>
        )}
      </Show>
      <Show when={arrows() && openArrows().length > 0}>
        <fieldset class="tb-choices">
          <legend>{t('place.pointing')}</legend>
          <For each={openArrows()}>
            {(arrow) => (
              <Toggle
                pressed={pointing().has(arrowKey(arrow))}
                onToggle={() => togglePointing(arrowKey(arrow))}
              >
                {t('place.openArrowNth', { what: arrowWords(arrow.kind), n: arrow.nth })}
              </Toggle>
            )}
          </For>
        </fieldset>
      </Show>
      <Show when={choices().length > 1}>
        <fieldset class="tb-choices">
          <legend>{t('place.which')}</legend>
          <For each={choices()}>
            {(choice) => (
              <Toggle pressed={activated() === choice} onToggle={() => setChosen(choice)}>
                {choiceLabel(choice)}
                {choice === 'extra' && game().turn.extra ? t('place.noEffectExtra') : ''}
              </Toggle>
            )}
          </For>
        </fieldset>
      </Show>
      <Show when={choices().length === 1 ? activated() : undefined}>
        {(only) => (
          <p class="tb-note">
            {t('place.activates', { what: choiceLabel(only()) })}
            {only() === 'extra' && game().turn.extra ? t('place.noEffectExtra') : ''}
          </p>
        )}
      </Show>
      <div class="tb-panel__foot tb-row">
        <Action
          session={props.session}
          event={event()}
          missing={t('place.chooseOne')}
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
