import { fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../src/shared/record/schema';
import { gameRecord } from './fakeApi';
import {
  appendedCount,
  button,
  deploy,
  draw,
  endTurn,
  place,
  queryButton,
  quietTurn,
  reasonOf,
  renderTable,
} from './helpers';

const both = { expansions: ['peasant-revolts' as const, 'anniversary' as const] };
/** A turn of Ana's: a farmer on `field` (tile U), then what else the turn did. */
const farmerTurn = (meeple: string, field: string, ...also: GameEvent[]): GameEvent[] => [
  draw('U'),
  place(),
  deploy(meeple, field, 'field'),
  ...also,
  endTurn,
];
const addArrow = (): GameEvent[] => [
  draw('arrow-add'),
  place({ ownArrow: 'neighbour', activate: 'own' }),
];

describe('Table: meeple', () => {
  it('deploys on a kind of the tile with a fresh meeple and feature id', async () => {
    // E: a city cap; the record already used m1 and C1.
    const { api } = await renderTable(
      gameRecord([draw('E'), place(), deploy('m1', 'C1', 'city'), endTurn, draw('E'), place()]),
    );
    expect(queryButton(/Meeple on the road/)).toBeNull();
    fireEvent.click(button('Meeple on the city'));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({
      type: 'deploy',
      meeple: 'm2',
      feature: 'C2',
      kind: 'city',
    });
  });

  it('B2: a city the tile joined to an occupied one this turn takes no knight, with the reason', async () => {
    // Ana's knight on city 1, Ben's on city 2; Ana draws R (one city) and joins them with it.
    const cities: GameEvent[] = [
      ...[draw('E'), place(), deploy('a1', 'C1', 'city'), endTurn],
      ...[draw('E'), place(), deploy('b1', 'C2', 'city'), endTurn],
      ...[draw('R'), place(), { type: 'merge', features: ['C1', 'C2'] } as GameEvent],
    ];
    await renderTable(gameRecord(cities));
    const knight = button('Meeple on the city') as HTMLButtonElement;
    expect(knight.disabled).toBe(true);
    expect(reasonOf(knight)).toBe(
      "This tile's city joined a city with meeples: it is occupied (B2).",
    );
    // H shows two separate cities: one joined, the other is still free.
    const twoCities = cities.map((e) => (e.type === 'draw' && e.tile === 'R' ? draw('H') : e));
    await renderTable(gameRecord(twoCities));
    const free = screen
      .getAllByRole('button', { name: 'Meeple on the city' })
      .at(-1) as HTMLButtonElement;
    expect(free.disabled).toBe(false);
  });

  it('R7: says before it happens that protecting takes a score below zero, and allows it', async () => {
    const { api } = await renderTable(gameRecord([draw('U'), place()], both));
    expect(
      screen.getByText("Protecting takes Ana's score to −4: scores may go below zero (R7)."),
    ).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'l' });
    fireEvent.keyDown(document.body, { key: 'r' });
    await appendedCount(api, 1);
    expect(api.appended[0]).toMatchObject({ type: 'deploy', kind: 'road', protect: true });
  });

  it("R7, A2: the score below zero counts the 2 points of the tile's open arrow first", async () => {
    await renderTable(gameRecord([draw('arrow-add')], both));
    fireEvent.click(
      button(/At an empty square: \+2 points, added with your next choice this turn/),
    );
    expect(
      await screen.findByText("Protecting takes Ana's score to −2: scores may go below zero (R7)."),
    ).toBeTruthy();
  });

  it('R7: a meeple just put down standing may lie down instead, in one tap (the place and the meeple stored again)', async () => {
    const { api, session } = await renderTable(gameRecord([draw('U')], both));
    fireEvent.click(button(/^Meeple on the road/));
    await appendedCount(api, 2);
    const instead = await screen.findByRole('button', {
      name: /^Lay it down instead: −4 points \(R7\)/,
    });
    fireEvent.click(instead);
    await appendedCount(api, 4);
    expect(api.calls).toEqual(['appendAll', 'undo', 'undo', 'appendAll']);
    expect(api.appended.slice(2)).toEqual([
      { type: 'place' },
      { type: 'deploy', meeple: 'm1', feature: 'R1', kind: 'road', protect: true },
    ]);
    await waitFor(() => expect(session.snapshot().context.players[0]?.score).toBe(-4));
    expect(session.events().map((e) => e.type)).toEqual(['draw', 'place', 'deploy']);
    // Lying now: nothing more to offer.
    expect(screen.queryByRole('button', { name: /^Lay it down instead/ })).toBeNull();
  });

  it('Ruling 9: without The Peasant Revolts a meeple just put down is not offered to lie down', async () => {
    const { api } = await renderTable(gameRecord([draw('U')]));
    fireEvent.click(button(/^Meeple on the road/));
    await appendedCount(api, 2);
    await waitFor(() => expect(document.querySelector('[data-done="meeple"]')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /^Lay it down instead/ })).toBeNull();
  });

  it('R7, R8: a farmer just put down is not offered to lie down', async () => {
    const { api } = await renderTable(gameRecord([draw('U')], both));
    fireEvent.click(button(/^Meeple on the field/));
    await appendedCount(api, 2);
    await waitFor(() => expect(document.querySelector('[data-done="meeple"]')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /^Lay it down instead/ })).toBeNull();
  });

  it('disables protecting a farmer, with the R8 reason, and protects others for 4', async () => {
    const { api } = await renderTable(gameRecord([draw('U'), place()], both));
    const field = button('Meeple on the field') as HTMLButtonElement;
    expect(field.disabled).toBe(false);
    fireEvent.keyDown(document.body, { key: 'l' });
    // Turned off, it does not offer to lie down either (its label had "(lying, −4)").
    const farmer = button('Meeple on the field') as HTMLButtonElement;
    expect(farmer.disabled).toBe(true);
    expect(button('Meeple on the road (lying, −4)')).toBeTruthy();
    expect(reasonOf(farmer)).toBe('Farmers cannot be protected (R8)');
    expect(screen.getByText('Farmers cannot be protected (R8)')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'r' });
    await appendedCount(api, 1);
    expect(api.appended[0]).toMatchObject({ type: 'deploy', kind: 'road', protect: true });
  });

  it('offers add and anywhere only after the arrow is activated', async () => {
    const { api } = await renderTable(
      gameRecord(
        [
          draw('E'),
          place(),
          deploy('a1', 'C1', 'city'),
          endTurn,
          draw('V'),
          place(),
          endTurn,
          draw('V'),
          place(),
        ],
        both,
      ),
    );
    expect(screen.queryByRole('group', { name: 'Add arrow' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Anywhere arrow' })).toBeNull();
    expect(queryButton(/Beside your/)).toBeNull();
    expect(api.appended).toEqual([]);
  });

  it('adds beside one of the player’s meeples through an activated add arrow', async () => {
    const { api } = await renderTable(
      gameRecord(
        [
          draw('E'),
          place(),
          deploy('a1', 'C1', 'city'),
          endTurn,
          draw('V'),
          place(),
          endTurn,
          ...addArrow(),
        ],
        both,
      ),
    );
    const group = screen.getByRole('group', { name: 'Add arrow' });
    // A6: instead of the meeple on the tile, as the group's legend says (a newcomer took it for
    // a meeple more).
    expect(group.querySelector('legend')?.textContent).toBe(
      'Add arrow, instead of a meeple on the tile: one beside one of your meeples (A6)',
    );
    fireEvent.click(within(group).getByRole('button', { name: 'Beside your knight on city 1' }));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'deploy', meeple: 'm1', via: 'add', beside: 'a1' });
  });

  it('A6, Ruling 3: does not offer the add arrow beside a pair, and says why', async () => {
    const { api } = await renderTable(
      gameRecord(
        [
          ...addArrow(),
          deploy('a1', 'C1', 'city'),
          endTurn,
          draw('V'),
          place(),
          endTurn,
          ...addArrow(),
          { type: 'deploy', meeple: 'a2', via: 'add', beside: 'a1' },
          endTurn,
          draw('V'),
          place(),
          endTurn,
          ...addArrow(),
        ],
        both,
      ),
    );
    const group = screen.getByRole('group', { name: 'Add arrow' });
    expect(within(group).queryAllByRole('button')).toHaveLength(0);
    expect(
      within(group).getByText(
        '2 of your meeples already stand side by side: no third beside them (A6, Ruling 3)',
      ),
    ).toBeTruthy();
    // Not "no meeple on the board": the pair is there, the line above says why.
    expect(within(group).queryByText(/has no meeple on the board/)).toBeNull();
    expect(api.appended).toEqual([]);
  });

  it('Ruling 3: a pair made by a crop circle is not offered to the add arrow either', async () => {
    await renderTable(
      gameRecord(
        [
          draw('E'),
          place(),
          deploy('a1', 'C1', 'city'),
          endTurn,
          draw('arrow-add'),
          place({ ownArrow: 'open' }),
          endTurn,
          draw('crop1-knight'),
          place(),
          { type: 'cropCircle', choice: 'deploy' },
          { type: 'cropDeploy', player: 'ana', meeple: 'a2', beside: 'a1' },
          endTurn,
          draw('V'),
          place(),
          deploy('b1', 'R1', 'road'),
          endTurn,
          draw('U'),
          place({ activate: 'add' }),
        ],
        { expansions: ['peasant-revolts', 'anniversary', 'crop-circles-1'] },
      ),
    );
    const group = screen.getByRole('group', { name: 'Add arrow' });
    expect(within(group).queryAllByRole('button')).toHaveLength(0);
    expect(within(group).getByText(/2 of your meeples already stand side by side/)).toBeTruthy();
  });

  it('places anywhere through an activated anywhere arrow, any kind', async () => {
    const { api } = await renderTable(
      gameRecord([draw('arrow-anywhere'), place({ ownArrow: 'neighbour', activate: 'own' })], both),
    );
    const group = screen.getByRole('group', { name: 'Anywhere arrow' });
    fireEvent.click(within(group).getByRole('button', { name: 'Meeple on the monastery' }));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({
      type: 'deploy',
      meeple: 'm1',
      via: 'anywhere',
      feature: 'M1',
      kind: 'monastery',
    });
  });

  it('protects a standing meeple for 2, never a farmer', async () => {
    const { api } = await renderTable(
      gameRecord(
        [
          draw('U'),
          place(),
          deploy('a1', 'F1', 'field'),
          endTurn,
          draw('V'),
          place(),
          endTurn,
          draw('E'),
          place(),
          deploy('a2', 'C1', 'city'),
          endTurn,
          draw('V'),
          place(),
          endTurn,
          draw('V'),
          place(),
        ],
        both,
      ),
    );
    // R8: a farmer is never offered (its button was always off).
    expect(screen.queryByRole('button', { name: /Lay down your farmer/ })).toBeNull();
    fireEvent.click(button('Lay down your knight on city 1'));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'protect', meeple: 'a2' });
  });

  it('R8: farmers alone on the board offer no Lay down at all', async () => {
    await renderTable(
      gameRecord(
        [
          ...farmerTurn('a1', 'F1'),
          ...quietTurn(),
          ...farmerTurn('a2', 'F2', { type: 'merge', features: ['F1', 'F2'] }),
          ...quietTurn(),
          draw('E'),
          place(),
        ],
        both,
      ),
    );
    expect(screen.queryByRole('button', { name: /Lay down/ })).toBeNull();
    expect(screen.queryByText(/Or protect a meeple already on the board/)).toBeNull();
  });

  it('R7: a pair of knights is one Lay down button (either lies down the same: the first is named)', async () => {
    const { api } = await renderTable(
      gameRecord(
        [
          ...addArrow(),
          deploy('a1', 'C1', 'city'),
          endTurn,
          ...quietTurn(),
          ...addArrow(),
          { type: 'deploy', meeple: 'a2', via: 'add', beside: 'a1' },
          endTurn,
          ...quietTurn(),
          draw('V'),
          place(),
        ],
        both,
      ),
    );
    const knights = screen.getAllByRole('button', { name: /Lay down your knight on city 1/ });
    expect(knights.map((knight) => knight.dataset.protect)).toEqual(['a1']);
    fireEvent.click(knights[0] as HTMLElement);
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'protect', meeple: 'a1' });
  });

  it('R7: a meeple already lying down is not offered to lay down again', async () => {
    await renderTable(
      gameRecord(
        [
          draw('E'),
          place(),
          { ...deploy('a1', 'C1', 'city'), protect: true } as GameEvent,
          endTurn,
          draw('V'),
          place(),
          endTurn,
          draw('U'),
          place(),
          deploy('a2', 'R1', 'road'),
          endTurn,
          draw('V'),
          place(),
          endTurn,
          draw('V'),
          place(),
        ],
        both,
      ),
    );
    expect(button('Lay down your thief on road 1')).toBeTruthy();
    expect(queryButton(/Lay down your knight/)).toBeNull();
  });

  it('B7: a garden tile offers no garden button at all without the Abbot', async () => {
    await renderTable(gameRecord([draw('Eg'), place()]));
    expect(button('Meeple on the city')).toBeTruthy();
    expect(queryButton(/on the garden/)).toBeNull();
  });

  it('a crop circle tile offers what its two drawings show: no monastery, no abbot', async () => {
    const crop = { expansions: ['crop-circles-1' as const, 'abbot' as const] };
    await renderTable(gameRecord([draw('crop1-knight'), place()], crop));
    expect(button('Meeple on the city')).toBeTruthy();
    expect(button('Meeple on the field')).toBeTruthy();
    expect(queryButton(/Meeple on the road/)).toBeNull();
    expect(queryButton(/on the monastery/)).toBeNull();
    expect(queryButton(/^Abbot/)).toBeNull();
  });

  it('B7: with the Abbot, the garden takes the abbot and never a plain meeple', async () => {
    await renderTable(gameRecord([draw('Eg'), place()], { expansions: ['abbot'] }));
    expect((button(/^Abbot on the garden/) as HTMLButtonElement).disabled).toBe(false);
    expect(queryButton(/Meeple on the garden/)).toBeNull();
  });

  it('Ruling 1: an abbot on a garden may lie down, and is said to need it not (no revolt reaches a garden)', async () => {
    const options = { expansions: ['abbot' as const, 'peasant-revolts' as const] };
    const hint = () => document.querySelector('[data-hint="garden-safe"]');
    const garden = await renderTable(
      gameRecord(
        [
          draw('Eg'),
          place(),
          deploy('a1', 'G1', 'garden', { abbot: true }),
          endTurn,
          draw('V'),
          place(),
          endTurn,
          draw('V'),
          place(),
        ],
        options,
      ),
    );
    expect(button(/^Lay down your abbot on garden 1/)).toBeTruthy();
    expect(hint()?.textContent).toBe(
      'An abbot on a garden needs no protection: no revolt reaches a garden (Ruling 1).',
    );
    garden.unmount();

    await renderTable(
      gameRecord(
        [
          draw('B'),
          place(),
          deploy('a1', 'M1', 'monastery', { abbot: true }),
          endTurn,
          draw('V'),
          place(),
          endTurn,
          draw('V'),
          place(),
        ],
        options,
      ),
    );
    expect(button(/^Lay down your abbot on monastery 1/)).toBeTruthy();
    expect(hint()).toBeNull();
  });

  it('places and recalls the abbot (B7)', async () => {
    const abbot = { expansions: ['abbot' as const] };
    const first = await renderTable(gameRecord([draw('B'), place()], abbot));
    fireEvent.keyDown(document.body, { key: 't' });
    await appendedCount(first.api, 1);
    expect(first.api.appended[0]).toMatchObject({ kind: 'monastery', abbot: true });
    first.unmount();

    const { api } = await renderTable(
      gameRecord(
        [
          draw('B'),
          place(),
          deploy('a1', 'M1', 'monastery', { abbot: true }),
          endTurn,
          draw('V'),
          place(),
          endTurn,
          draw('V'),
          place(),
        ],
        abbot,
      ),
    );
    // The pad is closed until asked for (its counts looked like the scoring question's).
    expect(screen.queryByRole('group', { name: 'Tiles: itself and its neighbours' })).toBeNull();
    fireEvent.click(screen.getByText('Or take the abbot back and score its monastery now (B7)'));
    // One tap on the count recalls it: the abbot's monastery scores that many tiles.
    const pad = screen.getByRole('group', { name: 'Tiles: itself and its neighbours' });
    fireEvent.click(within(pad).getByRole('button', { name: 'Recall the abbot: 5 (+5)' }));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'recall', meeple: 'a1', tiles: 5 });
  });

  it('a merge while the meeple question is open leaves it open (no panel going back)', async () => {
    const { api } = await renderTable(
      gameRecord([
        draw('E'),
        place(),
        deploy('m1', 'C1', 'city'),
        endTurn,
        draw('E'),
        place(),
        deploy('m2', 'C2', 'city'),
        endTurn,
        draw('F'),
        place(),
      ]),
    );
    fireEvent.click(screen.getByText('A tile joined features? Merge them'));
    fireEvent.click(screen.getAllByRole('checkbox', { name: /^City 1/ })[0] as HTMLElement);
    fireEvent.click(screen.getAllByRole('checkbox', { name: /^City 2/ })[0] as HTMLElement);
    fireEvent.click(button('Merge city 1 and city 2 into city 1'));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'merge', features: ['C1', 'C2'] });
    expect(button(/^Meeple on the city/)).toBeTruthy();
    expect(document.querySelector('.tb-top__phase')?.textContent).toBe('meeple');
  });

  it('scoring answers the meeple question: no meeple this turn', async () => {
    const { api } = await renderTable(
      gameRecord([draw('U'), place(), deploy('m1', 'R1', 'road'), endTurn, draw('U'), place()]),
    );
    fireEvent.click(button(/^Road 1/));
    const scorer = screen.getByRole('region', { name: 'Score road 1' });
    fireEvent.click(within(scorer).getByRole('button', { name: /^3/ }));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'score', feature: 'R1', tiles: 3 });
    expect(await screen.findByText('No meeple this turn.', { exact: false })).toBeTruthy();
    expect(queryButton(/^Meeple on the road/)).toBeNull();
    expect(document.querySelector('.tb-top__phase')?.textContent).toBe('scoring');
  });
});
