import {
  batch,
  createEffect,
  createRoot,
  createSignal,
  ErrorBoundary,
  type JSX,
  lazy,
  Match,
  on,
  onCleanup,
  Show,
  Suspense,
  Switch,
  untrack,
} from 'solid-js';
import type { AppNotice, MenuCommand } from '../../shared/ipc/channelList';
import type { SessionDamage } from '../../shared/ipc/types';
import { presenterHash } from '../../shared/presenterRoute';
import type { GameRecord } from '../../shared/record/schema';
import type { MeepleLedgerApi } from './api';
import { BadgeGroup } from './components/PlayerBadge';
import { t } from './i18n';
import { whenIdle } from './later';
import { ScreenSwitch } from './ScreenSwitch';
import { focusNewScreen } from './screenFocus';
import {
  commandKey,
  createNotices,
  errorText,
  exportSession,
  isNewGameKey,
  isTypingIn,
  NoticeList,
} from './screens/common';
import { Home } from './screens/Home';
import type { FailedStart, StartedGame } from './screens/NewGame';
import { askStatsAhead } from './screens/stats/statsAhead';
import { warmFilterFieldsOnce } from './screens/stats/warmFilterFields';
import { changedElsewhereMessage } from './state/conflict';
import { damageNotice } from './state/damage';
import { followOpenGame } from './state/followGame';
import type { GameSession, Outcome } from './state/gameSession';
import {
  type Address,
  createNavigation,
  LAST_GAME_KEY,
  type Route,
  routeGame,
} from './state/navigation';
import { trashedElsewhere } from './state/trashedNews';

// Home comes first and light; the game screens and the rules engine load when needed.
const NewGame = lazy(() => import('./screens/NewGame').then((m) => ({ default: m.NewGame })));
const Table = lazy(() => import('./screens/Table').then((m) => ({ default: m.Table })));
const Results = lazy(() => import('./screens/Results').then((m) => ({ default: m.Results })));
const Stats = lazy(() => import('./screens/Stats').then((m) => ({ default: m.Stats })));
type GameSessionModule = typeof import('./state/gameSession');
let gameSessionModule: GameSessionModule | undefined;
/**
 * The game session's code, kept once loaded: `import()` of a module already loaded still
 * answers a task later, and the tap on Start waited for it (a frame drawn in between).
 */
const loadGameSession = async (): Promise<GameSessionModule> =>
  (gameSessionModule ??= await import('./state/gameSession'));
const PhonesDialog = lazy(() =>
  import('./screens/phones/PhonesDialog').then((m) => ({ default: m.PhonesDialog })),
);
/**
 * Home asks for its whole list (a megabyte with 2,000 games, for the search and the pages)
 * this long after its first page is on screen: a group that opens a game or the statistics
 * at once does not wait behind it.
 */
const WHOLE_LIST_AFTER_MS = 700;
/**
 * The screens disposed a frame after they are left (ScreenSwitch): Home (its graph was 20–25
 * ms of the click on Statistics) and New game (of the tap on Start). Their window keys check
 * that they are still on the page.
 */
const disposedAfterTheFrame = (route: Route): boolean =>
  route.name === 'home' || route.name === 'new-game';
/** The statistics' code, loading: their click does not wait for it. */
const preloadStats = (): void => {
  void Stats.preload().catch(() => undefined);
};
/** Once Home's list is on screen: the statistics' code, then their filters' fields warmed. */
const prepareStats = (): void => {
  preloadStats();
  whenIdle(() => warmFilterFieldsOnce());
};
/**
 * The Statistics button pressed: their code and their answers are asked for before the click,
 * and their filters' fields warmed if Home was never idle.
 */
const statsPressed = (api: MeepleLedgerApi): void => {
  preloadStats();
  askStatsAhead(api);
  warmFilterFieldsOnce();
};
/**
 * While New game is open, the table's code loads, its draw grid is built, the tile images load
 * and a table is drawn off the page once: the tap on Start waits for none of them.
 */
