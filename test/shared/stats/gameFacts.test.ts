import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { POINTS_CATEGORIES } from '../../../src/shared/game/results';
import { replayRecord } from '../../../src/shared/record/replay';
import {
  COUNTER_KEYS,
  type Counters,
  emptyCounters,
  factsFromReplay,
  type GameFacts,
  gameFacts,
  parseTimestamp,
} from '../../../src/shared/stats/gameFacts';
import { isRevoltTile, tileType } from '../../../src/shared/tiles/catalog';
import { everyExpansionGame, tiedGame, unfinishedGame } from './fixtures';

function factsOf(record: unknown): GameFacts {
  const outcome = gameFacts(record);
  if (!outcome.ok) expect.fail(`expected a valid record, got ${outcome.error}`);
  return outcome.facts;
}

const playerOf = (facts: GameFacts, id: string) => {
  const found = facts.players.find((p) => p.id === id);
  if (!found) expect.fail(`no player ${id}`);
  return found;
};

const counters = (changes: Partial<Counters>): Counters => ({ ...emptyCounters(), ...changes });

describe('the facts of one game (every expansion, worked out by hand in fixtures.ts)', () => {
  const facts = factsOf(everyExpansionGame);
  const ana = playerOf(facts, 'ana');
  const ben = playerOf(facts, 'ben');
  const cleo = playerOf(facts, 'cleo');

  it('final scores, ranks and the winner', () => {
    expect(facts.status).toBe('finished');
    expect(facts.finished).toBe(true);
    expect(facts.players.map((p) => [p.id, p.score, p.rank, p.won])).toEqual([
      ['ana', 2, 2, false],
      ['ben', -2, 3, false],
      ['cleo', 3, 1, true],
    ]);
    expect(facts.players.map((p) => p.seat)).toEqual([0, 1, 2]);
    expect(ana.entry).toEqual({ id: 'ana', name: 'Ana', color: 'red' });
  });

  it('points by category: protection −4, open arrow +2, protected meeple in a revolt +2, final road', () => {
    expect(ana.byCategory).toMatchObject({ road: 2, revolt: 2, protection: -4, arrow: 2, city: 0 });
    expect(ben.byCategory).toMatchObject({ protection: -2, road: 0 });
    expect(cleo.byCategory).toMatchObject({ road: 3, revolt: 0 });
  });

  it('revolts: the city revolt passes left from Cleo to Ana and takes one meeple; the monastery revolt checks everyone', () => {
    expect(facts.revolts).toEqual([
      {
        turn: 6,
        tile: 'revolt-city',
        symbol: 'city',
        drawer: 'cleo',
        checks: [
          { player: 'cleo', returned: 0, rewarded: 0 },
          { player: 'ana', returned: 1, rewarded: 1 },
        ],
      },
      {
        turn: 9,
        tile: 'revolt-monastery',
        symbol: 'monastery',
        drawer: 'ben',
        checks: [
          { player: 'ben', returned: 0, rewarded: 0 },
          { player: 'cleo', returned: 0, rewarded: 0 },
          { player: 'ana', returned: 0, rewarded: 0 },
        ],
      },
    ]);
  });

  it("every player's counters", () => {
    expect(ana.counters).toEqual(
      counters({
        turnsPlayed: 4,
        extraTurns: 1,
        revoltChecks: 2,
        meeplesLostToRevolts: 1,
        protectedMeeplesRewarded: 1,
        revoltPoints: 2,
        protectionsNew: 1,
        protectionPointsNew: 4,
        openArrows: 1,
        openArrowPoints: 2,
        activatedExtra: 1,
        cropRoundsDeploy: 1,
        cropRemoved: 1,
        cropPasses: 1,
        timedTurns: 4,
        thinkTimeMs: (50 + 30 + 40 + 80) * 1000,
      }),
    );
    expect(ben.counters).toEqual(
      counters({
        turnsPlayed: 3,
        revoltsDrawn: 1,
        revoltChecks: 1,
        protectionsStanding: 1,
        protectionPointsStanding: 2,
        cropRoundsRemove: 1,
        cropRemoved: 1,
        timedTurns: 2,
        thinkTimeMs: (30 + 60) * 1000,
      }),
    );
    expect(cleo.counters).toEqual(
      counters({
        turnsPlayed: 2,
        revoltsDrawn: 1,
        revoltChecks: 2,
        cropDeployed: 1,
        timedTurns: 1,
        thinkTimeMs: 120 * 1000,
      }),
    );
  });

  it('turns: the extra turn is its own turn, think time from the endTurn before the turn to its own, unknown around a missing time', () => {
    expect(facts.turns.map((t) => [t.number, t.player, t.extra, t.thinkMs])).toEqual([
      [1, 'ana', false, 50_000],
      [2, 'ben', false, 30_000],
      [3, 'cleo', false, 120_000],
      [4, 'ana', false, 30_000],
      [5, 'ben', false, undefined],
      [6, 'cleo', false, undefined],
      [7, 'ana', false, 40_000],
      [8, 'ana', true, 80_000],
      [9, 'ben', false, 60_000],
    ]);
    expect(facts.turns[5]?.startedAt).toBeUndefined();
    expect(facts.turns[7]?.startedAt).toBe('2026-03-14T20:06:40Z');
    expect([ana.longestTurnMs, ben.longestTurnMs, cleo.longestTurnMs]).toEqual([
      80_000, 60_000, 120_000,
    ]);
    expect(facts.startedAt).toBe('2026-03-14T20:00:00Z');
    expect(facts.endedAt).toBe('2026-03-14T20:10:00Z');
  });

  it('factsFromReplay gives the same facts from a replay the caller already has', () => {
    const outcome = replayRecord(everyExpansionGame, { keepHistory: true });
    if (!outcome.ok) expect.fail(outcome.error);
    expect(factsFromReplay(outcome.record, outcome.history ?? [], outcome.snapshot)).toEqual(facts);
  });
});

