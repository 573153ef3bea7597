/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Home } from '../../../src/renderer/src/screens/Home';
import type { GameEvent } from '../../../src/shared/record/schema';
import { createFakeApi, type FakeApi, record } from './fakeApi';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const scoredCity: GameEvent[] = [
  { type: 'draw', tile: 'E' },
  { type: 'place' },
  { type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city' },
  { type: 'endTurn' },
  { type: 'draw', tile: 'U' },
  { type: 'place' },
  { type: 'endTurn' },
  { type: 'draw', tile: 'E' },
  { type: 'place' },
  { type: 'score', feature: 'c1', tiles: 2, pennants: 0 },
  { type: 'endTurn' },
];

let api: FakeApi;
let older: string;
let newer: string;
let onResume: ReturnType<typeof vi.fn<(id: string) => void>>;
let onNewGame: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  api = createFakeApi();
  older = api.add(record(['Ana', 'Ben']), 'Tuesday', '2025-11-25T19:00:00.000Z');
  newer = api.add(record(['Cleo', 'Dan', 'Eve'], scoredCity), 'Friday', '2025-11-28T21:00:00.000Z');
  onResume = vi.fn<(id: string) => void>();
  onNewGame = vi.fn<() => void>();
});

const renderHome = () =>
  render(() => <Home api={api} onResume={onResume} onNewGame={onNewGame} version="0.1.0" />);

const rows = () => screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-session'));
const row = (name: string) => {
  const found = rows().find((li) => within(li).queryByRole('heading', { name }));
  if (!found) throw new Error(`no row ${name}`);
  return found;
};

