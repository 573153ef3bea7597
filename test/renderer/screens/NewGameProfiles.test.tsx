import { cleanup, fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildHeader,
  NewGame,
  profileNamed,
  type StartedGame,
} from '../../../src/renderer/src/screens/NewGame';
import { createFakeApi, type FakeApi } from './fakeApi';

afterEach(cleanup);

let api: FakeApi;
let onStarted: ReturnType<typeof vi.fn<(game: StartedGame) => void>>;
const NOW = new Date(2025, 10, 29, 20, 15);

const ANA = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Ana',
  color: 'green',
  created: '2025-01-01T00:00:00.000Z',
};
const BEN = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Ben',
  color: 'red',
  created: '2025-01-01T00:00:00.000Z',
};

beforeEach(() => {
  api = createFakeApi();
  api.profileStore.push({ ...ANA }, { ...BEN });
  onStarted = vi.fn<(game: StartedGame) => void>();
});

const renderNewGame = () =>
  render(() => (
    <NewGame api={api} onStarted={onStarted} onCancel={() => undefined} now={() => NOW} />
  ));

const nameInput = (seat: number) =>
  screen.getByLabelText(`Player ${seat} name`) as HTMLInputElement;
const checkedColor = (seat: number) =>
  (
    document.querySelector(
      `[data-seat="${seat - 1}"] input[type="radio"]:checked`,
    ) as HTMLInputElement | null
  )?.value;
const start = () => fireEvent.click(screen.getByRole('button', { name: /Start the game/ }));
const regular = (name: string) =>
  screen.getByRole('button', { name: `Seat ${name}` }) as HTMLButtonElement;

