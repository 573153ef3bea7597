import {
  createEffect,
  createSignal,
  createUniqueId,
  For,
  type JSX,
  on,
  onCleanup,
  Show,
  Suspense,
} from 'solid-js';
import { Portal } from 'solid-js/web';
import { rematchOf, rematchSourceOf } from '../../../shared/game/rematchSeats';
import { winningScore } from '../../../shared/game/results';
import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import type { GameNight, NightList, NightStanding, SessionInfo } from '../../../shared/ipc/types';
import { signed } from '../components/format';
import { BadgeGroup, PlayerBadge } from '../components/PlayerBadge';
import { t, tn } from '../i18n';
import { dayMonth, when } from './common';
import './GameNights.css';
import { LazyBgStatsPanel } from './bgstats/lazyPanel';
import './print.css';

export interface GameNightsProps {
  api: MeepleLedgerApi;
  /** Open a game (the table, or its results once finished). */
  onOpen: (id: string) => void;
  /** Anything that changes when the games change (Home's list): the nights are read again. */
  changed?: unknown;
  /** The clock for a new night's name (tests). */
  now?: () => Date;
}

/** How many ended nights are listed under "Earlier nights". */
export const EARLIER_NIGHTS = 5;

/** "Game night 29 Nov", as New game names games. */
export const nightName = (date: Date): string => t('ng.defaultName', { date: dayMonth(date) });

/**
 * Standings with their rank: equal wins and points share a rank. A player with no finished game
 * has no rank yet (before the first game ends, everyone would share first place), and comes
 * after those who have one.
 */
export function ranked(
  standings: readonly NightStanding[],
): (NightStanding & { rank: number | undefined })[] {
  const placed = standings.filter((row) => row.games > 0);
  let rank = 0;
  return [
    ...placed.map((row, i) => {
      const before = placed[i - 1];
      if (!before || before.wins !== row.wins || before.points !== row.points) rank = i + 1;
      return { ...row, rank };
    }),
    ...standings.filter((row) => row.games === 0).map((row) => ({ ...row, rank: undefined })),
  ];
}

const STATUS = {
  playing: 'home.status.playing',
  'final-scoring': 'final.title',
  finished: 'home.status.finished',
} as const satisfies Record<SessionInfo['status'], string>;

