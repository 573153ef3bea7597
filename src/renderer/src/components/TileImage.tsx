import { children, createRoot, type JSX } from 'solid-js';
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

export function TileImage(props: { tileId: string; size?: number; class?: string }): JSX.Element {
  return (
    <img
      class={`ml-tile ${props.class ?? ''}`}
      src={tileImageUrl(props.tileId)}
      width={props.size ?? 64}
      height={props.size ?? 64}
      alt=""
      data-tile={props.tileId}
      decoding="async"
    />
  );
}