const preloadTable = (api: MeepleLedgerApi): void => {
  // The table drawn ahead is New game's: not drawn once it has closed (a table may be up).
  let closed = false;
  let cancelWarmUp: (() => void) | undefined;
  onCleanup(() => {
    closed = true;
    cancelWarmUp?.();
  });
  // A failure here shows when the table really loads (and says why); not twice.
  void Table.preload().catch(() => undefined);
  void loadGameSession().catch(() => undefined);
  void import('./screens/table/keptTileGrid')
    .then((grid) => grid.prepareTileGridForNewGame())
    .catch(() => undefined);
  void import('./state/tileImagesAhead')
    .then((images) => whenIdle(images.loadTileImagesAhead))
    .catch(() => undefined);
  void import('./state/warmUp')
    .then((warm) => {
      if (closed) return;
      cancelWarmUp = whenIdle(() => {
        try {
          warm.warmUpTableOnce(api);
        } catch {
          // Only a head start: the table really drawn says what is wrong, if anything is.
        }
      });
    })
    .catch(() => undefined);
};

export interface AppProps {
  api: MeepleLedgerApi;
  /** App version shown on the home screen, when known. */
  version?: string | undefined;
  /** The page's address, kept in step with the screen (none in tests that do not care). */
  address?: Address;
  /** The desktop app reopens the game that was open when it closed. */
  reopenLastGame?: boolean;
  /** A browser tab (browser mode), not the desktop app: the browser keeps Ctrl+N for itself. */
  browser?: boolean;
  /**
   * A scorer's phone: the table and its results only. Leaving them goes back to the phone's
   * own screens, never to the host's Home, New game or Statistics (from the table's "← Games"
   * a scorer's phone reached the host's whole app: newcomer finding).
   */
  onLeave?: (() => void) | undefined;
}

