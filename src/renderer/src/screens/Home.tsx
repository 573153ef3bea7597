import {
  createMemo,
  createSignal,
  For,
  type JSX,
  Match,
  onCleanup,
  onMount,
  Show,
  Switch,
} from 'solid-js';
import { winningScore } from '../../../shared/game/results';
import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import { MAX_IMPORT_TEXT_LENGTH, MAX_SESSION_NAME_LENGTH } from '../../../shared/ipc/limits';
import type { SessionInfo, TrashedSessionInfo } from '../../../shared/ipc/types';
import { signed } from '../components/format';
import { keepSame } from '../components/keepSame';
import { BadgeGroup, PlayerBadge } from '../components/PlayerBadge';
import { language, t, tn } from '../i18n';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { nextTurn, whenIdle } from '../later';
import { takeEarlyList } from '../state/earlyList';
import {
  commandKey,
  createNotices,
  exportSession,
  isTextField,
  Kbd,
  NoticeList,
  newGameShortcut,
  sessionNameProblem,
  shortcut,
  when,
} from './common';
import { GameNights } from './GameNights';
import {
  findGames,
  hasWords,
  PAGE_SIZE,
  pageOf,
  rowKey,
  rowsOnScreen,
  type ShownDates,
  searchKeysOf,
} from './home/gameList';
import './Home.css';

export interface HomeProps {
  api: MeepleLedgerApi;
  /**
   * Games may be put in the trash, brought back and the trash emptied here: not on a phone
   * that joined (only the host's computer does; the server refuses a phone anyway).
   */
  putAway?: boolean;
  /** Open a game (the table, or its results once finished). */
  onResume: (id: string) => void;
  onNewGame: () => void;
  /** Open the statistics over every stored game. */
  onStats?: () => void;
  /** The Statistics button is pressed: its click comes when it is released. */
  onStatsPressed?: () => void;
  /** Called once, when the page is idle after the list of games is first on screen. */
  onListed?: () => void;
  /**
   * How long after the first page is on screen the whole list is asked for (when the page is
   * idle then; at once when the search is used). Default 0: as soon as the page is idle.
   */
  wholeListAfterMs?: number;
  version?: string | undefined;
  /** A browser tab (browser mode): New game's shortcut is then one the browser lets through. */
  browser?: boolean | undefined;
  /**
   * Given Home's own undo while it has one (the game last put in the trash here), undefined
   * when it has none: Ctrl+Z and Edit › Undo on Home bring that game back, as its notice's Undo.
   */
  undoable?: (undo: (() => void) | undefined) => void;
}

type Load<T> =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; value: T };

/** How long Home waits after another device's change before it asks for the list again. */
const FOLLOW_MS = 250;

const STATUS = {
  playing: 'home.status.playing',
  'final-scoring': 'final.title',
  finished: 'home.status.finished',
} as const satisfies Record<SessionInfo['status'], string>;

const EXPANSIONS = new Set([
  'peasant-revolts',
  'anniversary',
  'crop-circles-1',
  'crop-circles-2',
  'abbot',
]);

function statusLine(info: SessionInfo): string {
  if (info.status === 'finished') return t(STATUS.finished);
  return t('home.statusTurn', { status: t(STATUS[info.status]), turn: info.turn });
}

function setLine(info: SessionInfo): string {
  const sets = (info.options.expansions ?? []).map((e) =>
    EXPANSIONS.has(e) ? t(`exp.short.${e as 'abbot'}`) : e,
  );
  return [t(info.options.edition === 'C1' ? 'home.baseC1' : 'home.base'), ...sets].join(', ');
}

/**
 * The dates the search finds games by: each row's own ("29 Nov 21:14", "yesterday 20:03"), and
 * its month's whole name ("December" finds "29 Dec 2024"), in the current language.
 */
function shownDates(now = new Date()): ShownDates<SessionInfo> {
  const lang = language();
  const month = new Intl.DateTimeFormat(lang, { month: 'long' });
  return {
    stamp: `${lang} ${now.toDateString()}`,
    text: (info) => {
      const date = new Date(info.lastPlayed);
      const wholeMonth = Number.isNaN(date.getTime()) ? '' : month.format(date);
      return `${when(info.lastPlayed, now)} ${wholeMonth}`;
    },
  };
}

