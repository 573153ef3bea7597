import { createMemo, createSignal, For, type JSX, Match, onCleanup, Show, Switch } from 'solid-js';
import { protectionInGame } from '../../../../shared/game/gameContext';
import type { MeepleLedgerApi } from '../../../../shared/ipc/api';
import type { GameEvent } from '../../../../shared/record/schema';
import { BoardList, namesFor, PlayerBadge, percent, signed } from '../../components';
import { t, tn } from '../../i18n';
import { Marked } from '../../i18n/Marked';
import { createPresenterFeed } from '../presenterFeed';
import { formatElapsed, turnTimePlayed } from '../table/TurnTimer';
import { readSeatChoice, type SeatChoice, seatOf, writeSeatChoice } from './seatChoice';
import { type FinalPlace, mySeatView } from './seatModel';

export interface MySeatProps {
  api: MeepleLedgerApi;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/**
 * Where my marker stands, in the words of the host's score track (its laps are the 50-point
 * tokens: none said under 50, "Lap −1 (below zero)" under 0; the phone said "lap 1" for 0–49).
 */
export function trackLine(space: number, laps: number): string {
  const place = t('ph.track', { space });
  if (laps === 0) return place;
  return `${place}, ${t('track.lap', { n: signed(laps) })}${laps < 0 ? t('track.belowZero') : ''}`;
}

/** Where I finished, in words: "You won! Score: 97." or "Place 2 of 4 (score 81). Cleo won." */
export function finalLine(final: FinalPlace): string {
  if (final.winners.length === 0) return t('ph.finalLevel', { points: signed(final.points) });
  if (final.won && final.sharedWith.length === 0)
    return t('ph.finalWon', { points: signed(final.points) });
  if (final.won)
    return t('ph.finalShared', {
      points: signed(final.points),
      others: final.sharedWith.join(', '),
    });
  return t('ph.finalPlace', {
    place: final.place,
    count: final.of,
    points: signed(final.points),
    winners: final.winners.join(', '),
  });
}

/**
 * "My seat", for the phone in one's hand: pick who you are, then your score and lap, your
 * meeples (lying = protected), whose turn it is and what the last revolt did to you. It
 * follows the most recently played game live, as the presenter does.
 */
export function MySeat(props: MySeatProps): JSX.Element {
  const feed = createPresenterFeed(props.api);
  const [choice, setChoice] = createSignal(readSeatChoice(props.storage));
  const choose = (value: SeatChoice | undefined) => {
    writeSeatChoice(props.storage, value);
    setChoice(value);
  };
  const game = () => {
    const s = feed.state();
    return s.kind === 'game' ? s : undefined;
  };
  const player = () => seatOf(game()?.game.players ?? [], choice());
  const view = createMemo(() => {
    const g = game();
    const p = player();
    return g && p ? mySeatView(g.snapshot, p.id) : undefined;
  });

  return (
    <section class="ph-seat" aria-labelledby="ph-seat-title">
      <h1 id="ph-seat-title" class="ml-sr-only">
        {t('ph.mySeat')}
      </h1>
      <Show when={feed.news()}>
        {(news) => (
          <p class="ph-news" role="status">
            {news()}
          </p>
        )}
      </Show>
      <Show when={feed.problem()}>
        {(message) => (
          <p class="ph-problem" role="alert">
            {t('pr.notUpToDate', { message: message() })}
          </p>
        )}
      </Show>
      <Switch fallback={<p role="status">{t('pr.loading')}</p>}>
        <Match when={feed.state().kind === 'empty'}>
          <p role="status">{t('pr.empty')}</p>
        </Match>
        <Match when={game() && !view() && game()}>
          {(g) => (
            <fieldset class="ph-pick">
              <legend>{t('ph.pickColour', { name: g().name })}</legend>
              <For each={g().game.players}>
                {(p) => (
                  <button
                    type="button"
                    class="ml-button ph-pick__seat"
                    data-player={p.id}
                    onClick={() => choose({ colour: p.color, name: p.name })}
                  >
                    <PlayerBadge player={p} size={40} />
                    <span>{p.name}</span>
                  </button>
                )}
              </For>
            </fieldset>
          )}
        </Match>
        <Match when={view()}>
          {(v) => (
            <>
              <header class="ph-me" data-player={v().me.id}>
                <PlayerBadge player={v().me} size={56} />
                <div class="ph-me__who">
                  <p class="ph-me__name">{v().me.name}</p>
                  <button type="button" class="ph-link" onClick={() => choose(undefined)}>
                    {t('ph.notMe')}
                  </button>
                </div>
                <p class="ph-me__score ml-num" data-score={v().me.score}>
                  {signed(v().me.score)}
                  <span class="ml-sr-only"> {tn('seats.points', Math.abs(v().me.score))}</span>
                </p>
              </header>
              <p class="ph-me__track">{trackLine(v().space, v().laps)}</p>

              {/* The turn's time, as the table's clock counts it (the viewer's phone had none;
                  newcomer finding): outside the live region, which would read every second. */}
              <Show when={v().status === 'playing' && game()}>
                {(g) => <TurnClock events={g().events} started={g().created} />}
              </Show>
              <p class="ph-turn" classList={{ 'ph-turn--mine': v().myTurn }} aria-live="polite">
                <Switch>
                  <Match when={v().status === 'finished'}>
                    {t('table.gameOver')}
                    <Show when={v().final}>{(f) => <> · {finalLine(f())}</>}</Show>
                  </Match>
                  <Match when={v().status === 'final-scoring'}>{t('final.title')}</Match>
                  <Match when={v().myTurn}>
                    {t('ph.yourTurn', { n: v().turnNumber })}
                    <Show when={v().extra}> · {t('seats.extraTurn')}</Show>
                  </Match>
                  <Match when={v().turnOf}>
                    {(who) => <>{t('ph.theirTurn', { name: who().name, n: v().turnNumber })}</>}
                  </Match>
                </Switch>
              </p>

              <section class="ph-card" aria-labelledby="ph-meeples-title">
                <h2 id="ph-meeples-title">{t('ph.meeples')}</h2>
                <p>
                  {/* Ruling 9: no meeple lies down in a game without The Peasant Revolts. */}
                  {t(protectionInGame(v().game) ? 'ph.meepleCounts' : 'ph.meepleCountsNoLying', {
                    supply: v().supply,
                    board: v().mine.length,
                    lying: v().lying,
                  })}
                </p>
                <BoardList
                  players={v().seats}
                  meeples={v().sharedFeatures}
                  names={namesFor(v().game)}
                />
              </section>

              <Show when={v().revoltsInPlay}>
                <section class="ph-card" aria-labelledby="ph-revolt-title" aria-live="polite">
                  <Show when={v().revoltRisk !== undefined}>
                    <p class="ph-risk" data-testid="ph-risk">
                      {t('ph.revoltRisk', { n: v().seats.length })}{' '}
                      <strong class="ml-num">{percent(v().revoltRisk ?? 0)}</strong>
                    </p>
                  </Show>
                  <h2 id="ph-revolt-title">{t('pr.lastRevolt')}</h2>
                  <Show when={v().revolt} fallback={<p class="ml-muted">{t('pr.noRevolt')}</p>}>
                    {(r) => (
                      <>
                        <p>
                          <Marked message={`pr.revoltOn.${r().symbol}`} params={{ n: r().turn }} />
                        </p>
                        <p class="ph-revolt__me" data-testid="ph-revolt-me">
                          <Switch fallback={t('ph.revoltMissed')}>
                            <Match when={v().myCheck && v().myCheck}>
                              {(c) => (
                                <>
                                  <Show when={c().lost > 0}>{tn('ph.revoltLost', c().lost)} </Show>
                                  <Show when={c().rewarded > 0}>
                                    {tn('pr.won', c().rewarded, { points: c().points })}
                                  </Show>
                                  <Show when={c().lost === 0 && c().rewarded === 0}>
                                    {t('ph.revoltSafe')}
                                  </Show>
                                </>
                              )}
                            </Match>
                          </Switch>
                        </p>
                      </>
                    )}
                  </Show>
                </section>
              </Show>
            </>
          )}
        </Match>
      </Switch>
    </section>
  );
}

/**
 * The turn's time, ticking each second while it is on screen: a phone that shows no clock (the
 * game over, no seat picked) runs no timer.
 */
function TurnClock(props: { events: readonly GameEvent[]; started: string }): JSX.Element {
  const [now, setNow] = createSignal(Date.now());
  const tick = setInterval(() => setNow(Date.now()), 1000);
  onCleanup(() => clearInterval(tick));
  return (
    <p class="ph-me__timer ml-num" role="timer" aria-label={t('timer.aria')}>
      {formatElapsed(turnTimePlayed(props.events, now(), props.started))}
    </p>
  );
}
