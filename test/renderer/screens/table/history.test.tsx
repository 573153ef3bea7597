import { fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../src/renderer/src/i18n';
import type { GameEvent } from '../../../../src/shared/record/schema';
import { gameRecord } from './fakeApi';
import { button, deploy, draw, endTurn, place, renderTable } from './helpers';

const twoTurns = [draw('E'), place(), deploy('a1', 'C1', 'city'), endTurn, draw('U'), place()];

const openHistory = () => fireEvent.click(screen.getByRole('tab', { name: 'History' }));
const lines = () =>
  [...document.querySelectorAll('.tb-history__events li')].map((li) => li.textContent);

describe('Table: history, undo and redo', () => {
  it('tells every event in words, newest turn first', async () => {
    await renderTable(gameRecord(twoTurns));
    openHistory();
    expect(lines()).toEqual([
      'Ben drew U (straight road)',
      'Ben placed the tile',
      'Ana drew E (city cap)',
      'Ana placed the tile',
      'Ana deployed a meeple on a city',
      'Ana ended the turn',
    ]);
    const turns = within(screen.getByRole('region', { name: 'History' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(turns).toEqual(['Turn 2 · Ben', 'Turn 1 · Ana']);
  });

  it('undo takes the last event back and redo plays it again', async () => {
    const { api, session } = await renderTable(gameRecord(twoTurns));
    openHistory();
    fireEvent.click(button('Undo'));
    await waitFor(() => expect(session.events()).toHaveLength(5));
    expect(api.calls).toEqual(['undo']);
    expect(lines()).not.toContain('Ben placed the tile');
    expect(await screen.findByRole('heading', { name: 'Ben plays the tile' })).toBeTruthy();
    fireEvent.click(button('Redo'));
    await waitFor(() => expect(session.events()).toHaveLength(6));
    expect(lines()).toContain('Ben placed the tile');
    expect((button('Redo') as HTMLButtonElement).disabled).toBe(true);
    // Said as its tooltip, not as a line more of the header.
    expect(button('Redo').getAttribute('title')).toBe('Nothing to redo');
    expect(screen.queryByText('Nothing to redo')).toBeNull();
  });

  it('undo takes a tap back whole: the meeple and the place stored with it; redo brings both', async () => {
    // Ben's tap on "Meeple on the road" stored his tile's place with the meeple.
    const { api, session } = await renderTable(
      gameRecord([...twoTurns, deploy('b1', 'R1', 'road')]),
    );
    fireEvent.click(button('Undo'));
    await waitFor(() => expect(session.events()).toHaveLength(5));
    expect(api.calls).toEqual(['undo', 'undo']);
    expect(session.events().at(-1)?.type).toBe('draw');
    // The tile is in hand again, with "Could not be placed" back.
    expect(await screen.findByRole('button', { name: /^Could not be placed/ })).toBeTruthy();
    fireEvent.click(button('Redo'));
    await waitFor(() => expect(session.events()).toHaveLength(7));
    expect(api.calls).toEqual(['undo', 'undo', 'redo', 'redo']);
    expect(session.events().at(-1)?.type).toBe('deploy');
  });

  it('goes back to an earlier turn after a confirmation', async () => {
    const { api, session } = await renderTable(gameRecord(twoTurns));
    openHistory();
    const turn1 = document.querySelector('[data-turn="1"]') as HTMLElement;
    fireEvent.click(within(turn1).getByRole('button', { name: 'Go back to turn 1' }));
    expect(api.calls).toEqual([]);
    expect(within(turn1).getByText(/This undoes 6 events/)).toBeTruthy();
    fireEvent.click(within(turn1).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(session.events()).toHaveLength(0));
    expect(api.calls).toEqual(['undo', 'undo', 'undo', 'undo', 'undo', 'undo']);
    expect(await screen.findByRole('heading', { name: 'Ana draws a tile' })).toBeTruthy();
    expect(screen.getByText('Nothing has happened yet.')).toBeTruthy();
  });

  it('asks in view, with the focus on the answer, and offers to redo all', async () => {
    const { api, session } = await renderTable(gameRecord(twoTurns));
    openHistory();
    expect(screen.queryByRole('button', { name: /^Redo all/ })).toBeNull();
    const turn1 = document.querySelector('[data-turn="1"]') as HTMLElement;
    fireEvent.click(within(turn1).getByRole('button', { name: 'Go back to turn 1' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(turn1).getByRole('button', { name: 'Yes' })),
    );
    fireEvent.click(within(turn1).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(session.events()).toHaveLength(0));
    fireEvent.click(await screen.findByRole('button', { name: /^Redo all/ }));
    await waitFor(() => expect(session.events()).toHaveLength(6));
    expect(api.calls.filter((c) => c === 'redo')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /^Redo all/ })).toBeNull();
  });

  it('shows a failed undo inline', async () => {
    const { api } = await renderTable(gameRecord(twoTurns));
    api.failNext('The disk is read-only.');
    fireEvent.click(button('Undo'));
    expect((await screen.findByRole('alert')).textContent).toBe('The disk is read-only.');
  });
});

describe('Table: undo after a move made at the table', () => {
  // Regression: a live move's "before" must be the actor's immutable snapshot, not the
  // in-place store that fromActorRef hands out.
  it('brings back the state before the move', async () => {
    const { api, session } = await renderTable(gameRecord([]));
    fireEvent.click(screen.getByRole('button', { name: /^Tile U\s*:/ }));
    expect(await screen.findByRole('heading', { name: 'Ana plays the tile' })).toBeTruthy();
    fireEvent.click(button('Undo'));
    await waitFor(() => expect(session.events()).toHaveLength(0));
    expect(api.calls).toEqual(['appendAll', 'undo']);
    expect(
      await screen.findByRole('heading', { name: 'Ana draws a tile' }, { timeout: 300 }),
    ).toBeTruthy();
  });
});

describe('Table: history after the game was ended early', () => {
  it('keeps final scoring apart from the last turn, and goes back to its start only', async () => {
    const events = [...twoTurns, deploy('b1', 'R1', 'road'), endTurn, { type: 'endGame' } as const];
    const { api, session } = await renderTable(
      gameRecord([...events, { type: 'finalScore', feature: 'C1', tiles: 1, pennants: 0 }]),
    );
    openHistory();
    const headings = [...document.querySelectorAll('.tb-history__head')].map((h) => h.textContent);
    // endGame belongs to turn 3, which it ends before it began; final scoring is its own group.
    expect(headings).toEqual(['Final scoring', 'Turn 3 · Ana', 'Turn 2 · Ben', 'Turn 1 · Ana']);
    const final = document.querySelector('.tb-history__head')?.parentElement as HTMLElement;
    fireEvent.click(
      within(final).getByRole('button', { name: 'Go back to the start of final scoring' }),
    );
    expect(within(final).getByText(/This undoes 1 event/)).toBeTruthy();
    fireEvent.click(within(final).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(session.events()).toHaveLength(events.length));
    expect(api.calls).toEqual(['undo']);
  });
});

describe('Table: history of a revolt', () => {
  /** Ana has a protected thief, Ben an unprotected one; Cleo draws a road revolt. */
  const revoltGame = gameRecord(
    [
      ...[draw('U'), place(), deploy('a1', 'R1', 'road', { protect: true }), endTurn],
      ...[draw('U'), place(), deploy('b1', 'R2', 'road'), endTurn],
      draw('revolt-road'),
    ],
    { players: ['ana', 'ben', 'cleo'], expansions: ['peasant-revolts'] },
  );
  const revoltLines = () =>
    [...document.querySelectorAll('.tb-history__revolt li')].map((li) => li.textContent);

  afterEach(() => setLanguage('en', false));

  it('R3: under the draw, says who lost which meeple and who scored for a protected one', async () => {
    await renderTable(revoltGame);
    openHistory();
    expect(revoltLines()).toEqual([
      'Ana scored 2 points for 1 protected meeple in the revolt (it stays): thief on road 1 (lying, protected)',
      'Ben lost 1 meeple to the revolt: thief on road 2',
    ]);
  });

  it('R3: says it in the reader’s language', async () => {
    await setLanguage('de', false);
    await renderTable(revoltGame);
    fireEvent.click(screen.getByRole('tab', { name: 'Verlauf' }));
    expect(revoltLines().at(-1)).toMatch(/^Ben verliert im Aufstand 1 Meeple: /);
  });

  it('says so when the revolt took nothing', async () => {
    await renderTable(
      gameRecord([draw('V'), place(), endTurn, draw('revolt-road')], {
        expansions: ['peasant-revolts'],
      }),
    );
    openHistory();
    expect(revoltLines()).toEqual(['The revolt took no meeple off the board']);
  });
});

describe('Table: history words', () => {
  it('"an abbot": the article follows the word', async () => {
    await renderTable(
      gameRecord([draw('B'), place(), deploy('a1', 'M1', 'monastery', { abbot: true })], {
        expansions: ['abbot'],
      }),
    );
    openHistory();
    expect(lines()).toContain('Ana deployed an abbot on a monastery');
  });

  it("names the meeple a follower joins as the table names it, without its owner's name again", async () => {
    const { session } = await renderTable(
      gameRecord(
        [
          ...[draw('E'), place(), deploy('a1', 'C1', 'city'), endTurn],
          ...[draw('V'), place(), endTurn],
          ...[draw('crop1-knight'), place()],
          { type: 'cropCircle', choice: 'deploy' },
          { type: 'cropDeploy', player: 'ana', meeple: 'a2', beside: 'a1' },
        ] as GameEvent[],
        { expansions: ['crop-circles-1'] },
      ),
    );
    const last = session.events().length - 1;
    const before = session.before()[last];
    const event = session.events()[last];
    if (!before || !event) throw new Error('no last event');
    expect(session.describe(before, event)).toBe(
      'Ana added a knight beside their knight on city 1',
    );
  });

  it('R7: a protect names the player once ("Ana protected their knight"), in every language', async () => {
    const { session } = await renderTable(
      gameRecord(
        [
          ...[draw('E'), place(), deploy('a1', 'C1', 'city'), endTurn],
          ...[draw('V'), place(), endTurn],
          ...[draw('U'), place(), { type: 'protect', meeple: 'a1' }],
        ] as GameEvent[],
        { expansions: ['peasant-revolts'] },
      ),
    );
    const last = session.events().length - 1;
    const before = session.before()[last];
    const event = session.events()[last];
    if (!before || !event) throw new Error('no last event');
    expect(session.describe(before, event)).toBe('Ana protected their knight on city 1 (−2)');
    await setLanguage('de', false);
    try {
      expect(session.describe(before, event)).toBe('Ana schützte: Ritter in Stadt 1 (−2)');
    } finally {
      await setLanguage('en', false);
    }
  });
});
