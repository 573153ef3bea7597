import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The binding reference files of ../shared (the spec's worked example, the tile facts). Tests
 * read them there when the checkout sits beside ../shared; a clean clone elsewhere uses the
 * copies in test/fixtures/spec, taken from the same files.
 */
function specFile(shared: string, copy: string): string {
  const beside = fileURLToPath(new URL(`../../../shared/${shared}`, import.meta.url));
  return existsSync(beside)
    ? beside
    : fileURLToPath(new URL(`../fixtures/spec/${copy}`, import.meta.url));
}

export const EXAMPLE_RECORD = specFile('spec/example.json', 'example.json');
export const TILES_TSV = specFile('rules/tiles.tsv', 'tiles.tsv');