/** The players of a session, in seating order, with badges and scores; the leader marked. */
function Players(props: { info: SessionInfo }): JSX.Element {
  const best = () => winningScore(props.info.players.map((p) => p.score));
  return (
    <BadgeGroup.Provider value={props.info.players}>
      <ul class="game__players" aria-label={t('home.playersAria')}>
        <For each={props.info.players}>
          {(player) => (
            <li class="game__player">
              <PlayerBadge player={player} size={32} />
              <span class="game__player-name">{player.name}</span>
              <strong class="ml-num">{signed(player.score)}</strong>
              <Show when={props.info.status === 'finished' && player.score === best()}>
                <span class="ml-pill ml-pill--lead">{t('home.won')}</span>
              </Show>
            </li>
          )}
        </For>
      </ul>
    </BadgeGroup.Provider>
  );
}

/** The start screen: every saved game, import, the trash, and a new game. */
export function Home(props: HomeProps): JSX.Element {
  const api = props.api;
  const notices = createNotices();
  const [games, setGames] = createSignal<Load<SessionInfo[]>>({ state: 'loading' });
  const [trash, setTrash] = createSignal<TrashedSessionInfo[]>([]);
  const [trashOpen, setTrashOpen] = createSignal(false);
  const [confirmEmpty, setConfirmEmpty] = createSignal(false);
  const [renaming, setRenaming] = createSignal<string>();
  const [draft, setDraft] = createSignal('');
  const [renameError, setRenameError] = createSignal<string>();
  const [importError, setImportError] = createSignal<string>();
  /** What the store said, below the plain sentence: the engine's English, for the curious. */
  const [importDetails, setImportDetails] = createSignal<string>();
  const [importing, setImporting] = createSignal(false);
  /** An import of a game already stored: open that one, or import it anyway. */
  const [duplicate, setDuplicate] = createSignal<{ file: string; text: string; id: string }>();
  let fileInput: HTMLInputElement | undefined;
  let listEl: HTMLOListElement | undefined;

  const sessions = (): SessionInfo[] => {
    const g = games();
    return g.state === 'ready' ? g.value : [];
  };
  /**
   * While only the first page is here (the newest games, asked for first: see loadFirst), how
   * many games the whole list has; undefined once the whole list is here.
   */
  const [headOf, setHeadOf] = createSignal<number>();
  /** Bumped by each change made here: a whole list asked for before one is out of date. */
  let localChanges = 0;

  // Years of games: a search while typing and pages of a few dozen rows (home/gameList.ts).
  const [query, setQuery] = createSignal('');
  const [page, setPage] = createSignal(0);
  const found = createMemo(() => {
    const list = sessions();
    const q = query();
    return hasWords(q) ? findGames(list, searchKeysOf(list, shownDates()), q) : list;
  });
  const shown = createMemo(() => pageOf(found(), page()));
  // The list's first frame draws the rows a window shows; the rest of its page when idle.
  const [rowLimit, setRowLimit] = createSignal(rowsOnScreen(window.innerHeight));
  const rows = createMemo(() => shown().items.slice(0, rowLimit()));
  /** A search typed before the whole list is here waits for it (it has only the newest page). */
  const searching = () => headOf() !== undefined && hasWords(query());
  const turnPage = (by: number) => {
    setPage(shown().page + by);
    queueMicrotask(() => listEl?.querySelector<HTMLElement>('[data-session]')?.focus());
  };

  const failure = (): string | undefined => {
    const g = games();
    return g.state === 'error' ? g.message : undefined;
  };

  // The nights load beside the first list, not after it: they reload on its later changes only
  // (not when the whole list follows the first page).
  const [listChanges, setListChanges] = createSignal(0);
  const listChanged = () => setListChanges((n) => n + 1);

  /** The store's list warnings, one notice per session (the first page and the list both tell). */
  const warn = (warnings: readonly { sessionId: string; message: string }[]) => {
    for (const warning of warnings)
      notices.show({ tone: 'warning', text: warning.message, key: `list:${warning.sessionId}` });
  };

  // Home left before what follows its first page came (Statistics opened at once): the whole
  // list is not asked for, nor worked into a list nobody sees, nor its search keys built in
  // the next screen's time.
  let onScreen = true;
  onCleanup(() => {
    onScreen = false;
  });

  /**
   * The whole list, asked for once after the first page: a moment later (`wholeListAfterMs`),
   * so that a group opening a game or the statistics at once does not wait behind its megabyte,
   * or at once when the search is used.
   */
  let wholeAsked = false;
  const askWholeList = () => {
    if (wholeAsked || !onScreen) return;
    wholeAsked = true;
    void loadGames(false);
  };

  /** Once, when the page is idle after the list is first painted: its rest, then the caller's. */
  let listed = false;
  const afterFirstPaint = (wholeListToAsk = false) => {
    if (listed) return;
    listed = true;
    // Each in an idle moment of its own: none makes a long task of the others.
    requestAnimationFrame(() =>
      whenIdle(() => {
        if (!onScreen) return;
        setRowLimit(PAGE_SIZE);
        whenIdle(() => {
          if (onScreen) props.onListed?.();
        });
        if (wholeListToAsk) setTimeout(() => whenIdle(askWholeList), props.wholeListAfterMs ?? 0);
      }),
    );
  };

  /**
   * The first list: the newest page (asked for as the page started, askEarly.ts), painted
   * before the whole list is asked for: a megabyte with 2,000 games that the search and the
   * other pages need, and the store's check of every journal (the first page is answered from
   * what the store knew; a game changed by another program shows as it is now once it is in).
   */
  async function loadFirst(): Promise<void> {
    const head = await (takeEarlyList(api) ?? api.sessions.listNewest(PAGE_SIZE));
    if (!head.ok) {
      await loadGames(false); // which says what is wrong, or lists the games after all
      return;
    }
    setGames({ state: 'ready', value: head.value.sessions });
    if (head.value.total > head.value.sessions.length) setHeadOf(head.value.total);
    warn(head.value.warnings);
    // Asked for once the page is idle: its answer does not delay the first page's frame.
    afterFirstPaint(true);
  }

  /** The whole list; `changed`: it follows a change (the nights reload too). */
  async function loadGames(changed = true): Promise<void> {
    wholeAsked = true;
    const asked = localChanges;
    const result = await api.sessions.list();
    // The answer (a megabyte with 2,000 games) was read in a task of its own; the list is
    // worked into the page in the next one.
    await nextTurn();
    if (!onScreen) return;
    if (asked !== localChanges) return loadGames(changed);
    if (!result.ok) {
      setHeadOf(undefined);
      setGames({ state: 'error', message: result.error.message });
      return;
    }
    // The rows already drawn stay (and keep the focus) where their game is unchanged.
    const list = keepSame(result.value.sessions, sessions(), rowKey, (info) => info.id);
    setGames({ state: 'ready', value: list });
    setHeadOf(undefined);
    if (changed) listChanged();
    afterFirstPaint();
    // The search keys of 2,000 games (tens of ms) once the page is idle, before the first key.
    whenIdle(() => {
      if (onScreen) searchKeysOf(list, shownDates());
    });
    warn(result.value.warnings);
  }

  async function loadTrash(): Promise<void> {
    const result = await api.sessions.listTrash();
    if (result.ok) setTrash(result.value.sessions);
  }

  // Another device or window changed a game (a phone's move, a tab's delete): the list follows,
  // once it is whole (it said turn 15 after a phone had played turn 16; newcomer finding).
  // Changes in a burst (a tap's moves, a phone's undo and redo) are looked at once.
  let following: ReturnType<typeof setTimeout> | undefined;
  onCleanup(
    api.onSessionChanged(() => {
      if (!wholeAsked) return;
      clearTimeout(following);
      following = setTimeout(() => {
        if (!onScreen) return;
        void loadGames();
        void loadTrash();
      }, FOLLOW_MS);
    }),
  );
  onCleanup(() => clearTimeout(following));

  onMount(() => {
    void loadFirst();
    // The trash's count is the page's last line: asked for after the first page is drawn.
    whenIdle(() => void loadTrash(), 100);
  });

  const rowOf = (id: string) => listEl?.querySelector<HTMLElement>(`[data-session="${id}"]`);

  // ---- rename ----

  function startRename(info: SessionInfo): void {
    setRenaming(info.id);
    setDraft(info.name);
    setRenameError(undefined);
    queueMicrotask(() => {
      const input = rowOf(info.id)?.querySelector<HTMLInputElement>('input');
      input?.focus();
      input?.select();
    });
  }

  function stopRename(id: string): void {
    setRenaming(undefined);
    setRenameError(undefined);
    queueMicrotask(() => rowOf(id)?.focus());
  }

  async function saveRename(info: SessionInfo): Promise<void> {
    const problem = sessionNameProblem(draft());
    if (problem) {
      setRenameError(problem);
      return;
    }
    const name = draft().trim();
    if (name === info.name) {
      stopRename(info.id);
      return;
    }
    const result = await api.sessions.rename(info.id, name);
    if (!result.ok) {
      setRenameError(result.error.message);
      return;
    }
    const renamed = result.value;
    localChanges++;
    setGames({
      state: 'ready',
      value: sessions().map((s) => (s.id === info.id ? renamed : s)),
    });
    listChanged();
    stopRename(info.id);
  }

  // ---- delete, trash ----

  async function remove(info: SessionInfo): Promise<void> {
    const list = sessions();
    const index = list.findIndex((s) => s.id === info.id);
    const result = await api.sessions.delete(info.id);
    if (!result.ok) {
      notices.show({
        tone: 'error',
        text: t('home.deleteFailed', { name: info.name, message: result.error.message }),
      });
      return;
    }
    const rest = list.filter((s) => s.id !== info.id);
    localChanges++;
    setGames({ state: 'ready', value: rest });
    setHeadOf((total) => (total === undefined ? undefined : total - 1));
    listChanged();
    void loadTrash();
    const bringBack = () => void restore(info);
    undoableId = info.id;
    props.undoable?.(bringBack);
    notices.show({
      tone: 'info',
      text: t('home.inTrash', { name: info.name }),
      action: { label: t('table.undo'), run: bringBack },
      // "Is back" replaces it: its Undo, pressed again, had nothing left to bring back.
      key: `trash:${info.id}`,
    });
    const next = rest[Math.min(index, rest.length - 1)];
    queueMicrotask(() => (next ? rowOf(next.id)?.focus() : undefined));
  }

  /** The game Home's undo brings back (the last one put in the trash here). */
  let undoableId: string | undefined;
  onCleanup(() => props.undoable?.(undefined));

  async function restore(info: SessionInfo): Promise<void> {
    if (info.id === undoableId) {
      undoableId = undefined;
      props.undoable?.(undefined);
    }
    const result = await api.sessions.restore(info.id);
    if (!result.ok) {
      notices.show({
        tone: 'error',
        text: t('home.restoreFailed', { name: info.name, message: result.error.message }),
      });
      return;
    }
    notices.show({
      tone: 'info',
      text: t('home.isBack', { name: info.name }),
      key: `trash:${info.id}`,
    });
    await Promise.all([loadGames(), loadTrash()]);
  }

  async function emptyTrash(): Promise<void> {
    setConfirmEmpty(false);
    const result = await api.sessions.emptyTrash();
    if (!result.ok) {
      notices.show({
        tone: 'error',
        text: t('home.emptyFailed', { message: result.error.message }),
      });
      return;
    }
    const n = result.value;
    notices.show({
      tone: 'info',
      text: tn('home.deletedForGood', n),
    });
    await loadTrash();
  }

  // ---- export, import ----

  async function exportGame(info: SessionInfo): Promise<void> {
    const problem = await exportSession(api, info.id, info.name);
    if (problem) notices.show({ tone: 'error', text: problem });
    else notices.show({ tone: 'info', text: t('home.exported', { name: info.name }) }, 5_000);
  }

  /** `text`: the file's text when it is known already (Import anyway). */
  async function importFile(
    file: Pick<File, 'name' | 'text'>,
    allowDuplicate = false,
  ): Promise<void> {
    setImportError(undefined);
    setImportDetails(undefined);
    setDuplicate(undefined);
    setImporting(true);
    try {
      const text = await file.text();
      if (text.length > MAX_IMPORT_TEXT_LENGTH) {
        setImportError(t('home.tooLarge', { file: file.name }));
        return;
      }
      const result = await api.sessions.import(text, allowDuplicate || undefined, file.name);
      if (!result.ok) {
        const stored = result.error.code === 'DUPLICATE' ? result.error.sessionId : undefined;
        if (stored) setDuplicate({ file: file.name, text, id: stored });
        else if (result.error.code === 'INVALID_RECORD') {
          // "record: players must be a list" or a JSON parser's position tells a player
          // nothing: first what it means for them, then the details.
          setImportError(t('home.notARecord', { file: file.name }));
          setImportDetails(result.error.message);
        } else
          setImportError(
            t('home.importFailed', { file: file.name, message: result.error.message }),
          );
        return;
      }
      const id = result.value.id;
      await loadGames();
      const name = sessions().find((s) => s.id === id)?.name ?? file.name;
      notices.show({
        tone: 'info',
        text: t('home.imported', { name }),
        action: { label: t('home.openIt'), run: () => props.onResume(id) },
      });
    } catch (error) {
      setImportError(t('home.unreadable', { file: file.name, error: String(error) }));
    } finally {
      setImporting(false);
      if (fileInput) fileInput.value = '';
    }
  }

  // ---- keys ----

  function onRowKey(e: KeyboardEvent, info: SessionInfo): void {
    if (e.target !== e.currentTarget) return;
    const rows = [...(listEl?.querySelectorAll<HTMLElement>('[data-session]') ?? [])];
    const at = rows.indexOf(e.currentTarget as HTMLElement);
    if (e.key === 'Enter') props.onResume(info.id);
    else if (e.key === 'F2') startRename(info);
    else if (e.key === 'Delete') void remove(info);
    else if (e.key === 'ArrowDown') rows[at + 1]?.focus();
    else if (e.key === 'ArrowUp') rows[at - 1]?.focus();
    else return;
    e.preventDefault();
  }

  const onKey = (e: KeyboardEvent) => {
    // Home left is off the page a frame before it is disposed (ScreenSwitch): no file chooser then.
    if (!fileInput?.isConnected) return;
    if (commandKey(e) && !e.shiftKey && e.key.toLowerCase() === 'o' && !isTextField(e.target)) {
      e.preventDefault();
      fileInput.click();
    }
  };
  window.addEventListener('keydown', onKey);
  onCleanup(() => window.removeEventListener('keydown', onKey));

  return (
    <main class="screen home" aria-labelledby="home-title">
      <header class="bar">
        <h1 id="home-title">Meeple Ledger</h1>
        <div class="bar__actions">
          <label class="ml-button file-button" classList={{ 'is-busy': importing() }}>
            {importing() ? t('home.importing') : t('home.import')}
            <Kbd>{shortcut('O')}</Kbd>
            <input
              ref={fileInput}
              type="file"
              class="ml-sr-only"
              accept=".meeple,.json,application/json"
              aria-keyshortcuts="Control+O"
              aria-describedby="import-error"
              disabled={importing()}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                if (file) void importFile(file);
              }}
            />
          </label>
          <Show when={props.onStats}>
            {(onStats) => (
              <button
                type="button"
                class="ml-button"
                onPointerDown={(e) => {
                  if (e.button === 0) props.onStatsPressed?.();
                }}
                onClick={() => onStats()()}
              >
                {t('home.stats')}
              </button>
            )}
          </Show>
          <button
            type="button"
            class="ml-button btn-primary"
            aria-keyshortcuts={newGameShortcut(props.browser === true).aria}
            onClick={() => props.onNewGame()}
          >
            {t('home.newGame')} <Kbd>{newGameShortcut(props.browser === true).label}</Kbd>
          </button>
          <LanguagePicker />
        </div>
      </header>
      <p id="import-error" class="field-error" role="alert">
        {importError() ?? ''}
        <Show when={importDetails()}>
          {(details) => (
            <span class="field-error__details"> {t('home.details', { message: details() })}</span>
          )}
        </Show>
      </p>
      <Show when={duplicate()}>
        {(dup) => (
          <div class="notice notice--warning" role="alert">
            <p>
              {t('home.duplicate', {
                file: dup().file,
                name: sessions().find((s) => s.id === dup().id)?.name ?? dup().file,
              })}
            </p>
            <button
              type="button"
              class="ml-button"
              onClick={() => {
                const { id } = dup();
                setDuplicate(undefined);
                props.onResume(id);
              }}
            >
              {t('home.openStored')}
            </button>
            <button
              type="button"
              class="ml-button"
              onClick={() => {
                const { file, text } = dup();
                void importFile({ name: file, text: async () => text }, true);
              }}
            >
              {t('home.importAnyway')}
            </button>
          </div>
        )}
      </Show>
      <NoticeList notices={notices} />

      <GameNights api={api} onOpen={props.onResume} changed={listChanges()} />

      <section class="home__games" aria-labelledby="games-title">
        <h2 id="games-title">{t('home.yourGames')}</h2>
        <Switch>
          <Match when={games().state === 'loading'}>
            <p class="loading" role="status">
              {t('home.loading')}
            </p>
          </Match>
          <Match when={failure()}>
            {(message) => (
              <div class="problem" role="alert">
                <p>{t('home.listFailed', { message: message() })}</p>
                <button type="button" class="ml-button" onClick={() => void loadGames()}>
                  {t('table.tryAgain')}
                </button>
              </div>
            )}
          </Match>
          <Match when={sessions().length === 0}>
            <p class="ml-empty">{t('home.none')}</p>
          </Match>
          <Match when={sessions().length > 0}>
            <p class="hint hint--keys">
              {t('home.hintOn')} <Kbd>Enter</Kbd> {t('home.hintResume')}, <Kbd>F2</Kbd>{' '}
              {t('home.hintRename')}, <Kbd>Del</Kbd> {t('home.hintTrash')}, <Kbd>↑</Kbd>
              <Kbd>↓</Kbd> {t('home.hintMove')}.
            </p>
            <div class="games__find">
              <label for="games-search">{t('home.search')}</label>
              <input
                id="games-search"
                class="ml-input"
                type="search"
                value={query()}
                placeholder={t('home.searchHint')}
                aria-controls="games-list"
                onFocus={askWholeList}
                onInput={(e) => {
                  askWholeList();
                  setQuery(e.currentTarget.value);
                  setPage(0);
                }}
              />
              <span class="ml-muted" role="status">
                {searching()
                  ? t('home.loading')
                  : found().length === 0
                    ? t('home.searchNone', { query: query().trim() })
                    : t('home.shown', {
                        from: shown().from,
                        to: shown().to,
                        total: headOf() ?? shown().total,
                      })}
              </span>
            </div>
            <ol class="games" id="games-list" ref={listEl}>
              <For each={rows()}>
                {(info) => (
                  <li
                    class="game"
                    tabindex="0"
                    data-session={info.id}
                    aria-labelledby={`game-${info.id}`}
                    aria-describedby={`game-${info.id}-status`}
                    onKeyDown={(e) => onRowKey(e, info)}
                  >
                    <div class="game__head">
                      <Show
                        when={renaming() === info.id}
                        fallback={
                          <h3 class="game__name" id={`game-${info.id}`}>
                            {info.name}
                          </h3>
                        }
                      >
                        <form
                          class="rename"
                          onSubmit={(e) => {
                            e.preventDefault();
                            void saveRename(info);
                          }}
                        >
                          <label class="ml-sr-only" for={`rename-${info.id}`}>
                            {t('home.newName', { name: info.name })}
                          </label>
                          <input
                            id={`rename-${info.id}`}
                            class="ml-input"
                            value={draft()}
                            maxLength={MAX_SESSION_NAME_LENGTH + 20}
                            aria-invalid={renameError() ? 'true' : undefined}
                            aria-describedby={`rename-${info.id}-error`}
                            onInput={(e) => {
                              setDraft(e.currentTarget.value);
                              setRenameError(sessionNameProblem(e.currentTarget.value));
                            }}
                            onKeyDown={(e) => {
                              if (e.key === 'Escape') {
                                e.preventDefault();
                                e.stopPropagation();
                                stopRename(info.id);
                              }
                            }}
                          />
                          <button type="submit" class="ml-button btn-primary">
                            {t('home.save')} <Kbd>Enter</Kbd>
                          </button>
                          <button
                            type="button"
                            class="ml-button"
                            onClick={() => stopRename(info.id)}
                          >
                            {t('common.cancel')} <Kbd>Esc</Kbd>
                          </button>
                          <p id={`rename-${info.id}-error`} class="field-error" role="alert">
                            {renameError() ?? ''}
                          </p>
                        </form>
                        <span class="ml-sr-only" id={`game-${info.id}`}>
                          {info.name}
                        </span>
                      </Show>
                      <span class="game__status" id={`game-${info.id}-status`}>
                        {statusLine(info)}
                      </span>
                    </div>
                    <Players info={info} />
                    <p class="game__meta">
                      {t('home.lastPlayed')}{' '}
                      <time datetime={info.lastPlayed}>{when(info.lastPlayed)}</time> ·{' '}
                      {setLine(info)}
                    </p>
                    <div class="game__actions">
                      <button
                        type="button"
                        class="ml-button btn-primary"
                        aria-label={t(
                          info.status === 'finished' ? 'home.resultsOf' : 'home.resumeOf',
                          {
                            name: info.name,
                          },
                        )}
                        onClick={() => props.onResume(info.id)}
                      >
                        {t(info.status === 'finished' ? 'home.results' : 'home.resume')}
                      </button>
                      <button
                        type="button"
                        class="ml-button"
                        aria-label={t('home.renameOf', { name: info.name })}
                        onClick={() => startRename(info)}
                      >
                        {t('home.rename')}
                      </button>
                      <button
                        type="button"
                        class="ml-button"
                        aria-label={t('home.exportOf', { name: info.name })}
                        onClick={() => void exportGame(info)}
                      >
                        {t('home.export')}
                      </button>
                      <Show when={props.putAway !== false}>
                        <button
                          type="button"
                          class="ml-button btn-danger"
                          aria-label={t('home.deleteOf', { name: info.name })}
                          onClick={() => void remove(info)}
                        >
                          {t('home.delete')}
                        </button>
                      </Show>
                    </div>
                  </li>
                )}
              </For>
            </ol>
            <Show when={shown().pages > 1}>
              <nav class="games__pages" aria-label={t('home.pages')}>
                <button
                  type="button"
                  class="ml-button"
                  disabled={shown().page === 0}
                  onClick={() => turnPage(-1)}
                >
                  {t('home.newer')}
                </button>
                <span>{t('home.pageOf', { page: shown().page + 1, pages: shown().pages })}</span>
                <button
                  type="button"
                  class="ml-button"
                  disabled={shown().page >= shown().pages - 1}
                  onClick={() => turnPage(1)}
                >
                  {t('home.older')}
                </button>
              </nav>
            </Show>
          </Match>
        </Switch>
      </section>

      <section class="home__trash" aria-labelledby="trash-title">
        <h2 id="trash-title" class="trash__title">
          <button
            type="button"
            class="ml-button"
            aria-expanded={trashOpen()}
            aria-controls="trash-list"
            onClick={() => setTrashOpen(!trashOpen())}
          >
            {t('home.trash', { n: trash().length })}
          </button>
        </h2>
        <Show when={trashOpen()}>
          <div id="trash-list">
            <Show
              when={trash().length > 0}
              fallback={<p class="ml-empty">{t('home.trashEmpty')}</p>}
            >
              <ul class="trash">
                <For each={trash()}>
                  {(info) => (
                    <li class="trash__item">
                      <span class="trash__name">{info.name}</span>
                      <span class="ml-muted">
                        {info.players.map((p) => p.name).join(', ')} · {t('home.deleted')}{' '}
                        <time datetime={info.deletedAt}>{when(info.deletedAt)}</time>
                      </span>
                      <Show when={props.putAway !== false}>
                        <button
                          type="button"
                          class="ml-button"
                          aria-label={t('home.restoreOf', { name: info.name })}
                          onClick={() => void restore(info)}
                        >
                          {t('home.restore')}
                        </button>
                      </Show>
                    </li>
                  )}
                </For>
              </ul>
              <Show when={props.putAway !== false}>
                <Show
                  when={confirmEmpty()}
                  fallback={
                    <button
                      type="button"
                      class="ml-button btn-danger"
                      onClick={() => setConfirmEmpty(true)}
                    >
                      {t('home.emptyTrash')}
                    </button>
                  }
                >
                  <div class="confirm" role="alertdialog" aria-labelledby="confirm-empty">
                    <p id="confirm-empty">{tn('home.confirmEmpty', trash().length)}</p>
                    <button
                      type="button"
                      class="ml-button btn-danger"
                      ref={(el) => queueMicrotask(() => el.focus())}
                      onClick={() => void emptyTrash()}
                    >
                      {t('home.deleteForGood')}
                    </button>
                    <button type="button" class="ml-button" onClick={() => setConfirmEmpty(false)}>
                      {t('home.keep')}
                    </button>
                  </div>
                </Show>
              </Show>
            </Show>
          </div>
        </Show>
      </section>
      <Show when={props.version}>
        {(version) => <footer class="version">Meeple Ledger v{version()}</footer>}
      </Show>
    </main>
  );
}
