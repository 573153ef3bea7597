import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayRecord, replayText } from '../../../src/shared/record/replay';
import { type GameSummary, summarize } from '../../../src/shared/record/summary';
import {
  ALL_EXPANSIONS,
  deploy,
  draw,
  type Ev,
  endTurn,
  place,
  record,
  replayError,
  replayOk,
  turn,
} from '../../support/gameScript';
import { EXAMPLE_RECORD } from '../../support/specFiles';
import { expectSpecSummary } from '../../support/specSummary';

const EXAMPLE = EXAMPLE_RECORD;

const two = (events: Ev[], expansions = ALL_EXPANSIONS) =>
  record(['ana', 'ben'], expansions, events);

describe('the spec example (../shared/spec/example.json)', () => {
  const example = existsSync(EXAMPLE)
    ? (JSON.parse(readFileSync(EXAMPLE, 'utf8')) as { record: unknown; summary: GameSummary })
    : { record: {}, summary: {} as GameSummary };

  it('replays to the summary the spec prints', () => {
    expectSpecSummary(replayOk(example.record).summary, example.summary);
  });

  it('replays the same from its JSON text', () => {
    const outcome = replayText(JSON.stringify(example.record));
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expectSpecSummary(summarize(outcome.snapshot), example.summary);
  });

  it('deck odds sum to 1 while tiles remain', () => {
    const total = Object.values(example.summary.deck.next).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 5);
    const mine = Object.values(replayOk(example.record).summary.deck.next).reduce(
      (a, b) => a + b,
      0,
    );
    expect(mine).toBeCloseTo(1, 9);
  });
});

describe('record errors: "record: REASON"', () => {
  const cases: [string, unknown, RegExp][] = [
    ['not an object', [], /^record: a record must be a JSON object$/],
    [
      'wrong format string',
      { ...two([]), format: 'meeple-ledger/record@0' },
      /^record: (format: )?format must be "meeple-ledger\/record@1"$/,
    ],
    ['one player', record(['ana'], []), /^record: players: a game has 2 to 6 players$/],
    [
      'seven players',
      record(['a', 'b', 'c', 'd', 'e', 'f', 'g'], []),
      /^record: players: a game has 2 to 6 players$/,
    ],
    [
      'duplicate player ids',
      record(['ana', 'ana'], []),
      /^record: players: player ids must be unique$/,
    ],
    [
      'a bad player id',
      record(['ana', 'Ben'], []),
      /^record: players\.1\.id: a player id is 1 to 32/,
    ],
    [
      'an unknown expansion',
      { ...two([]), options: { expansions: ['inns'] } },
      /^record: options\.expansions\.0: expansions are any of/,
    ],
    [
      'missing events',
      { format: 'meeple-ledger/record@1', players: two([]).players },
      /^record: events is missing$/,
    ],
    ['events not a list', { ...two([]), events: {} }, /^record: events must be a list$/],
  ];

  it.each(cases)('%s', (_, input, reason) => {
    const outcome = replayRecord(input);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error).toMatch(reason);
      expect(outcome.eventIndex).toBeUndefined();
    }
  });

  it('text that is not JSON', () => {
    const outcome = replayText('{"format": ');
    expect(!outcome.ok && outcome.error).toMatch(/^record: not valid JSON/);
  });

  it('6 players and the defaults of options are fine', () => {
    const six = record(['a', 'b', 'c', 'd', 'e', 'f'], []);
    const { options: _, ...noOptions } = six;
    const played = replayOk(noOptions);
    expect(played.summary.players).toHaveLength(6);
    expect(played.summary.deck.remaining).toBe(71);
  });
});

/** The error of the last event, which must be the first one refused. */
function lastEventError(events: Ev[], expansions = ALL_EXPANSIONS) {
  const outcome = replayRecord(two(events, expansions));
  if (outcome.ok) expect.fail('expected the last event to be refused');
  expect(outcome.eventIndex).toBe(events.length - 1);
  expect(outcome.error.startsWith(`event ${events.length - 1}: `), outcome.error).toBe(true);
  return outcome.error;
}