describe('Home', () => {
  it('tells once, after the list is on screen, that the page is idle (the statistics preload)', async () => {
    const onListed = vi.fn<() => void>();
    render(() => <Home api={api} onResume={onResume} onNewGame={onNewGame} onListed={onListed} />);
    expect(onListed).not.toHaveBeenCalled();
    await screen.findByRole('heading', { name: 'Friday' });
    await waitFor(() => expect(onListed).toHaveBeenCalledTimes(1));
    fireEvent.click(within(row('Friday')).getByRole('button', { name: 'Delete Friday' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onListed).toHaveBeenCalledTimes(1);
  });

  it("follows a game another device changes (a phone's move): the list asks again, the row shows it", async () => {
    let heard: ((id: string) => void) | undefined;
    vi.mocked(api.onSessionChanged).mockImplementation((listener: (id: string) => void) => {
      heard = listener;
      return () => undefined;
    });
    renderHome();
    await screen.findByRole('heading', { name: 'Friday' });
    await waitFor(() => expect(api.sessions.list).toHaveBeenCalled()); // the whole list is in
    expect(within(row('Friday')).getByText('Playing · turn 4')).toBeTruthy();
    const friday = [...api.store.values()].find((s) => s.name === 'Friday');
    if (!friday) throw new Error('no Friday');
    // A phone ends turn 4 and draws: the store has turn 5.
    friday.record = {
      ...friday.record,
      events: [
        ...friday.record.events,
        { type: 'draw', tile: 'V' },
        { type: 'place' },
        { type: 'endTurn' },
      ],
    };
    heard?.(friday.id);
    await waitFor(() => expect(within(row('Friday')).getByText('Playing · turn 5')).toBeTruthy());
  });

  it('lists the sessions, most recent first, with players, scores, status and turn', async () => {
    renderHome();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    await screen.findByRole('heading', { name: 'Friday' });
    expect(rows().map((r) => r.querySelector('h3')?.textContent)).toEqual(['Friday', 'Tuesday']);
    const friday = row('Friday');
    expect(within(friday).getByText('Playing · turn 4')).toBeTruthy();
    const players = within(friday).getByRole('list', { name: 'Players and scores' });
    const entries = within(players)
      .getAllByRole('listitem')
      .map(
        (li) =>
          `${li.querySelector('.game__player-name')?.textContent} ${li.querySelector('strong')?.textContent}`,
      );
    expect(entries).toEqual(['Cleo 4', 'Dan 0', 'Eve 0']);
    expect(within(friday).getByRole('img', { name: /^Cleo, red, / })).toBeTruthy();
    expect(screen.getByText('Meeple Ledger v0.1.0')).toBeTruthy();
  });

  it('says so when there are no games', async () => {
    api.store.clear();
    renderHome();
    expect(await screen.findByText(/No games yet/)).toBeTruthy();
  });

  it('shows a listing failure with a retry', async () => {
    const refused = { ok: false, error: { code: 'FORBIDDEN', message: 'Not allowed' } } as const;
    // The first page refused, then the whole list asked for says why.
    vi.mocked(api.sessions.listNewest).mockResolvedValue(refused);
    vi.mocked(api.sessions.list).mockResolvedValue(refused);
    renderHome();
    expect(await screen.findByText(/could not be listed: Not allowed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('resumes with the button, or with Enter on the focused row', async () => {
    renderHome();
    await screen.findByRole('heading', { name: 'Friday' });
    fireEvent.click(screen.getByRole('button', { name: 'Resume Tuesday' }));
    expect(onResume).toHaveBeenLastCalledWith(older);
    const friday = row('Friday');
    friday.focus();
    fireEvent.keyDown(friday, { key: 'Enter' });
    expect(onResume).toHaveBeenLastCalledWith(newer);
    fireEvent.keyDown(friday, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(row('Tuesday'));
  });

  it('starts a new game', async () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: /New game/ }));
    expect(onNewGame).toHaveBeenCalled();
  });

  it('renames inline: validated, Escape cancels, Enter saves', async () => {
    renderHome();
    await screen.findByRole('heading', { name: 'Friday' });
    fireEvent.click(screen.getByRole('button', { name: 'Rename Friday' }));
    const input = screen.getByLabelText('New name for Friday') as HTMLInputElement;
    expect(input.value).toBe('Friday');
    fireEvent.input(input, { target: { value: '   ' } });
    expect(screen.getByText('A game needs a name')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.submit(input.form as HTMLFormElement);
    expect(api.sessions.rename).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByLabelText('New name for Friday')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Friday' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rename Friday' }));
    const again = screen.getByLabelText('New name for Friday') as HTMLInputElement;
    fireEvent.input(again, { target: { value: '  Friday night  ' } });
    fireEvent.submit(again.form as HTMLFormElement);
    expect(await screen.findByRole('heading', { name: 'Friday night' })).toBeTruthy();
    expect(api.sessions.rename).toHaveBeenCalledWith(newer, 'Friday night');
  });

  it('moves a game to the trash with an undo-able notice', async () => {
    renderHome();
    await screen.findByRole('heading', { name: 'Friday' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Friday' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Friday' })).toBeNull());
    expect(api.sessions.delete).toHaveBeenCalledWith(newer);
    expect(screen.getByText('“Friday” is in the trash.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Trash (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'Friday' })).toBeTruthy();
    expect(api.sessions.restore).toHaveBeenCalledWith(newer);
  });

  it('exports the record as a JSON download', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:record';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderHome();
    await screen.findByRole('heading', { name: 'Friday' });
    fireEvent.click(screen.getByRole('button', { name: 'Export Friday' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.sessions.export).toHaveBeenCalledWith(newer);
    expect(clicked[0]?.download).toBe('friday.meeple');
    expect(clicked[0]?.href).toBe('blob:record');
    expect(JSON.parse(await (created[0] as Blob).text()).events).toHaveLength(scoredCity.length);
  });

  it('imports a record file, and shows a refused one clearly', async () => {
    renderHome();
    await screen.findByRole('heading', { name: 'Friday' });
    const input = screen.getByLabelText(/Import a game/) as HTMLInputElement;
    // Records as .meeple files, and older .json exports.
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['.meeple', '.json']));
    const choose = (file: File) => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      fireEvent.change(input);
    };
    const good = { ...record(['Fay', 'Gus']), name: 'From Ana' };
    choose(new File([JSON.stringify(good)], 'ana.json', { type: 'application/json' }));
    expect(await screen.findByRole('heading', { name: 'From Ana' })).toBeTruthy();
    expect(screen.getByText('Imported “From Ana”.')).toBeTruthy();

    const bad = record(['Fay', 'Gus'], [{ type: 'draw', tile: 'nope' }]);
    choose(new File([JSON.stringify(bad)], 'bad.json'));
    // What it means first, in plain words; the store's details after it.
    await waitFor(() =>
      expect(document.getElementById('import-error')?.textContent).toMatch(
        /^Not imported: bad\.json is not a game this app can read: it may be damaged, or a file of another kind\. Details: .*event 0: .*nope/,
      ),
    );
    choose(new File(['not json'], 'notes.txt'));
    await waitFor(() =>
      expect(document.getElementById('import-error')?.textContent).toMatch(
        /^Not imported: notes\.txt is not a game this app can read.* Details: .*not valid JSON/,
      ),
    );
  });

  it('warns before importing a game already stored: open that one, or import anyway', async () => {
    const stored = [...api.store.values()].find((s) => s.name === 'Friday');
    if (!stored) throw new Error('no Friday');
    renderHome();
    await screen.findByRole('heading', { name: 'Friday' });
    const input = screen.getByLabelText(/Import a game/) as HTMLInputElement;
    const choose = (file: File) => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      fireEvent.change(input);
    };
    const text = JSON.stringify(stored.record);
    choose(new File([text], 'friday.meeple'));
    expect(
      await screen.findByText(
        'friday.meeple is a game already stored as “Friday”: the same players, options and moves. Importing it again makes statistics count it twice.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open the stored game' }));
    expect(onResume).toHaveBeenCalledWith(stored.id);

    choose(new File([text], 'friday.meeple'));
    fireEvent.click(await screen.findByRole('button', { name: 'Import anyway' }));
    await waitFor(() =>
      expect(api.sessions.import).toHaveBeenLastCalledWith(text, true, 'friday.meeple'),
    );
    // The record has no name: the file's names the game, not "Imported game".
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Friday' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Import anyway' })).toBeNull();
  });

  it('on a phone that joined, puts no game away nor back: no Delete, Restore or Empty the trash (the host does)', async () => {
    api.add(record(['Hal', 'Ivy']), 'Old one');
    for (const s of api.store.values())
      if (s.name === 'Old one') s.deletedAt = '2025-11-29T10:00:00Z';
    render(() => <Home api={api} onResume={onResume} onNewGame={onNewGame} putAway={false} />);
    await screen.findByRole('heading', { name: 'Friday' });
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Trash (1)' }));
    expect(screen.getByText('Old one')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore Old one' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Empty the trash…' })).toBeNull();
  });

  it('lists the trash, restores from it, and empties it after a confirmation', async () => {
    api.add(record(['Hal', 'Ivy']), 'Old one');
    for (const s of api.store.values())
      if (s.name !== 'Friday') s.deletedAt = '2025-11-29T10:00:00Z';
    renderHome();
    const toggle = await screen.findByRole('button', { name: 'Trash (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Restore Tuesday' }));
    expect(await screen.findByRole('heading', { name: 'Tuesday' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Trash (1)' });

    fireEvent.click(screen.getByRole('button', { name: 'Empty the trash…' }));
    expect(screen.getByText(/Delete 1 game for good\? This cannot be undone\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(api.sessions.emptyTrash).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Empty the trash…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('1 game deleted for good.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Trash (0)' })).toBeTruthy();
    expect(api.sessions.emptyTrash).toHaveBeenCalledTimes(1);
  });
});

