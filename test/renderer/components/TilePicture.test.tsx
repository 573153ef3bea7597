import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { tileLabel, tileName } from '../../../src/renderer/src/components/names';
import { cityShape, roadPath, TilePicture } from '../../../src/renderer/src/components/TilePicture';
import { tileTypes } from '../../../src/shared/tiles/catalog';

afterEach(cleanup);

const draw = (tileId: string) => {
  const { container } = render(() => <TilePicture tileId={tileId} />);
  const svg = container.querySelector('svg') as SVGSVGElement;
  const count = (selector: string) => svg.querySelectorAll(selector).length;
  return { svg, count };
};

describe('TilePicture', () => {
  it('names the tile by its name and catalog description, never by its id', () => {
    render(() => <TilePicture tileId="D" />);
    expect(screen.getByRole('img', { name: 'Tile D: city cap + straight road' })).toBeTruthy();
    expect(tileLabel('revolt-city')).toBe('Tile Revolt city: revolt symbol: city');
    expect(tileLabel('crop2-thief')).toBe('Tile Crop II thief: club crop circle (thieves)');
    expect(tileLabel('nope')).toBe('unknown tile');
  });

  it('hides a decorative picture (the button around it names the tile)', () => {
    const { container } = render(() => <TilePicture tileId="D" decorative />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('role')).toBeNull();
    expect(svg.getAttribute('aria-label')).toBeNull();
  });

  it('draws a city for C and none for U', () => {
    expect(draw('C').count('.ml-tile__city')).toBe(1);
    cleanup();
    const u = draw('U');
    expect(u.count('.ml-tile__city')).toBe(0);
    expect(u.count('.ml-tile__road')).toBe(1);
  });

  it('draws D as a cap on top and a straight road from west to east', () => {
    const { svg } = draw('D');
    const city = svg.querySelector('.ml-tile__city') as SVGPathElement;
    expect(city.getAttribute('transform')).toBeNull(); // the canonical cap is the north one
    const road = svg.querySelector('.ml-tile__road path') as SVGPathElement;
    expect(road.getAttribute('d')).toBe('M100 50L0 50');
  });

  it('draws separate caps as separate cities and connected sides as one', () => {
    expect(draw('H').count('.ml-tile__city')).toBe(2);
    cleanup();
    expect(draw('I').count('.ml-tile__city')).toBe(2);
    cleanup();
    expect(draw('N').count('.ml-tile__city')).toBe(1);
  });

  it('marks pennants, monasteries, gardens and junctions only where the catalog has them', () => {
    expect(draw('C').count('.ml-tile__pennant')).toBe(1);
    cleanup();
    const d = draw('D');
    expect(d.count('.ml-tile__pennant')).toBe(0);
    expect(d.count('.ml-tile__junction')).toBe(0);
    cleanup();
    const a = draw('A');
    expect(a.count('.ml-tile__monastery')).toBe(1);
    expect(a.count('.ml-tile__junction')).toBe(0); // the road ends at the monastery
    cleanup();
    expect(draw('Eg').count('.ml-tile__garden')).toBe(1);
    cleanup();
    expect(draw('E').count('.ml-tile__garden')).toBe(0);
    cleanup();
    expect(draw('L').count('.ml-tile__junction')).toBe(1);
    cleanup();
    expect(draw('X').count('.ml-tile__road')).toBe(4);
    cleanup();
    expect(draw('S').count('.ml-tile__junction')).toBe(0); // the road ends at the city
  });

  it('draws expansion tiles without geometry as their symbol', () => {
    const revolt = draw('revolt-monastery');
    expect(revolt.svg.querySelector('.ml-tile__symbol')?.getAttribute('data-symbol')).toBe(
      'monastery',
    );
    expect(revolt.count('.ml-tile__city')).toBe(0);
    cleanup();
    expect(draw('arrow-extra').svg.querySelector('[data-symbol="extra"]')).not.toBeNull();
    cleanup();
    const crop = draw('crop2-knight');
    expect(crop.svg.querySelector('[data-symbol="shield"]')).not.toBeNull();
    expect(crop.svg.querySelector('.ml-tile__set')?.textContent).toBe('II');
  });

  it('draws every catalog tile with a name and no unknown fallback', () => {
    for (const tile of tileTypes) {
      const { svg } = draw(tile.id);
      expect(svg.getAttribute('aria-label')).toMatch(
        new RegExp(`^Tile ${tileName(tile.id).replace('+', '\\+')}: \\S`),
      );
      expect(svg.querySelector('.ml-tile__unknown')).toBeNull();
      cleanup();
    }
    expect(draw('Z9').svg.querySelector('.ml-tile__unknown')).not.toBeNull();
  });

  it('sizes the picture', () => {
    const { container } = render(() => <TilePicture tileId="B" size={120} />);
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('120');
  });
});

describe('tile geometry', () => {
  it('rotates the canonical city shapes into place', () => {
    expect(cityShape(['N']).turn).toBe(0);
    expect(cityShape(['E']).turn).toBe(90);
    expect(cityShape(['W']).turn).toBe(270);
    // two adjacent sides: canonical N + W
    expect(cityShape(['N', 'W']).turn).toBe(0);
    expect(cityShape(['N', 'E']).turn).toBe(90);
    expect(cityShape(['E', 'S']).turn).toBe(180);
    expect(cityShape(['S', 'W']).turn).toBe(270);
    // opposite sides: canonical W + E
    expect(cityShape(['W', 'E']).turn).toBe(0);
    expect(cityShape(['N', 'S']).turn).toBe(90);
    // three sides: canonical open to the south
    expect(cityShape(['N', 'E', 'W']).turn).toBe(0);
    expect(cityShape(['N', 'E', 'S']).turn).toBe(90);
    expect(cityShape(['N', 'W', 'S', 'E']).d).toBe('M0 0H100V100H0Z');
    expect(cityShape(['N']).d).not.toBe(cityShape(['N', 'W']).d);
  });

  it('draws straight, curved and ending roads', () => {
    expect(roadPath(['W', 'E'], false)).toBe('M100 50L0 50');
    expect(roadPath(['E', 'S'], false)).toMatch(/^M100 50C.* 50 100$/);
    expect(roadPath(['S'], true)).toBe('M50 100L50 50');
  });

  it('gives every tile a name: its letter, or words for garden and expansion tiles', () => {
    expect(tileName('R')).toBe('R');
    expect(tileName('Rg')).toBe('R + garden');
    expect(tileName('revolt-city')).toBe('Revolt city');
    expect(tileName('arrow-add')).toBe('Arrow add');
    expect(tileName('crop2-farmer')).toBe('Crop II farmer');
    for (const tile of tileTypes) expect(tileName(tile.id)).not.toMatch(/-|^crop\d/);
  });
});