describe('New game with player profiles', () => {
  it('seats a regular with their name and favourite colour, and links the record to them', async () => {
    renderNewGame();
    await screen.findByRole('group', { name: 'Regulars' });
    fireEvent.click(regular('Ana'));
    expect(nameInput(1).value).toBe('Ana');
    expect(checkedColor(1)).toBe('green');
    expect(regular('Ana').disabled).toBe(true);
    // Ben's favourite (red) is free again now that Ana is green.
    fireEvent.click(regular('Ben'));
    expect(nameInput(2).value).toBe('Ben');
    expect(checkedColor(2)).toBe('red');
    start();
    await waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    const header = vi.mocked(api.sessions.create).mock.calls[0]?.[1] as {
      players: Record<string, unknown>[];
    };
    expect(header.players).toEqual([
      { id: 'ana', name: 'Ana', color: 'green', profile: ANA.id },
      { id: 'ben', name: 'Ben', color: 'red', profile: BEN.id },
    ]);
  });

  it('adds a row for a regular when every seat has a name, and keeps a taken colour', async () => {
    renderNewGame();
    await screen.findByRole('group', { name: 'Regulars' });
    fireEvent.input(nameInput(1), { target: { value: 'Cleo' } });
    fireEvent.input(nameInput(2), { target: { value: 'Dan' } });
    fireEvent.click(regular('Ben'));
    expect(nameInput(3).value).toBe('Ben');
    // Red belongs to Cleo (seat 1): Ben keeps the free colour his row got.
    expect(checkedColor(1)).toBe('red');
    expect(checkedColor(3)).not.toBe('red');
  });

  it('makes every named player a regular when the game starts, with no extra tap', async () => {
    renderNewGame();
    await screen.findByRole('group', { name: 'Regulars' });
    // A name typed as a regular's is theirs (linked, not saved twice).
    fireEvent.input(nameInput(1), { target: { value: ' ana ' } });
    fireEvent.input(nameInput(2), { target: { value: 'Zoë' } });
    start();
    await waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    expect(api.profiles.save).toHaveBeenCalledTimes(1);
    expect(api.profiles.save).toHaveBeenCalledWith({ name: 'Zoë', color: 'blue' });
    const zoe = api.profileStore.find((p) => p.name === 'Zoë');
    const header = vi.mocked(api.sessions.create).mock.calls[0]?.[1] as {
      players: Record<string, unknown>[];
    };
    expect(header.players.map((p) => p.profile)).toEqual([ANA.id, zoe?.id]);
  });

  it('asks for every new regular at once, then creates the game linked to them', async () => {
    const answers: (() => void)[] = [];
    const save = vi.mocked(api.profiles.save).getMockImplementation();
    vi.mocked(api.profiles.save).mockImplementation(
      (profile) =>
        new Promise((resolve) => {
          answers.push(() => resolve(save ? save(profile) : Promise.reject()));
        }),
    );
    renderNewGame();
    await screen.findByRole('group', { name: 'Regulars' });
    fireEvent.input(nameInput(1), { target: { value: 'Zoë' } });
    fireEvent.input(nameInput(2), { target: { value: 'Yan' } });
    start();
    // Both asked before either answered: one wait for the store, not one per player.
    await waitFor(() => expect(api.profiles.save).toHaveBeenCalledTimes(2));
    expect(api.sessions.create).not.toHaveBeenCalled();
    for (const answer of answers) answer();
    await waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    const header = vi.mocked(api.sessions.create).mock.calls[0]?.[1] as {
      players: Record<string, unknown>[];
    };
    const idOf = (name: string) => api.profileStore.find((p) => p.name === name)?.id;
    expect(header.players.map((p) => p.profile)).toEqual([idOf('Zoë'), idOf('Yan')]);
    expect(await onStarted.mock.calls[0]?.[0]?.problems).toEqual([]);
  });

  it('starts the game when a regular cannot be saved, and tells why', async () => {
    vi.mocked(api.profiles.save).mockResolvedValueOnce({
      ok: false,
      error: { code: 'INTERNAL', message: 'The disk is full.' },
    });
    renderNewGame();
    await screen.findByRole('group', { name: 'Regulars' });
    fireEvent.input(nameInput(1), { target: { value: 'Zoë' } });
    fireEvent.input(nameInput(2), { target: { value: 'Ben' } });
    start();
    await waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    const started = onStarted.mock.calls[0]?.[0];
    expect(await started?.problems).toEqual(['Zoë was not kept as a regular: The disk is full.']);
    // The game is stored with Zoë as a player, unlinked; Ben keeps his profile.
    expect(started?.record.players).toEqual([
      { id: 'zoe', name: 'Zoë', color: 'red' },
      { id: 'ben', name: 'Ben', color: 'blue', profile: BEN.id },
    ]);
    expect(api.store.get(started?.id ?? '')?.record.players).toEqual(started?.record.players);
    expect(api.profileStore.map((p) => p.name)).toEqual(['Ana', 'Ben']);
  });

  it('shows the table without waiting for the night; a night that cannot take the game is told', async () => {
    api.nightStore.push({
      id: '00000000-0000-4000-8000-00000000aaaa',
      name: 'Friday',
      created: '2025-11-29T19:00:00.000Z',
      sessions: [],
    });
    let answer: (() => void) | undefined;
    vi.mocked(api.nights.addSession).mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({ ok: false, error: { code: 'INTERNAL', message: 'The disk is full.' } });
        }),
    );
    renderNewGame();
    await screen.findByRole('checkbox', { name: /Part of tonight's game night, “Friday”/ });
    fireEvent.input(nameInput(1), { target: { value: 'Ana' } });
    fireEvent.input(nameInput(2), { target: { value: 'Ben' } });
    start();
    await waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    const started = onStarted.mock.calls[0]?.[0];
    await waitFor(() =>
      expect(api.nights.addSession).toHaveBeenCalledWith(
        '00000000-0000-4000-8000-00000000aaaa',
        started?.id,
      ),
    );
    answer?.();
    expect(await started?.problems).toEqual([
      'The game is stored, but it could not join the game night: The disk is full.',
    ]);
    expect(api.store.has(started?.id ?? '')).toBe(true);
  });

  it('removes a regular from the list, and no game loses them', async () => {
    renderNewGame();
    await screen.findByRole('group', { name: 'Regulars' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ben from the regulars' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Seat Ben' })).toBeNull());
    expect(api.profiles.delete).toHaveBeenCalledWith(BEN.id);
    expect(screen.getByText('Ben is no longer a regular.')).toBeTruthy();
  });

  it('joins the game night going on, or starts one when asked', async () => {
    const night = api.nightStore;
    night.push({
      id: '00000000-0000-4000-8000-00000000aaaa',
      name: 'Friday',
      created: '2025-11-29T19:00:00.000Z',
      sessions: [],
    });
    renderNewGame();
    const join = (await screen.findByRole('checkbox', {
      name: /Part of tonight's game night, “Friday”/,
    })) as HTMLInputElement;
    expect(join.checked).toBe(true);
    // The game is named apart from its night, as a rematch names it.
    expect((screen.getByLabelText('Name of this game') as HTMLInputElement).value).toBe(
      'Friday · game 1',
    );
    fireEvent.input(nameInput(1), { target: { value: 'Ana' } });
    fireEvent.input(nameInput(2), { target: { value: 'Ben' } });
    start();
    await waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    expect(await onStarted.mock.calls[0]?.[0]?.problems).toEqual([]);
    expect(night[0]?.sessions).toEqual([onStarted.mock.calls[0]?.[0]?.id]);
  });

  it('starts no night unless asked; asked, the night is named as the game', async () => {
    renderNewGame();
    const join = (await screen.findByRole('checkbox', {
      name: 'Start a game night with this game',
    })) as HTMLInputElement;
    expect(join.checked).toBe(false);
    fireEvent.input(nameInput(1), { target: { value: 'Ana' } });
    fireEvent.input(nameInput(2), { target: { value: 'Ben' } });
    fireEvent.click(join);
    start();
    await waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    expect(await onStarted.mock.calls[0]?.[0]?.problems).toEqual([]);
    expect(api.nightStore).toMatchObject([
      { name: 'Game night 29 Nov', sessions: [onStarted.mock.calls[0]?.[0]?.id] },
    ]);
  });

  it('without profiles or nights, New game is as before', async () => {
    api.profileStore.length = 0;
    renderNewGame();
    await waitFor(() => expect(api.profiles.list).toHaveBeenCalled());
    expect(screen.queryByRole('group', { name: 'Regulars' })).toBeNull();
    expect(screen.queryByRole('button', { name: /as a regular/ })).toBeNull();
    fireEvent.input(nameInput(1), { target: { value: 'Ana' } });
    fireEvent.input(nameInput(2), { target: { value: 'Ben' } });
    start();
    await waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
    expect(api.nights.addSession).not.toHaveBeenCalled();
    expect(api.nights.create).not.toHaveBeenCalled();
  });
});

describe('profile helpers', () => {
  it('profileNamed matches trimmed, case-insensitive names', () => {
    expect(profileNamed([ANA, BEN], '  aNa ')).toBe(ANA);
    expect(profileNamed([ANA, BEN], 'Anna')).toBeUndefined();
    expect(profileNamed([ANA], '   ')).toBeUndefined();
  });

  it('buildHeader links only the players named as a profile', () => {
    const header = buildHeader(
      [
        { name: 'ana', color: 'red' },
        { name: 'Guest', color: 'blue' },
      ],
      'C3',
      [],
      [ANA],
    );
    expect(header.players).toEqual([
      { id: 'ana', name: 'ana', color: 'red', profile: ANA.id },
      { id: 'guest', name: 'Guest', color: 'blue' },
    ]);
  });
});
