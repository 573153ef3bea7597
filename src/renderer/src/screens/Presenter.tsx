import {
  createEffect,
  createMemo,
  createSignal,
  For,
  type JSX,
  Match,
  onCleanup,
  Show,
  Switch,
} from 'solid-js';
import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import { showsAids } from '../../../shared/rules/houseRules';
import { BadgeGroup, PlayerBadge, percent, signed, TilePicture } from '../components';
import { tileName } from '../components/names';
import { listWords, ordinal, t, tn } from '../i18n';
import { Marked } from '../i18n/Marked';
import { createPresenterFeed, type FeedState } from './presenterFeed';
import {
  type DeckView,
  type PresenterView,
  presenterView,
  type RevoltView,
  type SeatView,
  type TurnView,
} from './presenterModel';
import { LazyWinChances as WinChances } from './ratings/LazyWinChances';
import './Presenter.css';

export interface PresenterProps {
  api: MeepleLedgerApi;
  /** The game to show; without it, the most recently played one (and the next one after it). */
  sessionId?: string | undefined;
  /** Leaves the presenter (closes its window, or goes back to the app in a browser tab). */
  onLeave: () => void;
}

/** The class on <html> that turns the page dark and large, whatever the system theme. */
export const PRESENTER_PAGE_CLASS = 'ml-presenter-page';

/** "Ana", "Ana and Ben", "Ana, Ben and Cleo". */
const names = (seats: readonly SeatView[]): string => listWords(seats.map((s) => s.name));