/** The standings of a night as a table: rank, player, wins, points, and points in play. */
function Standings(props: { night: GameNight }): JSX.Element {
  const rows = () => ranked(props.night.standings);
  const anyInPlay = () => props.night.standings.some((s) => s.inPlay !== 0);
  return (
    <Show when={rows().length > 0} fallback={<p class="ml-empty">{t('gn.empty')}</p>}>
      <BadgeGroup.Provider value={props.night.standings}>
        <table class="standings">
          <caption class="ml-sr-only">{t('gn.caption', { name: props.night.name })}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span class="ml-sr-only">{t('gn.rank')}</span>
              </th>
              <th scope="col">{t('chart.player')}</th>
              <th scope="col">{t('gn.wins')}</th>
              <th scope="col">{t('gn.points')}</th>
              <th scope="col">{t('gn.games')}</th>
              <Show when={anyInPlay()}>
                <th scope="col">{t('gn.inPlay')}</th>
              </Show>
            </tr>
          </thead>
          <tbody>
            <For each={rows()}>
              {(row) => (
                <tr classList={{ standings__lead: row.rank === 1 }}>
                  <td class="ml-num">{row.rank ?? '–'}</td>
                  <th scope="row" class="standings__player">
                    <PlayerBadge player={row} size={28} />
                    <span>{row.name}</span>
                  </th>
                  <td class="ml-num">{row.wins}</td>
                  <td class="ml-num">{signed(row.points)}</td>
                  <td class="ml-num">{row.games}</td>
                  <Show when={anyInPlay()}>
                    <td class="ml-num">{signed(row.inPlay)}</td>
                  </Show>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </BadgeGroup.Provider>
    </Show>
  );
}

/** How many of a night's games show at first: the newest; the earlier ones on request. */
export const NIGHT_GAMES_SHOWN = 5;

/**
 * The games of a night in the order played, each with its scores, Open and Rematch. A long
 * night shows its newest games, the earlier ones behind a button: twenty games of one night
 * pushed Home's own list a screen and a half down.
 */
function NightGames(props: {
  night: GameNight;
  busy: string | undefined;
  onOpen: (id: string) => void;
  onRematch: (game: SessionInfo) => void;
}): JSX.Element {
  const [showAll, setShowAll] = createSignal(false);
  const earlier = () => Math.max(0, props.night.games.length - NIGHT_GAMES_SHOWN);
  const shownGames = () => (showAll() ? props.night.games : props.night.games.slice(earlier()));
  const listId = createUniqueId();
  return (
    <>
      <Show when={earlier() > 0}>
        <button
          type="button"
          class="ml-button night__earlier-games"
          aria-expanded={showAll()}
          aria-controls={listId}
          onClick={() => setShowAll(!showAll())}
        >
          {showAll() ? t('gn.hideEarlierGames') : tn('gn.showEarlierGames', earlier())}
        </button>
      </Show>
      <ol
        id={listId}
        class="night__games"
        // Numbered as played: game 16 is 16 when the 15 before it are hidden.
        start={showAll() ? 1 : earlier() + 1}
        aria-label={t('gn.gamesOf', { name: props.night.name })}
      >
        <For each={shownGames()}>
          {(game) => {
            const best = () => winningScore(game.players.map((p) => p.score));
            const finished = () => game.status === 'finished';
            return (
              <li class="night__game">
                <span class="night__game-name">{game.name}</span>
                <span class="night__game-status">
                  {finished()
                    ? t(STATUS.finished)
                    : t('home.statusTurn', { status: t(STATUS[game.status]), turn: game.turn })}
                </span>
                <span class="night__scores">
                  <For each={game.players}>
                    {(player) => (
                      <span
                        class="night__score"
                        classList={{ 'night__score--won': finished() && player.score === best() }}
                      >
                        {player.name} <strong class="ml-num">{signed(player.score)}</strong>
                        <Show when={finished() && player.score === best()}>
                          <span class="ml-sr-only">{t('gn.wonSr')}</span>
                        </Show>
                      </span>
                    )}
                  </For>
                </span>
                <span class="night__game-actions">
                  <button
                    type="button"
                    class="ml-button"
                    aria-label={t(finished() ? 'gn.resultsOf' : 'gn.resumeOf', { name: game.name })}
                    onClick={() => props.onOpen(game.id)}
                  >
                    {t(finished() ? 'home.results' : 'home.resume')}
                  </button>
                  <Show when={finished()}>
                    <Show
                      when={rematchOf(rematchSourceOf(game), game.id, [props.night])}
                      fallback={
                        <button
                          type="button"
                          class="ml-button btn-primary"
                          aria-label={t('gn.rematchOf', { name: game.name })}
                          title={t('gn.rematchTitle')}
                          disabled={props.busy !== undefined}
                          onClick={() => props.onRematch(game)}
                        >
                          {props.busy === game.id ? t('ng.starting') : t('gn.rematch')}
                        </button>
                      }
                    >
                      {/* Started already: a second rematch would be a game too many. */}
                      {(rematch) => (
                        <button
                          type="button"
                          class="ml-button"
                          aria-label={t('gn.openRematchOf', { name: game.name })}
                          onClick={() => props.onOpen(rematch().id)}
                        >
                          {t('gn.openRematch')}
                        </button>
                      )}
                    </Show>
                  </Show>
                </span>
              </li>
            );
          }}
        </For>
      </ol>
    </>
  );
}

/** How many of the newest games "Add a game already started" looks through. */
export const ADD_CANDIDATES = 20;

/**
 * "Add a game already started": a game begun before the night was (or from New game without
 * it) joins the night going on. Lists the newest games that are in no night, asked for when
 * opened (not with every Home load).
 */
function AddStartedGame(props: {
  api: MeepleLedgerApi;
  night: GameNight;
  /** Every night listed: a game in one of them is not offered. */
  nights: readonly GameNight[];
  busy: string | undefined;
  onAdd: (game: SessionInfo) => Promise<void>;
}): JSX.Element {
  let toggle: HTMLButtonElement | undefined;
  const [open, setOpen] = createSignal(false);
  const [recent, setRecent] = createSignal<readonly SessionInfo[]>();
  const [failure, setFailure] = createSignal<string>();
  const inANight = () => new Set(props.nights.flatMap((night) => night.games.map((g) => g.id)));
  const candidates = () => (recent() ?? []).filter((game) => !inANight().has(game.id));
  const listId = `nights-add-${props.night.id}`;

  async function load(): Promise<void> {
    const result = await props.api.sessions.listNewest(ADD_CANDIDATES);
    if (!result.ok) {
      setFailure(t('gn.addFailed', { message: result.error.message }));
      return;
    }
    setFailure(undefined);
    setRecent(result.value.sessions);
  }

  // Asked again when the night changes (a game added, a rematch): the list follows it.
  createEffect(
    on(
      () => [open(), props.night] as const,
      ([isOpen]) => {
        if (isOpen) void load();
      },
    ),
  );

  return (
    <div class="night__add">
      <button
        ref={toggle}
        type="button"
        class="ml-button"
        aria-expanded={open()}
        aria-controls={listId}
        onClick={() => setOpen(!open())}
      >
        {t('gn.addOpen')}
      </button>
      <Show when={open()}>
        <div id={listId}>
          <Show when={failure()}>
            {(message) => (
              <p class="field-error" role="alert">
                {message()}
              </p>
            )}
          </Show>
          <Show when={recent() !== undefined && !failure()}>
            <Show
              when={candidates().length > 0}
              fallback={<p class="ml-empty">{t('gn.addNone')}</p>}
            >
              <ul class="night__games" aria-label={t('gn.addList')}>
                <For each={candidates()}>
                  {(game) => (
                    <li class="night__game">
                      <span class="night__game-name">{game.name}</span>
                      <span class="night__game-status">
                        <time datetime={game.lastPlayed}>{when(game.lastPlayed)}</time>
                      </span>
                      <span class="night__scores">
                        {game.players.map((player) => player.name).join(', ')}
                      </span>
                      <span class="night__game-actions">
                        <button
                          type="button"
                          class="ml-button"
                          aria-label={t('gn.addOf', { name: game.name, night: props.night.name })}
                          disabled={props.busy !== undefined}
                          // The button goes with the game it added: the focus stays in the
                          // section, on the button that opened the list.
                          onClick={() => void props.onAdd(game).then(() => toggle?.focus())}
                        >
                          {t('gn.add')}
                        </button>
                      </span>
                    </li>
                  )}
                </For>
              </ul>
            </Show>
          </Show>
        </div>
      </Show>
    </div>
  );
}

/** The class on <html> while a night's sheet is being printed: only the sheet prints. */
export const PRINTING_SHEET_CLASS = 'ml-printing-sheet';

/**
 * "Print the standings": the night as one sheet (its standings and its games with their
 * scores), put at the end of the page for the print dialog only, and taken away after.
 */
function PrintNight(props: { night: GameNight }): JSX.Element {
  const [printing, setPrinting] = createSignal(false);
  const root = document.documentElement;
  const done = () => {
    root.classList.remove(PRINTING_SHEET_CLASS);
    setPrinting(false);
  };
  window.addEventListener('afterprint', done);
  onCleanup(() => {
    window.removeEventListener('afterprint', done);
    if (printing()) done();
  });
  function print(): void {
    setPrinting(true);
    root.classList.add(PRINTING_SHEET_CLASS);
    // The sheet is on the page before the dialog opens; print() blocks until it closes.
    setTimeout(() => {
      window.print();
    }, 0);
  }
  return (
    <>
      <button
        type="button"
        class="ml-button"
        aria-label={t('gn.printOf', { name: props.night.name })}
        onClick={print}
      >
        {t('gn.print')}
      </button>
      <Show when={printing()}>
        <Portal>
          <article class="print-sheet" aria-hidden="true">
            <header>
              <h1>{props.night.name}</h1>
              <p>
                <time datetime={props.night.created}>{when(props.night.created)}</time> ·{' '}
                {tn('gn.gameCount', props.night.games.length)}
              </p>
            </header>
            <Standings night={props.night} />
            <section>
              <h2>{t('gn.games')}</h2>
              <ol class="print-sheet__games">
                <For each={props.night.games}>
                  {(game) => (
                    <li>
                      <strong>{game.name}</strong>
                      {game.status === 'finished' ? '' : ` (${t(STATUS[game.status])})`}:{' '}
                      {game.players.map((p) => `${p.name} ${signed(p.score)}`).join(' · ')}
                    </li>
                  )}
                </For>
              </ol>
            </section>
          </article>
        </Portal>
      </Show>
    </>
  );
}

/** "Send to BG Stats" for a night: every finished game of it, as links and as one file. */
function SendNight(props: { api: MeepleLedgerApi; night: GameNight }): JSX.Element {
  const [open, setOpen] = createSignal(false);
  const finished = () => props.night.games.filter((g) => g.status === 'finished');
  return (
    <Show when={finished().length > 0}>
      <div class="night__send">
        <PrintNight night={props.night} />
        <button
          type="button"
          class="ml-button"
          aria-expanded={open()}
          aria-label={t('gn.sendOf', { name: props.night.name })}
          onClick={() => setOpen(!open())}
        >
          {t('bgs.send')}
        </button>
        <Show when={open()}>
          <Suspense fallback={<p role="status">{t('bgs.preparing')}</p>}>
            <LazyBgStatsPanel
              api={props.api}
              games={finished().map((g) => ({ id: g.id, name: g.name, created: g.created }))}
              nightName={props.night.name}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        </Show>
      </div>
    </Show>
  );
}

/**
 * Home's "Game nights": the night going on with its running standings and its games (a
 * rematch of a finished one starts the next game at once), a way to start or end a night, and
 * the nights before.
 */
export function GameNights(props: GameNightsProps): JSX.Element {
  const api = props.api;
  const [list, setList] = createSignal<NightList>();
  const [failure, setFailure] = createSignal<string>();
  const [problem, setProblem] = createSignal<string>();
  const [busy, setBusy] = createSignal<string>();
  const [earlierOpen, setEarlierOpen] = createSignal(false);

  const current = (): GameNight | undefined => {
    const l = list();
    return l?.nights.find((n) => n.id === l.current);
  };
  const earlier = (): GameNight[] =>
    (list()?.nights ?? []).filter((n) => n.ended !== undefined).slice(0, EARLIER_NIGHTS);

  async function load(): Promise<void> {
    const result = await api.nights.list();
    if (!result.ok) {
      setFailure(result.error.message);
      return;
    }
    setFailure(undefined);
    setList(result.value);
    const warnings = result.value.warnings;
    if (warnings.length > 0) setProblem(warnings.join(' '));
  }

  createEffect(
    on(
      () => props.changed,
      () => void load(),
    ),
  );

  async function act(key: string, work: () => Promise<string | undefined>): Promise<void> {
    if (busy() !== undefined) return;
    setBusy(key);
    setProblem(undefined);
    try {
      const error = await work();
      if (error) setProblem(error);
    } finally {
      setBusy(undefined);
    }
  }

  const start = () =>
    act('start', async () => {
      const result = await api.nights.create(nightName(props.now?.() ?? new Date()));
      if (!result.ok) return t('gn.startFailed', { message: result.error.message });
      await load();
      // The button pressed is gone: the focus goes to the night it started.
      document.getElementById('night-current-title')?.focus();
      return undefined;
    });

  /** The night's games not finished yet, by name; undefined when there is none. */
  const unfinishedNames = (night: GameNight): string | undefined => {
    const names = night.games.filter((g) => g.status !== 'finished').map((g) => g.name);
    return names.length > 0 ? names.join(', ') : undefined;
  };
  // An ended night stays ended (new games no longer join it): asked first.
  const [ending, setEnding] = createSignal(false);
  const end = (night: GameNight) =>
    act('end', async () => {
      setEnding(false);
      const result = await api.nights.end(night.id);
      if (!result.ok) return t('gn.endFailed', { message: result.error.message });
      await load();
      return undefined;
    });

  const addStarted = (night: GameNight, game: SessionInfo) =>
    act(`add:${game.id}`, async () => {
      const result = await api.nights.addSession(night.id, game.id);
      if (!result.ok) return t('gn.addFailed', { message: result.error.message });
      await load();
      return undefined;
    });

  const rematch = (game: SessionInfo) =>
    act(game.id, async () => {
      const result = await api.nights.rematch(game.id);
      if (!result.ok) return t('gn.rematchFailed', { message: result.error.message });
      props.onOpen(result.value.id);
      return undefined;
    });

  return (
    <section class="home__nights nights" aria-labelledby="nights-title">
      <div class="nights__head">
        <h2 id="nights-title">{t('gn.title')}</h2>
        <Show
          when={current()}
          fallback={
            <button
              type="button"
              class="ml-button"
              disabled={busy() !== undefined || list() === undefined}
              onClick={() => void start()}
            >
              {t('gn.start')}
            </button>
          }
        >
          <button
            type="button"
            class="ml-button"
            disabled={busy() !== undefined}
            aria-expanded={ending()}
            onClick={() => setEnding(true)}
          >
            {t('gn.end')}
          </button>
        </Show>
      </div>
      <Show when={ending() && current()}>
        {(night) => (
          <fieldset class="nights__confirm">
            <legend>{t('gn.endConfirm', { name: night().name })}</legend>
            {/* A game still on the table is said: a newcomer ended the night mid-game unawares. */}
            <Show when={unfinishedNames(night())}>
              {(names) => (
                <p class="nights__unfinished">{t('gn.endUnfinished', { names: names() })}</p>
              )}
            </Show>
            <button
              type="button"
              class="ml-button"
              ref={(el) => queueMicrotask(() => el.focus())}
              disabled={busy() !== undefined}
              onClick={() => void end(night())}
            >
              {t('gn.endYes')}
            </button>
            <button type="button" class="ml-button" onClick={() => setEnding(false)}>
              {t('common.cancel')}
            </button>
          </fieldset>
        )}
      </Show>
      <p class="field-error" role="alert">
        {problem() ?? ''}
      </p>
      <Show when={failure()}>
        {(message) => (
          <div class="problem" role="alert">
            <p>{t('gn.listFailed', { message: message() })}</p>
            <button type="button" class="ml-button" onClick={() => void load()}>
              {t('table.tryAgain')}
            </button>
          </div>
        )}
      </Show>
      <Show when={list() && !failure()}>
        <Show when={current()} fallback={<p class="ml-empty">{t('gn.none')}</p>}>
          {(night) => (
            <article class="night night--current" aria-labelledby="night-current-title">
              <header class="night__head">
                <h3 id="night-current-title" tabIndex={-1}>
                  {night().name}
                </h3>
                <span class="ml-muted">
                  {t('gn.started')} <time datetime={night().created}>{when(night().created)}</time>{' '}
                  · {tn('gn.gameCount', night().games.length)}
                </span>
              </header>
              <Standings night={night()} />
              <SendNight api={api} night={night()} />
              <Show when={night().games.length > 0}>
                <NightGames
                  night={night()}
                  busy={busy()}
                  onOpen={props.onOpen}
                  onRematch={(game) => void rematch(game)}
                />
              </Show>
              <AddStartedGame
                api={api}
                night={night()}
                nights={list()?.nights ?? []}
                busy={busy()}
                onAdd={(game) => addStarted(night(), game)}
              />
            </article>
          )}
        </Show>
        <Show when={earlier().length > 0}>
          <div class="nights__earlier">
            <button
              type="button"
              class="ml-button"
              aria-expanded={earlierOpen()}
              aria-controls="nights-earlier"
              onClick={() => setEarlierOpen(!earlierOpen())}
            >
              {t('gn.earlier', { n: earlier().length })}
            </button>
            <Show when={earlierOpen()}>
              <ol id="nights-earlier" class="nights__list">
                <For each={earlier()}>
                  {(night) => (
                    <li class="night">
                      <header class="night__head">
                        <h3>{night.name}</h3>
                        <span class="ml-muted">
                          <time datetime={night.created}>{when(night.created)}</time> ·{' '}
                          {tn('gn.gameCount', night.games.length)}
                        </span>
                      </header>
                      <Standings night={night} />
                      <SendNight api={api} night={night} />
                      <Show when={night.games.length > 0}>
                        <NightGames
                          night={night}
                          busy={busy()}
                          onOpen={props.onOpen}
                          onRematch={(game) => void rematch(game)}
                        />
                      </Show>
                    </li>
                  )}
                </For>
              </ol>
            </Show>
          </div>
        </Show>
      </Show>
    </section>
  );
}