describe('the facts of other games', () => {
  it('a tie at the top: both players rank 1 and both win', () => {
    const facts = factsOf(tiedGame);
    expect(facts.players.map((p) => [p.name, p.score, p.rank, p.won])).toEqual([
      ['ana', 4, 1, true],
      ['BEN ', 4, 1, true],
    ]);
    expect(facts.players[0]?.byCategory.city).toBe(4);
    expect(facts.players[1]?.byCategory.road).toBe(4);
    expect(facts.turns.every((t) => t.thinkMs === undefined)).toBe(true);
    expect(facts.startedAt).toBeUndefined();
    expect(facts.players[0]?.longestTurnMs).toBeNull();
  });

  it('a game still being played: facts so far, the current turn not timed', () => {
    const facts = factsOf(unfinishedGame);
    expect(facts.status).toBe('playing');
    expect(facts.finished).toBe(false);
    expect(facts.players.map((p) => [p.id, p.score, p.rank])).toEqual([
      ['ana', -4, 2],
      ['ben', 0, 1],
    ]);
    expect(facts.players[0]?.counters).toMatchObject({
      protectionsNew: 1,
      protectionPointsNew: 4,
      timedTurns: 1,
      thinkTimeMs: 40_000,
    });
    expect(facts.turns.map((t) => t.thinkMs)).toEqual([40_000, undefined]);
  });

  it('a game with no events', () => {
    const facts = factsOf({ ...tiedGame, events: [] });
    expect(facts.status).toBe('playing');
    expect(facts.turns).toEqual([]);
    expect(facts.players.map((p) => [p.score, p.rank])).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });

  it('an invalid record gives the replay error', () => {
    const outcome = gameFacts({ ...tiedGame, events: [{ type: 'place' }] });
    expect(outcome).toEqual({ ok: false, error: expect.stringMatching(/^event 0: /) });
    expect(gameFacts({ format: 'nope' })).toMatchObject({ ok: false });
  });

  it('a revolt tile discarded and another drawn in the same turn: two revolts, each counted once', () => {
    const facts = factsOf({
      format: 'meeple-ledger/record@1',
      players: [
        { id: 'ana', name: 'Ana', color: 'red' },
        { id: 'ben', name: 'Ben', color: 'blue' },
      ],
      options: { expansions: ['peasant-revolts'] },
      events: [
        { type: 'draw', tile: 'U' },
        { type: 'place' },
        { type: 'deploy', meeple: 'a1', feature: 'r1', kind: 'road' },
        { type: 'endTurn' },
        // Ben: two road revolts, each passing left to Ana; the first takes a1, the second
        // finds nothing and has checked everyone.
        { type: 'draw', tile: 'revolt-road' },
        { type: 'discard' },
        { type: 'draw', tile: 'revolt-road' },
        { type: 'place' },
        { type: 'endTurn' },
      ],
    });
    expect(facts.revolts.map((r) => r.checks)).toEqual([
      [
        { player: 'ben', returned: 0, rewarded: 0 },
        { player: 'ana', returned: 1, rewarded: 0 },
      ],
      [
        { player: 'ben', returned: 0, rewarded: 0 },
        { player: 'ana', returned: 0, rewarded: 0 },
      ],
    ]);
    expect(facts.players.map((p) => p.counters.meeplesLostToRevolts)).toEqual([1, 0]);
    expect(facts.players.map((p) => p.counters.revoltChecks)).toEqual([2, 2]);
    expect(facts.players.map((p) => p.counters.revoltsDrawn)).toEqual([0, 2]);
  });

  it('arrows activated by kind: add and anywhere; an add arrow with nothing to add beside counts too (A6)', () => {
    const facts = factsOf({
      format: 'meeple-ledger/record@1',
      players: [
        { id: 'ana', name: 'Ana', color: 'red' },
        { id: 'ben', name: 'Ben', color: 'blue' },
      ],
      options: { expansions: ['anniversary'] },
      events: [
        { type: 'draw', tile: 'E' },
        { type: 'place' },
        { type: 'deploy', meeple: 'a1', feature: 'C1', kind: 'city' },
        { type: 'endTurn' },
        // Ben has no meeple on the board: his add arrow adds nothing, but it is activated.
        { type: 'draw', tile: 'arrow-add' },
        { type: 'place', ownArrow: 'neighbour', activate: 'own' },
        { type: 'endTurn' },
        { type: 'draw', tile: 'arrow-add' },
        { type: 'place', ownArrow: 'neighbour', activate: 'own' },
        { type: 'endTurn' },
        { type: 'draw', tile: 'arrow-anywhere' },
        { type: 'place', ownArrow: 'open' },
        { type: 'endTurn' },
        { type: 'draw', tile: 'U' },
        { type: 'place', activate: 'anywhere' },
        { type: 'endTurn' },
      ],
    });
    expect(
      facts.players.map((p) => [p.counters.activatedAdd, p.counters.activatedAnywhere]),
    ).toEqual([
      [1, 1],
      [1, 0],
    ]);
    expect(facts.players.map((p) => p.counters.openArrowPoints)).toEqual([0, 2]);
  });

  it("an own add arrow activated 'at a tile already there' counts when its meeples already stand as a pair (A3, A6)", () => {
    const facts = factsOf({
      format: 'meeple-ledger/record@1',
      players: [
        { id: 'ana', name: 'Ana', color: 'red' },
        { id: 'ben', name: 'Ben', color: 'blue' },
      ],
      options: { expansions: ['anniversary'] },
      events: [
        { type: 'draw', tile: 'U' },
        { type: 'place' },
        { type: 'endTurn' },
        { type: 'draw', tile: 'E' },
        { type: 'place' },
        { type: 'deploy', meeple: 'b1', feature: 'c1', kind: 'city' },
        { type: 'endTurn' },
        { type: 'draw', tile: 'U' },
        { type: 'place' },
        { type: 'endTurn' },
        // Ben's own add arrow: b2 joins b1.
        { type: 'draw', tile: 'arrow-add' },
        { type: 'place', ownArrow: 'neighbour', activate: 'own' },
        { type: 'deploy', meeple: 'b2', via: 'add', beside: 'b1' },
        { type: 'endTurn' },
        { type: 'draw', tile: 'U' },
        { type: 'place' },
        { type: 'endTurn' },
        // Again: b1 and b2 take no third (Ruling 3), but the history says he activated it.
        { type: 'draw', tile: 'arrow-add' },
        { type: 'place', ownArrow: 'neighbour', activate: 'own' },
        { type: 'endTurn' },
      ],
    });
    expect(facts.players.map((p) => p.counters.activatedAdd)).toEqual([0, 2]);
    expect(facts.players.map((p) => p.counters.openArrowPoints)).toEqual([0, 0]);
  });
});

