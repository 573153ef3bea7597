import { createMemo, For, type JSX, Show } from 'solid-js';
import { cropRoundDue } from '../../../../shared/game/checks';
import { activePlayer } from '../../../../shared/game/gameContext';
import type { GameEvent } from '../../../../shared/record/schema';
import { protectNewCost } from '../../../../shared/rules/points';
import { arrowKind, tileType } from '../../../../shared/tiles/catalog';
import { PlayerBadge, TileImage, tileLabel } from '../../components';
import { t, tn } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { keepFocusAbove } from '../../stickyFoot';
import { Action } from './Action';
import { CropChoice } from './CropPanel';
import { EndTurnPanel } from './EndTurnPanel';
import { MeepleChoices } from './MeeplePanel';
import { NextTile } from './NextTile';
import { createPlacement, PlaceChoices } from './PlacePanel';
import { ScoringChoices } from './ScoringPanel';
import { tablePhase } from './words';

const MEEPLE_EVENTS = new Set(['deploy', 'protect', 'recall']);

/**
 * The turn from the tile in hand to its end, on one panel: the arrow choices, the meeple
 * choices, what to score and End turn (or the crop circle choice), all in view at once. There
 * is no Place or No meeple button: the next tap says so, and its `place` is stored first, then
 * its own event, each on disk before the machine moves (a plain turn is the tile, then End
 * turn). "Could not be placed" stays until the tile is placed.
 */
