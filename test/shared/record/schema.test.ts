import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../../src/shared/record/replay';
import {
  EVENT_TYPES,
  isIsoDateTime,
  parseEvent,
  parseHeader,
  RECORD_FORMAT,
} from '../../../src/shared/record/schema';

const ok = (input: unknown) => {
  const result = parseEvent(input);
  expect(result.ok, result.ok ? '' : result.error).toBe(true);
};
const bad = (input: unknown) => {
  const result = parseEvent(input);
  if (result.ok) expect.fail(`expected ${JSON.stringify(input)} to be refused`);
  return result.error;
};

/** One well-formed example of every event type of the spec. */
const EXAMPLES: Record<string, Record<string, unknown>> = {
  draw: { type: 'draw', tile: 'U' },
  discard: { type: 'discard' },
  place: { type: 'place', ownArrow: 'neighbour', activate: 'own' },
  endTurn: { type: 'endTurn' },
  endGame: { type: 'endGame' },
  deploy: {
    type: 'deploy',
    meeple: 'm_1',
    feature: 'F-1',
    kind: 'city',
    via: 'tile',
    protect: true,
    abbot: false,
  },
  protect: { type: 'protect', meeple: 'm1' },
  recall: { type: 'recall', meeple: 'm1', tiles: 9 },
  score: { type: 'score', feature: 'c1', tiles: 3, pennants: 1, points: 8 },
  cropCircle: { type: 'cropCircle', choice: 'remove' },
  cropDeploy: { type: 'cropDeploy', player: 'ana', meeple: 'm2', beside: 'm1', protect: false },
  cropPass: { type: 'cropPass', player: 'ana' },
  cropRemove: { type: 'cropRemove', player: 'ana', meeple: 'm1' },
  merge: { type: 'merge', features: ['c1', 'c2', 'c3'] },
  adjust: { type: 'adjust', player: 'ana', points: -3, note: 'forgot a pennant' },
  returnMeeple: { type: 'returnMeeple', meeple: 'm1' },
  finalScore: { type: 'finalScore', feature: 'f1', cities: 2 },
  finish: { type: 'finish' },
};