describe('timestamps', () => {
  it('reads ISO 8601 date and time, with or without an offset or seconds', () => {
    expect(parseTimestamp('2026-03-14T20:00:00Z')).toBe(Date.UTC(2026, 2, 14, 20, 0, 0));
    expect(parseTimestamp('2026-03-14T20:00:00.250Z')).toBe(Date.UTC(2026, 2, 14, 20, 0, 0, 250));
    expect(parseTimestamp('2026-03-14T21:00:00+01:00')).toBe(Date.UTC(2026, 2, 14, 20, 0, 0));
    expect(parseTimestamp('2026-03-14T20:00Z')).toBe(Date.UTC(2026, 2, 14, 20, 0, 0));
    expect(parseTimestamp('2026-03-14T20:00:00')).toEqual(expect.any(Number));
  });

  it('ignores what is missing or not a date and time', () => {
    for (const bad of [
      undefined,
      '',
      'half past eight',
      '2026-03-14',
      '2026-02-30T10:00:00Z',
      '2026-03-14T24:30:00Z',
      '2026-03-14T20:61:00Z',
      'Sat, 14 Mar 2026 20:00:00 GMT',
      '1773518400000',
    ]) {
      expect(parseTimestamp(bad), String(bad)).toBeUndefined();
    }
  });
});

