import { cleanup, fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/renderer/src/App';
import type { GameSession } from '../../../src/renderer/src/state/gameSession';
import type { GameEvent } from '../../../src/shared/record/schema';
import { createFakeApi, type FakeApi, record } from './fakeApi';

// The table is another screen's business: a stand-in that can be told to fail.
const table = vi.hoisted(() => ({
  broken: false,
  seen: undefined as ((session: GameSession) => void) | undefined,
}));
vi.mock('../../../src/renderer/src/screens/Table', () => ({
  Table: (props: { session: GameSession; onHome: () => void; onResults: () => void }) => {
    if (table.broken) throw new Error('the table fell over');
    // Not the table New game draws off the page ahead of the first game (state/warmUp.tsx).
    if (props.session.id !== 'warm-up') table.seen?.(props.session);
    return (
      <main>
        <h1>Table</h1>
        <p data-testid="events">{props.session.events().length} events</p>
        <input aria-label="Note" />
        <button type="button" onClick={() => props.onResults()}>
          See results
        </button>
        <button type="button" onClick={() => props.onHome()}>
          Leave the table
        </button>
      </main>
    );
  },
}));

const turn: GameEvent[] = [
  { type: 'draw', tile: 'U' },
  { type: 'place' },
  { type: 'deploy', meeple: 'a1', feature: 'r1', kind: 'road' },
  { type: 'endTurn' },
];
const finished: GameEvent[] = [...turn, { type: 'endGame' }, { type: 'finish' }];

// The screens App loads lazily, loaded once up front: on a busy machine their first
// transform alone can outlast a findBy's one second.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/renderer/src/screens/NewGame'),
    import('../../../src/renderer/src/screens/Results'),
    import('../../../src/renderer/src/screens/Stats'),
  ]);
}, 120_000);

let api: FakeApi;
let playing: string;
let done: string;

