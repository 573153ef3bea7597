import { afterEach, describe, expect, it } from 'vitest';
import {
  distinctByLabel,
  featureList,
  namesFor,
  tileDescription,
  tileLabel,
  tileName,
} from '../../../src/renderer/src/components/names';
import { setLanguage } from '../../../src/renderer/src/i18n';
import type { Feature, GameContext, Meeple } from '../../../src/shared/game/gameContext';
import { tileTypes } from '../../../src/shared/tiles/catalog';

afterEach(async () => {
  await setLanguage('en');
});

const players = [
  { id: 'zq9x', name: 'Ana', color: 'red', score: 0, supply: 7, abbot: 'none' },
  { id: 'p-2', name: 'Ben', color: 'blue', score: 0, supply: 7, abbot: 'none' },
] as GameContext['players'];

/** A game whose record used odd ids: features in this order of first appearance. */
function game(ids: readonly [string, Feature['kind']][], meeples: Meeple[] = []) {
  const features = new Map<string, Feature>(
    ids.map(([id, kind]) => [id, { kind, status: 'open' }]),
  );
  return { players, features, meeples };
}

const meeple = (id: string, player: string, feature: string, kind: Meeple['kind'], extra = {}) =>
  ({ id, player, feature, kind, protected: false, abbot: false, ...extra }) as Meeple;

describe('names of features', () => {
  it('numbers features per kind in the order they first appear, whatever their ids', () => {
    const names = namesFor(
      game([
        ['zq9x', 'city'],
        ['f3', 'road'],
        ['C9', 'city'],
        ['a', 'field'],
      ]),
    );
    expect(names.feature('zq9x')).toBe('City 1');
    expect(names.feature('f3')).toBe('Road 1');
    expect(names.feature('C9')).toBe('City 2');
    expect(names.featureInText('a')).toBe('field 1');
    expect(names.featureNumber('C9')).toBe('2');
  });

  it('gives a feature not yet in the game the next number of its kind, and no id', () => {
    const names = namesFor(game([['x', 'city']]));
    expect(names.feature('brand-new', 'city')).toBe('City 2');
    expect(names.feature('brand-new')).toBe('That feature');
    expect(names.featureInText('nope')).toBe('that feature');
  });

  it('sorts in natural order: City 2 before City 10, cities before roads', () => {
    const ids: [string, Feature['kind']][] = [['r', 'road']];
    for (let i = 1; i <= 11; i++) ids.push([`c${i}`, 'city']);
    const names = namesFor(game(ids));
    const sorted = ['c10', 'r', 'c2', 'c1', 'c11'].sort(names.compareFeatures);
    expect(sorted.map((id) => names.feature(id))).toEqual([
      'City 1',
      'City 2',
      'City 10',
      'City 11',
      'Road 1',
    ]);
  });

  it('lists features in words', () => {
    const names = namesFor(
      game([
        ['k', 'city'],
        ['l', 'city'],
      ]),
    );
    expect(featureList(names, ['k', 'l'])).toBe('city 1 and city 2');
  });
});

describe('names of meeples', () => {
  const thief = meeple('m12', 'zq9x', 'f3', 'road');
  const lying = meeple('m13', 'p-2', 'q', 'city', { protected: true });
  const abbot = meeple('m14', 'zq9x', 'g', 'garden', { abbot: true });
  const names = namesFor(
    game(
      [
        ['f3', 'road'],
        ['q', 'city'],
        ['g', 'garden'],
      ],
      [thief, lying, abbot],
    ),
  );

  it('tells a meeple by owner and place', () => {
    expect(names.meeple(thief)).toBe("Ana's thief on road 1");
    expect(names.meepleWhere(lying)).toBe('knight on city 1 (lying, protected)');
    expect(names.meeple(abbot)).toBe("Ana's abbot on garden 1");
    expect(names.meepleById('m12')).toBe("Ana's thief on road 1");
    expect(names.meepleById('m99')).toBe('that meeple');
    expect(names.player('nobody')).toBe('a player');
  });

  it('says it in the current language', async () => {
    await setLanguage('de');
    expect(names.meeple(thief)).toBe('Wegelagerer auf Straße 1 (Ana)');
    expect(names.feature('q')).toBe('Stadt 1');
  });

  it('keeps one of two choices that would read the same', () => {
    const two = [meeple('a', 'zq9x', 'f3', 'road'), meeple('b', 'zq9x', 'f3', 'road'), thief];
    expect(distinctByLabel(two, (m) => names.meepleWhere(m)).map((m) => m.id)).toEqual(['a']);
  });
});