describe('event errors: "event N: REASON", N from 0, naming what is wrong', () => {
  it('an unknown tile, or one of a set not in play', () => {
    expect(lastEventError([draw('Z')])).toBe('event 0: unknown tile "Z"');
    expect(lastEventError([draw('crop1-thief')], [])).toMatch(
      /crop-circles-1, which is not in this game/,
    );
  });

  it('a tile with none left', () => {
    const crop = [draw('crop2-knight'), place(), { type: 'cropCircle', choice: 'remove' }, endTurn];
    const all = [...crop, ...crop];
    expect(lastEventError([...all, draw('crop2-knight')])).toMatch(
      /no crop2-knight tile is left in the deck/,
    );
  });

  it('an event out of its phase names the phase and what it expects', () => {
    expect(lastEventError([draw('U'), place(), endTurn, { type: 'cropPass', player: 'ben' }])).toBe(
      'event 3: cropPass is out of its phase: the game is at start of turn and expects draw or endGame',
    );
  });

  it('a meeple that is not there', () => {
    expect(lastEventError([draw('U'), place(), { type: 'protect', meeple: 'ghost' }])).toMatch(
      /meeple ghost is not on the board/,
    );
    expect(lastEventError([{ type: 'returnMeeple', meeple: 'ghost' }])).toMatch(
      /meeple ghost is not on the board/,
    );
  });

  it('not enough supply', () => {
    const events: Ev[] = [];
    for (const [i, tile] of ['U', 'V', 'W', 'J', 'K', 'L', 'P'].entries()) {
      events.push(...turn(tile, deploy(`a${i}`, `f${i}`, 'city')), ...turn(tile));
    }
    expect(lastEventError([...events, draw('E'), place(), deploy('a9', 'f9', 'city')])).toMatch(
      /not enough supply/,
    );
  });

  it('a player out of turn', () => {
    const events = [
      ...turn('E', deploy('a1', 'c1', 'city')),
      ...turn('E', deploy('b1', 'c2', 'city')),
      draw('crop1-knight'),
      place(),
      { type: 'cropCircle', choice: 'deploy' },
      { type: 'cropPass', player: 'ana' },
    ];
    expect(lastEventError(events)).toMatch(/it is ben's move in the crop circle round, not ana's/);
  });

  it('a protected farmer', () => {
    expect(
      lastEventError([draw('U'), place(), deploy('a1', 'f1', 'field', { protect: true })]),
    ).toMatch(/farmers cannot be protected/);
  });

  it('a third meeple added by an arrow', () => {
    const events = [
      ...turn('E', deploy('a1', 'c1', 'city')),
      draw('arrow-add'),
      place({ ownArrow: 'open' }),
      endTurn,
      draw('arrow-add'),
      place({ ownArrow: 'neighbour', activate: 'own' }),
      { type: 'deploy', meeple: 'a2', via: 'add', beside: 'a1' },
      endTurn,
      ...turn('U'),
      draw('U'),
      place({ activate: 'add' }),
      { type: 'deploy', meeple: 'a3', via: 'add', beside: 'a1' },
    ];
    expect(lastEventError(events)).toMatch(/an arrow never adds a third/);
  });

  it('an unknown field, a bad id, an unknown event type', () => {
    expect(lastEventError([{ type: 'draw', tile: 'U', side: 'N' }])).toBe(
      'event 0: draw: unknown field side',
    );
    expect(lastEventError([draw('U'), place(), deploy('a 1', 'c1', 'city')])).toMatch(
      /an id is 1 to 32 characters/,
    );
    expect(lastEventError([{ type: 'undo' }])).toBe('event 0: unknown event type "undo"');
  });

  it('ids are never reused; a meeple and a feature may share one', () => {
    const first = turn('E', deploy('x', 'x', 'city'));
    expect(replayOk(two(first)).meeple('x')?.feature).toBe('x');
    expect(lastEventError([...first, draw('E'), place(), deploy('x', 'y', 'city')])).toMatch(
      /meeple id x is already used/,
    );
    expect(lastEventError([...first, draw('E'), place(), deploy('y', 'x', 'city')])).toMatch(
      /feature id x is already used/,
    );
  });

  it('corrections name an unknown player or mixed kinds', () => {
    expect(lastEventError([{ type: 'adjust', player: 'zed', points: 2 }])).toMatch(
      /unknown player zed/,
    );
    const mixed = [
      ...turn('E', deploy('a1', 'c1', 'city')),
      ...turn('U', deploy('b1', 'r1', 'road')),
    ];
    expect(lastEventError([...mixed, { type: 'merge', features: ['c1', 'r1'] }])).toMatch(
      /one kind/,
    );
  });

  it('stops at the first invalid event', () => {
    const error = replayError(two([draw('U'), draw('U'), { type: 'bogus' }]));
    expect(error).toMatch(/^event 1: draw is out of its phase/);
  });
});

