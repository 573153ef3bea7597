import { cleanup, fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildHeader,
  defaultPlainName,
  defaultSessionName,
  NewGame,
  playerIds,
  playerProblems,
  type StartedGame,
} from '../../../src/renderer/src/screens/NewGame';
import { SESSION_ID_PATTERN } from '../../../src/shared/ipc/channels';
import { parseHeader } from '../../../src/shared/record/schema';
import { createFakeApi, type FakeApi, record } from './fakeApi';

afterEach(cleanup);

let api: FakeApi;
let onStarted: ReturnType<typeof vi.fn<(game: StartedGame) => void>>;
let onCancel: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  api = createFakeApi();
  onStarted = vi.fn<(game: StartedGame) => void>();
  onCancel = vi.fn<() => void>();
});

const NOW = new Date(2025, 10, 29, 20, 15);

const renderNewGame = () =>
  render(() => <NewGame api={api} onStarted={onStarted} onCancel={onCancel} now={() => NOW} />);

const nameInput = (seat: number) =>
  screen.getByLabelText(`Player ${seat} name`) as HTMLInputElement;
const type = (seat: number, value: string) =>
  fireEvent.input(nameInput(seat), { target: { value } });
const seatNames = () =>
  [...document.querySelectorAll<HTMLInputElement>('.seat input[type="text"]')].map((i) => i.value);
const addPlayer = () => fireEvent.click(screen.getByRole('button', { name: '+ Add a player' }));
const start = () => fireEvent.click(screen.getByRole('button', { name: /Start the game/ }));
const deckText = () => document.querySelector('.deck')?.textContent ?? '';

function fill(...names: string[]) {
  while (seatNames().length < names.length) addPlayer();
  names.forEach((name, i) => {
    type(i + 1, name);
  });
}

describe('pure helpers', () => {
  it('names a session after the date', () => {
    expect(defaultSessionName(NOW)).toBe('Game night 29 Nov');
  });

  it('names a game outside a game night after its players and time, never as a night', () => {
    expect(defaultPlainName(['Ana', ' Ben ', ''], NOW)).toBe('Ana, Ben · 29 Nov 20:15');
    expect(defaultPlainName(['', ''], NOW)).toBe('Game · 29 Nov 20:15');
    const long = ['A'.repeat(40), 'B'.repeat(40), 'Cleo'];
    expect(defaultPlainName(long, NOW)).toBe(`${'A'.repeat(40)} +2 · 29 Nov 20:15`);
  });

  it('derives unique a-z0-9- ids from names', () => {
    expect(
      playerIds(['Ana', 'ana', 'Zoë Brontë', '!!!', '', 'A'.repeat(40), 'a'.repeat(40)]),
    ).toEqual([
      'ana',
      'ana-2',
      'zoe-bronte',
      'player',
      'player-2',
      'a'.repeat(32),
      `${'a'.repeat(30)}-2`,
    ]);
  });

  it('finds empty, long and shared names, and shared colours', () => {
    const { names, colors } = playerProblems([
      { name: 'Ana', color: 'red' },
      { name: ' ana ', color: 'red' },
      { name: '', color: 'blue' },
      { name: 'x'.repeat(41), color: 'green' },
    ]);
    expect(names.map((n) => n?.text)).toEqual([
      undefined,
      'Two players share the name Ana',
      'Player 3 needs a name',
      'A name is at most 40 characters (now 41)',
    ]);
    expect(colors).toEqual([undefined, 'Ana already plays red', undefined, undefined]);
  });

  it('builds a header the record schema accepts', () => {
    const header = buildHeader(
      [
        { name: ' Ana ', color: 'red' },
        { name: 'Ana B', color: 'blue' },
      ],
      'C1',
      ['abbot', 'peasant-revolts'],
    );
    const parsed = parseHeader(header);
    expect(parsed.ok).toBe(true);
    expect(header.players).toEqual([
      { id: 'ana', name: 'Ana', color: 'red' },
      { id: 'ana-b', name: 'Ana B', color: 'blue' },
    ]);
    expect(header.options).toEqual({ edition: 'C1', expansions: ['peasant-revolts', 'abbot'] });
  });

  it('H1: keeps cheap protection in the header only with The Peasant Revolts', () => {
    const players = [
      { name: 'Ana', color: 'red' },
      { name: 'Ben', color: 'blue' },
    ];
    const rules = ['no-aids', 'cheap-protection'] as const;
    expect(buildHeader(players, 'C3', ['abbot'], [], rules).options.houseRules).toEqual([
      'no-aids',
    ]);
    expect(buildHeader(players, 'C3', ['abbot'], [], ['cheap-protection']).options).toEqual({
      edition: 'C3',
      expansions: ['abbot'],
    });
    expect(buildHeader(players, 'C3', ['peasant-revolts'], [], rules).options.houseRules).toEqual([
      'cheap-protection',
      'no-aids',
    ]);
  });
});

