import { drawableTiles, EXPANSIONS } from '../../../shared/tiles/catalog';
import { rasterizeTile, tileImageUrl } from '../components';
import { whenIdle } from '../later';

/**
 * The tile images, loaded ahead while New game is open. Each tile is an SVG image, and the
 * browser makes a document of its own for each image URL it loads (some 2 ms each); the draw
 * grid built ahead cannot load them itself (its nodes stay in an inert template document until
 * it is first on the page), so the tap on Start made 40 to 90 of them in one go. Loaded here,
 * a few per idle moment, the grid finds them in the browser's memory cache. The images are
 * kept, so the cache keeps them.
 */
const loaded: HTMLImageElement[] = [];
const idleMoment = (): Promise<void> => new Promise((resolve) => whenIdle(resolve, 50));
const PER_IDLE_MOMENT = 4;

export function loadTileImagesAhead(): void {
  if (typeof Image !== 'function' || loaded.length > 0) return;
  const ids = [
    ...new Set([
      ...Object.keys(drawableTiles('C3', EXPANSIONS)),
      ...Object.keys(drawableTiles('C1', EXPANSIONS)),
    ]),
  ];
  const next = (): void => {
    // A page (or a test's document) taken down meanwhile has no Image any more: stop there.
    if (typeof Image !== 'function') return;
    for (const id of ids.splice(0, PER_IDLE_MOMENT)) {
      const image = new Image();
      image.decoding = 'async';
      image.src = tileImageUrl(id);
      loaded.push(image);
      // Each drawn in an idle moment of its own: four at once were a task of 11–14 ms, in the
      // way of a tap on Start the game.
      void rasterizeTile(id, idleMoment);
    }
    if (ids.length > 0) whenIdle(next, 50);
  };
  next();
}

/** How many tile images are loaded ahead (for tests). */
export const tileImagesLoadedAhead = (): number => loaded.length;
