import { waitFor } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { tileImageUrl } from '../../../src/renderer/src/components';
import {
  loadTileImagesAhead,
  tileImagesLoadedAhead,
} from '../../../src/renderer/src/state/tileImagesAhead';
import { drawableTiles, EXPANSIONS } from '../../../src/shared/tiles/catalog';

describe('loadTileImagesAhead', () => {
  it('loads every tile of both editions and all expansions, a few at a time, once', async () => {
    const ids = new Set([
      ...Object.keys(drawableTiles('C3', EXPANSIONS)),
      ...Object.keys(drawableTiles('C1', EXPANSIONS)),
    ]);
    const created: string[] = [];
    const RealImage = globalThis.Image;
    globalThis.Image = class extends RealImage {
      override set src(url: string) {
        created.push(url);
        super.src = url;
      }
    } as typeof Image;
    try {
      loadTileImagesAhead();
      expect(tileImagesLoadedAhead()).toBe(4);
      await waitFor(() => expect(tileImagesLoadedAhead()).toBe(ids.size), { timeout: 10_000 });
      expect(new Set(created)).toEqual(new Set([...ids].map(tileImageUrl)));
      loadTileImagesAhead();
      expect(tileImagesLoadedAhead()).toBe(ids.size);
    } finally {
      globalThis.Image = RealImage;
    }
  });
});
