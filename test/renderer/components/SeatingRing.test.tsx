import { cleanup, render, screen, within } from '@solidjs/testing-library';
import { createSignal } from 'solid-js';
import { afterEach, describe, expect, it } from 'vitest';
import { SeatingRing } from '../../../src/renderer/src/components/SeatingRing';
import type { Meeple, PlayerState } from '../../../src/shared/game/gameContext';

afterEach(cleanup);

const players: PlayerState[] = [
  { id: 'ana', name: 'Ana', color: 'red', score: 62, supply: 4, abbot: 'board' },
  { id: 'ben', name: 'Ben', color: 'blue', score: -4, supply: 7, abbot: 'supply' },
  { id: 'cleo', name: 'Cleo', color: 'yellow', score: 1, supply: 1, abbot: 'supply' },
];
const meeple = (id: string, player: string, prot: boolean): Meeple => ({
  id,
  player,
  feature: `f-${id}`,
  kind: 'city',
  protected: prot,
  abbot: false,
});
const meeples = [meeple('m1', 'ana', true), meeple('m2', 'ana', true), meeple('m3', 'ben', false)];

const seats = () => screen.getAllByRole('listitem');

describe('SeatingRing', () => {
  it('lists the players in seating order with their scores', () => {
    render(() => (
      <SeatingRing
        players={players}
        activeSeat={0}
        extraTurn={false}
        meeples={[]}
        abbotInPlay={false}
        revolts={false}
      />
    ));
    expect(screen.getByRole('list', { name: 'Players in seating order' })).toBeTruthy();
    expect(seats().map((s) => s.querySelector('.ml-ring__name')?.textContent)).toEqual([
      'Ana',
      'Ben',
      'Cleo',
    ]);
    expect(seats()[1]?.querySelector('.ml-ring__score')?.textContent).toBe('−4 points');
    expect(seats()[2]?.querySelector('.ml-ring__score')?.textContent).toBe('1 point');
  });

  it('marks the active seat, and the extra turn only there', () => {
    render(() => (
      <SeatingRing
        players={players}
        activeSeat={1}
        extraTurn
        meeples={[]}
        abbotInPlay={false}
        revolts={false}
      />
    ));
    const [ana, ben] = seats();
    expect(ben?.getAttribute('aria-current')).toBe('true');
    expect(ana?.getAttribute('aria-current')).toBeNull();
    expect(within(ben as HTMLElement).getByText('Turn')).toBeTruthy();
    expect(within(ben as HTMLElement).getByText(/Extra turn/)).toBeTruthy();
    expect(within(ana as HTMLElement).queryByText(/Extra turn/)).toBeNull();
  });

  it('shows no extra-turn badge on an ordinary turn', () => {
    render(() => (
      <SeatingRing
        players={players}
        activeSeat={1}
        extraTurn={false}
        meeples={[]}
        abbotInPlay={false}
        revolts={false}
      />
    ));
    expect(screen.queryByText(/Extra turn/)).toBeNull();
    expect(screen.getAllByText('Turn')).toHaveLength(1);
  });

  it('shows the supply as seven meeple slots, and counts lying meeples on the board', () => {
    render(() => (
      <SeatingRing
        players={players}
        activeSeat={0}
        extraTurn={false}
        meeples={meeples}
        abbotInPlay={false}
        revolts
      />
    ));
    const supply = screen.getByRole('img', { name: '4 meeples in supply' });
    expect(supply.querySelectorAll('.ml-meeple')).toHaveLength(7);
    expect(supply.querySelectorAll('.ml-meeple--hollow')).toHaveLength(3);
    expect(screen.getByRole('img', { name: '1 meeple in supply' })).toBeTruthy();
    const [ana, ben] = seats();
    expect(ana?.querySelector('.ml-ring__lying')?.textContent).toContain('2 lying meeples');
    expect(ben?.querySelector('.ml-ring__lying')?.textContent).toContain('0 lying meeples');
  });

  it('shows where each abbot is only when the abbot is in play', () => {
    render(() => (
      <SeatingRing
        players={players}
        activeSeat={0}
        extraTurn={false}
        meeples={[]}
        abbotInPlay
        revolts={false}
      />
    ));
    const [ana, ben] = seats();
    expect(ana?.textContent).toContain('Abbot on board');
    expect(ben?.textContent).toContain('Abbot in supply');
    cleanup();
    render(() => (
      <SeatingRing
        players={players}
        activeSeat={0}
        extraTurn={false}
        meeples={[]}
        abbotInPlay={false}
        revolts={false}
      />
    ));
    expect(screen.queryByText(/Abbot/)).toBeNull();
  });

  it('Ruling 9: only with The Peasant Revolts does a seat tell of lying meeples and revolt risk', () => {
    const risks = players.map((p) => ({
      player: p.id,
      chance: 0.115,
      meeples: [{ id: 'm3', chance: 0.115 }],
    }));
    render(() => (
      <SeatingRing
        players={players}
        activeSeat={0}
        extraTurn={false}
        meeples={meeples}
        abbotInPlay={false}
        revolts={false}
        risks={risks}
      />
    ));
    expect(screen.queryByText(/lying meeple/)).toBeNull();
    expect(screen.queryByText(/protected, on the board/)).toBeNull();
    expect(screen.queryByText(/to lose a meeple/)).toBeNull();
    expect(document.querySelector('.ml-ring__extras')).toBeNull();
    cleanup();
    render(() => (
      <SeatingRing
        players={players}
        activeSeat={0}
        extraTurn={false}
        meeples={meeples}
        abbotInPlay
        revolts={false}
      />
    ));
    // The abbot still has its line.
    expect(seats()[0]?.querySelector('.ml-ring__extras')?.textContent).toBe('Abbot on board');
    cleanup();
    // R3, R7: with The Peasant Revolts every seat counts its lying meeples, and shows its risk.
    render(() => (
      <SeatingRing
        players={players}
        activeSeat={0}
        extraTurn={false}
        meeples={meeples}
        abbotInPlay={false}
        revolts
        risks={players.map((p) => ({ player: p.id, chance: 0.115, meeples: [] }))}
      />
    ));
    expect(seats().map((s) => s.querySelector('.ml-ring__lying')?.textContent)).toEqual([
      '2 lying meeples (protected, on the board)',
      '0 lying meeples (protected, on the board)',
      '0 lying meeples (protected, on the board)',
    ]);
    // Only Ben has a meeple a revolt could take.
    expect(seats()[1]?.querySelector('.ml-ring__risk')?.textContent).toMatch(
      /11.5% to lose a meeple in the next 3 draws/,
    );
    // Reached by Tab, it says whose risk it is (four alike said no name).
    expect(seats()[1]?.querySelector('.ml-ring__risk summary')?.textContent?.trim()).toBe(
      `${players[1]?.name}: 11.5% to lose a meeple in the next 3 draws`,
    );
    expect(document.querySelectorAll('.ml-ring__risk')).toHaveLength(1);
  });
});

describe('SeatingRing: a move that changes the odds', () => {
  it('updates the meeples at risk in place: each line keeps its node, only its text changes', () => {
    const [risks, setRisks] = createSignal(
      players.map((p) => ({
        player: p.id,
        chance: p.id === 'ben' ? 0.115 : 0,
        meeples: p.id === 'ben' ? [{ id: 'm3', chance: 0.115 }] : [],
      })),
    );
    render(() => (
      <SeatingRing
        players={players}
        activeSeat={0}
        extraTurn={false}
        meeples={meeples}
        abbotInPlay={false}
        revolts
        risks={risks()}
      />
    ));
    const line = () => document.querySelector('.ml-ring__risk li');
    const before = line();
    expect(before?.textContent).toMatch(/11.5%/);
    setRisks((now) =>
      now.map((r) =>
        r.player === 'ben' ? { ...r, chance: 0.2, meeples: [{ id: 'm3', chance: 0.2 }] } : r,
      ),
    );
    expect(line()).toBe(before);
    expect(line()?.textContent).toMatch(/20%/);
  });
});