describe('NewGame', () => {
  it('starts with two players, a dated name and the base deck', () => {
    renderNewGame();
    expect((screen.getByLabelText('Name of this game') as HTMLInputElement).value).toBe(
      'Game · 29 Nov 20:15',
    );
    expect(seatNames()).toEqual(['', '']);
    expect(deckText()).toContain('Deck: 71 tiles to draw');
    expect(screen.getByText(/a revolt passes to the player on the left/)).toBeTruthy();
  });

  it('says how to reorder the seats in whole sentences, the keys one of their own (left out on phones)', () => {
    renderNewGame();
    const hint = screen.getByText(/a revolt passes to the player on the left/);
    const keys = hint.querySelector('.hint--keys');
    expect(keys?.textContent).toBe('From the keyboard: Alt+↑ or Alt+↓ in a name moves its row.');
    expect(hint.textContent?.replace(keys?.textContent ?? '', '').trim()).toMatch(
      /Drag a row by its handle or use its arrows\. The first row plays first\.$/,
    );
  });

  it('gives two plain games of one evening different default names, from players and time', async () => {
    renderNewGame();
    fill('Ana', 'Ben');
    const name = () => (screen.getByLabelText('Name of this game') as HTMLInputElement).value;
    expect(name()).toBe('Ana, Ben · 29 Nov 20:15');
    expect(name()).not.toMatch(/Game night/);
    cleanup();
    const later = new Date(2025, 10, 29, 21, 40);
    render(() => <NewGame api={api} onStarted={onStarted} onCancel={onCancel} now={() => later} />);
    fill('Ana', 'Ben');
    expect(name()).toBe('Ana, Ben · 29 Nov 21:40');
  });

  it('shows a shared name where it is typed and refuses to start', async () => {
    renderNewGame();
    fill('Ana', 'ana');
    expect(screen.getByText('Two players share the name Ana')).toBeTruthy();
    expect(nameInput(2).getAttribute('aria-invalid')).toBe('true');
    expect(nameInput(1).getAttribute('aria-invalid')).toBeNull();
    start();
    expect(
      within(screen.getByRole('list', { name: 'Before starting' })).getByText(
        'Two players share the name Ana',
      ),
    ).toBeTruthy();
    await Promise.resolve();
    expect(api.sessions.create).not.toHaveBeenCalled();
  });

  it('asks for missing names only once touched or on start', () => {
    renderNewGame();
    type(1, 'Ana');
    expect(screen.queryByText('Player 2 needs a name')).toBeNull();
    start();
    expect(screen.getAllByText('Player 2 needs a name').length).toBeGreaterThan(0);
    expect(api.sessions.create).not.toHaveBeenCalled();
  });

  it('a second "+ Add a player" adds a row: the empty row just left grows no error that would move the button', () => {
    renderNewGame();
    fill('Ana', 'Ben');
    addPlayer();
    expect(seatNames()).toEqual(['Ana', 'Ben', '']);
    // The tap on Add blurs the empty row first.
    fireEvent.blur(nameInput(3));
    expect(screen.queryByText('Player 3 needs a name')).toBeNull();
    addPlayer();
    expect(seatNames()).toEqual(['Ana', 'Ben', '', '']);
    start();
    expect(screen.getAllByText('Player 3 needs a name').length).toBeGreaterThan(0);
  });

  it('catches a name that is too long', () => {
    renderNewGame();
    type(1, 'N'.repeat(41));
    expect(screen.getByText('A name is at most 40 characters (now 41)')).toBeTruthy();
  });

  it('keeps 2 to 6 players', () => {
    renderNewGame();
    expect(
      (screen.getByRole('button', { name: 'Remove player 1' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    for (let i = 0; i < 4; i++) addPlayer();
    expect(seatNames()).toHaveLength(6);
    const add = screen.getByRole('button', { name: '+ Add a player' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove player 3' }));
    expect(seatNames()).toHaveLength(5);
    expect(add.disabled).toBe(false);
  });

  it("never lets two players take one colour: picking another player's swaps the two", () => {
    renderNewGame();
    fill('Ana', 'Ben');
    const anaColours = screen.getByRole('group', { name: 'Colour for Ana' });
    const benColours = screen.getByRole('group', { name: 'Colour for Ben' });
    const radio = (group: HTMLElement, colour: RegExp) =>
      within(group).getByRole('radio', { name: colour }) as HTMLInputElement;
    expect(radio(anaColours, /^red/).checked).toBe(true);
    expect(radio(anaColours, /^blue: swap with Ben$/)).toBeTruthy();
    expect(radio(benColours, /^red: swap with Ana$/)).toBeTruthy();
    fireEvent.click(radio(anaColours, /^green/));
    expect(radio(anaColours, /^green/).checked).toBe(true);
    expect(radio(benColours, /^red$/)).toBeTruthy();
    expect(radio(benColours, /^green: swap with Ana$/)).toBeTruthy();
    // Ana takes Ben's blue: one tap, Ben gets her green.
    fireEvent.click(radio(anaColours, /^blue: swap with Ben$/));
    expect(radio(anaColours, /^blue/).checked).toBe(true);
    expect(radio(benColours, /^green/).checked).toBe(true);
    // A new player gets the first free colour.
    addPlayer();
    const third = screen.getByRole('group', { name: 'Colour for player 3' });
    expect(radio(third, /^red$/).checked).toBe(true);
  });

  it('changes the seating with the arrow buttons', () => {
    renderNewGame();
    fill('Ana', 'Ben', 'Cleo');
    fireEvent.click(screen.getByRole('button', { name: 'Move Cleo up' }));
    expect(seatNames()).toEqual(['Ana', 'Cleo', 'Ben']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Ana down' }));
    expect(seatNames()).toEqual(['Cleo', 'Ana', 'Ben']);
    expect(
      (screen.getByRole('button', { name: 'Move Cleo up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.keyDown(nameInput(3), { key: 'ArrowUp', altKey: true });
    expect(seatNames()).toEqual(['Cleo', 'Ben', 'Ana']);
  });

  it('changes the seating by drag and drop', () => {
    renderNewGame();
    fill('Ana', 'Ben', 'Cleo');
    const handles = document.querySelectorAll('.seat__handle');
    const seats = document.querySelectorAll('.seat');
    fireEvent.dragStart(handles[0] as Element);
    fireEvent.dragOver(seats[2] as Element);
    expect(seats[2]?.classList.contains('seat--drop')).toBe(true);
    fireEvent.drop(seats[2] as Element);
    expect(seatNames()).toEqual(['Ben', 'Cleo', 'Ana']);
  });

  it('turns the seating round so the first player sits first', () => {
    renderNewGame();
    fill('Ana', 'Ben', 'Cleo', 'Dan');
    const select = screen.getByLabelText('First player') as HTMLSelectElement;
    const cleo = [...select.options].find((o) => o.textContent === 'Cleo') as HTMLOptionElement;
    fireEvent.change(select, { target: { value: cleo.value } });
    expect(seatNames()).toEqual(['Cleo', 'Dan', 'Ana', 'Ben']);
    expect(select.selectedOptions[0]?.textContent).toBe('Cleo');
  });

  it('shows the tiles of each expansion and the resulting deck size', () => {
    renderNewGame();
    const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box(/The Peasant Revolts/).closest('label')?.textContent).toContain(
      '12 tiles, 9 go in the deck',
    );
    expect(box(/20th Anniversary/).closest('label')?.textContent).toContain('15 tiles');
    expect(box(/Crop Circles I\b/).closest('label')?.textContent).toContain('6 tiles');
    fireEvent.click(box(/The Peasant Revolts/));
    expect(deckText()).toContain('Deck: 80 tiles');
    expect(screen.getByText(/put 3 back in the box without looking/)).toBeTruthy();
    fireEvent.click(box(/20th Anniversary/));
    fireEvent.click(box(/Crop Circles I\b/));
    fireEvent.click(box(/Crop Circles II/));
    fireEvent.click(box(/Abbot/));
    expect(deckText()).toContain('Deck: 107 tiles');
    fireEvent.click(screen.getByRole('radio', { name: /1st edition/ }));
    expect(deckText()).toContain('Deck: 107 tiles');
  });

  it('H1, H2: offers the house rules, each with one line saying what it changes, and keeps them in the record', async () => {
    renderNewGame();
    fill('Ana', 'Ben');
    expect(screen.getByText(/protecting a new meeple costs 2 points instead of 4/)).toBeTruthy();
    expect(screen.getByText(/the app shows no tile counts, odds or revolt risk/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /No aids/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /The Peasant Revolts/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Cheap protection/ }));
    start();
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    const [, header] = vi.mocked(api.sessions.create).mock.calls[0] ?? [];
    const parsed = parseHeader(header);
    expect(parsed.ok && parsed.value.options.houseRules).toEqual(['cheap-protection', 'no-aids']);
  });

  it('H1, Ruling 9: offers cheap protection only with The Peasant Revolts, and drops it with them', async () => {
    renderNewGame();
    fill('Ana', 'Ben');
    const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    const cheap = box(/Cheap protection/);
    expect(cheap.disabled).toBe(true);
    expect(cheap.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(cheap.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'only with The Peasant Revolts',
    );
    // H2 hides counts and odds, which every game has: offered without any expansion.
    expect(box(/No aids/).disabled).toBe(false);
    fireEvent.click(box(/The Peasant Revolts/));
    expect(cheap.disabled).toBe(false);
    expect(screen.queryByText('only with The Peasant Revolts')).toBeNull();
    fireEvent.click(cheap);
    expect(cheap.checked).toBe(true);
    // Revolts unticked: the rule goes with them, and does not come back with them.
    fireEvent.click(box(/The Peasant Revolts/));
    expect(cheap.checked).toBe(false);
    expect(cheap.disabled).toBe(true);
    fireEvent.click(box(/The Peasant Revolts/));
    expect(cheap.checked).toBe(false);
    fireEvent.click(box(/The Peasant Revolts/));
    start();
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    const [, header] = vi.mocked(api.sessions.create).mock.calls[0] ?? [];
    const parsed = parseHeader(header);
    expect(parsed.ok && parsed.value.options).toEqual({ edition: 'C3', expansions: [] });
  });

  it('creates the session with a valid header, then opens it', async () => {
    renderNewGame();
    fill('Ana', 'Ben', 'Ana Maria');
    fireEvent.click(screen.getByRole('checkbox', { name: /Abbot/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /The Peasant Revolts/ }));
    fireEvent.change(screen.getByLabelText('First player'), {
      target: {
        value: [...(screen.getByLabelText('First player') as HTMLSelectElement).options].find(
          (o) => o.textContent === 'Ben',
        )?.value,
      },
    });
    start();
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
    expect(api.sessions.create).toHaveBeenCalledTimes(1);
    const [name, header] = vi.mocked(api.sessions.create).mock.calls[0] ?? [];
    expect(name).toBe('Ben, Ana Maria, Ana · 29 Nov 20:15');
    const parsed = parseHeader(header);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    // Each named player became a regular on the way (profile ids from the store).
    expect(parsed.value.players).toEqual([
      { id: 'ben', name: 'Ben', color: 'blue', profile: expect.any(String) },
      { id: 'ana-maria', name: 'Ana Maria', color: 'green', profile: expect.any(String) },
      { id: 'ana', name: 'Ana', color: 'red', profile: expect.any(String) },
    ]);
    expect(parsed.value.options).toEqual({
      edition: 'C3',
      expansions: ['peasant-revolts', 'abbot'],
    });
    const id = onStarted.mock.calls[0]?.[0]?.id as string;
    expect(api.store.get(id)?.name).toBe('Ben, Ana Maria, Ana · 29 Nov 20:15');
  });

  it('hands the game over at once, under an id of its own choosing that the store is given', async () => {
    let answer: (() => void) | undefined;
    vi.mocked(api.sessions.create).mockImplementation(
      (_name, _header, id) =>
        new Promise((resolve) => {
          answer = () => resolve({ ok: true, value: { id: id ?? '' } });
        }),
    );
    renderNewGame();
    fill('Ana', 'Ben');
    start();
    await waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    const started = onStarted.mock.calls[0]?.[0] as StartedGame;
    expect(started.id).toMatch(SESSION_ID_PATTERN);
    expect(vi.mocked(api.sessions.create).mock.calls[0]?.[2]).toBe(started.id);
    let settled = false;
    void started.stored.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    answer?.();
    expect(await started.stored).toEqual({ ok: true });
  });

  it('a start the store refuses says why, in the stored answer', async () => {
    vi.mocked(api.sessions.create).mockResolvedValue({
      ok: false,
      error: { code: 'INTERNAL', message: 'The disk is full' },
    });
    renderNewGame();
    fill('Ana', 'Ben');
    start();
    await waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    const started = onStarted.mock.calls[0]?.[0] as StartedGame;
    expect(await started.stored).toEqual({
      ok: false,
      error: 'The game could not be started: The disk is full',
    });
    expect(await started.problems).toEqual([]);
    // Still on screen (the table was not drawn yet): New game says it, its form as it was.
    expect(await screen.findByText('The game could not be started: The disk is full')).toBeTruthy();
    expect(seatNames()).toEqual(['Ana', 'Ben']);
    expect(started.named).toBe(false);
  });

  it('opens again filled in from a start the store refused, with the reason', async () => {
    const failed = {
      name: 'Friday',
      named: true,
      record: {
        ...record(['Cleo', 'Dan', 'Eve'], []),
        options: { edition: 'C1' as const, expansions: ['abbot' as const] },
      },
      error: 'The game could not be started: The disk is full',
    };
    api.add(record(['Ana', 'Ben'], []), 'Last game');
    render(() => (
      <NewGame
        api={api}
        onStarted={onStarted}
        onCancel={onCancel}
        now={() => NOW}
        failedStart={() => failed}
      />
    ));
    expect(screen.getByText(failed.error)).toBeTruthy();
    expect(seatNames()).toEqual(['Cleo', 'Dan', 'Eve']);
    expect((screen.getByLabelText('Name of this game') as HTMLInputElement).value).toBe('Friday');
    // The last game's quick setup does not overwrite it.
    await waitFor(() => expect(api.sessions.list).toHaveBeenCalled());
    await Promise.resolve();
    expect(seatNames()).toEqual(['Cleo', 'Dan', 'Eve']);
    start();
    await waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    const started = onStarted.mock.calls[0]?.[0] as StartedGame;
    expect(started.record.options).toMatchObject({ edition: 'C1', expansions: ['abbot'] });
    expect(started.name).toBe('Friday');
  });

  it('goes back with the button or Escape; in a name field, Escape first leaves the field', () => {
    renderNewGame();
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    nameInput(1).focus();
    fireEvent.keyDown(nameInput(1), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(document.activeElement).not.toBe(nameInput(1));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    // Left (off the page a frame before it is disposed): Escape is the next screen's.
    document.querySelector('main.newgame')?.remove();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

describe('quick setup', () => {
  it('starts from the last game: its players in their seats, its edition, expansions and house rules', async () => {
    const last = record(['Cleo', 'Ana', 'Ben'], []);
    api.add(
      {
        ...last,
        options: {
          edition: 'C1',
          expansions: ['peasant-revolts', 'abbot'],
          houseRules: ['cheap-protection'],
        },
      },
      'Last Friday',
    );
    renderNewGame();
    await waitFor(() => expect(seatNames()).toEqual(['Cleo', 'Ana', 'Ben']));
    expect(screen.getByText(/Set up like the last game, “Last Friday”/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: /1st edition/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (screen.getByRole('checkbox', { name: /The Peasant Revolts/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Abbot/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    // A group playing Cheap protection would otherwise pay 4 in the next game unawares.
    expect(
      (screen.getByRole('checkbox', { name: /Cheap protection/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('checkbox', { name: /No aids/ }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('keeps the focus on the first name when the last game fills the form in (not the page body)', async () => {
    api.add(record(['Cleo', 'Ana', 'Ben'], []), 'Last Friday');
    renderNewGame();
    nameInput(1).focus();
    await waitFor(() => expect(seatNames()).toEqual(['Cleo', 'Ana', 'Ben']));
    await waitFor(() => expect(document.activeElement).toBe(nameInput(1)));
  });

  it('picks a random first player, keeping the seating order', async () => {
    render(() => (
      <NewGame api={api} onStarted={onStarted} onCancel={onCancel} now={() => NOW} pick={() => 2} />
    ));
    fill('Ana', 'Ben', 'Cleo');
    fireEvent.click(screen.getByRole('button', { name: 'Random first player' }));
    expect(seatNames()).toEqual(['Cleo', 'Ana', 'Ben']);
    expect(screen.getByText('Cleo goes first.')).toBeTruthy();
  });
});
