import { describe, expect, it } from 'vitest';
import {
  encodeEntry,
  encodeHeader,
  encodeJournal,
  type JournalEntry,
  type JournalHeader,
  parseJournal,
} from '../../../src/main/store/journal';
import { effectiveEntries } from '../../../src/main/store/sessionModel';
import { type GameEvent, RECORD_FORMAT } from '../../../src/shared/record/schema';
import { legalEvents, PLAYERS } from './fixtures';

const HEADER: JournalHeader = {
  record: { format: RECORD_FORMAT, players: PLAYERS, options: { edition: 'C3', expansions: [] } },
  session: {
    id: '0b0f7b7e-5d2a-4c59-9a43-1f0e6c1d2b3a',
    name: 'Test',
    created: '2025-01-01T00:00:00.000Z',
  },
};

const bytes = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

describe('journal line format', () => {
  it('writes a header line with format, players, options and the session, then one line per entry', () => {
    const events = legalEvents(3);
    const journal = encodeJournal(
      HEADER,
      events.map((event) => ({ op: 'event' as const, event })),
    );
    const lines = new TextDecoder().decode(journal).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
    expect(JSON.parse(lines[0] as string)).toEqual({
      format: RECORD_FORMAT,
      players: PLAYERS,
      options: { edition: 'C3', expansions: [] },
      session: HEADER.session,
    });
    expect(lines.slice(1, 4).map((l) => JSON.parse(l))).toEqual(events);
  });

  it('reads back what it wrote, store operations included', () => {
    const events = legalEvents(4);
    const entries = [
      ...events.map((event) => ({ op: 'event' as const, event })),
      { op: 'undo' as const, at: '2025-01-01T00:00:01.000Z' },
      { op: 'redo' as const },
      { op: 'rename' as const, name: 'Renamed', at: '2025-01-01T00:00:02.000Z' },
    ];
    const parsed = parseJournal(encodeJournal(HEADER, entries));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.journal.header).toEqual(HEADER);
    // An undo's or redo's time is checked but not kept: nothing reads it back.
    expect(parsed.journal.entries).toEqual(
      entries.map((entry) =>
        entry.op === 'undo' || entry.op === 'redo' ? { op: entry.op } : entry,
      ),
    );
    expect(parsed.journal.droppedBytes).toBe(0);
  });

  it('reports a torn tail (bytes after the last newline) without failing', () => {
    const whole = encodeJournal(HEADER, [{ op: 'event', event: { type: 'draw', tile: 'U' } }]);
    for (const tail of ['{"type":"pla', '{"type":"place"}', '\u0000\u0000\u0000']) {
      const parsed = parseJournal(concat(whole, bytes(tail)));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) continue;
      expect(parsed.journal.completeBytes).toBe(whole.length);
      expect(parsed.journal.droppedBytes).toBe(bytes(tail).length);
      expect(parsed.journal.entries).toHaveLength(1);
    }
  });

  it.each([
    ['an empty file', new Uint8Array(), /empty/],
    ['a header cut short', encodeHeader(HEADER).subarray(0, 40), /header line is incomplete/],
    ['garbage', bytes('\u0001\u0002garbage\n'), /line 1 is not valid JSON/],
    [
      'a wrong format',
      bytes('{"format":"meeple-ledger/record@2","players":[]}\n'),
      /record@2.*reads "meeple-ledger\/record@1"/,
    ],
    [
      'a header without session',
      bytes(`{"format":"${RECORD_FORMAT}","players":${JSON.stringify(PLAYERS)}}\n`),
      /session id/,
    ],
    [
      'a header with one player',
      bytes(`{"format":"${RECORD_FORMAT}","players":[${JSON.stringify(PLAYERS[0])}]}\n`),
      /2 to 6 players/,
    ],
    [
      'non-UTF-8 bytes',
      concat(
        encodeHeader(HEADER),
        bytes('{"type":"adjust","player":"p1","points":1,"note":"'),
        Uint8Array.of(0xff, 0xfe),
        bytes('"}\n'),
      ),
      /line 2 is not UTF-8/,
    ],
    [
      'an unknown event',
      concat(encodeHeader(HEADER), bytes('{"type":"teleport"}\n')),
      /line 2: unknown event type "teleport"/,
    ],
    [
      'an unknown op',
      concat(encodeHeader(HEADER), bytes('{"op":"explode"}\n')),
      /line 2: an unknown store operation/,
    ],
    ['an empty line', concat(encodeHeader(HEADER), bytes('\n')), /line 2 is not valid JSON/],
  ])('refuses %s with a reason', (_name, input, reason) => {
    const parsed = parseJournal(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });

  it('encodes an event exactly as the record format has it', () => {
    expect(
      new TextDecoder().decode(encodeEntry({ op: 'event', event: { type: 'draw', tile: 'U' } })),
    ).toBe('{"type":"draw","tile":"U"}\n');
    expect(new TextDecoder().decode(encodeEntry({ op: 'undo', at: 'T' }))).toBe(
      '{"op":"undo","at":"T"}\n',
    );
  });
});

describe('effective entries (undo, redo, rename)', () => {
  const [ea, eb, ec, ed] = legalEvents(4) as [GameEvent, GameEvent, GameEvent, GameEvent];
  const [a, b, c, d] = [ea, eb, ec, ed].map((event) => ({ op: 'event' as const, event })) as [
    JournalEntry,
    JournalEntry,
    JournalEntry,
    JournalEntry,
  ];
  const undo = { op: 'undo' as const };
  const redo = { op: 'redo' as const };

  it('undo takes the last event off, redo puts it back, a new event clears the redo stack', () => {
    const run = (...entries: Parameters<typeof effectiveEntries>[1]) => {
      const out = effectiveEntries('n', entries);
      if (!out.ok) throw new Error(out.reason);
      return { events: out.events, redo: out.redo };
    };
    expect(run(a, b, c, undo)).toEqual({ events: [ea, eb], redo: [ec] });
    expect(run(a, b, c, undo, undo)).toEqual({ events: [ea], redo: [ec, eb] });
    expect(run(a, b, c, undo, undo, redo)).toEqual({
      events: [ea, eb],
      redo: [ec],
    });
    expect(run(a, b, c, undo, d)).toEqual({ events: [ea, eb, ed], redo: [] });
    expect(run(a, undo, redo, undo)).toEqual({ events: [], redo: [ea] });
  });

  it('a rename sets the name; an undo or redo with nothing to take is an error', () => {
    const renamed = effectiveEntries('old', [a, { op: 'rename', name: 'new' }]);
    expect(renamed.ok && renamed.name).toBe('new');
    const bad = effectiveEntries('n', [a, undo, undo]);
    expect(bad).toEqual({ ok: false, reason: 'line 4: undo with nothing to undo' });
    expect(effectiveEntries('n', [a, redo])).toEqual({
      ok: false,
      reason: 'line 3: redo with nothing to redo',
    });
  });
});