describe('names of tiles', () => {
  it('names every tile without its catalog id', () => {
    for (const tile of tileTypes) {
      const name = tileName(tile.id);
      if (tile.set !== 'base') expect(name).not.toContain(tile.id);
      expect(tileLabel(tile.id)).not.toMatch(/revolt-|arrow-|crop\d/);
    }
    expect(tileName('Vg')).toBe('V + garden');
    expect(tileName('arrow-extra')).toBe('Arrow extra');
    expect(tileLabel('arrow-extra')).toBe('Tile Arrow extra: extra turn');
    expect(tileName('no-such')).toBe('unknown tile');
  });
});

describe('descriptions of tiles', () => {
  it('says the pennant (tiles.tsv), so no two base tiles of different looks read alike', () => {
    for (const tile of tileTypes)
      expect(tileDescription(tile.id).includes('pennant')).toBe((tile.pennants ?? 0) > 0);
    expect(tileDescription('F')).toBe('city across two opposite sides (connected), with a pennant');
    expect(tileDescription('G')).toBe('city across two opposite sides (connected)');
    const base = tileTypes.filter((tile) => tile.set === 'base' && !tile.id.endsWith('g'));
    const seen = new Map<string, string>();
    for (const tile of base) {
      const words = tileDescription(tile.id);
      const looks = `${tile.edges}|${(tile.pennants ?? 0) > 0}`;
      const other = seen.get(words);
      if (other !== undefined) expect(`${words}: ${looks}`).toBe(`${words}: ${other}`);
      seen.set(words, looks);
    }
  });

  it("says it in the reader's language", async () => {
    await setLanguage('de');
    expect(tileDescription('M')).toBe('Stadt an zwei benachbarten Seiten (verbunden), mit Wappen');
  });

  it('says a name that tells it all once, in every language (not "Šipka: tah navíc: tah navíc")', async () => {
    await setLanguage('cs');
    expect(tileLabel('arrow-extra')).toBe('Kartička Šipka: tah navíc');
    expect(tileLabel('arrow-add')).toBe(
      'Kartička Šipka: přidat: přidej druhého družiníka vedle jednoho ze svých',
    );
    for (const language of ['de', 'cs', 'pl', 'ro'] as const) {
      await setLanguage(language);
      for (const tile of tileTypes.filter((type) => type.set !== 'base')) {
        const label = tileLabel(tile.id).toLowerCase();
        const name = tileName(tile.id).toLowerCase();
        expect(label.split(name).length - 1, `${language} ${tile.id}: ${label}`).toBe(1);
      }
    }
  });
});

describe('names of a game that changes in place', () => {
  it('follow the game as it stands, not as it stood when first asked', () => {
    const features = new Map<string, Feature>();
    const live = { players, features, meeples: [] as Meeple[] };
    expect(namesFor(live).feature('a', 'city')).toBe('City 1');
    live.features = new Map([['a', { kind: 'city', status: 'open' }]]);
    expect(namesFor(live).feature('b', 'city')).toBe('City 2');
    expect(namesFor(live).feature('a')).toBe('City 1');
  });

  it('tell a meeple as it lay in each state: laying one down changes no feature (R7)', () => {
    const features = new Map<string, Feature>([['q', { kind: 'city', status: 'open' }]]);
    const standing = meeple('m1', 'zq9x', 'q', 'city');
    const after = { players, features, meeples: [{ ...standing, protected: true }] };
    const before = { players, features, meeples: [standing] };
    expect(namesFor(after).meepleById('m1')).toBe("Ana's knight on city 1 (lying, protected)");
    expect(namesFor(before).meepleById('m1')).toBe("Ana's knight on city 1");
  });
});
