/**
 * Writes the example records of test/fixtures/records/ (run: `npx tsx test/support/writeFixtures.ts`).
 *
 * - full-game-every-expansion.json: a whole 4-player game with every expansion, made by the
 *   random game generator from a fixed seed (also the benchmark's game). It is kept as written
 *   by the generator of its day, an old record that must go on replaying: it is rewritten only
 *   with `--full` (the generator has changed since: spent arrows, house rules, Ruling 9);
 * - base-game-short.json, extra-turn.json: short hand-written games;
 * - invalid-*.json: records with one fault each, and beside each the line `replay` must print
 *   on standard error (`.expected`), written here by hand from the record spec.
 *
 * The script checks every record against the engine and exits 1 if one does not behave as
 * written here, so a regenerated fixture never silently changes meaning.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { statusOf } from '../../src/shared/game/gameSnapshot';
import { replayRecord } from '../../src/shared/record/replay';
import { RECORD_FORMAT } from '../../src/shared/record/schema';
import { randomGame } from './randomGame';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURE_DIR = join(ROOT, 'test/fixtures/records');

/** The seed of full-game-every-expansion.json: 4 players, 106 turns, 512 events, every kind of event but endGame. */
export const FULL_GAME_SEED = 322;

type Json = Record<string, unknown>;

const players = (...names: string[]) =>
  names.map((name, i) => ({
    id: name.toLowerCase(),
    name,
    color: ['red', 'blue', 'green', 'yellow'][i] ?? 'grey',
  }));

const header = (expansions: string[], ...names: string[]) => ({
  format: RECORD_FORMAT,
  players: players(...names),
  options: { edition: 'C3', expansions },
});

/** One event a line: readable, and a changed event is a one-line diff. */
export function formatRecord(record: Json): string {
  const { events, ...rest } = record as { events?: unknown[] };
  const head = JSON.stringify(rest, null, 2).replace(/\n}$/, '');
  if (!Array.isArray(events)) return `${JSON.stringify(record, null, 2)}\n`;
  const lines = events.map(
    (e) =>
      `    ${JSON.stringify(e).replace(/":/g, '": ').replace(/,"/g, ', "').replace(/^\{/, '{ ').replace(/\}$/, ' }')}`,
  );
  const list = lines.length === 0 ? '[]' : `[\n${lines.join(',\n')}\n  ]`;
  return `${head},\n  "events": ${list}\n}\n`;
}

const turn = (...events: Json[]): Json[] => events;
const draw = (tile: string) => ({ type: 'draw', tile });
const place = (extra: Json = {}) => ({ type: 'place', ...extra });
const endTurn = { type: 'endTurn' };