const RECORDS = fileURLToPath(new URL('../../fixtures/records', import.meta.url));
const recordFiles = existsSync(RECORDS)
  ? readdirSync(RECORDS).filter((f) => f.endsWith('.json') && !f.startsWith('invalid-'))
  : [];

describe.skipIf(recordFiles.length === 0)('smoke test on the example records', () => {
  it.each(recordFiles)('%s: the facts agree with the record and the scores', (file) => {
    const record = JSON.parse(readFileSync(`${RECORDS}/${file}`, 'utf8')) as {
      events: { type: string; tile?: string; player?: string; choice?: string }[];
    };
    const facts = factsOf(record);
    const events = record.events;
    const count = (type: string, player?: string) =>
      events.filter((e) => e.type === type && (player === undefined || e.player === player)).length;
    const sum = (key: keyof Counters) =>
      facts.players.reduce((total, p) => total + p.counters[key], 0);

    for (const p of facts.players) {
      const total = POINTS_CATEGORIES.reduce((s, c) => s + p.byCategory[c], 0);
      expect(total, p.id).toBe(p.score);
      expect(p.counters.revoltPoints).toBe(p.byCategory.revolt);
      expect(p.counters.revoltPoints).toBe(2 * p.counters.protectedMeeplesRewarded);
      expect(p.counters.openArrowPoints).toBe(p.byCategory.arrow);
      expect(p.counters.openArrowPoints).toBe(2 * p.counters.openArrows);
      expect(p.counters.protectionPointsNew).toBe(4 * p.counters.protectionsNew);
      expect(p.counters.protectionPointsStanding).toBe(2 * p.counters.protectionsStanding);
      expect(
        p.counters.protectionPointsNew +
          p.counters.protectionPointsStanding +
          p.byCategory.protection,
      ).toBe(0);
      expect(p.counters.cropDeployed).toBe(count('cropDeploy', p.id));
      expect(p.counters.cropRemoved).toBe(count('cropRemove', p.id));
      expect(p.counters.cropPasses).toBe(count('cropPass', p.id));
      expect(p.won).toBe(p.rank === 1);
      for (const key of COUNTER_KEYS) expect(p.counters[key], key).toBeGreaterThanOrEqual(0);
    }
    const revoltDraws = events.filter((e) => {
      const tile = e.type === 'draw' ? tileType(e.tile ?? '') : undefined;
      return tile !== undefined && isRevoltTile(tile);
    }).length;
    expect(facts.revolts).toHaveLength(revoltDraws);
    expect(sum('revoltsDrawn')).toBe(revoltDraws);
    expect(sum('meeplesLostToRevolts')).toBe(
      facts.revolts.reduce((s, r) => s + r.checks.reduce((t, c) => t + c.returned, 0), 0),
    );
    expect(sum('cropRoundsDeploy') + sum('cropRoundsRemove')).toBe(count('cropCircle'));
    expect(sum('turnsPlayed')).toBe(facts.turns.length);
    expect(sum('extraTurns')).toBe(facts.turns.filter((t) => t.extra).length);
    const top = Math.max(...facts.players.map((p) => p.score));
    expect(facts.players.filter((p) => p.score === top).every((p) => p.rank === 1)).toBe(true);
    if (file === 'extra-turn.json') expect(sum('extraTurns')).toBeGreaterThan(0);
  });
});
