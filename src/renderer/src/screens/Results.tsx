import { createMemo, createSignal, For, type JSX, lazy, onCleanup, Show, Suspense } from 'solid-js';
import type { GameContext } from '../../../shared/game/gameContext';
import { rematchOf } from '../../../shared/game/rematchSeats';
import {
  POINTS_CATEGORIES,
  type PointsCategory,
  scoreTimeline,
  standings,
} from '../../../shared/game/results';
import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import type { SessionInfo } from '../../../shared/ipc/types';
import { playDates } from '../../../shared/record/playDates';
import type { GameEvent } from '../../../shared/record/schema';
import { tilesRemaining } from '../../../shared/rules/deckOdds';
import { houseRuleApplies } from '../../../shared/rules/houseRules';
import {
  BadgeGroup,
  PlayerBadge,
  ScoreChart,
  ScoreTrack,
  ScrollRegion,
  signed,
} from '../components';
import { listWords, ordinal as place, t, tn } from '../i18n';
import type { GameToSend } from './bgstats/loadPlays';
import { commandKey, downloadBlob, errorText, isTextField, Kbd } from './common';
import { type CardCanvas, layoutResultsCard, renderCardPng } from './resultsCard';
import { resultsCsvBlob, resultsFileName } from './resultsShare';
import './Results.css';
import { LazyBgStatsPanel } from './bgstats/lazyPanel';
import './print.css';

// The luck (a replay) loads after the results show.
const StoredGameLuck = lazy(() =>
  import('./stats/Luck').then((m) => ({ default: m.StoredGameLuck })),
);

/** How the results leave the app as files (tests pass fakes: happy-dom has no canvas). */
export interface ResultsShareDeps {
  download: (fileName: string, blob: Blob) => void;
  createCanvas: () => CardCanvas;
}

const defaultShare: ResultsShareDeps = {
  download: downloadBlob,
  createCanvas: () => document.createElement('canvas'),
};

export interface ResultsProps {
  game: GameContext;
  /** The session's name. */
  name: string;
  /** The moves so far: the CSV is dated by the first one's time (else the game's creation). */
  events?: readonly GameEvent[];
  /** False while the game is still being played or scored: the standings so far. */
  finished: boolean;
  onHome: () => void;
  onExport: () => void;
  /** Back to the table (e.g. to undo the last moves). */
  onTable?: () => void;
  /** A finished game: the same players and options again, the next player first. */
  onRematch?: () => Promise<string | undefined>;
  /** Opens another game: the rematch, once there is one (found through `stored`'s nights). */
  onOpenGame?: (id: string) => void;
  share?: ResultsShareDeps;
  /** The stored game: offers "Send to BG Stats" (once finished) and shows the game's luck. */
  stored?: { api: MeepleLedgerApi; game: GameToSend };
}

export const CATEGORY_LABEL: Readonly<Record<PointsCategory, string>> = {
  city: 'Cities',
  road: 'Roads',
  monastery: 'Monasteries',
  garden: 'Gardens',
  field: 'Fields',
  revolt: 'Revolts',
  protection: 'Protection',
  arrow: 'Arrows',
  'abbot-recall': 'Abbot recall',
  adjustment: 'Adjustments',
};

/** Categories the options can produce; others appear only if someone has points in them. */
function expected(game: GameContext): Set<PointsCategory> {
  const set = new Set<PointsCategory>(['city', 'road', 'monastery', 'field']);
  const has = (e: string) => game.expansions.includes(e as never);
  if (game.edition !== 'C1') set.add('garden');
  if (has('peasant-revolts')) {
    set.add('revolt');
    set.add('protection');
  }
  if (has('anniversary')) set.add('arrow');
  if (has('abbot')) set.add('abbot-recall');
  return set;
}

/** The category names in the current language. */
export const categoryLabels = (): Record<PointsCategory, string> =>
  Object.fromEntries(POINTS_CATEGORIES.map((c) => [c, t(`cat.${c}`)])) as Record<
    PointsCategory,
    string
  >;

