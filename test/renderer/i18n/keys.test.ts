import { describe, expect, it } from 'vitest';
import { tileDescriptionKey } from '../../../src/renderer/src/components/names';
import { cs } from '../../../src/renderer/src/i18n/cs';
import { de } from '../../../src/renderer/src/i18n/de';
import { type Dictionary, en, type Key } from '../../../src/renderer/src/i18n/en';
import { LANGUAGES, type Language, PLURAL_FORMS } from '../../../src/renderer/src/i18n/index';
import { pl } from '../../../src/renderer/src/i18n/pl';
import { ro } from '../../../src/renderer/src/i18n/ro';
import { tileTypes } from '../../../src/shared/tiles/catalog';

const DICTIONARIES: Record<Language, Dictionary> = { en, pl, cs, ro, de };
const keys = Object.keys(en) as Key[];

/** The `{placeholders}` of a message, sorted, each once. */
const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))].sort();

describe('dictionaries', () => {
  it('list every language of the picker', () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const lang of LANGUAGES) {
    const dict = DICTIONARIES[lang];
    describe(lang, () => {
      it('has every key of English, non-empty, and no other', () => {
        const missing = keys.filter((key) => typeof dict[key] !== 'string' || dict[key] === '');
        expect(missing).toEqual([]);
        const extra = Object.keys(dict).filter((key) => !(key in en));
        expect(extra).toEqual([]);
      });

      it('keeps the placeholders of English in every message', () => {
        const wrong = keys.filter(
          (key) => placeholders(dict[key]).join() !== placeholders(en[key]).join(),
        );
        expect(wrong.map((key) => `${key}: ${dict[key]}`)).toEqual([]);
      });

      it('gives each plural message the forms of the language, and others none', () => {
        const forms = PLURAL_FORMS[lang].length;
        const wrong = keys.filter((key) => {
          const plural = en[key].includes('|');
          const parts = dict[key].split('|');
          return plural
            ? parts.length !== forms || parts.some((p) => p === '')
            : parts.length !== 1;
        });
        expect(wrong.map((key) => `${key}: ${dict[key]}`)).toEqual([]);
      });

      it('names the twelve months', () => {
        expect(dict['date.months'].split(' ')).toHaveLength(12);
      });
    });
  }

  it('describes every tile of the catalog, in English as the catalog does', () => {
    for (const tile of tileTypes) {
      const key = tileDescriptionKey(tile.id) ?? 'missing';
      expect(key in en, key).toBe(true);
      const catalog = (tile.description.split(';')[0] ?? '')
        .replace(/\s*\(geometry not recorded here\)/, '')
        .trim();
      expect(en[key as Key]).toBe(catalog);
    }
  });
});

describe('meeple names in Polish and Czech', () => {
  // Their meeple names are accusative ("rycerza w mieście 2"): one at the head of a sentence
  // reads as broken grammar ("rycerza …: nie ma go na planszy"), so no message starts with one.
  for (const [lang, dict] of [
    ['pl', pl],
    ['cs', cs],
  ] as const) {
    it(`${lang}: no message opens with a meeple's name`, () => {
      // The keys that build the name itself, and the bare name, are not sentences.
      const sentences = keys.filter(
        (key) => !/^(where|names)\./.test(key) && dict[key] !== '{meeple}',
      );
      const opening = sentences.filter((key) => /^\{(meeple|where)\}/.test(dict[key]));
      expect(opening.map((key) => `${key}: ${dict[key]}`)).toEqual([]);
    });
  }
});