/** Two players, base game only: cities, roads, a monastery, a farmer, a discard, a merge and a shared road. */
export const baseGameShort = {
  ...header([], 'Ana', 'Ben'),
  events: [
    ...turn(
      draw('E'),
      place(),
      { type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city' },
      endTurn,
    ),
    ...turn(
      draw('U'),
      place(),
      { type: 'deploy', meeple: 'b1', feature: 'r1', kind: 'road' },
      endTurn,
    ),
    ...turn(draw('E'), place(), { type: 'score', feature: 'c1', tiles: 2, pennants: 0 }, endTurn),
    ...turn(
      draw('B'),
      place(),
      { type: 'deploy', meeple: 'b2', feature: 'm1', kind: 'monastery' },
      endTurn,
    ),
    ...turn(
      draw('V'),
      place(),
      { type: 'deploy', meeple: 'a2', feature: 'fa1', kind: 'field' },
      endTurn,
    ),
    ...turn(draw('U'), place(), { type: 'score', feature: 'r1', tiles: 3 }, endTurn),
    ...turn(
      draw('L'),
      { type: 'discard' },
      draw('J'),
      place(),
      { type: 'deploy', meeple: 'a3', feature: 'r2', kind: 'road' },
      endTurn,
    ),
    ...turn(
      draw('D'),
      place(),
      { type: 'deploy', meeple: 'b3', feature: 'r3', kind: 'road' },
      { type: 'merge', features: ['r2', 'r3'] },
      endTurn,
    ),
    ...turn(draw('U'), place(), { type: 'score', feature: 'r2', tiles: 5 }, endTurn),
  ],
};

/**
 * Three players, the 20th Anniversary Expansion (A8): Ana's own extra-turn arrow gives her an
 * extra turn, where a second one does nothing; Ben leaves an extra arrow open (+2, A2) and
 * Cleo, placing a tile on its square, activates it (A4) and plays twice.
 */
export const extraTurn = {
  ...header(['anniversary'], 'Ana', 'Ben', 'Cleo'),
  events: [
    ...turn(
      draw('arrow-extra'),
      place({ ownArrow: 'neighbour', activate: 'own' }),
      { type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city' },
      endTurn,
    ),
    ...turn(draw('arrow-extra'), place({ ownArrow: 'neighbour', activate: 'own' }), endTurn),
    ...turn(draw('arrow-extra'), place({ ownArrow: 'open' }), endTurn),
    ...turn(
      draw('U'),
      place({ activate: 'extra' }),
      { type: 'deploy', meeple: 'k1', feature: 'r1', kind: 'road' },
      endTurn,
    ),
    ...turn(draw('K'), place(), endTurn),
  ],
};

interface InvalidFixture {
  name: string;
  record: unknown;
  /** The one line on standard error, as the record spec asks for it. */
  expected: string;
}

const base2 = header([], 'Ana', 'Ben');

export const invalidFixtures: InvalidFixture[] = [
  {
    name: 'invalid-format',
    record: { ...base2, format: 'meeple-ledger/record@2', events: [] },
    expected: 'record: format must be "meeple-ledger/record@1"',
  },
  {
    name: 'invalid-unknown-tile',
    record: { ...base2, events: [draw('Z9')] },
    expected: 'event 0: unknown tile "Z9"',
  },
  {
    name: 'invalid-no-tile-left',
    // C3 has one C tile (the four-sided city).
    record: { ...base2, events: [...turn(draw('C'), place(), endTurn), draw('C')] },
    expected: 'event 3: no C tile is left in the deck',
  },
  {
    name: 'invalid-out-of-phase',
    record: {
      ...base2,
      events: [draw('U'), { type: 'deploy', meeple: 'a1', feature: 'r1', kind: 'road' }],
    },
    expected:
      'event 1: deploy is out of its phase: the game is at tile drawn and expects place or discard',
  },
  {
    name: 'invalid-meeple-not-there',
    record: {
      ...header(['peasant-revolts'], 'Ana', 'Ben'),
      events: [draw('U'), place(), { type: 'protect', meeple: 'a9' }],
    },
    expected: 'event 2: meeple a9 is not on the board',
  },
  {
    name: 'invalid-no-supply',
    // Ana places a meeple on each of her turns: the 8th has none left (B1).
    record: {
      ...base2,
      events: Array.from({ length: 8 }, (_, i) => [
        ...turn(
          draw(i % 2 ? 'V' : 'U'),
          place(),
          { type: 'deploy', meeple: `a${i + 1}`, feature: `r${i + 1}`, kind: 'road' },
          endTurn,
        ),
        ...turn(draw(['L', 'K', 'J'][i % 3] as string), place(), endTurn),
      ]).flat(),
    },
    expected: 'event 51: not enough supply: ana has no meeple left',
  },
  {
    name: 'invalid-crop-out-of-turn',
    // Cleo's crop circle round starts on her left: Ana first, then Ben (C3).
    record: {
      ...header(['crop-circles-1'], 'Ana', 'Ben', 'Cleo'),
      events: [
        ...turn(
          draw('U'),
          place(),
          { type: 'deploy', meeple: 'a1', feature: 'r1', kind: 'road' },
          endTurn,
        ),
        ...turn(
          draw('U'),
          place(),
          { type: 'deploy', meeple: 'b1', feature: 'r2', kind: 'road' },
          endTurn,
        ),
        draw('crop1-thief'),
        place(),
        { type: 'cropCircle', choice: 'deploy' },
        { type: 'cropDeploy', player: 'ben', meeple: 'b2', beside: 'b1' },
      ],
    },
    expected: "event 11: it is ana's move in the crop circle round, not ben's (C3)",
  },
  {
    name: 'invalid-protected-farmer',
    record: {
      ...header(['peasant-revolts'], 'Ana', 'Ben'),
      events: [
        draw('V'),
        place(),
        { type: 'deploy', meeple: 'a1', feature: 'f1', kind: 'field', protect: true },
      ],
    },
    expected: 'event 2: farmers cannot be protected (R8)',
  },
  {
    name: 'invalid-third-add',
    // Ana adds a2 beside a1 through an add arrow; a second add beside a1 would make a third (A6).
    record: {
      ...header(['anniversary'], 'Ana', 'Ben'),
      events: [
        ...turn(
          draw('U'),
          place(),
          { type: 'deploy', meeple: 'a1', feature: 'r1', kind: 'road' },
          endTurn,
        ),
        ...turn(draw('arrow-add'), place({ ownArrow: 'open' }), endTurn),
        ...turn(
          draw('U'),
          place({ activate: 'add' }),
          { type: 'deploy', via: 'add', meeple: 'a2', beside: 'a1' },
          endTurn,
        ),
        ...turn(draw('arrow-add'), place({ ownArrow: 'open' }), endTurn),
        ...turn(
          draw('U'),
          place({ activate: 'add' }),
          { type: 'deploy', via: 'add', meeple: 'a3', beside: 'a1' },
          endTurn,
        ),
      ],
    },
    expected:
      'event 16: meeple a1 already stands beside another: an arrow never adds a third (A6, Ruling 3)',
  },
  {
    name: 'invalid-ruling-3-crop-pair',
    // Accepted before Ruling 3 was read to the letter: a1 stands beside a2 since a crop circle.
    record: {
      ...header(['anniversary', 'crop-circles-1'], 'Ana', 'Ben'),
      events: [
        ...turn(draw('E'), place(), { type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city' }),
        endTurn,
        ...turn(draw('arrow-add'), place({ ownArrow: 'open' }), endTurn),
        draw('crop1-knight'),
        place(),
        { type: 'cropCircle', choice: 'deploy' },
        { type: 'cropDeploy', player: 'ana', meeple: 'a2', beside: 'a1' },
        endTurn,
        ...turn(draw('U'), place(), endTurn),
        draw('U'),
        place({ activate: 'add' }),
        { type: 'deploy', via: 'add', meeple: 'a3', beside: 'a1' },
      ],
    },
    expected:
      'event 17: meeple a1 already stands beside another: an arrow never adds a third (A6, Ruling 3)',
  },
  {
    name: 'invalid-ruling-9-protect',
    // Accepted before Ruling 9: a protected meeple in a game without The Peasant Revolts.
    record: {
      ...base2,
      events: [
        draw('E'),
        place(),
        { type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city', protect: true },
      ],
    },
    expected: 'event 2: protection exists only in a game with The Peasant Revolts (Ruling 9)',
  },
  {
    name: 'invalid-spent',
    // One open extra arrow on the board; the place spends two (A5).
    record: {
      ...header(['anniversary'], 'Ana', 'Ben'),
      events: [
        ...turn(draw('arrow-add'), place({ ownArrow: 'open' }), endTurn),
        ...turn(draw('arrow-extra'), place({ ownArrow: 'open' }), endTurn),
        draw('U'),
        place({ activate: 'add', spent: ['extra', 'extra'] }),
      ],
    },
    expected:
      'event 7: more extra arrows are spent than are open: 1 left once the activated one is closed (A5)',
  },
  {
    name: 'invalid-house-rule',
    record: {
      ...base2,
      options: { edition: 'C3', expansions: [], houseRules: ['double-farmers'] },
      events: [],
    },
    expected: 'record: options.houseRules.0: houseRules are any of cheap-protection, no-aids',
  },
  {
    name: 'invalid-at',
    record: { ...base2, events: [draw('U'), { type: 'place', at: 'half past eight' }] },
    expected:
      'event 1: place: at must be an ISO 8601 date and time with a time zone or Z, at most 40 characters',
  },
];

function main(): number {
  mkdirSync(FIXTURE_DIR, { recursive: true });
  const problems: string[] = [];
  const write = (name: string, text: string) => writeFileSync(join(FIXTURE_DIR, name), text);

  const full = randomGame({ seed: FULL_GAME_SEED, players: 4 });
  if (full.refusals.length > 0)
    problems.push(`full game: the engine refused ${full.refusals.length} generated events`);
  if (process.argv.includes('--full'))
    write('full-game-every-expansion.json', formatRecord(full.record as unknown as Json));

  for (const [name, record] of [
    ['base-game-short', baseGameShort],
    ['extra-turn', extraTurn],
  ] as const) {
    write(`${name}.json`, formatRecord(record));
  }
  for (const fixture of invalidFixtures) {
    write(`${fixture.name}.json`, formatRecord(fixture.record as Json));
    write(`${fixture.name}.expected`, `${fixture.expected}\n`);
  }

  // The project's formatter has the last word on layout, so `npm run lint` stays clean.
  execFileSync(join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', FIXTURE_DIR], {
    stdio: 'ignore',
  });

  // Check every record against the engine.
  const fullReplay = replayRecord(
    JSON.parse(readFileSync(join(FIXTURE_DIR, 'full-game-every-expansion.json'), 'utf8')),
  );
  if (!fullReplay.ok || statusOf(fullReplay.snapshot) !== 'finished')
    problems.push('full game: not finished');
  for (const [name, record] of [
    ['base-game-short', baseGameShort],
    ['extra-turn', extraTurn],
  ] as const) {
    const outcome = replayRecord(record);
    if (!outcome.ok) problems.push(`${name}: ${outcome.error}`);
  }
  for (const fixture of invalidFixtures) {
    const outcome = replayRecord(fixture.record);
    const line = outcome.ok ? 'accepted' : outcome.error;
    if (line !== fixture.expected)
      problems.push(`${fixture.name}: expected "${fixture.expected}", got "${line}"`);
  }
  const turns = full.snapshots.at(-1)?.context.turn.number;
  const fullGame = process.argv.includes('--full')
    ? `full game seed ${FULL_GAME_SEED}, ${turns} turns, ${full.record.events.length} events; `
    : '';
  console.log(
    `wrote ${FIXTURE_DIR}: ${fullGame}2 short games; ${invalidFixtures.length} invalid records`,
  );
  for (const problem of problems) console.error(problem);
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