beforeEach(() => {
  table.broken = false;
  table.seen = undefined;
  api = createFakeApi();
  playing = api.add(record(['Ana', 'Ben'], [...turn]), 'Friday', '2025-11-29T20:00:00Z');
  done = api.add(record(['Cleo', 'Dan'], [...finished]), 'Last week', '2025-11-22T20:00:00Z');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderApp = () => render(() => <App api={api} version="0.1.0" />);

async function openFriday() {
  renderApp();
  fireEvent.click(await screen.findByRole('button', { name: 'Resume Friday' }));
  await screen.findByRole('heading', { name: 'Table' });
}

const eventsShown = () => screen.getByTestId('events').textContent;

describe('App', () => {
  it('keeps Home as it is when the page learns who it is (no loading screen over it: a search typed meanwhile stays)', async () => {
    let answer: ((value: unknown) => void) | undefined;
    Object.assign(api.devices, {
      me: vi.fn(
        () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      ),
    });
    renderApp();
    await screen.findByRole('button', { name: 'Resume Friday' });
    const search = document.getElementById('games-search') as HTMLInputElement;
    search.focus();
    fireEvent.input(search, { target: { value: 'fri' } });
    await waitFor(() => expect(api.devices.me).toHaveBeenCalled());
    // Still there while the answer is on its way (a resource read on Home suspended it).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(search.isConnected).toBe(true);
    expect(document.activeElement).toBe(search);
    answer?.({ ok: true, value: { role: 'scorer', name: "Ben's phone" } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.getElementById('games-search')).toBe(search);
    expect(document.activeElement).toBe(search);
    expect(search.value).toBe('fri');
    // A phone's Home: no Delete (only the host puts games away).
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it("on a scorer's phone shows the game's table and results only: leaving them goes back to the phone's screens", async () => {
    const leave = vi.fn();
    window.history.replaceState(null, '', '/');
    const home = render(() => <App api={api} address={window} onLeave={leave} />);
    // Not the host's Home (its games, New game, Statistics): nothing to score, and the way back.
    await screen.findByRole('heading', {
      name: 'No game is being played. The next one the host starts opens here.',
    });
    expect(screen.queryByRole('button', { name: 'Resume Friday' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'My seat' }));
    expect(leave).toHaveBeenCalledTimes(1);
    home.unmount();

    window.history.replaceState(null, '', `/#game/${playing}`);
    render(() => <App api={api} address={window} onLeave={leave} />);
    await screen.findByRole('heading', { name: 'Table' });
    fireEvent.click(screen.getByRole('button', { name: 'Leave the table' }));
    expect(leave).toHaveBeenCalledTimes(2);
    // The phone's app stayed on the game: no Home behind the table's way back.
    expect(screen.queryByRole('button', { name: 'Resume Friday' })).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('news of the game just left, come while another opens, does not take that opening over', async () => {
    let changed: ((id: string) => void) | undefined;
    Object.assign(api, {
      onSessionChanged: vi.fn((listener: (id: string) => void) => {
        changed = listener;
        return () => undefined;
      }),
    });
    const other = api.add(record(['Eve', 'Finn'], [...turn]), 'Saturday', '2025-11-30T20:00:00Z');
    const open = api.sessions.open.bind(api.sessions);
    let answer: (() => void) | undefined;
    Object.assign(api.sessions, {
      open: vi.fn(async (id: string) => {
        if (id === other) await new Promise<void>((resolve) => (answer = resolve));
        return open(id);
      }),
    });
    const shown: string[] = [];
    table.seen = (session) => shown.push(session.id);
    window.history.replaceState(null, '', `/#game/${playing}`);
    render(() => <App api={api} address={window} />);
    await screen.findByRole('heading', { name: 'Table' });
    expect(shown.at(-1)).toBe(playing);
    // To the other game by its address; the first one's news comes while it is opening.
    window.location.hash = `#game/${other}`;
    await waitFor(() => expect(api.sessions.open).toHaveBeenCalledWith(other));
    // A phone plays on in the game left.
    expect((await api.sessions.append(playing, { type: 'draw', tile: 'V' })).ok).toBe(true);
    changed?.(playing);
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer?.();
    // The other game's table, not "Opening the game…" for good.
    await waitFor(() => expect(shown.at(-1)).toBe(other));
    expect(screen.queryByText('Opening the game…')).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('starts on the home screen with the saved games', async () => {
    renderApp();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Meeple Ledger');
    expect(await screen.findByRole('heading', { name: 'Friday' })).toBeTruthy();
  });

  it('opens a game on the table, through a loading state', async () => {
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume Friday' }));
    expect(screen.getByRole('status').textContent).toBe('Opening the game…');
    await screen.findByRole('heading', { name: 'Table' });
    expect(api.sessions.open).toHaveBeenCalledWith(playing);
    expect(eventsShown()).toBe('4 events');
  });

  it('opens a finished game on its results', async () => {
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Results Last week' }));
    // Lazy screens: their chunk loads on first use (seconds on a busy machine).
    expect(
      await screen.findByRole('heading', { name: 'Results' }, { timeout: 10_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Home/ }));
    expect(await screen.findByRole('heading', { name: 'Friday' })).toBeTruthy();
  });

  it('a new screen takes the focus: its title (New game filled in like the last game, too)', async () => {
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Results Last week' }));
    const title = await screen.findByRole('heading', { name: 'Results' }, { timeout: 10_000 });
    await waitFor(() => expect(document.activeElement).toBe(title));
    fireEvent.click(screen.getByRole('button', { name: /Home/ }));
    const home = await screen.findByRole('heading', { name: 'Meeple Ledger', level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(home));
    fireEvent.keyDown(document.body, { key: 'n', ctrlKey: true });
    const newGame = await screen.findByRole('heading', { name: 'New game' }, { timeout: 10_000 });
    await waitFor(() => expect(document.activeElement).toBe(newGame));
  });

  it('shows the store’s warnings as a notice that can be dismissed', async () => {
    api.openWarnings = ['A torn last line was cut (12 bytes).'];
    await openFriday();
    expect(screen.getByRole('alert').textContent).toContain('A torn last line was cut');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/torn last line/)).toBeNull();
  });

  it('shows why a game could not be opened, with a way home', async () => {
    vi.mocked(api.sessions.open).mockResolvedValue({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'The session file is gone.' },
    });
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume Friday' }));
    expect(await screen.findByText('The session file is gone.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'This game could not be opened' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Friday' })).toBeTruthy();
  });

  it('shows a way back instead of a blank screen when a screen throws', async () => {
    table.broken = true;
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume Friday' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('the table fell over');
    table.broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Table' })).toBeTruthy();

    table.broken = true;
    fireEvent.click(screen.getByRole('button', { name: 'See results' }));
    fireEvent.click(await screen.findByRole('button', { name: /Back to the table/ }));
    await screen.findByText(/the table fell over/);
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Friday' })).toBeTruthy();
  });

  it('undoes and redoes the open game from the menu', async () => {
    await openFriday();
    api.menu('undo');
    await waitFor(() => expect(eventsShown()).toBe('3 events'));
    expect(api.sessions.undo).toHaveBeenCalledWith(playing, expect.any(Number));
    expect(await screen.findByText(/^Undone: Ana/)).toBeTruthy();
    api.menu('redo');
    await waitFor(() => expect(eventsShown()).toBe('4 events'));
    expect(api.sessions.redo).toHaveBeenCalledWith(playing, expect.any(Number));
  });

  it('on Home, Ctrl+Z and Edit › Undo bring back the game just put in the trash, once', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Friday' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Friday' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Friday' })).toBeNull());
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(await screen.findByRole('heading', { name: 'Friday' })).toBeTruthy();
    expect(api.sessions.restore).toHaveBeenCalledExactlyOnceWith(playing);
    // What said it was in the trash, with its Undo, has made way for what says it is back.
    expect(screen.queryByText('“Friday” is in the trash.')).toBeNull();
    // Brought back: nothing more to undo (the menu's accelerator may send the key again).
    api.menu('undo');
    await Promise.resolve();
    expect(api.sessions.restore).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Last week' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Last week' })).toBeNull());
    // The menu's accelerator a moment later is another command, not the key's twin.
    await new Promise((resolve) => setTimeout(resolve, 600));
    api.menu('undo');
    expect(await screen.findByRole('heading', { name: 'Last week' })).toBeTruthy();
    expect(api.sessions.restore).toHaveBeenLastCalledWith(done);
  });

  it('opens a screen at its top, as a page would (a game resumed from far down the list)', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume Friday' }));
    await screen.findByRole('heading', { name: 'Table' });
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(0, 0));
  });

  it('takes what undo said away with the next move: it does not stay up through the turns after', async () => {
    let session: GameSession | undefined;
    table.seen = (seen) => {
      session = seen;
    };
    await openFriday();
    api.menu('undo');
    expect(await screen.findByText(/^Undone: Ana/)).toBeTruthy();
    expect(eventsShown()).toBe('3 events');
    expect((await session?.dispatch({ type: 'endTurn' }))?.ok).toBe(true);
    await waitFor(() => expect(eventsShown()).toBe('4 events'));
    expect(screen.queryByText(/^Undone: Ana/)).toBeNull();
  });

  it('takes what undo said away when the table is left: it does not follow to Home', async () => {
    await openFriday();
    api.menu('undo');
    expect(await screen.findByText(/^Undone: Ana/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave the table' }));
    await screen.findByRole('button', { name: /^New game/ });
    expect(screen.queryByText(/^Undone: Ana/)).toBeNull();
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z, but not while typing', async () => {
    await openFriday();
    const note = screen.getByLabelText('Note') as HTMLInputElement;
    note.focus();
    fireEvent.input(note, { target: { value: 'typing' } });
    fireEvent.keyDown(note, { key: 'z', ctrlKey: true });
    api.menu('undo');
    await Promise.resolve();
    expect(api.sessions.undo).not.toHaveBeenCalled();
    note.blur();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    // The menu's accelerator may deliver the same command again: it runs once.
    api.menu('undo');
    await waitFor(() => expect(eventsShown()).toBe('3 events'));
    expect(api.sessions.undo).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(eventsShown()).toBe('4 events'));
    // An empty field (the table's tile search waits focused) has no typing to undo.
    fireEvent.input(note, { target: { value: '' } });
    fireEvent.keyDown(note, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(eventsShown()).toBe('3 events'));
  });

  it('does nothing on undo when no game is open', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Friday' });
    api.menu('undo');
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(api.sessions.undo).not.toHaveBeenCalled();
  });

  it('undoing the finish on the results goes back to the table', async () => {
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Results Last week' }));
    await screen.findByRole('heading', { name: 'Results' });
    api.menu('undo');
    expect(await screen.findByRole('heading', { name: 'Table' })).toBeTruthy();
    expect(api.sessions.undo).toHaveBeenCalledWith(done, expect.any(Number));
  });

  it('goes to the new game screen from the menu and with Ctrl+N', async () => {
    await openFriday();
    api.menu('newGame');
    // The screen's chunk loads on first use (a cold transform can take seconds on a busy machine).
    expect(
      await screen.findByRole('heading', { name: 'New game' }, { timeout: 10_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    await screen.findByRole('heading', { name: 'Friday' });
    fireEvent.keyDown(document.body, { key: 'n', metaKey: true });
    expect(await screen.findByRole('heading', { name: 'New game' })).toBeTruthy();
  });

  it('in a browser tab, advertises and takes Alt+N for a new game (the browser keeps Ctrl+N)', async () => {
    render(() => <App api={api} version="0.1.0" browser />);
    const button = await screen.findByRole('button', { name: /New game/ });
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Alt+N');
    expect(button.textContent).toContain('Alt+N');
    expect(button.textContent).not.toContain('Ctrl');
    // Typed in a field, ⌥N is a letter on its way (ñ): not a new game.
    const search = await screen.findByRole('searchbox');
    fireEvent.keyDown(search, { key: 'Dead', code: 'KeyN', altKey: true });
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.getByRole('heading', { name: 'Meeple Ledger', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'New game' })).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Dead', code: 'KeyN', altKey: true });
    expect(
      await screen.findByRole('heading', { name: 'New game' }, { timeout: 10_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    await screen.findByRole('heading', { name: 'Friday' });
    fireEvent.keyDown(document.body, { key: 'n', altKey: true });
    expect(await screen.findByRole('heading', { name: 'New game' })).toBeTruthy();
  });

  it('starts a new game and opens it on the table', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: /New game/ }));
    await screen.findByLabelText('Player 1 name', {}, { timeout: 10_000 });
    fireEvent.input(screen.getByLabelText('Player 1 name'), { target: { value: 'Gus' } });
    fireEvent.input(screen.getByLabelText('Player 2 name'), { target: { value: 'Hal' } });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: /Start the game/ }));
    expect(await screen.findByRole('heading', { name: 'Table' })).toBeTruthy();
    expect(eventsShown()).toBe('0 events');
    // The table shows the record the store took: it is not read back.
    expect(api.sessions.create).toHaveBeenCalledTimes(1);
    expect(api.sessions.open).not.toHaveBeenCalled();
    // At its top, not where New game was scrolled to reach Start (in its first frame).
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  /** Home, New game with Gus and Hal, Start the game. */
  async function startGusAndHal(): Promise<void> {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: /New game/ }));
    await screen.findByLabelText('Player 1 name', {}, { timeout: 10_000 });
    fireEvent.input(screen.getByLabelText('Player 1 name'), { target: { value: 'Gus' } });
    fireEvent.input(screen.getByLabelText('Player 2 name'), { target: { value: 'Hal' } });
    fireEvent.click(screen.getByRole('button', { name: /Start the game/ }));
  }

  it('plays the game it started through the store, as one it opened', async () => {
    let session: GameSession | undefined;
    table.seen = (s) => {
      session = s;
    };
    await startGusAndHal();
    await screen.findByRole('heading', { name: 'Table' });
    const created = await vi.mocked(api.sessions.create).mock.results[0]?.value;
    const id = created.ok ? created.value.id : '';
    expect(session?.snapshot().context.players.map((p) => p.name)).toEqual(['Gus', 'Hal']);
    expect(session?.canUndo()).toBe(false);
    expect(session?.canRedo()).toBe(false);
    expect((await session?.dispatch({ type: 'draw', tile: 'U' }))?.ok).toBe(true);
    expect(api.store.get(id)?.record.events).toMatchObject([{ type: 'draw', tile: 'U' }]);
    await waitFor(() => expect(eventsShown()).toBe('1 events'));
    expect(api.sessions.open).not.toHaveBeenCalled();
  });

  /** The store's create, held until `answer` is called (with its own reply by default). */
  function holdCreate(reply?: { ok: false; error: { code: 'INTERNAL'; message: string } }) {
    const held: { answer?: () => void } = {};
    const create = vi.mocked(api.sessions.create).getMockImplementation();
    vi.mocked(api.sessions.create).mockImplementation(
      (...args) =>
        new Promise((resolve) => {
          held.answer = () => {
            if (reply) resolve(reply);
            else void create?.(...args).then(resolve);
          };
        }),
    );
    return held;
  }

  it('shows the table while the store writes the game, and takes no move until it has it', async () => {
    let session: GameSession | undefined;
    table.seen = (s) => {
      session = s;
    };
    const held = holdCreate();
    await startGusAndHal();
    expect(await screen.findByRole('heading', { name: 'Table' })).toBeTruthy();
    expect(held.answer).toBeDefined();
    expect(session?.pending()).toBe(true);
    const early = await session?.dispatch({ type: 'draw', tile: 'U' });
    expect(early).toMatchObject({ ok: false, ignored: true });
    held.answer?.();
    await waitFor(() => expect(session?.pending()).toBe(false));
    expect(await session?.dispatch({ type: 'draw', tile: 'U' })).toEqual({ ok: true });
    expect(api.store.get(session?.id ?? '')?.record.events).toMatchObject([
      { type: 'draw', tile: 'U' },
    ]);
  });

  it('a start the store refuses: New game again, filled in as it was, with the reason', async () => {
    const held = holdCreate({
      ok: false,
      error: { code: 'INTERNAL', message: 'The disk is full' },
    });
    await startGusAndHal();
    expect(await screen.findByRole('heading', { name: 'Table' })).toBeTruthy();
    held.answer?.();
    expect(await screen.findByText('The game could not be started: The disk is full')).toBeTruthy();
    expect((screen.getByLabelText('Player 1 name') as HTMLInputElement).value).toBe('Gus');
    expect((screen.getByLabelText('Player 2 name') as HTMLInputElement).value).toBe('Hal');
    expect(screen.queryByRole('heading', { name: 'Table' })).toBeNull();
    expect(api.store.size).toBe(2);
  });

  it('a start refused after the table was left is told, and nothing else moves', async () => {
    const held = holdCreate({
      ok: false,
      error: { code: 'INTERNAL', message: 'The disk is full' },
    });
    await startGusAndHal();
    await screen.findByRole('heading', { name: 'Table' });
    fireEvent.click(screen.getByRole('button', { name: 'Leave the table' }));
    await screen.findByRole('button', { name: /New game/ });
    held.answer?.();
    expect(await screen.findByText('The game could not be started: The disk is full')).toBeTruthy();
    expect(screen.queryByLabelText('Player 1 name')).toBeNull();
  });

  it('tells on the table of a regular who could not be kept', async () => {
    vi.mocked(api.profiles.save).mockResolvedValue({
      ok: false,
      error: { code: 'INTERNAL', message: 'The disk is full.' },
    });
    await startGusAndHal();
    expect(await screen.findByRole('heading', { name: 'Table' })).toBeTruthy();
    expect(
      await screen.findByText('Gus was not kept as a regular: The disk is full.'),
    ).toBeTruthy();
    expect(screen.getByText('Hal was not kept as a regular: The disk is full.')).toBeTruthy();
  });
});

