import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchesFilter, TileGrid } from '../../../src/renderer/src/components/TileGrid';

afterEach(cleanup);

const left = {
  D: 3,
  R: 2,
  Rg: 1,
  C: 0,
  S: 2,
  'revolt-city': 5,
  'revolt-road': 4,
  'arrow-add': 5,
  'crop1-knight': 2,
};
const odds = { D: 0.125, R: 0.0833, Rg: 0.04, S: 0.0833, 'revolt-city': 0.2 };

function setup(disabled?: (id: string) => string | undefined) {
  const onPick = vi.fn();
  const { container } = render(() => (
    <TileGrid left={left} odds={odds} onPick={onPick} disabled={disabled} />
  ));
  const input = screen.getByRole('searchbox', { name: /find tile/i }) as HTMLInputElement;
  const shown = () =>
    [...container.querySelectorAll<HTMLButtonElement>('button[data-tile]')].map(
      (b) => b.dataset.tile,
    );
  const type = (text: string) => {
    input.value = text;
    fireEvent.input(input);
  };
  const tile = (id: string) =>
    container.querySelector(`button[data-tile="${id}"]`) as HTMLButtonElement;
  return { onPick, input, shown, type, tile };
}

describe('TileGrid', () => {
  it('shows one button per tile type in catalog order, with copies left and chance next', () => {
    const { shown, tile } = setup();
    expect(shown()).toEqual([
      'C',
      'D',
      'R',
      'Rg',
      'S',
      'revolt-city',
      'revolt-road',
      'arrow-add',
      'crop1-knight',
    ]);
    const d = tile('D');
    expect(d.textContent).toContain('3 left');
    expect(d.textContent).toContain('12.5%');
    // Named by one hidden text made of what is shown (the shown parts hidden from screen
    // readers); no aria-label, which must hold the shown text in one piece (WCAG 2.5.3).
    expect(d.getAttribute('aria-label')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Tile D: city cap + straight road, 3 left, 12.5% next' }),
    ).toBe(d);
    expect(d.querySelector('.ml-sr-only')?.textContent).toBe(
      'Tile D: city cap + straight road, 3 left, 12.5% next',
    );
    for (const shown of d.querySelectorAll('span:not(.ml-sr-only)'))
      expect(shown.getAttribute('aria-hidden')).toBe('true');
    expect(tile('revolt-city').textContent).toContain('Revolt city');
    expect(tile('revolt-city').textContent).not.toContain('revolt-city');
    // R1: 3 revolt tiles stay in the box, unknown which: at most, as the deck panel says.
    expect(tile('revolt-city').textContent).toContain('≤5 left');
    expect(tile('D').textContent).not.toContain('≤');
    expect(tile('arrow-add').textContent).toContain('0%'); // missing odds count as 0
  });

  it('says which tile Enter picks, and keeps saying it right as the text changes', () => {
    const { type, onPick, input } = setup();
    const hint = () => document.querySelector('.ml-tilegrid__hint')?.textContent ?? '';
    type('r');
    expect(hint()).toContain('Enter picks R');
    type('rg');
    expect(hint()).toContain('Enter picks R + garden');
    type('eg');
    expect(hint()).not.toContain('Enter picks');
    type('Rg');
    expect(hint()).toContain('Enter picks R + garden');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('Rg');
  });

  it('disables tiles with none left', () => {
    const { tile, onPick } = setup();
    expect(tile('C').disabled).toBe(true);
    expect(tile('D').disabled).toBe(false);
    fireEvent.click(tile('C'));
    expect(onPick).not.toHaveBeenCalled();
  });

  it('calls onPick with the clicked tile', () => {
    const { tile, onPick } = setup();
    fireEvent.click(tile('S'));
    expect(onPick).toHaveBeenCalledWith('S');
  });

  it('disables a tile the caller rules out, and says why', () => {
    const { tile } = setup((id) => (id === 'D' ? 'cannot be placed' : undefined));
    expect(tile('D').disabled).toBe(true);
    expect(tile('D').textContent).toContain('cannot be placed');
    expect(tile('S').disabled).toBe(false);
  });

  it('filters by typed letter: "R" keeps R and Rg', () => {
    const { type, shown } = setup();
    type('R');
    expect(shown()).toEqual(['R', 'Rg']);
    type('rg');
    expect(shown()).toEqual(['Rg']);
  });

  it('filters expansion tiles by word: "rev" keeps the revolt tiles', () => {
    const { type, shown } = setup();
    type('rev');
    expect(shown()).toEqual(['revolt-city', 'revolt-road']);
    type('arrow');
    expect(shown()).toEqual(['arrow-add']);
    type('shield');
    expect(shown()).toEqual(['crop1-knight']);
  });

  it('clears the filter on Escape', () => {
    const { type, shown, input } = setup();
    type('S');
    expect(shown()).toEqual(['S']);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
    expect(shown()).toHaveLength(9);
  });

  it("goes down from the search into the tiles it found (the grid's one stop), picking nothing", () => {
    const { type, input, onPick, tile } = setup();
    type('rev');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tile('revolt-city'));
    expect(onPick).not.toHaveBeenCalled();
  });

  it('takes "/" typed in the search box as "find a tile": nothing typed, what was is selected', () => {
    const { type, input } = setup();
    input.focus();
    // fireEvent dispatches the key only: a "/" let through would be typed after it.
    expect(fireEvent.keyDown(input, { key: '/' })).toBe(false);
    type('S');
    input.setSelectionRange(1, 1);
    expect(fireEvent.keyDown(input, { key: '/' })).toBe(false);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 1]);
    // With Ctrl (a browser's own keys) it is left alone.
    expect(fireEvent.keyDown(input, { key: '/', ctrlKey: true })).toBe(true);
  });

  it('picks on Enter when exactly one pickable tile remains', () => {
    const { type, input, onPick } = setup();
    type('D');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('D');
  });

  it('does not pick on Enter while several tiles match: it says so, and Enter goes to the first', () => {
    const { type, input, onPick, tile } = setup();
    type('rev');
    expect(screen.getByText(/Enter goes to the first of them/)).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(tile('revolt-city'));
  });

  it('does not pick on Enter when the one match is ruled out', () => {
    const { type, input, onPick } = setup((id) => (id === 'D' ? 'cannot be placed' : undefined));
    type('D');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
  });

  it('sends letters typed on a tile button to the filter', () => {
    const { tile, input, shown } = setup();
    tile('D').focus();
    fireEvent.keyDown(tile('D'), { key: 'r' });
    expect(input.value).toBe('r');
    expect(document.activeElement).toBe(input);
    expect(shown()).toEqual(['R', 'Rg']);
  });

  it('moves focus between pickable tiles with the arrow keys', () => {
    const { tile } = setup();
    tile('D').focus();
    fireEvent.keyDown(tile('D'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tile('R'));
    fireEvent.keyDown(tile('R'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tile('D'));
    fireEvent.keyDown(tile('D'), { key: 'ArrowLeft' }); // C has none left: wraps to the last
    expect(document.activeElement).toBe(tile('crop1-knight'));
  });

  it('goes a row up or down with Up and Down, to the nearest tile that can be picked; Home and End to the ends', () => {
    const { tile, shown } = setup();
    // Laid out four to a row: C D R Rg / S revolt-city revolt-road arrow-add / crop1-knight.
    const order = shown();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const i = order.indexOf(this.dataset.tile ?? '');
      return { top: Math.floor(Math.max(0, i) / 4) * 100 } as DOMRect;
    });
    try {
      tile('D').focus();
      fireEvent.keyDown(tile('D'), { key: 'ArrowDown' });
      expect(document.activeElement).toBe(tile('revolt-city'));
      fireEvent.keyDown(tile('revolt-city'), { key: 'ArrowDown' }); // no row below it: it stays
      expect(document.activeElement).toBe(tile('revolt-city'));
      fireEvent.keyDown(tile('revolt-city'), { key: 'ArrowUp' });
      expect(document.activeElement).toBe(tile('D'));
      // Above S is C, with none left, and no tile before C: the focus stays.
      tile('S').focus();
      fireEvent.keyDown(tile('S'), { key: 'ArrowUp' });
      expect(document.activeElement).toBe(tile('S'));
      fireEvent.keyDown(tile('S'), { key: 'End' });
      expect(document.activeElement).toBe(tile('crop1-knight'));
      fireEvent.keyDown(tile('crop1-knight'), { key: 'Home' });
      expect(document.activeElement).toBe(tile('D'));
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('gives the search the focus back after Clear (the button goes with the text)', () => {
    const { type, input } = setup();
    type('rev');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
  });

  it('asks the caller why a tile is ruled out once per tile, not once per place that shows it', () => {
    const disabled = vi.fn((id: string) => (id === 'D' ? 'not now' : undefined));
    const { tile } = setup(disabled);
    expect(tile('D').disabled).toBe(true);
    expect(tile('D').title).toBe('not now');
    // C has none left: the grid knows why without asking.
    expect(disabled.mock.calls.length).toBe(Object.keys(left).length - 1);
  });

  it('is one Tab stop: the tile last focused, else the first that can be picked', () => {
    const { tile, shown } = setup((id) => (id === 'D' ? 'not now' : undefined));
    const stops = () => shown().filter((id) => tile(id ?? '').tabIndex === 0);
    expect(stops()).toEqual(['R']); // D is ruled out, C has none left
    tile('S').focus();
    expect(stops()).toEqual(['S']);
    fireEvent.keyDown(tile('S'), { key: 'ArrowRight' });
    expect(stops()).toEqual([shown()[shown().indexOf('S') + 1]]);
  });
});

describe('matchesFilter', () => {
  it('matches one letter against base tile ids only', () => {
    expect(matchesFilter('R', 'r')).toBe(true);
    expect(matchesFilter('Rg', 'R')).toBe(true);
    expect(matchesFilter('revolt-road', 'r')).toBe(false);
    expect(matchesFilter('S', 'r')).toBe(false);
  });

  it('matches longer text against expansion words', () => {
    expect(matchesFilter('revolt-road', 'road')).toBe(true);
    expect(matchesFilter('crop2-thief', 'club')).toBe(true);
    expect(matchesFilter('crop2-thief', 'crop')).toBe(true);
    expect(matchesFilter('arrow-extra', 'ext')).toBe(true);
    expect(matchesFilter('arrow-extra', 'rev')).toBe(false);
    expect(matchesFilter('D', '')).toBe(true);
  });

  it('matches every typed word against the words of the name and description shown', () => {
    expect(matchesFilter('revolt-road', 'revolt road')).toBe(true);
    expect(matchesFilter('revolt-city', 'revolt road')).toBe(false);
    expect(matchesFilter('crop1-knight', 'crop knight')).toBe(true);
    expect(matchesFilter('crop2-knight', 'crop knight')).toBe(true);
    expect(matchesFilter('crop1-thief', 'crop knight')).toBe(false);
    // Base tiles by what they show: E + garden is Eg; A and B are monasteries; D has a road.
    expect(matchesFilter('Eg', 'garden')).toBe(true);
    expect(matchesFilter('E', 'garden')).toBe(false);
    expect(matchesFilter('A', 'monastery')).toBe(true);
    expect(matchesFilter('B', 'monast')).toBe(true);
    expect(matchesFilter('D', 'road')).toBe(true);
    expect(matchesFilter('B', 'road')).toBe(false);
  });
});
