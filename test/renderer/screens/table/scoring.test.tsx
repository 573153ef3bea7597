import { cleanup, fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../src/shared/record/schema';
import { gameRecord } from './fakeApi';
import {
  appendedCount,
  deploy,
  draw,
  endTurn,
  place,
  quietTurn,
  reasonOf,
  renderTable,
} from './helpers';

/** Ana has two knights on C1 (after a merge), Ben one; Ana has a farmer on F1; Ben has drawn E. */
const board: GameEvent[] = [
  draw('E'),
  place(),
  deploy('a1', 'C1', 'city'),
  endTurn,
  draw('E'),
  place(),
  deploy('b1', 'C2', 'city'),
  endTurn,
  draw('E'),
  place(),
  deploy('a2', 'C3', 'city'),
  endTurn,
  draw('U'),
  place(),
  { type: 'merge', features: ['C1', 'C2', 'C3'] },
  endTurn,
  draw('U'),
  place(),
  deploy('a3', 'F1', 'field'),
  endTurn,
  // A tile with a city: only a city tile can complete a city (B2).
  draw('E'),
  place(),
];

/** Ana's monk on monastery 1, and 7 tiles more: with the next tile, 9 on the table (B4). */
const monkRinged: GameEvent[] = [
  draw('B'),
  place(),
  deploy('a1', 'M1', 'monastery'),
  endTurn,
  ...Array.from({ length: 6 }, () => quietTurn()).flat(),
];

const scorer = () => screen.getByRole('region', { name: 'Score city 1' });

/** A button of a count pad: its value first, then the points it makes. */
const count = (n: number) =>
  within(scorer()).getByRole('button', { name: new RegExp(`^${n}\\b`) }) as HTMLButtonElement;

describe('Table: scoring on the turn panel (count pads)', () => {
  it('shows the majority, then one tap on the count scores', async () => {
    const { api, session } = await renderTable(gameRecord(board));
    expect(screen.getByRole('heading', { name: 'Did the tile complete a feature?' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /^City 1/ }));
    const owners = within(scorer()).getAllByRole('listitem');
    expect(owners.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Ana2 meeples.*Majority$/),
      expect.stringMatching(/Ben1 meeple\s*scores nothing$/),
    ]);
    expect(within(scorer()).getByText('Ana wins the majority.')).toBeTruthy();
    // Pennants first (0 unless tapped); every count shows what it scores.
    fireEvent.click(within(scorer()).getByRole('radio', { name: '1' }));
    expect(count(4).textContent).toBe('4 +10');
    // Nothing is sent before the count.
    expect(api.calls).toEqual([]);

    fireEvent.click(count(4));
    await appendedCount(api, 1);
    expect(api.appended).toEqual([{ type: 'score', feature: 'C1', tiles: 4, pennants: 1 }]);
    await waitFor(() => expect(session.snapshot().context.players[0]?.score).toBe(10));
    expect(screen.queryByRole('region', { name: 'Score city 1' })).toBeNull();
    // The turn panel says what was scored and for whom, as the history does.
    expect(document.querySelector('[data-done="score"]')?.textContent).toMatch(
      /Completed city 1: 10 points to Ana/,
    );
    // And its question asks for another feature, not as if nothing had been scored.
    expect(
      screen.getByRole('heading', { name: 'Did the tile complete another feature?' }),
    ).toBeTruthy();
  });

  it('B4: a city completed by a tile with a pennant starts from that pennant; one the tile cannot have closed, from 0', async () => {
    // F: a city through the tile, with a pennant.
    const { api } = await renderTable(gameRecord([...board.slice(0, -2), draw('F'), place()]));
    fireEvent.click(await screen.findByRole('button', { name: /^City 1/ }));
    const picked = (n: number) =>
      within(scorer())
        .getByRole('radio', { name: String(n) })
        .getAttribute('aria-checked');
    expect(picked(1)).toBe('true');
    expect(picked(0)).toBe('false');
    fireEvent.click(count(4));
    await appendedCount(api, 1);
    expect(api.appended).toEqual([{ type: 'score', feature: 'C1', tiles: 4, pennants: 1 }]);
    cleanup();
    // E shows no pennant: 0 until tapped.
    await renderTable(gameRecord(board));
    fireEvent.click(await screen.findByRole('button', { name: /^City 1/ }));
    expect(picked(0)).toBe('true');
    cleanup();
    // The same city with its first knight put on F: F's pennant is the city's, closed by E.
    await renderTable(gameRecord([draw('F'), ...board.slice(1)]));
    fireEvent.click(await screen.findByRole('button', { name: /^City 1/ }));
    expect(picked(1)).toBe('true');
  });

  it('from the keyboard: 1 opens the first feature, the count box takes the number, Enter scores', async () => {
    const { api } = await renderTable(gameRecord(board));
    await typeCountOfFirst('15');
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'score', feature: 'C1', tiles: 15, pennants: 0 });
  });

  it('a count below the least in the box is said in words, and nothing is stored', async () => {
    const { api } = await renderTable(gameRecord(board));
    // B4: a completed city spans two tiles at least; its pad starts at 2.
    await typeCountOfFirst('1');
    expect(within(scorer()).getByRole('alert').textContent).toBe(
      'Type a whole number from 2 to 999, then Enter.',
    );
    expect(within(scorer()).queryByRole('button', { name: /^1\b/ })).toBeNull();
    expect(count(2).textContent).toBe('2 +4');
    expect(api.calls).toEqual([]);
  });

  it('B2: while the meeple is still to choose, it says a score now means no meeple; not once it is chosen', async () => {
    const hint =
      'Meeple first, then score: once a feature is scored, no meeple can be placed this turn.';
    const first = await renderTable(gameRecord(board));
    expect(within(scoringSection()).getByText(hint)).toBeTruthy();
    first.unmount();
    const withMeeple = [...board, deploy('b9', 'R9', 'road')];
    await renderTable(gameRecord(withMeeple));
    expect(within(scoringSection()).queryByText(hint)).toBeNull();
  });

  it('says a tie scores everyone tied', async () => {
    const tied = board.map((e) =>
      e.type === 'merge' ? ({ type: 'merge', features: ['C1', 'C2'] } as GameEvent) : e,
    );
    await renderTable(gameRecord(tied));
    fireEvent.keyDown(document.body, { key: '1' });
    expect(within(scorer()).getByText('Ana and Ben share the majority.')).toBeTruthy();
    // Each is marked as the board list marks a tie.
    expect(
      within(scorer())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/Tied lead$/), expect.stringMatching(/Tied lead$/)]);
    expect(count(2).textContent).toBe('2 +4');
  });

  it('scores a completed monastery with one tap on its row (no count)', async () => {
    const { api } = await renderTable(gameRecord([...monkRinged, draw('V')]));
    const row = screen.getByRole('button', { name: /^Score monastery 1 Ana ×1 \+9/ });
    fireEvent.click(row);
    await appendedCount(api, 2);
    expect(api.appended).toEqual([{ type: 'place' }, { type: 'score', feature: 'M1' }]);
  });

  it('B4: lists no monastery before the table has the 9 tiles of a complete one; from then on, at once', async () => {
    const monk: GameEvent[] = [draw('B'), place(), deploy('a1', 'M1', 'monastery'), endTurn];
    // The start tile, the monastery, 6 tiles, and the one in hand: 9 at most (start + 8 drawn).
    const early = [...monk, ...Array.from({ length: 5 }, () => quietTurn()).flat(), draw('V')];
    await renderTable(gameRecord(early));
    expect(
      within(scoringSection()).queryByRole('button', { name: /^Score monastery 1/ }),
    ).toBeNull();
    expect(
      within(scoringSection()).getByText(
        'Features this tile cannot complete: one left from an earlier turn? (1)',
      ),
    ).toBeTruthy();
    cleanup();
    await renderTable(
      gameRecord([...monk, ...Array.from({ length: 6 }, () => quietTurn()).flat(), draw('V')]),
    );
    const listed = within(scoringSection()).getByRole('list', { name: 'Features with meeples' });
    expect(
      within(listed).getByRole('button', { name: /^Score monastery 1 Ana ×1 \+9/ }),
    ).toBeTruthy();
  });

  it('B4: a monastery among the features the tile cannot complete asks before its 9 points', async () => {
    const monk: GameEvent[] = [draw('B'), place(), deploy('a1', 'M1', 'monastery'), endTurn];
    const early = [...monk, ...Array.from({ length: 5 }, () => quietTurn()).flat(), draw('V')];
    const { api } = await renderTable(gameRecord(early));
    fireEvent.click(
      within(scoringSection()).getByText(
        'Features this tile cannot complete: one left from an earlier turn? (1)',
      ),
    );
    const others = await within(scoringSection()).findByRole('list', {
      name: 'Features this tile cannot complete: one left from an earlier turn?',
    });
    fireEvent.click(within(others).getByRole('button', { name: /^Score monastery 1 Ana ×1 \+9/ }));
    const yes = await within(others).findByRole('button', { name: 'Yes' });
    expect(
      within(others).getByText('This tile cannot have completed it: score it anyway?'),
    ).toBeTruthy();
    expect(api.appended).toEqual([]);
    fireEvent.click(yes);
    await appendedCount(api, 2);
    expect(api.appended).toEqual([{ type: 'place' }, { type: 'score', feature: 'M1' }]);
  });

  it('the first feature in the list is key 1, a monastery too', async () => {
    const { api } = await renderTable(gameRecord([...monkRinged, draw('V'), place()]));
    fireEvent.keyDown(document.body, { key: '1' });
    await appendedCount(api, 1);
    expect(api.appended).toEqual([{ type: 'score', feature: 'M1' }]);
  });

  it('B2: lists what the tile can complete; a city is one tap further when the tile has no city', async () => {
    const monk: GameEvent[] = [draw('B'), place(), deploy('m7', 'M1', 'monastery'), endTurn];
    // V: a road curve; city 1 cannot be what it completed, monastery 1 can (any tile around it).
    const roadTile = [...board.slice(0, -2), draw('V'), place(), endTurn, ...monk, draw('V')];
    const { api } = await renderTable(gameRecord(roadTile));
    const listed = within(scoringSection()).getByRole('list', { name: 'Features with meeples' });
    expect(within(listed).queryByRole('button', { name: /^City 1/ })).toBeNull();
    expect(within(listed).getByRole('button', { name: /^Score monastery 1/ })).toBeTruthy();
    const summary = within(scoringSection()).getByText(
      'Features this tile cannot complete: one left from an earlier turn? (1)',
    );
    fireEvent.click(summary);
    fireEvent.click(within(scoringSection()).getByRole('button', { name: /^City 1/ }));
    fireEvent.click(count(3));
    await appendedCount(api, 2);
    expect(api.appended).toEqual([
      { type: 'place' },
      { type: 'score', feature: 'C1', tiles: 3, pennants: 0 },
    ]);
  });

  it('B2: says so when no feature with a meeple can have been completed by the tile', async () => {
    await renderTable(gameRecord([...board.slice(0, -2), draw('V'), place()]));
    expect(
      within(scoringSection()).getByText(
        'This tile cannot have completed any feature with a meeple on it.',
      ),
    ).toBeTruthy();
    expect(
      within(scoringSection()).getByText(
        'Features this tile cannot complete: one left from an earlier turn? (1)',
      ),
    ).toBeTruthy();
  });

  it('keeps fields out of scoring during play (B5)', async () => {
    await renderTable(gameRecord(board));
    expect(screen.queryByRole('button', { name: /^Field 1/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^City 1/ })).toBeTruthy();
  });

  /** The board before its merge, up to the draw of the turn that joins the cities. */
  const separate = board.filter((e) => e.type !== 'merge').slice(0, -2);
  const likelyJoins = () =>
    within(
      within(turnPanelEl()).getByRole('group', {
        name: 'Did the tile join two of them? Merge them:',
      }),
    );
  const cityPairs = ['City 2 + City 3', 'City 1 + City 3', 'City 1 + City 2'];

  it('offers the likely merges of the tile in play, one tap each: pairs of its kinds, newest first', async () => {
    const { api } = await renderTable(gameRecord([...separate, draw('N')]));
    const joins = likelyJoins();
    // N shows a city on two edges and a field: the city pairs (Ana's farmer's field has no other to join).
    expect(joins.getAllByRole('button').map((b) => b.textContent)).toEqual(cityPairs);
    fireEvent.click(joins.getByRole('button', { name: 'City 1 + City 3' }));
    await appendedCount(api, 2);
    expect(api.appended).toEqual([{ type: 'place' }, { type: 'merge', features: ['C1', 'C3'] }]);
  });

  it('B2: leaves out of the likely merges the feature a meeple was just put on (it was unoccupied)', async () => {
    await renderTable(gameRecord([...separate, draw('N'), place(), deploy('b2', 'C4', 'city')]));
    expect(
      likelyJoins()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(cityPairs);
  });

  it('offers no likely merge when the tile shows none of the kinds', async () => {
    // V: a road curve, no city; the cities stand apart.
    const separate = [...board.filter((e) => e.type !== 'merge').slice(0, -2), draw('V'), place()];
    await renderTable(gameRecord(separate));
    expect(screen.queryByRole('group', { name: /Did the tile join/ })).toBeNull();
  });

  it('B2: offers no city pair for a tile whose cities each touch one edge (E, H)', async () => {
    for (const tile of ['E', 'H']) {
      await renderTable(gameRecord([...separate, draw(tile)]));
      expect(screen.queryByRole('group', { name: /Did the tile join/ })).toBeNull();
      cleanup();
    }
  });

  /** Ana and Ben each have a thief on a road of their own. */
  const twoRoads: GameEvent[] = [
    draw('U'),
    place(),
    deploy('a1', 'R1', 'road'),
    endTurn,
    draw('U'),
    place(),
    deploy('b1', 'R2', 'road'),
    endTurn,
  ];

  it('B2: offers no road pair for L, W or X (their roads end at the junction)', async () => {
    for (const tile of ['L', 'W', 'X']) {
      await renderTable(gameRecord([...twoRoads, ...quietTurn('B'), draw(tile)]));
      expect(screen.queryByRole('group', { name: /Did the tile join/ })).toBeNull();
      cleanup();
    }
  });

  it('B2: offers the road pair for a straight road (U) or a curve (V) in hand, with the road Ben started last turn', async () => {
    for (const tile of ['U', 'V']) {
      await renderTable(gameRecord([...twoRoads, draw(tile)]));
      expect(
        likelyJoins()
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Road 1 + Road 2']);
      cleanup();
    }
  });

  it('B2: the merge form lists no monastery, and is not offered when fewer than two cities, roads or fields have meeples', async () => {
    const monks: GameEvent[] = [
      draw('B'),
      place(),
      deploy('a1', 'M1', 'monastery'),
      endTurn,
      draw('B'),
      place(),
      deploy('b1', 'M2', 'monastery'),
      endTurn,
      draw('U'),
      place(),
      deploy('a2', 'R1', 'road'),
      endTurn,
      draw('U'),
      place(),
      deploy('b2', 'R2', 'road'),
      endTurn,
    ];
    await renderTable(gameRecord([...monks, draw('U')]));
    fireEvent.click(screen.getByText('A tile joined features? Merge them'));
    const merge = within(turnPanelEl()).getByRole('group', {
      name: /Merge features a tile joined/,
    });
    expect(
      [...merge.querySelectorAll<HTMLElement>('[data-merge]')].map((e) => e.dataset.merge),
    ).toEqual(['R1', 'R2', 'go']);
    cleanup();
    // Without Ben's road: two monasteries and one road have meeples.
    await renderTable(gameRecord([...monks.slice(0, 12), draw('U')]));
    expect(screen.queryByText('A tile joined features? Merge them')).toBeNull();
    expect(turnPanelEl().querySelector('[data-merge="M1"]')).toBeNull();
  });

  it('builds the merge form the first time its details open, and keeps it when they close', async () => {
    const separate = board.filter((e) => e.type !== 'merge');
    await renderTable(gameRecord(separate));
    const summary = screen.getByText('A tile joined features? Merge them');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.querySelector('[data-merge]')).toBeNull();
    fireEvent.click(summary);
    expect(details.querySelectorAll('[data-merge]').length).toBeGreaterThan(2);
    // Owners read from the game: City 2 has Ben's knight.
    expect(details.querySelector('[data-merge="C2"]')?.closest('label')?.textContent).toContain(
      'Ben',
    );
    details.open = false;
    expect(details.querySelector('[data-merge]')).not.toBeNull();
  });

  it('merges features a tile joined', async () => {
    const separate = board.filter((e) => e.type !== 'merge');
    const { api } = await renderTable(gameRecord(separate));
    fireEvent.click(screen.getByText('A tile joined features? Merge them'));
    const merge = within(turnPanelEl()).getByRole('group', {
      name: /Merge features a tile joined/,
    });
    fireEvent.click(within(merge).getByRole('checkbox', { name: /City 2/ }));
    fireEvent.click(within(merge).getByRole('checkbox', { name: /Field 1/ }));
    const go = within(merge).getByRole('button', {
      name: /Merge city 2 and field 1/,
    }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    expect(reasonOf(go)).toBe('Merged features must all be of one kind');
    fireEvent.click(within(merge).getByRole('checkbox', { name: /Field 1/ }));
    fireEvent.click(within(merge).getByRole('checkbox', { name: /City 1/ }));
    fireEvent.click(
      within(merge).getByRole('button', { name: 'Merge city 2 and city 1 into city 2' }),
    );
    await appendedCount(api, 1);
    expect(api.appended).toEqual([{ type: 'merge', features: ['C2', 'C1'] }]);
  });
});

