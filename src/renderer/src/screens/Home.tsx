import { createSignal, For, type JSX, Match, onCleanup, onMount, Show, Switch } from 'solid-js';
import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import { MAX_IMPORT_TEXT_LENGTH, MAX_SESSION_NAME_LENGTH } from '../../../shared/ipc/limits';
import type { SessionInfo, TrashedSessionInfo } from '../../../shared/ipc/types';
import { PlayerBadge, signed } from '../components';
import {
  commandKey,
  createNotices,
  exportSession,
  isTextField,
  Kbd,
  NoticeList,
  sessionNameProblem,
  shortcut,
  when,
} from './common';
import './Home.css';

export interface HomeProps {
  api: MeepleLedgerApi;
  /** Open a game (the table, or its results once finished). */
  onResume: (id: string) => void;
  onNewGame: () => void;
  version?: string | undefined;
}

type Load<T> =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; value: T };

const STATUS: Record<SessionInfo['status'], string> = {
  playing: 'Playing',
  'final-scoring': 'Final scoring',
  finished: 'Finished',
};

const EXPANSION_SHORT: Record<string, string> = {
  'peasant-revolts': 'Revolts',
  anniversary: '20th Anniversary',
  'crop-circles-1': 'Crop Circles I',
  'crop-circles-2': 'Crop Circles II',
  abbot: 'Abbot',
};

function statusLine(info: SessionInfo): string {
  if (info.status === 'finished') return STATUS.finished;
  return `${STATUS[info.status]} · turn ${info.turn}`;
}

function setLine(info: SessionInfo): string {
  const sets = (info.options.expansions ?? []).map((e) => EXPANSION_SHORT[e] ?? e);
  return [info.options.edition === 'C1' ? 'Base (1st ed.)' : 'Base', ...sets].join(', ');
}

