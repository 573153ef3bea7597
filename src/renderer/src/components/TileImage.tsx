import { children, createRoot, createSignal, type JSX, type Signal } from 'solid-js';
import { TilePicture } from './TilePicture';

/**
 * A tile drawn once per id as an SVG image (a data URL of TilePicture's markup) and shown as a
 * single <img>: the draw grid shows some 90 tiles, and as inline SVG each was a dozen elements
 * whose style and layout were worked out again whenever the grid came back into a panel (half
 * of every new turn's frame). Only where the tile is decoration: the control names it.
 */
const urls = new Map<string, string>();

const SVG_NS = 'http://www.w3.org/2000/svg';

export function tileImageUrl(tileId: string): string {
  let url = urls.get(tileId);
  if (url === undefined) {
    const markup = createRoot((dispose) => {
      // Resolved to its element (a dev build hands components' output out as a memo).
      const svg = children(() => (
        <TilePicture tileId={tileId} size={64} decorative />
      )).toArray()[0] as SVGSVGElement;
      if (!svg.getAttribute('xmlns')) svg.setAttribute('xmlns', SVG_NS);
      const text = new XMLSerializer().serializeToString(svg);
      dispose();
      return text;
    });
    url = `data:image/svg+xml,${encodeURIComponent(markup)}`;
    urls.set(tileId, url);
  }
  return url;
}

/**
 * Each tile's picture as a bitmap (PNG), once it is drawn (`rasterizeTile`): an SVG image is a
 * document of its own that the browser paints again, shape by shape, wherever the image is
 * painted afresh (the 44 tiles of a draw grid coming back after an undo: 4 ms of its frame); a
 * bitmap is one copy. Until then, and where no canvas can draw, the SVG.
 */
const rasters = new Map<string, Signal<string | undefined>>();

function rasterSignal(tileId: string): Signal<string | undefined> {
  let signal = rasters.get(tileId);
  if (!signal) {
    signal = createSignal<string | undefined>();
    rasters.set(tileId, signal);
  }
  return signal;
}

/** The bitmap of a tile's picture when it is drawn, else undefined (reactive). */
export const tileRasterUrl = (tileId: string): string | undefined => rasterSignal(tileId)[0]();

/**
 * Draws a tile's picture once into a bitmap at twice its largest size on the page (three times
 * on a denser screen), for every TileImage of it; resolves when done or when it cannot be
 * (no canvas, a picture that does not load: the SVG stays). `whenFree` is awaited between the
 * picture's decoding and its drawing: drawing and encoding are 3–5 ms of the page's own time,
 * which a caller working ahead gives an idle moment of its own.
 */
export async function rasterizeTile(tileId: string, whenFree?: () => Promise<void>): Promise<void> {
  const [raster, setRaster] = rasterSignal(tileId);
  if (raster() !== undefined || typeof document === 'undefined' || typeof Image !== 'function')
    return;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext?.('2d');
  if (!context) return;
  const image = new Image();
  image.src = tileImageUrl(tileId);
  try {
    await image.decode();
    await whenFree?.();
    if (raster() !== undefined) return;
    const side = 64 * Math.min(3, Math.max(2, Math.ceil(globalThis.devicePixelRatio ?? 1)));
    canvas.width = side;
    canvas.height = side;
    context.drawImage(image, 0, 0, side, side);
    setRaster(canvas.toDataURL('image/png'));
  } catch {
    // Not drawn (not loaded, or a canvas the page may not read back): the SVG stays.
  }
}

export function TileImage(props: { tileId: string; size?: number; class?: string }): JSX.Element {
  return (
    <img
      class={`ml-tile ${props.class ?? ''}`}
      src={tileRasterUrl(props.tileId) ?? tileImageUrl(props.tileId)}
      width={props.size ?? 64}
      height={props.size ?? 64}
      alt=""
      data-tile={props.tileId}
      decoding="async"
    />
  );
}