/** "1st", "2nd", "3rd", "4th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The end of a game: ranking, points by category, score over the turns, the track. */
export function Results(props: ResultsProps): JSX.Element {
  const ranking = createMemo(() => standings(props.game));
  const playerOf = (id: string) => props.game.players.find((p) => p.id === id);
  const tied = (rank: number) => ranking().filter((s) => s.rank === rank).length > 1;
  const categories = createMemo(() => {
    const wanted = expected(props.game);
    return POINTS_CATEGORIES.filter(
      (c) => wanted.has(c) || ranking().some((s) => s.byCategory[c] !== 0),
    );
  });
  // A record may name a house rule for an expansion not played (H1 without The Peasant Revolts,
  // before New game stopped offering it): it changed nothing, so it is not told.
  const houseRules = () =>
    props.game.houseRules.filter((rule) => houseRuleApplies(rule, props.game.expansions));
  const turns = createMemo(() => {
    const lines = Object.values(scoreTimeline(props.game));
    return Math.max(1, (lines[0]?.length ?? 1) - 1);
  });

  const share = () => props.share ?? defaultShare;
  /** The line under the bar: what the last action here came to (a file saved, or why not). */
  const [saved, setSaved] = createSignal<{ text: string; error?: boolean }>();
  /**
   * An action starts: the last one's outcome goes, and this one's (if it tells one here) takes
   * its place. Export tells its own in a notice and Print in the print dialog: "Saved
   * results-….png." stayed under the notice "…exported" (user report).
   */
  const starting = () => setSaved(undefined);
  const exportGame = () => {
    starting();
    props.onExport();
  };
  const print = () => {
    starting();
    window.print();
  };
  const title = () => (props.finished ? t('home.results') : t('results.soFar'));
  const [sending, setSending] = createSignal(false);

  function saveCsv(): void {
    starting();
    const fileName = resultsFileName(props.name, 'csv');
    try {
      share().download(
        fileName,
        resultsCsvBlob(props.game, props.finished, {
          name: props.name,
          played:
            playDates(props.events ?? [], new Date())?.first ??
            props.stored?.game.created ??
            new Date().toISOString(),
        }),
      );
      setSaved({ text: t('results.saved', { file: fileName }) });
    } catch (error) {
      setSaved({ text: t('results.csvFailed', { error: errorText(error) }), error: true });
    }
  }

  let drawing = false;
  async function saveImage(): Promise<void> {
    if (drawing) return;
    drawing = true;
    starting();
    const fileName = resultsFileName(props.name, 'png');
    try {
      const layout = layoutResultsCard({
        title: title(),
        name: props.name,
        game: props.game,
        finished: props.finished,
        turns: turns(),
        categories: categories(),
        categoryLabel: categoryLabels(),
      });
      share().download(fileName, await renderCardPng(layout, share().createCanvas));
      setSaved({ text: t('results.saved', { file: fileName }) });
    } catch (error) {
      setSaved({ text: t('results.imageFailed', { error: errorText(error) }), error: true });
    } finally {
      drawing = false;
    }
  }

  const [rematching, setRematching] = createSignal(false);
  async function startRematch(rematch: () => Promise<string | undefined>): Promise<void> {
    if (rematching()) return;
    setAsking(false);
    starting();
    setRematching(true);
    try {
      const problem = await rematch();
      if (problem) setSaved({ text: problem, error: true });
    } finally {
      setRematching(false);
    }
  }
  // A rematch is a new game in the night at once (R is one key away from others): asked first.
  const [asking, setAsking] = createSignal(false);
  let rematchButton: HTMLButtonElement | undefined;
  let yesButton: HTMLButtonElement | undefined;
  /** Asks (or asks again), Yes focused: Enter starts the rematch, Escape does not. */
  function ask(): void {
    setAsking(true);
    yesButton?.focus();
  }
  function stopAsking(): void {
    setAsking(false);
    rematchButton?.focus();
  }
  // Once a rematch is started, Rematch opens it: a second one would be a game too many.
  const [started, setStarted] = createSignal<SessionInfo>();
  /** Whether the game is in a game night (the rematch joins it; else one is started for both). */
  const [inNight, setInNight] = createSignal(true);
  const stored = props.stored;
  // File › Export… goes to App (which tells its outcome in a notice): an action here too.
  if (stored)
    onCleanup(
      stored.api.onMenuCommand((command) => {
        if (command === 'export') starting();
      }),
    );
  if (stored && props.onOpenGame) {
    const lookForRematch = () =>
      void stored.api.nights
        .list()
        .then((nights) => {
          if (!nights.ok) return;
          setStarted(rematchOf(props.game, stored.game.id, nights.value.nights));
          setInNight(nights.value.nights.some((n) => n.sessions.includes(stored.game.id)));
        })
        .catch(() => undefined);
    lookForRematch();
    // A rematch started on another device: Rematch opens it from then on (a phone still on
    // these results started a second one; newcomer finding). Asked once the game is there.
    onCleanup(
      stored.api.onSessionChanged(() => {
        if (!started()) lookForRematch();
      }),
    );
  }
  function rematchPressed(): void {
    const rematch = started();
    if (rematch && props.onOpenGame) props.onOpenGame(rematch.id);
    else ask();
  }

  const onKey = (e: KeyboardEvent) => {
    if (isTextField(e.target) || e.defaultPrevented || commandKey(e) || e.altKey) return;
    const rematch = props.finished ? props.onRematch : undefined;
    if ((e.key === 'r' || e.key === 'R') && rematch) {
      e.preventDefault();
      rematchPressed();
      return;
    }
    if (e.key === 'Escape' && asking()) stopAsking();
    else if (e.key === 'Escape' || e.key === 'h' || e.key === 'H') props.onHome();
    else if (e.key === 'e' || e.key === 'E') exportGame();
    else if (e.key === 'c' || e.key === 'C') saveCsv();
    else if (e.key === 'i' || e.key === 'I') void saveImage();
    else if ((e.key === 't' || e.key === 'T') && props.onTable) props.onTable();
    else return;
    e.preventDefault();
  };
  window.addEventListener('keydown', onKey);
  onCleanup(() => window.removeEventListener('keydown', onKey));

  return (
    <BadgeGroup.Provider value={props.game.players}>
      <main class="screen results" aria-labelledby="results-title">
        <header class="bar">
          <div>
            <h1 id="results-title">{title()}</h1>
            <p class="ml-muted">{tn('results.turns', turns(), { name: props.name })}</p>
            {/* A game the group ended before the last tile says so: "19 turns" alone read as a
                whole game (newcomer finding). */}
            <Show when={props.finished && tilesRemaining(props.game.deck) > 0}>
              <p class="ml-muted" data-testid="ended-early">
                {tn('results.endedEarly', tilesRemaining(props.game.deck))}
              </p>
            </Show>
            <Show when={houseRules().length > 0}>
              <p class="ml-muted" role="note">
                {t('results.houseRules', {
                  rules: listWords(houseRules().map((rule) => t(`stats.rule.${rule}`))),
                })}
              </p>
            </Show>
          </div>
          <div class="bar__actions">
            <Show when={props.finished && props.onRematch}>
              <button
                ref={rematchButton}
                type="button"
                class="ml-button btn-primary"
                aria-keyshortcuts="R"
                aria-expanded={started() && props.onOpenGame ? undefined : asking()}
                disabled={rematching()}
                onClick={rematchPressed}
              >
                {started() && props.onOpenGame ? t('results.openRematch') : t('results.rematch')}{' '}
                <Kbd>R</Kbd>
              </button>
            </Show>
            <Show when={props.onTable}>
              {(onTable) => (
                <button
                  type="button"
                  class="ml-button"
                  aria-keyshortcuts="T"
                  onClick={() => onTable()()}
                >
                  {t('results.backToTable')} <Kbd>T</Kbd>
                </button>
              )}
            </Show>
            <button type="button" class="ml-button" aria-keyshortcuts="E" onClick={exportGame}>
              {t('home.export')} <Kbd>E</Kbd>
            </button>
            <button type="button" class="ml-button" aria-keyshortcuts="C" onClick={saveCsv}>
              {t('results.csv')} <Kbd>C</Kbd>
            </button>
            <button
              type="button"
              class="ml-button"
              aria-keyshortcuts="I"
              onClick={() => void saveImage()}
            >
              {t('results.image')} <Kbd>I</Kbd>
            </button>
            <button type="button" class="ml-button" onClick={print}>
              {t('results.print')}
            </button>
            <Show when={props.finished && props.stored}>
              <button
                type="button"
                class="ml-button"
                aria-expanded={sending()}
                onClick={() => {
                  if (!sending()) starting();
                  setSending(!sending());
                }}
              >
                {t('bgs.send')}
              </button>
            </Show>
            <button
              type="button"
              class="ml-button"
              aria-keyshortcuts="H"
              onClick={() => props.onHome()}
            >
              {t('app.home')} <Kbd>H</Kbd>
            </button>
          </div>
        </header>
        <Show when={props.finished && asking() && props.onRematch}>
          {(rematch) => (
            <fieldset class="results__confirm">
              <legend>
                {t(inNight() ? 'results.rematchConfirm' : 'results.rematchConfirmNewNight', {
                  player: (props.game.players[1] ?? props.game.players[0])?.name ?? '',
                })}
              </legend>
              <button
                ref={(el) => {
                  yesButton = el;
                  queueMicrotask(() => el.focus());
                }}
                type="button"
                class="ml-button btn-primary"
                disabled={rematching()}
                onClick={() => void startRematch(rematch())}
              >
                {t('results.rematchYes')}
              </button>
              <button type="button" class="ml-button" onClick={stopAsking}>
                {t('common.cancel')} <Kbd>Esc</Kbd>
              </button>
            </fieldset>
          )}
        </Show>
        <Show when={sending() && props.stored}>
          {(stored) => (
            <Suspense fallback={<p role="status">{t('bgs.preparing')}</p>}>
              <LazyBgStatsPanel
                api={stored().api}
                games={[stored().game]}
                onClose={() => setSending(false)}
              />
            </Suspense>
          )}
        </Show>
        <p
          class="results__saved"
          classList={{ 'error-message': saved()?.error === true }}
          role="status"
          aria-label={t('results.sharing')}
        >
          {saved()?.text}
        </p>

        <section aria-labelledby="ranking-title">
          <h2 id="ranking-title">{t('results.ranking')}</h2>
          <Show when={props.finished && ranking().every((s) => !s.won)}>
            <p class="results__nowinner">{t('results.noWinner')}</p>
          </Show>
          <ol class="ranking">
            <For each={ranking()}>
              {(s) => {
                const player = () => playerOf(s.player) ?? { name: s.player, color: 'grey' };
                return (
                  <li class="ranking__row" classList={{ 'ranking__row--first': s.rank === 1 }}>
                    <span class="ranking__rank">
                      {tied(s.rank) ? '=' : ''}
                      {place(s.rank)}
                    </span>
                    <PlayerBadge player={player()} size={48} />
                    <span class="ranking__name">{player().name}</span>
                    <Show when={s.won && props.finished}>
                      <span class="ml-pill ml-pill--lead">
                        {tied(1) ? t('results.sharedWin') : t('results.winner')}
                      </span>
                    </Show>
                    <span class="ranking__score ml-big ml-num">
                      {signed(s.score)}
                      <span class="ml-sr-only">{t('results.pointsSr')}</span>
                    </span>
                  </li>
                );
              }}
            </For>
          </ol>
        </section>

        <section aria-labelledby="categories-title">
          <h2 id="categories-title">{t('results.byCategory')}</h2>
          <ScrollRegion class="table-scroll" labelledBy="categories-title">
            <table class="categories" aria-labelledby="categories-title">
              <thead>
                <tr>
                  <th scope="col">{t('results.category')}</th>
                  <For each={ranking()}>
                    {(s) => (
                      <th scope="col">
                        <span class="categories__player">
                          <PlayerBadge
                            player={playerOf(s.player) ?? { name: s.player, color: 'grey' }}
                            size={28}
                          />
                          <span class="categories__name">
                            {playerOf(s.player)?.name ?? s.player}
                          </span>
                        </span>
                      </th>
                    )}
                  </For>
                </tr>
              </thead>
              <tbody>
                <For each={categories()}>
                  {(category) => (
                    <tr data-category={category}>
                      <th scope="row">{t(`cat.${category}`)}</th>
                      <For each={ranking()}>
                        {(s) => (
                          <td class="ml-num" classList={{ zero: s.byCategory[category] === 0 }}>
                            {signed(s.byCategory[category])}
                          </td>
                        )}
                      </For>
                    </tr>
                  )}
                </For>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('results.total')}</th>
                  <For each={ranking()}>{(s) => <td class="ml-num">{signed(s.score)}</td>}</For>
                </tr>
              </tfoot>
            </table>
          </ScrollRegion>
        </section>

        <div class="results__charts">
          <section aria-labelledby="chart-title">
            <h2 id="chart-title">{t('results.chart')}</h2>
            <ScoreChart players={props.game.players} awards={props.game.awards} turns={turns()} />
          </section>
          <section aria-labelledby="track-title">
            <h2 id="track-title">{t('results.track')}</h2>
            <ScoreTrack players={props.game.players} />
          </section>
        </div>
        <Show when={props.stored}>
          {(stored) => (
            <Suspense>
              <StoredGameLuck api={stored().api} sessionId={stored().game.id} />
            </Suspense>
          )}
        </Show>
      </main>
    </BadgeGroup.Provider>
  );
}