const turnPanelEl = () => document.querySelector('.tb-turn') as HTMLElement;

/** Key 1 opens the first feature's scorer, its count box takes the focus: `count`, then Enter. */
async function typeCountOfFirst(count: string): Promise<void> {
  fireEvent.keyDown(document.body, { key: '1' });
  const box = await waitFor(() => {
    const el = document.activeElement as HTMLInputElement;
    expect(el.matches('[data-count-box]')).toBe(true);
    return el;
  });
  fireEvent.input(box, { target: { value: count } });
  fireEvent.keyDown(box, { key: 'Enter' });
}

const scoringSection = () =>
  screen.getByRole('region', { name: 'Did the tile complete a feature?' });

describe('Table: nothing to score while only farmers stand', () => {
  it('says no meeple stands on a feature scored now, not that none stands on the board', async () => {
    await renderTable(
      gameRecord([draw('U'), place(), deploy('a1', 'F1', 'field'), endTurn, draw('V'), place()]),
    );
    const section = scoringSection();
    expect(section.textContent).not.toContain('No meeple stands on the board');
    expect(section.textContent).toContain(
      'No meeple stands on a road, city, monastery or garden: nothing to score now.',
    );
  });

  it('with no meeple at all, says none stands on the board', async () => {
    await renderTable(gameRecord([draw('U'), place(), endTurn, draw('V'), place()]));
    const section = scoringSection();
    expect(section.textContent).toContain('No meeple stands on the board: nothing to score.');
  });
});