/** The game the desktop app had open, from its own storage (never the address). */
function lastGame(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(LAST_GAME_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

function rememberGame(id: string | undefined): void {
  try {
    if (id) globalThis.localStorage?.setItem(LAST_GAME_KEY, id);
    else globalThis.localStorage?.removeItem(LAST_GAME_KEY);
  } catch {
    // Storage refused (private mode, quota): the app opens on Home next time, nothing lost.
  }
}

/** Shown instead of a screen that failed: what went wrong, and ways on. */
export function ErrorScreen(props: {
  error: unknown;
  title?: string;
  reset?: () => void;
  onHome: () => void;
}): JSX.Element {
  return (
    <main class="screen screen--center" role="alert">
      <h1>{props.title ?? t('app.wrong')}</h1>
      <p class="error-message">{errorText(props.error)}</p>
      <p class="ml-muted">{t('app.saved')}</p>
      <div class="bar__actions">
        <Show when={props.reset}>
          {(reset) => (
            <button type="button" class="ml-button" onClick={() => reset()()}>
              {t('table.tryAgain')}
            </button>
          )}
        </Show>
        <button type="button" class="ml-button btn-primary" onClick={() => props.onHome()}>
          {t('app.home')}
        </button>
      </div>
    </main>
  );
}

function Loading(props: { text: string }): JSX.Element {
  return (
    <main class="screen screen--center" aria-busy="true">
      <p class="loading" role="status">
        {props.text}
      </p>
    </main>
  );
}

interface OpenGame {
  readonly id: string;
  readonly name: string;
  /** ISO 8601: when the session was created (dates a record without `at` times). */
  readonly created: string;
  readonly session: GameSession;
  readonly dispose: () => void;
}

/** The app shell: the screen switcher, the open game, menu commands and global shortcuts. */
/** A scorer's phone on any screen but a game's: no game in play to score, and the way back. */
function NoGameOnPhone(props: { onLeave: () => void }): JSX.Element {
  return (
    <main class="screen screen--center">
      <h1>{t('ph.noTable')}</h1>
      <button type="button" class="ml-button btn-primary" onClick={() => props.onLeave()}>
        {t('ph.tabSeat')}
      </button>
    </main>
  );
}

export function App(props: AppProps): JSX.Element {
  const api = props.api;
  // A bare address in the desktop app: the game that was open when it closed, if any.
  const reopened =
    props.reopenLastGame && !props.address?.location.hash.replace(/^#/, '')
      ? lastGame()
      : undefined;
  const nav = createNavigation({
    ...(reopened ? { initial: { name: 'table', id: reopened } as const } : {}),
    ...(props.address ? { address: props.address } : {}),
    ...(props.reopenLastGame ? { remember: rememberGame } : {}),
  });
  const notices = createNotices();
  const [game, setGame] = createSignal<OpenGame>();
  const [opening, setOpening] = createSignal<{ id: string; error?: string }>();
  /** "Phones at the table…": the invite, its QR code and the devices (PhonesDialog). */
  const [phonesOpen, setPhonesOpen] = createSignal(false);
  // Only the host invites phones (a scorer's phone shows this app too).
  // Asked for once the first screen is up (the table's Phones button needs it, Home not).
  // A plain signal, not a resource: a resource read on Home would suspend the screen (Home
  // went to its loading state and back, its search box losing what was typed meanwhile).
  const [self, setSelf] = createSignal<Awaited<ReturnType<typeof api.devices.me>>>();
  whenIdle(() => void api.devices.me().then(setSelf), 100);
  /** A phone that joined (not the host's own page): it puts no game away. */
  const phone = () => {
    const me = self();
    return me?.ok === true && me.value.role !== 'host';
  };
  const isHost = () => {
    const me = self();
    return me?.ok === true && me.value.role === 'host';
  };
  let openCount = 0;

  function closeGame(): void {
    openCount++;
    untrack(game)?.dispose();
    setGame(undefined);
    setOpening(undefined);
  }

  /**
   * Opens a game; `followed`: again, after another device's change to the one on screen,
   * telling what that device did (the moves this table had against the store's).
   */
  async function openGame(id: string, followed = false): Promise<void> {
    const shown = followed ? untrack(game) : undefined;
    const mine = shown?.id === id ? shown.session.events() : undefined;
    const ticket = ++openCount;
    setOpening({ id });
    const result = await api.sessions.open(id);
    if (ticket !== openCount) return;
    if (!result.ok) {
      // The game the app reopened by itself is gone (deleted, moved): Home, not an error.
      if (id === reopened && untrack(nav.route).name === 'table') {
        setOpening(undefined);
        nav.home();
        return;
      }
      setOpening({ id, error: result.error.message });
      return;
    }
    const { info, record, warnings, readOnly } = result.value;
    const opened = await gameOf(ticket, { id, name: info.name, created: info.created }, record, {
      ...info,
      readOnly,
    });
    if (!opened) return;
    if (mine) {
      const { session } = opened;
      const text = changedElsewhereMessage(
        mine,
        session.events(),
        session.before(),
        session.describe,
        session.current(),
      );
      if (text) session.tellElsewhere({ text });
    }
    for (const text of warnings) notices.show({ tone: 'warning', text });
    if (result.value.damage) showDamage(id, result.value.damage);
    if (opened.session.status() === 'finished' && nav.route().name === 'table') nav.results(id);
  }

  /**
   * The game of that record becomes the open one (unless another open started meanwhile:
   * undefined); a failure shows on its route, with a way to read it again from the store.
   */
  async function gameOf(
    ticket: number,
    stored: Pick<OpenGame, 'id' | 'name' | 'created'>,
    record: GameRecord,
    flags: Parameters<GameSessionModule['createGameSession']>[3],
    /** Done in the same update as the game becoming the open one (nothing drawn between). */
    andThen?: () => void,
  ): Promise<OpenGame | undefined> {
    const { id } = stored;
    let createGameSession: GameSessionModule['createGameSession'];
    try {
      ({ createGameSession } = await loadGameSession());
    } catch (error) {
      if (ticket === openCount) setOpening({ id, error: errorText(error) });
      return undefined;
    }
    if (ticket !== openCount) return undefined;
    let opened: OpenGame;
    try {
      // The session's reactive parts live until the game is closed, not with any one screen.
      opened = createRoot((dispose) => {
        try {
          return { ...stored, session: createGameSession(api, id, record, flags), dispose };
        } catch (error) {
          dispose();
          throw error;
        }
      });
    } catch (error) {
      setOpening({ id, error: errorText(error) });
      return undefined;
    }
    batch(() => {
      untrack(game)?.dispose();
      setGame(opened);
      setOpening(undefined);
      andThen?.();
    });
    return opened;
  }

  /** A start the store refused, for New game to fill its form from when it opens again. */
  let failedStart: FailedStart | undefined;
  const takeFailedStart = (): FailedStart | undefined => {
    const failed = failedStart;
    failedStart = undefined;
    return failed;
  };

  /**
   * A game New game has just set up goes straight to the table, while the store writes it: the
   * record it sent is the one the store takes (no events, nothing to undo or redo), so it is
   * not read back, and no move is taken until the store has it. Refused, New game opens again
   * as it was filled in, with the reason (or, when the table was left meanwhile, the reason
   * is told). What could not be kept beside it (a regular, the night) is told when known.
   */
  async function startedGame(started: StartedGame): Promise<void> {
    void started.problems.then((texts) => {
      for (const text of texts) notices.show({ tone: 'warning', text });
    });
    const ticket = ++openCount;
    const { id, name, created, record } = started;
    void started.stored.then((outcome) => {
      if (outcome.ok) return;
      const shown = untrack(game)?.id === id;
      if (!shown && ticket === openCount) {
        // Refused before the table was drawn: it is not drawn, and New game, still on
        // screen, says why (NewGame.tsx).
        openCount++;
        setOpening(undefined);
        return;
      }
      if (shown) closeGame();
      if (routeGame(untrack(nav.route)) === id) {
        failedStart = { name, named: started.named, record, error: outcome.error };
        nav.replace({ name: 'new-game' }); // Back does not lead to a game that was never kept
      } else notices.show({ tone: 'warning', text: outcome.error });
    });
    setOpening({ id });
    // The game is there with its route, in one update: the route's effect does not read it
    // back, and the table shows at once, with no loading screen between. The address moves
    // before anything of the update is drawn (moving it lays out the page it leaves, as it
    // is). The table opens at its top, not where New game was scrolled to (its Start button
    // at the bottom): scrolled in the frame it is first drawn in, which lays it out anyway.
    const opened = await gameOf(
      ticket,
      { id, name, created },
      record,
      { canUndo: false, canRedo: false, storing: started.stored },
      () => nav.table(id),
    );
    if (opened) requestAnimationFrame(() => window.scrollTo(0, 0));
    else if (ticket === openCount) nav.table(id); // where the reason it could not be set up shows
  }

  /** A damaged game file: say what is missing, and offer its last copy (or to keep the file). */
  function showDamage(id: string, damage: SessionDamage): void {
    const notice = damageNotice(damage);
    notices.show({
      tone: 'warning',
      text: notice.text,
      action: {
        label: notice.label,
        run: () => void repair(),
      },
    });
    async function repair(): Promise<void> {
      const repaired = await api.sessions.repair(id, notice.use);
      if (!repaired.ok) {
        notices.show({
          tone: 'warning',
          text: t('app.repairFailed', { error: repaired.error.message }),
        });
      } else if (routeGame(nav.route()) === id) void openGame(id);
    }
  }

  // A game route opens its session; any other screen closes it.
  createEffect(() => {
    const id = routeGame(nav.route());
    untrack(() => {
      if (!id) {
        if (game() || opening()) closeGame();
      } else if (game()?.id !== id && opening()?.id !== id) void openGame(id);
    });
  });
  onCleanup(closeGame);

  /** The open game, when the screen shows it. */
  const current = (): OpenGame | undefined => {
    const g = game();
    return g && g.id === routeGame(nav.route()) ? g : undefined;
  };

  // What undo or redo said is about the game: it does not follow the group to Home.
  createEffect(
    on(
      () => nav.route().name,
      (name) => {
        if (name !== 'table' && name !== 'results') notices.dismissKey('undo');
      },
    ),
  );
  // Nor does it outlive the next move: "Undone: Ann deployed a meeple" stayed up through a crop
  // circle round and an extra turn (newcomer finding). A redo's own notice comes after its move.
  createEffect(
    on(
      () => game()?.session.events().length,
      (now, before) => {
        if (now !== undefined && before !== undefined && now > before) notices.dismissKey('undo');
      },
    ),
  );

  /** Home's undo while it has one: the game last put in the trash there comes back. */
  let homeUndo: (() => void) | undefined;

  /** Undo or redo, from the buttons as from the keys and the menu: it says what it undid. */
  async function undoRedo(kind: 'undo' | 'redo'): Promise<Outcome> {
    const g = current();
    if (!g && kind === 'undo' && homeUndo && nav.route().name === 'home') {
      homeUndo();
      return { ok: true };
    }
    if (!g) return { ok: false, error: t('app.nothingToUndo'), ignored: true };
    const { session } = g;
    if (kind === 'undo' ? !session.canUndo() : !session.canRedo()) {
      const text = t(kind === 'undo' ? 'app.nothingToUndo' : 'app.nothingToRedo');
      notices.show({ tone: 'info', text, key: 'undo' }, 4000);
      return { ok: false, error: text, ignored: true };
    }
    const undone = kind === 'undo' ? session.events().at(-1) : undefined;
    const undoneBefore = kind === 'undo' ? session.before().at(-1) : undefined;
    const outcome = await session[kind]();
    // The group may have left this game while the store answered.
    if (current() !== g) return outcome;
    if (!outcome.ok) {
      if (outcome.ignored) return outcome;
      notices.show({
        tone: 'warning',
        text: t(kind === 'undo' ? 'app.undoFailed' : 'app.redoFailed', { error: outcome.error }),
        key: 'undo',
      });
      return outcome;
    }
    const event = kind === 'undo' ? undone : session.events().at(-1);
    const before = kind === 'undo' ? undoneBefore : session.before().at(-1);
    if (event && before)
      notices.show(
        {
          tone: 'info',
          text: t(kind === 'undo' ? 'app.undone' : 'app.redone', {
            what: session.describe(before, event),
          }),
          // One undo notice at a time: the newest replaces the last, never a pile.
          key: 'undo',
        },
        5000,
      );
    if (nav.route().name === 'results' && session.status() !== 'finished') nav.table(g.id);
    return outcome;
  }

  // A key press and the menu item with the same accelerator may both arrive: run it once.
  let lastKey = { command: '', at: 0 };
  const fromKey = (command: MenuCommand) => {
    lastKey = { command, at: Date.now() };
  };
  const justDone = (command: MenuCommand) =>
    lastKey.command === command && Date.now() - lastKey.at < 500;

  function run(command: MenuCommand): void {
    if (command === 'newGame') nav.newGame();
    else if (command === 'phones') setPhonesOpen(isHost());
    else if (command === 'export') exportCurrent();
    else void undoRedo(command);
  }

  // Ctrl+Z / Ctrl+Y in a text field undo the typing natively on Windows and Linux (the key
  // reaches the page first); Cmd+Z on macOS only reaches the menu, which sends it here.
  let nativeEdit = { command: '', at: 0 };
  const typedJustNow = (command: MenuCommand) =>
    nativeEdit.command === command && Date.now() - nativeEdit.at < 500;

  const onKey = (e: KeyboardEvent) => {
    if (e.defaultPrevented) return;
    const key = e.key.toLowerCase();
    let command: MenuCommand;
    if (isNewGameKey(e, props.browser === true)) command = 'newGame';
    else if (commandKey(e) && (key === 'z' || (key === 'y' && !e.shiftKey))) {
      // In a text field with text the keys undo typing, as everywhere else. An empty one (the
      // table's tile search waits focused at each turn) has no typing to undo: the game's.
      const edit = key === 'y' || e.shiftKey ? 'redo' : 'undo';
      if (isTypingIn(e.target)) {
        if (e.ctrlKey && !e.metaKey) nativeEdit = { command: edit, at: Date.now() };
        return;
      }
      if (!current() && !(edit === 'undo' && homeUndo && nav.route().name === 'home')) return;
      command = edit;
    } else return;
    e.preventDefault();
    fromKey(command);
    run(command);
  };

  const onMenu = (command: MenuCommand) => {
    if (justDone(command)) return;
    if ((command === 'undo' || command === 'redo') && isTypingIn(document.activeElement)) {
      // Edit › Undo in a text field undoes the typing, not the move.
      if (!typedJustNow(command)) document.execCommand(command);
      return;
    }
    run(command);
  };

  /** News from the desktop app: a record file opened, the window reloaded after a crash. */
  const onAppNotice = (notice: AppNotice) => {
    switch (notice.kind) {
      case 'imported':
        nav.table(notice.id);
        notices.show({ tone: 'info', text: t('home.imported', { name: notice.file }) }, 6000);
        return;
      case 'duplicate':
        nav.table(notice.id);
        notices.show({ tone: 'info', text: t('app.alreadyStored', { file: notice.file }) }, 8000);
        return;
      case 'importFailed':
        notices.show({
          tone: 'error',
          text: t('home.importFailed', { file: notice.file, message: notice.message }),
        });
        return;
      case 'recovered':
        notices.show({ tone: 'warning', text: t('app.recovered') });
        return;
    }
  };

  const onFailure = (reason: unknown) =>
    notices.show({ tone: 'error', text: t('app.failure', { error: errorText(reason) }) });
  const onRejection = (e: PromiseRejectionEvent) => onFailure(e.reason);
  const onError = (e: ErrorEvent) => onFailure(e.error ?? e.message);

  window.addEventListener('keydown', onKey);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('error', onError);
  const stopMenu = api.onMenuCommand(onMenu);
  // A scorer's phone (or another tab) changed the open game: show it as the store has it.
  const stopFollowing = followOpenGame(
    api,
    () => untrack(game),
    // Only while the screen still shows it: news of the game just left, come as another one
    // was opening, took that opening's turn and left the screen on "Opening the game…".
    (id) => {
      if (routeGame(untrack(nav.route)) === id) void openGame(id, true);
    },
    (id, error) => {
      const open = untrack(game);
      if (open?.id !== id || error.code !== 'IN_TRASH') return;
      open.session.tellElsewhere(trashedElsewhere(phone(), () => void restoreOpen(open)));
    },
    (id) => {
      // Brought back elsewhere (the host's Undo on Home): its news and Restore are stale.
      const open = untrack(game);
      if (open?.id === id && open.session.elsewhere()?.trashed)
        open.session.tellElsewhere(undefined);
    },
  );

  /** The game on screen, put in the trash elsewhere, brought back: opened as the store has it. */
  async function restoreOpen(open: OpenGame): Promise<void> {
    const restored = await api.sessions.restore(open.id);
    if (restored.ok) {
      if (untrack(game) === open) void openGame(open.id);
      return;
    }
    notices.show({
      tone: 'warning',
      text: t('home.restoreFailed', { name: open.name, message: restored.error.message }),
    });
  }
  const stopNotices = api.onAppNotice(onAppNotice);
  onCleanup(() => {
    stopNotices();
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('error', onError);
    stopMenu();
    stopFollowing();
  });

  /** File › Export…: the game on screen; on other screens, where to export from. */
  function exportCurrent(): void {
    const g = current();
    if (g) void exportGame(g);
    else notices.show({ tone: 'info', text: t('app.exportWhich') }, 6000);
  }

  async function exportGame(g: OpenGame): Promise<void> {
    const problem = await exportSession(api, g.id, g.name);
    notices.show(
      problem
        ? { tone: 'error', text: problem }
        : { tone: 'info', text: t('home.exported', { name: g.name }) },
      5000,
    );
  }

  /** A game route: loading, a failure to open, or the screen with its session. */
  function GameRoute(p: { id: string; children: (g: OpenGame) => JSX.Element }): JSX.Element {
    const failure = () => {
      const o = opening();
      return o?.id === p.id ? o.error : undefined;
    };
    return (
      <Switch fallback={<Loading text={t('app.opening')} />}>
        <Match when={failure()}>
          {(message) => (
            <ErrorScreen
              title={t('app.openFailed')}
              error={message()}
              reset={() => void openGame(p.id)}
              onHome={nav.home}
            />
          )}
        </Match>
        <Match when={game()?.id === p.id && game()} keyed>
          {(g) => p.children(g)}
        </Match>
      </Switch>
    );
  }

  /** Back from the table or the results: the phone's own screens on a phone, else Home. */
  const leaveGame = (): void => (props.onLeave ? props.onLeave() : nav.home());

  function Screen(p: { route: Route }): JSX.Element {
    const route = p.route;
    const onLeave = props.onLeave;
    if (onLeave && route.name !== 'table' && route.name !== 'results')
      return <NoGameOnPhone onLeave={onLeave} />;
    switch (route.name) {
      case 'home':
        return (
          <Home
            api={api}
            onResume={nav.table}
            onNewGame={nav.newGame}
            onStats={nav.stats}
            onStatsPressed={() => statsPressed(api)}
            onListed={prepareStats}
            wholeListAfterMs={WHOLE_LIST_AFTER_MS}
            version={props.version}
            browser={props.browser}
            putAway={!phone()}
            undoable={(undo) => {
              homeUndo = undo;
            }}
          />
        );
      case 'new-game':
        preloadTable(api);
        return (
          <NewGame
            api={api}
            onStarted={(game) => void startedGame(game)}
            onCancel={nav.home}
            failedStart={takeFailedStart}
          />
        );
      case 'stats':
        return <Stats api={api} onHome={nav.home} />;
      case 'table':
        return (
          <GameRoute id={route.id}>
            {(g) => (
              <BadgeGroup.Provider value={g.session.snapshot().context.players}>
                <Table
                  session={g.session}
                  started={g.created}
                  onHome={leaveGame}
                  homeLabel={props.onLeave ? t('ph.tabSeat') : undefined}
                  onResults={() => nav.results(g.id)}
                  onUndoRedo={undoRedo}
                  onPresenter={() => {
                    // Its own window (a tab in browser mode) for the TV; where none can be
                    // opened, this window shows it.
                    void api.app.openPresenter(g.id).then((opened) => {
                      if (!opened.ok) window.location.hash = presenterHash(g.id);
                    });
                  }}
                  onPhones={isHost() ? () => setPhonesOpen(true) : undefined}
                />
              </BadgeGroup.Provider>
            )}
          </GameRoute>
        );
      case 'results':
        return (
          <GameRoute id={route.id}>
            {(g) => (
              <Results
                game={g.session.snapshot().context}
                name={g.name}
                events={g.session.events()}
                finished={g.session.status() === 'finished'}
                onHome={leaveGame}
                onExport={() => void exportGame(g)}
                onTable={() => nav.table(g.id)}
                onOpenGame={nav.table}
                onRematch={async () => {
                  const result = await api.nights.rematch(g.id);
                  if (!result.ok)
                    return t('results.rematchFailed', { message: result.error.message });
                  nav.table(result.value.id);
                  return undefined;
                }}
                stored={{ api, game: { id: g.id, name: g.name, created: g.created } }}
              />
            )}
          </GameRoute>
        );
    }
  }

  let appRoot: HTMLDivElement | undefined;
  createEffect(
    on(
      () => nav.route(),
      () => {
        if (appRoot) onCleanup(focusNewScreen(appRoot));
        // A new screen opens at its top, as a page would: a game resumed from far down Home's
        // list opened part-way down its tile grid (newcomer finding). In the frame the new
        // screen is first drawn, which lays it out anyway.
        const frame = requestAnimationFrame(() => window.scrollTo(0, 0));
        onCleanup(() => cancelAnimationFrame(frame));
      },
      { defer: true },
    ),
  );

  return (
    <div class="app" ref={appRoot}>
      <NoticeList notices={notices} />
      <Show when={phonesOpen()}>
        <Suspense>
          <PhonesDialog api={api} onClose={() => setPhonesOpen(false)} />
        </Suspense>
      </Show>
      <ScreenSwitch of={nav.route()} disposeLater={disposedAfterTheFrame}>
        {(route) => (
          <ErrorBoundary
            fallback={(error, reset) => (
              <ErrorScreen
                error={error}
                reset={reset}
                onHome={() => {
                  nav.home();
                  reset();
                }}
              />
            )}
          >
            <Suspense fallback={<Loading text={t('app.loading')} />}>
              <Screen route={route} />
            </Suspense>
          </ErrorBoundary>
        )}
      </ScreenSwitch>
    </div>
  );
}