describe('Home: Ctrl+O', () => {
  it('opens the record file chooser, and nothing once Home is off the page (left, not yet disposed)', async () => {
    const { container } = renderHome();
    await screen.findByRole('heading', { name: 'Friday' });
    const chooser = container.querySelector<HTMLInputElement>('input[type="file"]');
    const opened = vi.spyOn(chooser as HTMLInputElement, 'click').mockImplementation(() => {});
    fireEvent.keyDown(window, { key: 'o', ctrlKey: true });
    expect(opened).toHaveBeenCalledTimes(1);
    container.querySelector('main')?.remove();
    fireEvent.keyDown(window, { key: 'o', ctrlKey: true });
    expect(opened).toHaveBeenCalledTimes(1);
  });
});

describe('Home: the trash button', () => {
  const homeCss = readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../../../src/renderer/src/screens/Home.css'),
    'utf8',
  );
  /** The declarations of a top-level rule of Home.css for exactly that selector. */
  const declarations = (selector: string) =>
    [...homeCss.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
      .filter((m) => (m[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, '').trim() === selector)
      .map((m) => m[2] ?? '')
      .join(';');

  it('is drawn as the other buttons: its heading passes on no heading type', async () => {
    renderHome();
    const trash = await screen.findByRole('button', { name: 'Trash (0)' });
    // A button takes its font from its parent (font: inherit): the h2 must not make it big.
    const heading = trash.parentElement as HTMLElement;
    expect(heading.tagName).toBe('H2');
    const rules = [...heading.classList].map((c) => declarations(`.${c}`)).join(';');
    expect(rules).toMatch(/(^|;|\s)font:\s*inherit/);
  });
});