describe('replay output', () => {
  it('"at" is ignored', () => {
    const events = [...turn('E', deploy('a1', 'c1', 'city')), ...turn('U')];
    const stamped = events.map((e, i) => ({ ...e, at: `2026-01-01T00:00:0${i}Z` }));
    expect(replayOk(two(stamped)).summary).toEqual(replayOk(two(events)).summary);
  });

  it('keepHistory keeps the snapshot before every event', () => {
    const events = [...turn('E', deploy('a1', 'c1', 'city')), draw('U')];
    const outcome = replayRecord(two(events), { keepHistory: true });
    if (!outcome.ok) expect.fail(outcome.error);
    expect(outcome.history).toHaveLength(events.length);
    expect(outcome.history?.[0]?.context.meeples).toEqual([]);
    expect(outcome.history?.[3]?.context.meeples.map((m) => m.id)).toEqual(['a1']);
    expect(replayRecord(two(events)).ok && replayRecord(two(events))).toMatchObject({
      history: undefined,
    });
  });

  it('the summary has the fields of the spec', () => {
    const { summary } = replayOk(
      two([
        ...turn('Ug', deploy('a1', 'g1', 'garden', { abbot: true, protect: true })),
        draw('arrow-add'),
        place({ ownArrow: 'open' }),
      ]),
    );
    expect(summary.status).toBe('playing');
    expect(summary.turn).toEqual({ number: 2, player: 'ben', extra: false });
    expect(summary.players).toEqual([
      { id: 'ana', score: -4, supply: 7, abbot: 'board', revoltRisk: 0 },
      { id: 'ben', score: 2, supply: 7, abbot: 'supply', revoltRisk: 0 },
    ]);
    expect(summary.meeples).toEqual([
      { id: 'a1', player: 'ana', feature: 'g1', kind: 'garden', protected: true, abbot: true },
    ]);
    expect(summary.openArrows).toEqual({ add: 1, anywhere: 0, extra: 0 });
    expect(summary.deck.remaining).toBe(107 - 2);
  });
});

describe('readings of the spec taken after review', () => {
  it('Ruling 5: a game ended early reports the last turn played as its turn', () => {
    const played = replayOk(two([...turn('U'), ...turn('U'), { type: 'endGame' }]));
    expect(played.summary.status).toBe('final-scoring');
    expect(played.summary.turn).toEqual({ number: 2, player: 'ben', extra: false });
  });

  it('Ruling 5: a game ended before the first turn stays at turn 1', () => {
    const played = replayOk(two([{ type: 'endGame' }]));
    expect(played.summary.turn).toEqual({ number: 1, player: 'ana', extra: false });
  });

  it('a player name is counted in characters, not UTF-16 units', () => {
    const named = (name: string) => ({
      format: 'meeple-ledger/record@1',
      players: [
        { id: 'a', name, color: 'red' },
        { id: 'b', name: 'B', color: 'blue' },
      ],
      events: [],
    });
    expect(replayRecord(named('😀'.repeat(40))).ok).toBe(true);
    expect(replayError(named('😀'.repeat(41)))).toBe(
      'record: players.0.name: a player name is 1 to 40 characters',
    );
  });

  it('a colour is free text', () => {
    const rec = two([]);
    (rec.players[0] as { color: string }).color = 'a rather long description of dark red';
    expect(replayRecord(rec).ok).toBe(true);
  });

  it('a byte order mark before the JSON is ignored', () => {
    expect(replayText(`\uFEFF${JSON.stringify(two([]))}`).ok).toBe(true);
  });

  it('a tile of the other edition is named as such', () => {
    expect(replayError(record(['ana', 'ben'], [], [draw('Eg')], 'C1'))).toBe(
      'event 0: tile Eg is not in the C1 edition',
    );
  });

  it('a wrong type is not called an unknown field', () => {
    expect(replayError({ ...two([]), options: null })).toMatch(/^record: options: /);
    expect(replayError({ ...two([]), options: null })).not.toMatch(/unknown field/);
  });
});