describe('App in the desktop app', () => {
  it('undoes the typing, not the move, when the menu sends Cmd+Z from a text field (macOS)', async () => {
    await openFriday();
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const note = screen.getByLabelText('Note') as HTMLInputElement;
    note.focus();
    fireEvent.input(note, { target: { value: 'typing' } });
    // On macOS Cmd+Z reaches the page, which leaves it alone, then the menu sends it here.
    fireEvent.keyDown(note, { key: 'z', metaKey: true });
    api.menu('undo');
    fireEvent.keyDown(note, { key: 'z', metaKey: true, shiftKey: true });
    api.menu('redo');
    expect(execCommand.mock.calls).toEqual([['undo'], ['redo']]);
    // Ctrl+Z on Windows and Linux undid the typing natively already: not twice.
    fireEvent.keyDown(note, { key: 'z', ctrlKey: true });
    api.menu('undo');
    expect(execCommand).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    expect(api.sessions.undo).not.toHaveBeenCalled();
    expect(api.sessions.redo).not.toHaveBeenCalled();
    expect(eventsShown()).toBe('4 events');
  });

  it('redoes with Ctrl+Y, as on Windows', async () => {
    await openFriday();
    api.menu('undo');
    await waitFor(() => expect(eventsShown()).toBe('3 events'));
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    await waitFor(() => expect(eventsShown()).toBe('4 events'));
  });

  it('exports the open game from File › Export…, and says where to export from elsewhere', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:record');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderApp();
    await screen.findByRole('heading', { name: 'Friday' });
    api.menu('export');
    expect(await screen.findByText(/^Open a game to export it/)).toBeTruthy();
    expect(api.sessions.export).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume Friday' }));
    await screen.findByRole('heading', { name: 'Table' });
    api.menu('export');
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.sessions.export).toHaveBeenCalledWith(playing);
    expect(clicked[0]?.download).toBe('friday.meeple');
  });

  it('opens a record file the app imported, and says so', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Friday' });
    api.notice({ kind: 'imported', id: playing, file: 'friday.meeple' });
    expect(await screen.findByRole('heading', { name: 'Table' })).toBeTruthy();
    expect(api.sessions.open).toHaveBeenCalledWith(playing);
    expect(screen.getByText('Imported “friday.meeple”.')).toBeTruthy();
  });

  it('opens the stored game for a record that was already imported', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Friday' });
    api.notice({ kind: 'duplicate', id: done, file: 'last-week.meeple' });
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeTruthy();
    expect(screen.getByText(/^last-week\.meeple is already among your games/)).toBeTruthy();
  });

  it('says why a record file was not imported, and stays where it was', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Friday' });
    api.notice({ kind: 'importFailed', file: 'notes.meeple', message: 'not valid JSON' });
    expect(await screen.findByText('Not imported: notes.meeple: not valid JSON')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Friday' })).toBeTruthy();
  });

  it('tells the people the window was reloaded after a crash, and that nothing was lost', async () => {
    renderApp();
    api.notice({ kind: 'recovered', reason: 'crashed' });
    expect(await screen.findByText(/^The window stopped working and was reloaded/)).toBeTruthy();
    expect(screen.getByText(/Nothing was lost/)).toBeTruthy();
  });
});

describe('the desktop app reopens the game that was open', () => {
  afterEach(() => localStorage.clear());

  it('opens the last game at start, and forgets it once back on Home', async () => {
    render(() => <App api={api} reopenLastGame />);
    // Nothing remembered yet: Home.
    expect(await screen.findByRole('button', { name: /Resume Friday/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Resume Friday/ }));
    await screen.findByRole('heading', { name: 'Table' });
    cleanup();

    // The app closed on that table; the next start opens it again.
    render(() => <App api={api} reopenLastGame />);
    expect(await screen.findByRole('heading', { name: 'Table' })).toBeTruthy();
    expect(screen.getByTestId('events').textContent).toBe('4 events');
  });

  it('opens Home when the remembered game is gone', async () => {
    localStorage.setItem('meeple-ledger:last-game', '00000000-0000-4000-8000-00000000dead');
    render(() => <App api={api} reopenLastGame />);
    expect(await screen.findByRole('button', { name: /Resume Friday/ })).toBeTruthy();
    expect(localStorage.getItem('meeple-ledger:last-game')).toBeNull();
  });
});
