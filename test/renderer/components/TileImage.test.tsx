import { cleanup, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { TileGrid } from '../../../src/renderer/src/components/TileGrid';
import { TileImage, tileImageUrl } from '../../../src/renderer/src/components/TileImage';

afterEach(cleanup);

const markupOf = (url: string) => {
  expect(url.startsWith('data:image/svg+xml,')).toBe(true);
  return decodeURIComponent(url.slice('data:image/svg+xml,'.length));
};

describe('TileImage (the draw grid’s tiles, one element each)', () => {
  it('is the tile’s own picture as a standalone SVG image, drawn once per tile', () => {
    const markup = markupOf(tileImageUrl('C'));
    expect(markup.startsWith('<svg')).toBe(true);
    expect(markup).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(markup).toContain('data-tile="C"');
    expect(markup).toContain('ml-tile__city');
    expect(markupOf(tileImageUrl('U'))).not.toContain('ml-tile__city');
    expect(tileImageUrl('C')).toBe(tileImageUrl('C'));
  });

  it('is decoration: an empty alt, the control around it names the tile', () => {
    const { container } = render(() => <TileImage tileId="D" size={48} />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('width')).toBe('48');
    expect(img.getAttribute('src')).toBe(tileImageUrl('D'));
  });

  it('gives each tile of the grid one image and no inline SVG', () => {
    const { container } = render(() => (
      <TileGrid left={{ C: 1, D: 2, U: 0 }} odds={{}} onPick={() => undefined} />
    ));
    expect(container.querySelectorAll('.ml-tilegrid__tile img').length).toBe(3);
    expect(container.querySelectorAll('.ml-tilegrid__tile svg').length).toBe(0);
  });
});
