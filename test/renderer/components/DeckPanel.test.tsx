import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { DeckPanel } from '../../../src/renderer/src/components/DeckPanel';
import type { DeckKnowledge } from '../../../src/shared/rules/deckOdds';

afterEach(cleanup);

const plain: DeckKnowledge = { left: { D: 1, U: 3, C: 0 }, revoltsDrawn: 0, revoltsInPlay: false };
/** One revolt drawn: 11 undrawn revolt tiles, 8 of them in the deck, with 10 other tiles. */
const revolts: DeckKnowledge = {
  left: { U: 10, 'revolt-city': 5, 'revolt-road': 4, 'revolt-monastery': 2 },
  revoltsDrawn: 1,
  revoltsInPlay: true,
};

const rowOf = (container: HTMLElement, id: string) =>
  container.querySelector(`tr[data-tile="${id}"]`) as HTMLTableRowElement;

describe('DeckPanel', () => {
  it('shows the tiles left and each type’s chance, sorted, without empty types', () => {
    const { container } = render(() => <DeckPanel deck={plain} />);
    expect(container.querySelector('.ml-deck__total')?.textContent).toMatch(/^4\s+tiles left/);
    const rows = [...container.querySelectorAll('tbody tr')].map((r) =>
      r.getAttribute('data-tile'),
    );
    expect(rows).toEqual(['U', 'D']);
    expect(rowOf(container, 'U').textContent).toContain('75%');
    expect(rowOf(container, 'D').textContent).toContain('25%');
    expect(rowOf(container, 'U').cells[1]?.textContent).toBe('3');
  });

  it('hides the revolt lines when revolts are not in play', () => {
    render(() => <DeckPanel deck={plain} />);
    expect(screen.queryByText(/revolt tiles are still in the deck/)).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('explains the hidden exclusion: 8 of these 11 revolt tiles are still in the deck', () => {
    const { container } = render(() => <DeckPanel deck={revolts} />);
    expect(screen.getByText('8 of these 11 revolt tiles are still in the deck')).toBeTruthy();
    // 10 known tiles + 8 revolt tiles in the deck
    expect(container.querySelector('.ml-deck__total')?.textContent).toMatch(/^18\s+tiles left/);
  });

  it('weights revolt tiles by the chance they are in the deck', () => {
    const { container } = render(() => <DeckPanel deck={revolts} />);
    // U: 10 / 18; revolt-city: 5 × 8/11 / 18 = 20.2%; revolt-monastery: 2 × 8/11 / 18 = 8.1%
    expect(rowOf(container, 'U').textContent).toContain('55.6%');
    expect(rowOf(container, 'revolt-city').textContent).toContain('20.2%');
    expect(rowOf(container, 'revolt-monastery').textContent).toContain('8.1%');
    expect(rowOf(container, 'revolt-city').cells[1]?.textContent).toBe('≤5');
    const order = [...container.querySelectorAll('tbody tr')].map((r) =>
      r.getAttribute('data-tile'),
    );
    expect(order).toEqual(['U', 'revolt-city', 'revolt-road', 'revolt-monastery']);
  });

  it('gives the chance of a revolt within the next 5 draws by default, and k is chosen', () => {
    const { container } = render(() => <DeckPanel deck={revolts} />);
    const chance = () => container.querySelector('.ml-deck__chance')?.textContent;
    // 1 − C(10,5)/C(18,5) = 1 − 252/8568
    expect(chance()).toBe('97.1%');
    expect(container.querySelector('legend')?.textContent).toContain('next 5 draws');
    const group = screen.getByRole('group', { name: /Chance of a revolt within the next 5 draws/ });
    const options = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(options).toHaveLength(10);
    expect(options.findIndex((o) => o.checked)).toBe(4);
    fireEvent.click(within(group).getByRole('radio', { name: 'Within 1 draw: 44.4%' }));
    expect(options.findIndex((o) => o.checked)).toBe(0);
    expect(chance()).toBe('44.4%');
    expect(container.querySelector('legend')?.textContent).toContain('next draw:');
  });

  it('offers 1 to 10 draws, each with its chance, up to near certainty', () => {
    const { container } = render(() => <DeckPanel deck={revolts} />);
    const options = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(options.map((o) => o.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    // all ten radios form one group
    expect(new Set(options.map((o) => o.name)).size).toBe(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Within 10 draws: >99.9%' }));
    // 1 − 1/C(18,10): not quite certain
    expect(container.querySelector('.ml-deck__chance')?.textContent).toBe('>99.9%');
    expect(container.querySelector('legend')?.textContent).toContain('next 10 draws');
  });

  it('once the game has ended, gives no odds: no tile comes next', () => {
    const { container } = render(() => <DeckPanel deck={revolts} ended />);
    expect(screen.getByText('The game has ended: no more tiles are drawn.')).toBeTruthy();
    expect(screen.queryByText(/Chance of a revolt/)).toBeNull();
    expect(screen.queryByText(/revolt tiles are still in the deck/)).toBeNull();
    expect(container.querySelector('table')).toBeNull();
    // What was left undrawn is still said.
    expect(container.querySelector('.ml-deck__total')?.textContent).toMatch(/^18\s+tiles left/);
  });

  it('says when the deck is empty', () => {
    render(() => <DeckPanel deck={{ left: { D: 0 }, revoltsDrawn: 0, revoltsInPlay: false }} />);
    expect(screen.getByText('The deck is empty.')).toBeTruthy();
  });
});
