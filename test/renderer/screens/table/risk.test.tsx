import { fireEvent, screen, waitFor } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { presenterView } from '../../../../src/renderer/src/screens/presenterModel';
import type { Meeple } from '../../../../src/shared/game/gameContext';
import { statusOf } from '../../../../src/shared/game/gameSnapshot';
import { hasMeepleAtStake, revoltRisk } from '../../../../src/shared/game/revoltRisk';
import { replayRecord } from '../../../../src/shared/record/replay';
import type { GameRecord } from '../../../../src/shared/record/schema';
import { gameRecord } from './fakeApi';
import { deploy, draw, endTurn, place, renderTable } from './helpers';

const revolts = { expansions: ['peasant-revolts' as const] };
/** Ana's unprotected knight on a city, Ben's turn to draw. */
const events = [draw('E'), place(), deploy('a1', 'c1', 'city'), endTurn];
const noAids = (record: GameRecord): GameRecord => ({
  ...record,
  options: { ...record.options, houseRules: ['no-aids'] },
});

describe("Table: each player's revolt risk on their seat card", () => {
  it('says the chance to lose a meeple before the next turn, and names the meeples at risk on a tap', async () => {
    const { session } = await renderTable(gameRecord(events, revolts));
    const [ana, ben] = revoltRisk(session.snapshot());
    expect(ana?.chance).toBeGreaterThan(0);
    expect(ben?.chance).toBe(0);
    const percent = `${Math.round((ana?.chance ?? 0) * 1000) / 10}%`;
    const summary = screen.getByText(`${percent} to lose a meeple in the next 2 draws`);
    fireEvent.click(summary);
    expect(
      screen.getByText(new RegExp(`on city 1.*: ${percent.replace('.', '\\.')}`)),
    ).toBeTruthy();
    // Ben has no meeple on the board: nothing to lose, so no "0% to lose" line on his card.
    expect(screen.queryByText('0% to lose a meeple in the next 2 draws')).toBeNull();
    expect(screen.getAllByText(/to lose a meeple in the next 2 draws/)).toHaveLength(1);
  });

  it('R8: shows no risk line for a player whose only meeples are farmers', async () => {
    // Ana's only meeple is a farmer: no revolt can take it, so no "0% to lose" on her card.
    await renderTable(
      gameRecord([draw('U'), place(), deploy('a1', 'f1', 'field'), endTurn], revolts),
    );
    expect(screen.queryByText(/to lose a meeple in the next 2 draws/)).toBeNull();
  });

  it('shows no risk line before anyone has a meeple on the board', async () => {
    await renderTable(gameRecord([draw('E'), place(), endTurn], revolts));
    expect(screen.queryByText(/to lose a meeple in the next 2 draws/)).toBeNull();
  });

  it('updates after every move', async () => {
    const { session } = await renderTable(gameRecord(events, revolts));
    const before = revoltRisk(session.snapshot())[0]?.chance ?? 0;
    await session.dispatch({ type: 'draw', tile: 'U' });
    const after = revoltRisk(session.snapshot())[0]?.chance ?? 0;
    // Ben has drawn: the round now starts with Ana, one tile fewer in the deck.
    expect(after).not.toBe(before);
    const percent = `${Math.round(after * 1000) / 10}%`;
    expect(await screen.findByText(`${percent} to lose a meeple in the next 2 draws`)).toBeTruthy();
  });

  it('H2: no risk with the no-aids house rule', async () => {
    await renderTable(noAids(gameRecord(events, revolts)));
    expect(screen.queryByText(/to lose a meeple in the next 2 draws/)).toBeNull();
  });

  it('none once play is over: final scoring draws no tile', async () => {
    await renderTable(gameRecord([...events, { type: 'endGame' }], revolts));
    expect(
      (await screen.findAllByRole('heading', { name: /Final scoring/ })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/to lose a meeple in the next 2 draws/)).toBeNull();
  });

  it('none without The Peasant Revolts', async () => {
    await renderTable(gameRecord(events));
    expect(screen.queryByText(/to lose a meeple in the next 2 draws/)).toBeNull();
  });
});

describe('H2: no aids at the table', () => {
  it('H2: the draw grid shows no counts or odds and still lets you pick any tile; the deck tab shows none', async () => {
    const { api } = await renderTable(noAids(gameRecord([], revolts)));
    expect(screen.queryByText(/tiles? left/)).toBeNull();
    expect(screen.queryByText(/\d%/)).toBeNull();
    const c = document.querySelector('[data-tile="C"]') as HTMLButtonElement;
    expect(c.disabled).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Deck' }));
    expect(screen.getByText(/No aids in this game \(house rule H2\)/)).toBeTruthy();
    fireEvent.click(c);
    await waitFor(() => expect(api.appended).toEqual([{ type: 'draw', tile: 'C' }]));
  });
});

describe('hasMeepleAtStake', () => {
  const meeple = (kind: Meeple['kind'], fields: Partial<Meeple> = {}): Meeple => ({
    id: 'm',
    player: 'ana',
    feature: 'x',
    kind,
    protected: false,
    abbot: false,
    ...fields,
  });
  it('R3, R8, Ruling 1: only an unprotected meeple on a city, road or monastery is at stake', () => {
    expect(hasMeepleAtStake([meeple('field')], 'ana')).toBe(false);
    expect(hasMeepleAtStake([meeple('garden', { abbot: true })], 'ana')).toBe(false);
    expect(hasMeepleAtStake([meeple('city', { protected: true })], 'ana')).toBe(false);
    expect(hasMeepleAtStake([meeple('road')], 'ana')).toBe(true);
    expect(hasMeepleAtStake([meeple('monastery', { abbot: true })], 'ana')).toBe(true);
    expect(hasMeepleAtStake([meeple('road')], 'ben')).toBe(false);
  });
});

describe('the presenter model with the revolt risk', () => {
  it('each seat carries its revolt risk; with no aids, no risk and no deck', () => {
    const aided = replayRecord(gameRecord(events, revolts));
    const bare = replayRecord(noAids(gameRecord(events, revolts)));
    if (!aided.ok || !bare.ok) throw new Error('the records replay');
    const view = presenterView(aided.snapshot.context, statusOf(aided.snapshot));
    // Ana's knight is at stake; Ben, with no meeple on the board, gets no risk line.
    const [ana] = revoltRisk(aided.snapshot);
    expect(view.seats.map((s) => s.revoltRisk)).toEqual([ana?.chance, undefined]);
    expect(view.deck).toBeDefined();
    const none = presenterView(bare.snapshot.context, statusOf(bare.snapshot));
    expect(none.seats.every((s) => s.revoltRisk === undefined)).toBe(true);
    expect(none.deck).toBeUndefined();
  });
});