export function PlayPanel(props: { session: GameSession; onShowRevolt?: () => void }): JSX.Element {
  const game = () => props.session.snapshot().context;
  const phase = createMemo(() => tablePhase(props.session.snapshot()));
  const player = () => activePlayer(game());
  const inHand = () => phase() === 'place';
  const placement = createPlacement(game);
  const lead = createMemo((): readonly GameEvent[] | undefined => {
    if (!inHand()) return [];
    const place = placement.event();
    return place ? [place] : undefined;
  });
  const leadMissing = () => (inHand() ? placement.missing() : undefined);
  /** The kind of arrow in effect: the tile's own arrow counts as its kind (A3). */
  const activated = () => {
    if (!inHand()) return game().turn.activated ?? undefined;
    const chosen = placement.activate();
    if (chosen !== 'own') return chosen;
    const tile = tileType(game().turn.tile ?? '');
    return tile ? arrowKind(tile) : undefined;
  };

  const willEarnExtra = () =>
    inHand() ? activated() === 'extra' && !game().turn.extra : undefined;

  /** This turn's events since the tile was placed, with their index in the record. */
  const sincePlaced = createMemo(() => {
    const events = props.session.events();
    const out: { event: GameEvent; index: number }[] = [];
    if (inHand()) return out;
    for (let i = events.length - 1; i >= 0; i--) {
      const event = events[i] as GameEvent;
      if (event.type === 'place') break;
      out.unshift({ event, index: i });
    }
    return out;
  });
  const meepleMove = () => sincePlaced().find((e) => MEEPLE_EVENTS.has(e.event.type));
  /** The likely feature to score: a road or city a meeple was just put on. */
  const suggested = () => {
    const move = meepleMove()?.event;
    if (move?.type !== 'deploy' || !move.feature) return undefined;
    return move.kind === 'road' || move.kind === 'city' ? move.feature : undefined;
  };
  /**
   * R7: the meeple just put down may still lie down for 4 (the choice came before the spot;
   * newcomers chose the spot first): while it is the last move, one tap stores it lying
   * instead, when the engine takes it so (not a farmer, R8; not without the revolts, Ruling 9).
   */
  const lyingInstead = (tail: readonly GameEvent[]) =>
    tail.map((e) => (e.type === 'deploy' ? { ...e, protect: true } : e));
  const canLieDownInstead = () => {
    const move = meepleMove();
    if (move?.event.type !== 'deploy' || move.event.protect) return false;
    if (move.index !== props.session.events().length - 1) return false;
    return props.session.checkReplaceLastTap(lyingInstead) === undefined;
  };
  const meepleOpen = () => phase() === 'place' || phase() === 'meeple';
  const describe = (entry: { event: GameEvent; index: number }) => {
    const before = props.session.before()[entry.index];
    return before ? props.session.describe(before, entry.event) : '';
  };

  return (
    <section class="tb-panel tb-play" aria-labelledby="tb-play-title" data-phase={phase()}>
      <header class="tb-panel__head tb-play__head">
        <PlayerBadge player={player()} size={40} />
        <h2 id="tb-play-title">{t('play.title', { name: player().name })}</h2>
        <div class="tb-play__tile">
          {/* Decoration: the tile is named beside it. */}
          <TileImage tileId={game().turn.tile ?? ''} size={56} />
          <span>{tileLabel(game().turn.tile ?? '')}</span>
        </div>
      </header>
      <Show when={inHand()}>
        <PlaceChoices game={game()} placement={placement} />
      </Show>
      <Show
        when={meepleOpen()}
        fallback={
          <>
            <p class="tb-done" data-done="meeple">
              <span aria-hidden="true">✓</span>{' '}
              {meepleMove()
                ? describe(meepleMove() as { event: GameEvent; index: number })
                : t('play.noMeeple')}
            </p>
            <Show when={canLieDownInstead()}>
              <Action
                session={props.session}
                run={() => props.session.replaceLastTap(lyingInstead)}
                data={{ 'protect-instead': 'new' }}
              >
                {t('meeple.layDownInstead', { n: protectNewCost(game().houseRules) })}
              </Action>
            </Show>
          </>
        }
      >
        <section class="tb-section" aria-labelledby="tb-meeple-title">
          <h3 id="tb-meeple-title" class="tb-section__title">
            {t('meeple.title', { name: player().name })}{' '}
            <span class="ml-muted">{tn('seats.inSupply', player().supply)}</span>
          </h3>
          <MeepleChoices
            session={props.session}
            lead={lead()}
            leadMissing={leadMissing()}
            activated={activated()}
          />
        </section>
      </Show>
      {/* What this turn scored, told as the history tells it: who got the points. */}
      <For each={sincePlaced().filter((entry) => entry.event.type === 'score')}>
        {(entry) => (
          <p class="tb-done" data-done="score">
            <span aria-hidden="true">✓</span> {describe(entry)}
          </p>
        )}
      </For>
      <ScoringChoices
        session={props.session}
        lead={lead()}
        leadMissing={leadMissing()}
        suggested={suggested()}
        meepleOpen={meepleOpen()}
        scoredThisTurn={sincePlaced().some((entry) => entry.event.type === 'score')}
      />
      <div
        class="tb-play__foot"
        classList={{ 'tb-play__foot--endturn': !cropRoundDue(game()) }}
        ref={keepFocusAbove}
      >
        <Show when={leadMissing()}>{(why) => <p class="tb-why tb-play__missing">{why()}</p>}</Show>
        <Show
          when={cropRoundDue(game())}
          fallback={
            <EndTurnPanel
              session={props.session}
              lead={lead()}
              leadMissing={leadMissing()}
              willEarnExtra={willEarnExtra()}
            />
          }
        >
          <CropChoice session={props.session} lead={lead()} leadMissing={leadMissing()} />
        </Show>
        <Show when={inHand()}>
          <div class="tb-row tb-play__also">
            <Action
              session={props.session}
              event={{ type: 'discard' }}
              confirm={t('place.discardConfirm')}
              shortcut="x"
              data={{ discard: 'tile' }}
            >
              {t('place.discard')}
            </Action>
            <Show when={props.onShowRevolt}>
              {(show) => (
                <button type="button" class="ml-button tb-button" onClick={() => show()()}>
                  {t('place.seeRevolt')}
                </button>
              )}
            </Show>
          </div>
        </Show>
      </div>
      {/* After End turn, in reading and Tab order: the grid's tiles come last. */}
      <Show when={!cropRoundDue(game())}>
        <NextTile
          session={props.session}
          lead={lead()}
          leadMissing={leadMissing()}
          willEarnExtra={willEarnExtra()}
        />
      </Show>
    </section>
  );
}