const time = (d: Date): string =>
  [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');

/**
 * The presenter view, for a TV beside the table: the scoreboard, whose turn it is, the last
 * revolt and the deck odds, in large type on a dark page. Read-only: its one control leaves.
 * It follows the game live (onSessionChanged), so it needs no one to touch it.
 */
export function Presenter(props: PresenterProps): JSX.Element {
  const feed = createPresenterFeed(props.api, props.sessionId);
  // "Live" only while the page hears the server (browser mode; a desktop window always does).
  const [live, setLive] = createSignal(true);
  const stopHearing = props.api.onConnection?.(setLive);
  if (stopHearing) onCleanup(stopHearing);
  const view = createMemo((): (PresenterView & { name: string }) | undefined => {
    const s = feed.state();
    return s.kind === 'game' ? { ...presenterView(s.game, s.status), name: s.name } : undefined;
  });

  /** The game shown, while it is in its first round: the chances before it are worth showing. */
  const startingGame = createMemo(
    () => {
      const s = feed.state();
      if (s.kind !== 'game' || s.status !== 'playing') return undefined;
      // H2: no odds on screen.
      if (s.game.houseRules.includes('no-aids')) return undefined;
      if (s.game.turn.number > s.game.players.length) return undefined;
      // H2: no odds of any kind with the no-aids house rule.
      if (!showsAids(s.game.houseRules)) return undefined;
      return { id: s.id, players: s.game.players.map((p) => ({ name: p.name })) };
    },
    undefined,
    { equals: (a, b) => a?.id === b?.id },
  );

  const root = document.documentElement;
  root.classList.add(PRESENTER_PAGE_CLASS);
  const title = document.title;
  createEffect(() => {
    const name = view()?.name;
    document.title = name ? t('pr.docTitle', { name }) : t('pr.docTitleNone');
  });
  onCleanup(() => {
    root.classList.remove(PRESENTER_PAGE_CLASS);
    document.title = title;
  });

  return (
    <main class="presenter" aria-labelledby="pr-title">
      <header class="pr-head">
        <div class="pr-head__title">
          <p class="pr-head__app">Meeple Ledger</p>
          <h1 id="pr-title">{view()?.name ?? t('pr.view')}</h1>
        </div>
        <p class="pr-head__live" aria-live="off" data-live={live() ? undefined : 'lost'}>
          <Show when={feed.updated()} fallback={t('pr.connecting')}>
            {(at) => (
              <Show when={live()} fallback={t('pr.connectionLost', { time: time(at()) })}>
                <span class="pr-head__dot" aria-hidden="true" />{' '}
                {t('pr.live', { time: time(at()) })}
              </Show>
            )}
          </Show>
        </p>
        <button type="button" class="ml-button pr-leave" onClick={() => props.onLeave()}>
          {t('pr.leave')}
        </button>
      </header>

      <Show when={feed.news()}>
        {(news) => (
          <p class="pr-news" role="status">
            {news()}
          </p>
        )}
      </Show>
      <Show when={feed.problem()}>
        {(message) => (
          <p class="pr-problem" role="alert">
            {t('pr.notUpToDate', { message: message() })}
          </p>
        )}
      </Show>

      <Switch>
        <Match when={view()}>
          {(v) => (
            <Board
              view={v()}
              chances={
                <Show when={startingGame()} keyed>
                  {(game) => (
                    <WinChances
                      api={props.api}
                      names={game.players.map((p) => p.name)}
                      exclude={game.id}
                      class="pr-chances"
                    />
                  )}
                </Show>
              }
            />
          )}
        </Match>
        <Match when={feed.state().kind !== 'game'}>
          <Waiting state={feed.state()} />
        </Match>
      </Switch>
    </main>
  );
}

function Waiting(props: { state: FeedState }): JSX.Element {
  const text = () => {
    const s = props.state;
    if (s.kind === 'empty') return t('pr.empty');
    if (s.kind === 'missing') return t('pr.missing', { message: s.message });
    return t('pr.loading');
  };
  return (
    <section class="pr-waiting" aria-label={t('pr.gameAria')} aria-live="polite">
      <p role="status">{text()}</p>
    </section>
  );
}

function Board(props: { view: PresenterView; chances?: JSX.Element }): JSX.Element {
  return (
    <BadgeGroup.Provider value={props.view.seats}>
      <div
        class="pr-board"
        classList={{
          'pr-board--no-revolts': !props.view.revoltsInPlay,
          // Play over: no revolt, no deck; the scoreboard has the board to itself.
          'pr-board--over': props.view.turn.status !== 'playing',
        }}
      >
        <TurnBanner turn={props.view.turn} />
        <Scoreboard seats={props.view.scoreboard} turn={props.view.turn}>
          {props.chances}
        </Scoreboard>
        <Show when={props.view.showsRevolt}>
          <LastRevolt revolt={props.view.revolt} />
        </Show>
        <Show when={props.view.deck}>{(deck) => <DeckOdds deck={deck()} />}</Show>
      </div>
    </BadgeGroup.Provider>
  );
}

function TurnBanner(props: { turn: TurnView }): JSX.Element {
  return (
    <section
      class="pr-turn"
      aria-labelledby="pr-turn-title"
      aria-live="polite"
      aria-atomic="true"
      data-status={props.turn.status}
    >
      <h2 id="pr-turn-title" class="ml-sr-only">
        {t('turn.aria')}
      </h2>
      <Switch>
        <Match when={props.turn.status === 'finished'}>
          <p class="pr-turn__line">
            {t('pr.gameOver')}{' '}
            <strong>
              {props.turn.winners.length === 0
                ? t('pr.noWinner')
                : t(props.turn.winners.length > 1 ? 'pr.shareWin' : 'pr.wins', {
                    names: names(props.turn.winners),
                  })}
            </strong>
          </p>
        </Match>
        <Match when={props.turn.status === 'final-scoring'}>
          <p class="pr-turn__line">
            {t('final.title')}{' '}
            <span class="pr-turn__after">{t('pr.afterTurn', { n: props.turn.number })}</span>
          </p>
        </Match>
        <Match when={props.turn.player}>
          {(player) => (
            <>
              <PlayerBadge player={player()} size={88} />
              <p class="pr-turn__line">
                <span class="pr-turn__number">{t('pr.turnNumber', { n: props.turn.number })}</span>{' '}
                <strong class="pr-turn__who">{player().name}</strong> {t('pr.toPlay')}
              </p>
              <Show when={props.turn.extra}>
                <span class="ml-pill ml-pill--extra pr-pill">{t('seats.extraTurn')}</span>
              </Show>
              <Show when={props.turn.tile}>
                {(tile) => (
                  <span class="pr-turn__tile">
                    <TilePicture tileId={tile()} size={96} />
                    <span>
                      {t('pr.drawn')} <strong>{tileName(tile())}</strong>
                    </span>
                  </span>
                )}
              </Show>
            </>
          )}
        </Match>
      </Switch>
    </section>
  );
}

function Scoreboard(props: {
  seats: readonly SeatView[];
  turn: TurnView;
  children?: JSX.Element;
}): JSX.Element {
  const tied = (rank: number) => props.seats.filter((s) => s.rank === rank).length > 1;
  return (
    <section class="pr-scores" aria-labelledby="pr-scores-title" aria-live="polite">
      <h2 id="pr-scores-title">{t('pr.scoreboard')}</h2>
      <ol class="pr-scores__list">
        <For each={props.seats}>
          {(seat) => (
            <li
              class="pr-seat"
              classList={{ 'pr-seat--active': seat.active }}
              aria-current={seat.active ? 'true' : undefined}
              data-player={seat.id}
              data-score={seat.score}
            >
              <PlayerBadge player={seat} size={72} />
              <span class="pr-seat__name">{seat.name}</span>
              <span class="pr-seat__pills">
                <Show when={seat.active}>
                  <span class="ml-pill ml-pill--turn pr-pill">
                    {props.turn.extra ? t('seats.extraTurn') : t('seats.turn')}
                  </span>
                </Show>
                <span class="pr-seat__rank">
                  {tied(seat.rank) ? '=' : ''}
                  {ordinal(seat.rank)}
                </span>
              </span>
              <span class="pr-seat__score ml-num">
                {signed(seat.score)}
                <span class="ml-sr-only"> {tn('seats.points', Math.abs(seat.score))}</span>
              </span>
              <Show when={seat.revoltRisk !== undefined}>
                <span class="pr-seat__risk">
                  {t('pr.risk', { odds: percent(seat.revoltRisk ?? 0) })}
                </span>
              </Show>
            </li>
          )}
        </For>
      </ol>
      {props.children}
    </section>
  );
}

function LastRevolt(props: { revolt: RevoltView | null }): JSX.Element {
  return (
    <section class="pr-revolt" aria-labelledby="pr-revolt-title" aria-live="polite">
      <h2 id="pr-revolt-title">{t('pr.lastRevolt')}</h2>
      <Show when={props.revolt} fallback={<p class="pr-muted">{t('pr.noRevolt')}</p>}>
        {(r) => (
          <>
            <p class="pr-revolt__head">
              <Marked message={`pr.revoltOn.${r().symbol}`} params={{ n: r().turn }} />
              <Show when={r().drawer}>{(d) => <>{t('pr.drawnBy', { name: d().name })}</>}</Show>
            </p>
            <ol class="pr-revolt__checks" aria-label={t('revolt.checksAria')}>
              <For each={r().checks}>
                {(check) => (
                  <li
                    class="pr-check"
                    classList={{ 'pr-check--stop': check.stopped }}
                    data-player={check.player.id}
                  >
                    <PlayerBadge player={check.player} size={44} />
                    <span class="pr-check__name">{check.player.name}</span>
                    <span class="pr-check__what">
                      <Show when={check.lost > 0}>
                        <span class="pr-check__lost">{tn('pr.lost', check.lost)}</span>
                      </Show>
                      <Show when={check.rewarded > 0}>
                        <span class="pr-check__won">
                          {tn('pr.won', check.rewarded, { points: check.points })}
                        </span>
                      </Show>
                      <Show when={check.lost === 0 && check.rewarded === 0}>
                        <span class="pr-muted">{t(`pr.nothingOn.${r().symbol}`)}</span>
                      </Show>
                    </span>
                  </li>
                )}
              </For>
            </ol>
            <p class="pr-revolt__end">
              <Show when={r().stoppedAt} fallback={t('pr.everyone')}>
                {(who) => <Marked message="pr.stoppedAt" params={{ name: who().name }} />}
              </Show>
              <Show when={r().unchecked.length > 0}>
                {t('pr.notReached', { names: names(r().unchecked) })}
              </Show>
            </p>
          </>
        )}
      </Show>
    </section>
  );
}

function DeckOdds(props: { deck: DeckView }): JSX.Element {
  const deck = () => props.deck;
  return (
    <section class="pr-deck" aria-labelledby="pr-deck-title" aria-live="polite">
      <h2 id="pr-deck-title">{t('deck.aria')}</h2>
      <p class="pr-deck__left">
        <strong class="pr-deck__count ml-num">{deck().tilesLeft}</strong>{' '}
        {tn('pr.tilesLeft', deck().tilesLeft)}
      </p>
      <Show when={deck().revoltChance !== undefined}>
        <p class="pr-deck__revolt">
          {tn('pr.revoltWithin', deck().lookahead)}{' '}
          <strong class="ml-num">{percent(deck().revoltChance ?? 0)}</strong>
        </p>
      </Show>
      <Show when={deck().topTiles.length > 0}>
        <h3 class="pr-deck__next-title" id="pr-deck-next">
          {t('pr.likeliest')}
        </h3>
        <ol class="pr-deck__next" aria-labelledby="pr-deck-next">
          <For each={deck().topTiles}>
            {(tile) => (
              <li class="pr-next" data-tile={tile.id}>
                <TilePicture tileId={tile.id} size={72} />
                <span class="pr-next__name">{tileName(tile.id)}</span>
                <strong class="pr-next__chance ml-num">{percent(tile.chance)}</strong>
              </li>
            )}
          </For>
        </ol>
      </Show>
    </section>
  );
}