describe('event shapes (parseEvent)', () => {
  it('knows exactly the event types of the spec', () => {
    expect([...EVENT_TYPES].sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  it.each(Object.entries(EXAMPLES))(
    'accepts a well-formed %s, with or without "at"',
    (_, event) => {
      ok(event);
      ok({ ...event, at: '2026-11-28T19:02:11Z' });
    },
  );

  it.each(Object.entries(EXAMPLES))('refuses an unknown field on %s and names it', (_, event) => {
    expect(bad({ ...event, colour: 'red' })).toBe(`${event.type}: unknown field colour`);
  });

  it('refuses what is not an event, naming the problem', () => {
    expect(bad('draw')).toBe('an event must be an object');
    expect(bad(null)).toBe('an event must be an object');
    expect(bad([{ type: 'draw' }])).toBe('an event must be an object');
    expect(bad({ tile: 'U' })).toBe('an event needs a type');
    expect(bad({ type: 'shuffle' })).toBe('unknown event type "shuffle"');
  });

  it('refuses missing or mistyped fields', () => {
    // A missing field is named as missing, not as an unknown one.
    expect(bad({ type: 'draw' })).toBe('draw: tile is missing');
    expect(bad({ type: 'protect' })).toBe('protect: meeple is missing');
    expect(bad({ type: 'draw', tile: 7 })).toMatch(/^draw: tile must be a tile id/);
    expect(bad({ type: 'place', ownArrow: 'up' })).toMatch(
      /ownArrow must be "open" or "neighbour"/,
    );
    expect(bad({ type: 'place', activate: 'twice' })).toMatch(/activate must be/);
    expect(bad({ type: 'deploy', meeple: 'm1', kind: 'castle' })).toMatch(
      /kind must be one of city, road, monastery, field, garden/,
    );
    expect(bad({ type: 'deploy', meeple: 'm1', via: 'air' })).toMatch(/via must be/);
    expect(bad({ type: 'deploy', meeple: 'm1', protect: 'yes' })).toMatch(
      /protect must be true or false/,
    );
    expect(bad({ type: 'cropCircle', choice: 'both' })).toMatch(
      /choice must be "deploy" or "remove"/,
    );
    expect(bad({ type: 'cropCircle' })).toBe('cropCircle: choice is missing');
    expect(bad({ type: 'cropDeploy', player: 'ana', meeple: 'm2' })).toBe(
      'cropDeploy: beside is missing',
    );
    expect(bad({ type: 'adjust', player: 'ana', points: 1.5 })).toMatch(
      /points must be a whole number/,
    );
    expect(bad({ type: 'adjust', player: 'ana' })).toBe('adjust: points is missing');
  });

  it('B7, B5: recall and monastery counts are 1 to 9 tiles; counts are whole and not negative', () => {
    expect(bad({ type: 'recall', meeple: 'm1', tiles: 0 })).toMatch(/tiles must be at least 1/);
    expect(bad({ type: 'recall', meeple: 'm1', tiles: 10 })).toMatch(/tiles must be at most 9/);
    expect(bad({ type: 'score', feature: 'c1', tiles: 0 })).toMatch(/tiles must be at least 1/);
    expect(bad({ type: 'score', feature: 'c1', pennants: -1 })).toMatch(
      /pennants must be at least 0/,
    );
    expect(bad({ type: 'finalScore', feature: 'f1', cities: 1.5 })).toMatch(
      /cities must be a whole number/,
    );
    expect(bad({ type: 'score', feature: 'c1', points: -2 })).toMatch(/points must be at least 0/);
  });

  it('ids of meeples and features are 1 to 32 characters of a-z A-Z 0-9 - _', () => {
    ok({ type: 'protect', meeple: 'A'.repeat(32) });
    ok({ type: 'protect', meeple: 'a-Z_9' });
    for (const id of ['', 'x'.repeat(33), 'with space', 'é', 'a.b']) {
      expect(bad({ type: 'protect', meeple: id })).toMatch(
        /^protect: meeple: an id is 1 to 32 characters/,
      );
    }
    expect(bad({ type: 'merge', features: ['c1', 'c 2'] })).toMatch(/an id is 1 to 32 characters/);
    expect(bad({ type: 'cropPass', player: 'Ana' })).toMatch(
      /a player id is 1 to 32 characters of a-z 0-9 -/,
    );
  });

  it('merge takes 2 or more distinct feature ids', () => {
    expect(bad({ type: 'merge', features: ['c1'] })).toMatch(/merge needs 2 or more features/);
    expect(bad({ type: 'merge', features: ['c1', 'c1'] })).toMatch(/a feature is listed twice/);
    expect(bad({ type: 'merge', features: 'c1,c2' })).toMatch(/features must be a list/);
  });
});

const player = (id: string) => ({ id, name: id.toUpperCase(), color: 'red' });
const head = (fields: Record<string, unknown> = {}) => ({
  format: RECORD_FORMAT,
  players: [player('ana'), player('ben')],
  ...fields,
});
const headerError = (input: unknown) => {
  const result = parseHeader(input);
  if (result.ok) expect.fail('expected the header to be refused');
  return result.error;
};

describe('record header (parseHeader)', () => {
  it('reads format, players and options; options default to C3 and no expansions', () => {
    const result = parseHeader(head());
    expect(result.ok && result.value.options).toEqual({ edition: 'C3', expansions: [] });
    const full = parseHeader(
      head({ options: { edition: 'C1', expansions: ['abbot', 'crop-circles-2'] } }),
    );
    expect(full.ok && full.value.options).toEqual({
      edition: 'C1',
      expansions: ['abbot', 'crop-circles-2'],
    });
  });

  it('needs the format string of version 1', () => {
    expect(headerError(head({ format: 'meeple-ledger/record@2' }))).toMatch(
      /format must be "meeple-ledger\/record@1"/,
    );
    expect(headerError({ players: [player('a'), player('b')] })).toBe('format is missing');
    expect(headerError([])).toMatch(/a record must be a JSON object/);
  });

  it('2 to 6 players, in seating order, with unique ids', () => {
    const seats = (n: number) => Array.from({ length: n }, (_, i) => player(`p${i}`));
    for (const n of [2, 3, 6]) expect(parseHeader(head({ players: seats(n) })).ok).toBe(true);
    for (const n of [0, 1, 7])
      expect(headerError(head({ players: seats(n) }))).toMatch(/a game has 2 to 6 players/);
    expect(headerError(head({ players: [player('ana'), player('ana')] }))).toMatch(
      /player ids must be unique/,
    );
    expect(headerError(head({ players: 'ana,ben' }))).toMatch(/players must be a list/);
  });

  it('player ids, names and colours are checked', () => {
    const bad = (p: Record<string, unknown>) => headerError(head({ players: [player('ana'), p] }));
    expect(bad({ ...player('ben'), id: 'Ben' })).toMatch(
      /^players\.1\.id: a player id is 1 to 32 characters/,
    );
    expect(bad({ ...player('ben'), id: 'b'.repeat(33) })).toMatch(/a player id/);
    expect(bad({ ...player('ben'), name: '' })).toMatch(/a player name is 1 to 40 characters/);
    expect(bad({ ...player('ben'), name: 'n'.repeat(41) })).toMatch(
      /a player name is 1 to 40 characters/,
    );
    expect(bad({ id: 'ben', name: 'Ben' })).toBe('players.1.color is missing');
    expect(
      parseHeader(head({ players: [player('ana'), { ...player('b-2'), name: 'B'.repeat(40) }] }))
        .ok,
    ).toBe(true);
  });

  it('options: edition C3 (C2 is the same tiles) or C1; expansions from the list, each once', () => {
    const c2 = parseHeader(head({ options: { edition: 'C2' } }));
    expect(c2.ok && c2.value.options.edition).toBe('C3');
    expect(headerError(head({ options: { edition: 'C4' } }))).toMatch(
      /edition must be "C3", "C2" or "C1"/,
    );
    expect(headerError(head({ options: { expansions: ['river'] } }))).toMatch(
      /expansions are any of peasant-revolts/,
    );
    expect(headerError(head({ options: { expansions: ['abbot', 'abbot'] } }))).toMatch(
      /an expansion is listed twice/,
    );
  });
});

describe('options.houseRules (H1, H2)', () => {
  it('H1, H2: any of cheap-protection and no-aids, each once; absent means none', () => {
    const both = parseHeader(head({ options: { houseRules: ['cheap-protection', 'no-aids'] } }));
    expect(both.ok && both.value.options.houseRules).toEqual(['cheap-protection', 'no-aids']);
    const none = parseHeader(head());
    expect(none.ok && none.value.options.houseRules).toBeUndefined();
  });

  it('an unknown house rule makes the record invalid (record: ...)', () => {
    expect(headerError(head({ options: { houseRules: ['free-farmers'] } }))).toMatch(
      /houseRules are any of cheap-protection, no-aids/,
    );
    expect(headerError(head({ options: { houseRules: ['no-aids', 'no-aids'] } }))).toMatch(
      /a house rule is listed twice/,
    );
    expect(headerError(head({ options: { houseRules: 'no-aids' } }))).toMatch(
      /houseRules must be a list/,
    );
  });
});

describe('the checked form of "at"', () => {
  it.each([
    '2026-12-01T19:04:05.120Z',
    '2026-12-01T19:04:05Z',
    '2026-12-01T19:04Z',
    '2026-12-01T19:04:05+01:00',
    '2026-12-01T19:04:05-0530',
    '2024-02-29T00:00:00Z',
    '2026-12-01T19:04:05.123456789+05:30',
  ])('accepts %s', (at) => {
    expect(isIsoDateTime(at)).toBe(true);
    ok({ type: 'endTurn', at });
  });

  it.each([
    ['no zone', '2026-12-01T19:04:05'],
    ['a date only', '2026-12-01'],
    ['free text', 'yesterday evening'],
    ['31 April', '2026-04-31T10:00:00Z'],
    ['29 February of a common year', '2026-02-29T10:00:00Z'],
    ['month 13', '2026-13-01T10:00:00Z'],
    ['hour 24', '2026-12-01T24:00:00Z'],
    ['minute 60', '2026-12-01T19:60:00Z'],
    ['a zone in hours only', '2026-12-01T19:04:05+01'],
    ['a comma for the fraction', '2026-12-01T19:04:05,5Z'],
    ['a space for T', '2026-12-01 19:04:05Z'],
    ['more than 40 characters', `2026-12-01T19:04:05.${'1'.repeat(20)}Z`],
    ['an empty string', ''],
  ])('refuses %s as an invalid event', (_, at) => {
    expect(isIsoDateTime(at)).toBe(false);
    expect(bad({ type: 'endTurn', at })).toBe(
      'endTurn: at must be an ISO 8601 date and time with a time zone or Z, at most 40 characters',
    );
  });

  it('a bad "at" is reported as event N by replay', () => {
    const outcome = replayRecord({
      ...head(),
      events: [
        { type: 'draw', tile: 'U' },
        { type: 'place', at: '1 Dec 2026' },
      ],
    });
    expect(outcome.ok ? 'accepted' : outcome.error).toMatch(/^event 1: place: .*ISO 8601/);
  });
});
