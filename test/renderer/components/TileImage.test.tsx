import { cleanup, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TileGrid } from '../../../src/renderer/src/components/TileGrid';
import {
  rasterizeTile,
  TileImage,
  tileImageUrl,
  tileRasterUrl,
} from '../../../src/renderer/src/components/TileImage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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

describe('TileImage drawn as a bitmap (the SVG repainted shape by shape was 4 ms of a grid’s frame)', () => {
  /** A canvas that draws: what it was given, and the PNG it hands back. */
  function drawingCanvas(png: string) {
    const drawn: { width: number; height: number }[] = [];
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation(((name: string) => {
      if (name !== 'canvas') return create(name);
      const canvas = { width: 0, height: 0 } as HTMLCanvasElement;
      Object.assign(canvas, {
        getContext: () => ({
          drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) =>
            drawn.push({ width, height }),
        }),
        toDataURL: () => png,
      });
      return canvas;
    }) as typeof document.createElement);
    return drawn;
  }

  it('every image of a tile shows its bitmap once drawn, at twice the largest size shown', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockResolvedValue(undefined);
    const drawn = drawingCanvas('data:image/png;base64,UNO=');
    const { container } = render(() => (
      <>
        <TileImage tileId="W" size={64} />
        <TileImage tileId="W" size={36} />
      </>
    ));
    const sources = () =>
      [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources()).toEqual([tileImageUrl('W'), tileImageUrl('W')]);
    await rasterizeTile('W');
    expect(drawn).toEqual([{ width: 128, height: 128 }]);
    expect(sources()).toEqual(['data:image/png;base64,UNO=', 'data:image/png;base64,UNO=']);
    expect(tileRasterUrl('W')).toBe('data:image/png;base64,UNO=');
    await rasterizeTile('W'); // once per tile
    expect(drawn).toHaveLength(1);
  });

  it('draws only once the caller says the page is free (the tiles drawn ahead, one idle moment each)', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockResolvedValue(undefined);
    const drawn = drawingCanvas('data:image/png;base64,TRES=');
    let free: () => void = () => undefined;
    const whenFree = vi.fn(() => new Promise<void>((resolve) => (free = resolve)));
    const done = rasterizeTile('V', whenFree);
    await vi.waitFor(() => expect(whenFree).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drawn).toEqual([]);
    expect(tileRasterUrl('V')).toBeUndefined();
    free();
    await done;
    expect(drawn).toHaveLength(1);
    expect(tileRasterUrl('V')).toBe('data:image/png;base64,TRES=');
  });

  it('keeps the SVG when the picture cannot be drawn (not loaded, or no canvas)', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockRejectedValue(new Error('no'));
    drawingCanvas('data:image/png;base64,DOS=');
    const { container } = render(() => <TileImage tileId="X" />);
    await rasterizeTile('X');
    expect(container.querySelector('img')?.getAttribute('src')).toBe(tileImageUrl('X'));
    expect(tileRasterUrl('X')).toBeUndefined();
  });
});