/** The players of a session, in seating order, with badges and scores; the leader marked. */
function Players(props: { info: SessionInfo }): JSX.Element {
  const best = () => Math.max(...props.info.players.map((p) => p.score));
  return (
    <ul class="game__players" aria-label="Players and scores">
      <For each={props.info.players}>
        {(player, seat) => (
          <li class="game__player">
            <PlayerBadge player={player} seat={seat()} size={32} />
            <span class="game__player-name">{player.name}</span>
            <strong class="ml-num">{signed(player.score)}</strong>
            <Show when={props.info.status === 'finished' && player.score === best()}>
              <span class="ml-pill ml-pill--lead">won</span>
            </Show>
          </li>
        )}
      </For>
    </ul>
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
  const [importing, setImporting] = createSignal(false);
  let fileInput: HTMLInputElement | undefined;
  let listEl: HTMLOListElement | undefined;

  const sessions = (): SessionInfo[] => {
    const g = games();
    return g.state === 'ready' ? g.value : [];
  };

  const failure = (): string | undefined => {
    const g = games();
    return g.state === 'error' ? g.message : undefined;
  };

  async function loadGames(): Promise<void> {
    const result = await api.sessions.list();
    if (!result.ok) {
      setGames({ state: 'error', message: result.error.message });
      return;
    }
    setGames({ state: 'ready', value: result.value.sessions });
    for (const warning of result.value.warnings)
      notices.show({ tone: 'warning', text: warning.message });
  }

  async function loadTrash(): Promise<void> {
    const result = await api.sessions.listTrash();
    if (result.ok) setTrash(result.value.sessions);
  }

  onMount(() => {
    void loadGames();
    void loadTrash();
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
    setGames({
      state: 'ready',
      value: sessions().map((s) => (s.id === info.id ? renamed : s)),
    });
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
        text: `Could not delete “${info.name}”: ${result.error.message}`,
      });
      return;
    }
    const rest = list.filter((s) => s.id !== info.id);
    setGames({ state: 'ready', value: rest });
    void loadTrash();
    notices.show({
      tone: 'info',
      text: `“${info.name}” is in the trash.`,
      action: { label: 'Undo', run: () => void restore(info) },
    });
    const next = rest[Math.min(index, rest.length - 1)];
    queueMicrotask(() => (next ? rowOf(next.id)?.focus() : undefined));
  }

  async function restore(info: SessionInfo): Promise<void> {
    const result = await api.sessions.restore(info.id);
    if (!result.ok) {
      notices.show({
        tone: 'error',
        text: `Could not restore “${info.name}”: ${result.error.message}`,
      });
      return;
    }
    notices.show({ tone: 'info', text: `“${info.name}” is back.` });
    await Promise.all([loadGames(), loadTrash()]);
  }

  async function emptyTrash(): Promise<void> {
    setConfirmEmpty(false);
    const result = await api.sessions.emptyTrash();
    if (!result.ok) {
      notices.show({ tone: 'error', text: `Could not empty the trash: ${result.error.message}` });
      return;
    }
    const n = result.value;
    notices.show({
      tone: 'info',
      text: `${n} ${n === 1 ? 'game' : 'games'} deleted for good.`,
    });
    await loadTrash();
  }

  // ---- export, import ----

  async function exportGame(info: SessionInfo): Promise<void> {
    const problem = await exportSession(api, info.id, info.name);
    if (problem) notices.show({ tone: 'error', text: problem });
    else notices.show({ tone: 'info', text: `“${info.name}” exported.` }, 5_000);
  }

  async function importFile(file: File): Promise<void> {
    setImportError(undefined);
    setImporting(true);
    try {
      const text = await file.text();
      if (text.length > MAX_IMPORT_TEXT_LENGTH) {
        setImportError(`Not imported: ${file.name} is too large to be a game record.`);
        return;
      }
      const result = await api.sessions.import(text);
      if (!result.ok) {
        setImportError(`Not imported: ${file.name}: ${result.error.message}`);
        return;
      }
      const id = result.value.id;
      await loadGames();
      const name = sessions().find((s) => s.id === id)?.name ?? file.name;
      notices.show({
        tone: 'info',
        text: `Imported “${name}”.`,
        action: { label: 'Open it', run: () => props.onResume(id) },
      });
    } catch (error) {
      setImportError(`Not imported: ${file.name} could not be read (${String(error)}).`);
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
    if (commandKey(e) && !e.shiftKey && e.key.toLowerCase() === 'o' && !isTextField(e.target)) {
      e.preventDefault();
      fileInput?.click();
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
            {importing() ? 'Importing…' : 'Import a game'}
            <Kbd>{shortcut('O')}</Kbd>
            <input
              ref={fileInput}
              type="file"
              class="ml-sr-only"
              accept=".json,application/json"
              aria-keyshortcuts="Control+O"
              aria-describedby="import-error"
              disabled={importing()}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                if (file) void importFile(file);
              }}
            />
          </label>
          <button
            type="button"
            class="ml-button btn-primary"
            aria-keyshortcuts="Control+N"
            onClick={() => props.onNewGame()}
          >
            New game <Kbd>{shortcut('N')}</Kbd>
          </button>
        </div>
      </header>
      <p id="import-error" class="field-error" role="alert">
        {importError() ?? ''}
      </p>
      <NoticeList notices={notices} />

      <section class="home__games" aria-labelledby="games-title">
        <h2 id="games-title">Your games</h2>
        <Switch>
          <Match when={games().state === 'loading'}>
            <p class="loading" role="status">
              Loading your games…
            </p>
          </Match>
          <Match when={failure()}>
            {(message) => (
              <div class="problem" role="alert">
                <p>The games could not be listed: {message()}</p>
                <button type="button" class="ml-button" onClick={() => void loadGames()}>
                  Try again
                </button>
              </div>
            )}
          </Match>
          <Match when={sessions().length === 0}>
            <p class="ml-empty">No games yet. Start a new game, or import a record.</p>
          </Match>
          <Match when={sessions().length > 0}>
            <p class="hint">
              On a game: <Kbd>Enter</Kbd> resume, <Kbd>F2</Kbd> rename, <Kbd>Del</Kbd> to the trash,{' '}
              <Kbd>↑</Kbd>
              <Kbd>↓</Kbd> move.
            </p>
            <ol class="games" ref={listEl}>
              <For each={sessions()}>
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
                            New name for {info.name}
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
                            Save <Kbd>Enter</Kbd>
                          </button>
                          <button
                            type="button"
                            class="ml-button"
                            onClick={() => stopRename(info.id)}
                          >
                            Cancel <Kbd>Esc</Kbd>
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
                      Last played <time datetime={info.lastPlayed}>{when(info.lastPlayed)}</time> ·{' '}
                      {setLine(info)}
                    </p>
                    <div class="game__actions">
                      <button
                        type="button"
                        class="ml-button btn-primary"
                        aria-label={`${info.status === 'finished' ? 'Results' : 'Resume'} ${info.name}`}
                        onClick={() => props.onResume(info.id)}
                      >
                        {info.status === 'finished' ? 'Results' : 'Resume'}
                      </button>
                      <button
                        type="button"
                        class="ml-button"
                        aria-label={`Rename ${info.name}`}
                        onClick={() => startRename(info)}
                      >
                        Rename
                      </button>
                      <button
                        type="button"
                        class="ml-button"
                        aria-label={`Export ${info.name}`}
                        onClick={() => void exportGame(info)}
                      >
                        Export
                      </button>
                      <button
                        type="button"
                        class="ml-button btn-danger"
                        aria-label={`Delete ${info.name}`}
                        onClick={() => void remove(info)}
                      >
                        Delete
                      </button>
                    </div>
                  </li>
                )}
              </For>
            </ol>
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
            Trash ({trash().length})
          </button>
        </h2>
        <Show when={trashOpen()}>
          <div id="trash-list">
            <Show when={trash().length > 0} fallback={<p class="ml-empty">The trash is empty.</p>}>
              <ul class="trash">
                <For each={trash()}>
                  {(info) => (
                    <li class="trash__item">
                      <span class="trash__name">{info.name}</span>
                      <span class="ml-muted">
                        {info.players.map((p) => p.name).join(', ')} · deleted{' '}
                        <time datetime={info.deletedAt}>{when(info.deletedAt)}</time>
                      </span>
                      <button
                        type="button"
                        class="ml-button"
                        aria-label={`Restore ${info.name}`}
                        onClick={() => void restore(info)}
                      >
                        Restore
                      </button>
                    </li>
                  )}
                </For>
              </ul>
              <Show
                when={confirmEmpty()}
                fallback={
                  <button
                    type="button"
                    class="ml-button btn-danger"
                    onClick={() => setConfirmEmpty(true)}
                  >
                    Empty the trash…
                  </button>
                }
              >
                <div class="confirm" role="alertdialog" aria-labelledby="confirm-empty">
                  <p id="confirm-empty">
                    Delete {trash().length} {trash().length === 1 ? 'game' : 'games'} for good? This
                    cannot be undone.
                  </p>
                  <button
                    type="button"
                    class="ml-button btn-danger"
                    ref={(el) => queueMicrotask(() => el.focus())}
                    onClick={() => void emptyTrash()}
                  >
                    Delete for good
                  </button>
                  <button type="button" class="ml-button" onClick={() => setConfirmEmpty(false)}>
                    Keep them
                  </button>
                </div>
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
