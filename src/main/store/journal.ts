import { join } from 'node:path';
import {
  type GameEvent,
  parseEvent,
  parseHeader,
  RECORD_FORMAT,
  type RecordHeader,
} from '../../shared/record/schema';
import { AT_MAX_LENGTH, isIsoDateTime } from '../../shared/record/timestamp';
import { errnoCode } from './errors';
import type { StoreFs } from './fsLayer';
import { isSessionId } from './ids';

/**
 * The journal: one session as JSON Lines, append-only.
 *
 *   line 1   {"format":"meeple-ledger/record@1","players":[...],"options":{...},
 *             "session":{"id":"<uuid>","name":"Friday","created":"<ISO time>"}}
 *   then     one entry per line, each ending in "\n":
 *            a game event, exactly as the record format has it   {"type":"draw","tile":"U"}
 *            or a store operation                                {"op":"undo","at":"..."}
 *                                                                {"op":"redo","at":"..."}
 *                                                                {"op":"rename","name":"...","at":"..."}
 *
 * Every line is written with one write and made durable with fsync before the store reports
 * success. A crash can leave only the last line incomplete, and an incomplete line has no
 * newline: everything after the last "\n" is a torn tail, never acknowledged, and is cut.
 */

export interface SessionIdentity {
  id: string;
  name: string;
  /** ISO 8601: when the session was started. */
  created: string;
}

export interface JournalHeader {
  record: RecordHeader;
  session: SessionIdentity;
}

export type JournalOp =
  | { op: 'undo'; at?: string }
  | { op: 'redo'; at?: string }
  | { op: 'rename'; name: string; at?: string };

export type JournalEntry = { op: 'event'; event: GameEvent } | JournalOp;

export interface ParsedJournal {
  header: JournalHeader;
  /** Entry i is on line i + 2 of the file. */
  entries: JournalEntry[];
  /** Bytes up to and including the last newline: where the next line goes. */
  completeBytes: number;
  /** Bytes after the last newline: a torn tail left by a crash, to be cut. */
  droppedBytes: number;
}

export type JournalParse = { ok: true; journal: ParsedJournal } | { ok: false; reason: string };

const NEWLINE = 0x0a;
const encoder = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

// ---------------------------------------------------------------------------------- encoding

export function encodeHeader(header: JournalHeader): Uint8Array {
  const { record, session } = header;
  const line = {
    format: RECORD_FORMAT,
    players: record.players,
    options: record.options,
    session: { id: session.id, name: session.name, created: session.created },
  };
  return encoder.encode(`${JSON.stringify(line)}\n`);
}

export function encodeEntry(entry: JournalEntry): Uint8Array {
  const value = entry.op === 'event' ? entry.event : entry;
  return encoder.encode(`${JSON.stringify(value)}\n`);
}

/** Several entries as one run of lines, written (and fsynced) together. */
export function encodeEntries(entries: readonly JournalEntry[]): Uint8Array {
  return concat(entries.map(encodeEntry));
}

export function encodeJournal(header: JournalHeader, entries: readonly JournalEntry[]): Uint8Array {
  return concat([encodeHeader(header), ...entries.map(encodeEntry)]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0] as Uint8Array;
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

// ----------------------------------------------------------------------------------- parsing

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The record spec's `at`, for store operations as for events (the same shared check). */
const optionalAt = (value: unknown) =>
  value === undefined || (typeof value === 'string' && isIsoDateTime(value));

function parseHeaderLine(
  value: unknown,
): { ok: true; header: JournalHeader } | { ok: false; reason: string } {
  if (!isObject(value)) return { ok: false, reason: 'line 1 (the header) is not a JSON object' };
  if (value.format !== RECORD_FORMAT) {
    const found = typeof value.format === 'string' ? `"${value.format.slice(0, 60)}"` : 'missing';
    return {
      ok: false,
      reason: `the format is ${found}; this version of Meeple Ledger reads "${RECORD_FORMAT}"`,
    };
  }
  const { session, ...rest } = value;
  const checked = parseHeader(rest);
  if (!checked.ok) return { ok: false, reason: `line 1 (the header): ${checked.error}` };
  if (
    !isObject(session) ||
    !isSessionId(session.id) ||
    typeof session.name !== 'string' ||
    typeof session.created !== 'string'
  ) {
    return {
      ok: false,
      reason: 'line 1 (the header): the session id, name or creation time is missing',
    };
  }
  const record: RecordHeader = {
    format: RECORD_FORMAT,
    players: checked.value.players,
    options: checked.value.options,
  };
  return {
    ok: true,
    header: { record, session: { id: session.id, name: session.name, created: session.created } },
  };
}

/**
 * Undo and redo lines as the store writes them (`{"op":"undo"}` or with `,"at":"<ISO time>"`),
 * read straight from the bytes, without decoding, splitting or JSON.parse: a journal of a
 * million of them (a stuck key, a script) still opens in well under a second. Anything else,
 * including such a line written another way, goes the general way.
 */
const UNDO_PREFIX = encoder.encode('{"op":"undo"');
const REDO_PREFIX = encoder.encode('{"op":"redo"');
const AT_PART = encoder.encode(',"at":"');
/** Shared by every such line (a million objects would cost more than the parse). */
const UNDO_ENTRY: JournalEntry = Object.freeze({ op: 'undo' });
const REDO_ENTRY: JournalEntry = Object.freeze({ op: 'redo' });
const QUOTE = 0x22;
const CLOSE = 0x7d;

function startsWithAt(bytes: Uint8Array, at: number, prefix: Uint8Array): boolean {
  if (at + prefix.length > bytes.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}

function undoRedoFromBytes(
  bytes: Uint8Array,
  start: number,
  end: number,
): JournalEntry | undefined {
  const op = startsWithAt(bytes, start, UNDO_PREFIX)
    ? 'undo'
    : startsWithAt(bytes, start, REDO_PREFIX)
      ? 'redo'
      : undefined;
  if (!op) return undefined;
  let at = start + UNDO_PREFIX.length;
  if (at === end - 1 && bytes[at] === CLOSE) return op === 'undo' ? UNDO_ENTRY : REDO_ENTRY;
  if (!startsWithAt(bytes, at, AT_PART)) return undefined;
  at += AT_PART.length;
  if (end - at < 3 || bytes[end - 1] !== CLOSE || bytes[end - 2] !== QUOTE) return undefined;
  const stampEnd = end - 2;
  for (let i = at; i < stampEnd; i++) {
    const byte = bytes[i] as number;
    if (byte === QUOTE || byte === 0x5c || byte < 0x20 || byte > 0x7e) return undefined;
  }
  // The stamp is checked, not kept: nothing reads an undo's or a redo's time back.
  if (!validStamp(bytes, at, stampEnd)) return undefined;
  return op === 'undo' ? UNDO_ENTRY : REDO_ENTRY;
}

const STORE_STAMP_SHAPE = encoder.encode('0000-00-00T00:00:00.000Z');
const ZERO = 0x30;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function digits(bytes: Uint8Array, at: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 10 + ((bytes[at + i] as number) - ZERO);
  return value;
}

/**
 * Whether the bytes hold a valid `at` (isIsoDateTime). The store's own stamps
 * (`2026-12-01T19:04:05.120Z`, what toISOString writes) are checked on the bytes; any other
 * shape by the shared check. (No closures or strings here: this runs once per line of the
 * longest journals.)
 */
function validStamp(bytes: Uint8Array, from: number, to: number): boolean {
  if (to - from !== STORE_STAMP_SHAPE.length) return otherStamp(bytes, from, to);
  for (let i = 0; i < STORE_STAMP_SHAPE.length; i++) {
    const want = STORE_STAMP_SHAPE[i] as number;
    const byte = bytes[from + i] as number;
    const ok = want === ZERO ? byte >= ZERO && byte <= ZERO + 9 : byte === want;
    if (!ok) return otherStamp(bytes, from, to);
  }
  const year = digits(bytes, from, 4);
  const month = digits(bytes, from + 5, 2);
  const day = digits(bytes, from + 8, 2);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : (DAYS[month - 1] ?? 0);
  return (
    month >= 1 &&
    day >= 1 &&
    day <= days &&
    digits(bytes, from + 11, 2) <= 23 &&
    digits(bytes, from + 14, 2) <= 59 &&
    digits(bytes, from + 17, 2) <= 59
  );
}

function otherStamp(bytes: Uint8Array, from: number, to: number): boolean {
  return isIsoDateTime(String.fromCharCode(...bytes.subarray(from, to)));
}

function parseEntryLine(
  value: unknown,
): { ok: true; entry: JournalEntry } | { ok: false; reason: string } {
  if (!isObject(value)) return { ok: false, reason: 'not a JSON object' };
  if ('op' in value) {
    if ('type' in value) return { ok: false, reason: 'both an "op" and a "type"' };
    const { op, at } = value;
    if (!optionalAt(at)) {
      return {
        ok: false,
        reason: `${String(op).slice(0, 20)}: at must be an ISO 8601 date and time with a time zone or Z, at most ${AT_MAX_LENGTH} characters`,
      };
    }
    const stamp = at === undefined ? {} : { at: at as string };
    if (
      (op === 'undo' || op === 'redo') &&
      Object.keys(value).every((k) => k === 'op' || k === 'at')
    ) {
      return { ok: true, entry: { op, ...stamp } };
    }
    if (op === 'rename' && typeof value.name === 'string' && value.name.length > 0) {
      return { ok: true, entry: { op, name: value.name, ...stamp } };
    }
    return {
      ok: false,
      reason: `an unknown store operation ${JSON.stringify(value).slice(0, 80)}`,
    };
  }
  const event = parseEvent(value);
  return event.ok
    ? { ok: true, entry: { op: 'event', event: event.value } }
    : { ok: false, reason: event.error };
}

/**
 * Reads a journal's bytes. A torn tail (bytes after the last newline) is reported in
 * `droppedBytes`, not an error; anything else that is wrong (an incomplete header, text that
 * is not UTF-8, a line that is not JSON, an unknown format, an entry that is not an event or an
 * operation) makes the whole journal unreadable, with the reason.
 */
export function parseJournal(bytes: Uint8Array): JournalParse {
  if (bytes.length === 0) return { ok: false, reason: 'the session file is empty' };
  const lastNewline = bytes.lastIndexOf(NEWLINE);
  if (lastNewline < 0) {
    return { ok: false, reason: 'the header line is incomplete (the file was cut short)' };
  }
  const complete = bytes.subarray(0, lastNewline + 1);
  const entries: JournalEntry[] = [];
  let header: JournalHeader | undefined;
  for (let start = 0, line = 1; start < complete.length; line++) {
    const end = complete.indexOf(NEWLINE, start);
    if (line > 1) {
      const quick = undoRedoFromBytes(complete, start, end);
      if (quick) {
        entries.push(quick);
        start = end + 1;
        continue;
      }
    }
    let text: string;
    try {
      text = strictUtf8.decode(complete.subarray(start, end));
    } catch {
      return { ok: false, reason: `line ${line} is not UTF-8 text` };
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { ok: false, reason: `line ${line} is not valid JSON` };
    }
    if (line === 1) {
      const parsed = parseHeaderLine(value);
      if (!parsed.ok) return parsed;
      header = parsed.header;
    } else {
      const entry = parseEntryLine(value);
      if (!entry.ok) return { ok: false, reason: `line ${line}: ${entry.reason}` };
      entries.push(entry.entry);
    }
    start = end + 1;
  }
  if (!header)
    return { ok: false, reason: 'the header line is incomplete (the file was cut short)' };
  return {
    ok: true,
    journal: {
      header,
      entries,
      completeBytes: complete.length,
      droppedBytes: bytes.length - complete.length,
    },
  };
}

// ------------------------------------------------------------------------------ durable writes

/** A failed append: `rolledBack` says whether the file is known to be back to its old length. */
export class JournalWriteError extends Error {
  readonly rolledBack: boolean;
  constructor(cause: unknown, rolledBack: boolean) {
    super(`journal write failed (${errnoCode(cause) ?? (cause as Error)?.message})`, { cause });
    this.rolledBack = rolledBack;
  }
}

async function writeAll(
  handle: Awaited<ReturnType<StoreFs['open']>>,
  bytes: Uint8Array,
  position: number,
): Promise<void> {
  let done = 0;
  while (done < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, done, bytes.length - done, position + done);
    if (bytesWritten <= 0) throw Object.assign(new Error('short write'), { code: 'EIO' });
    done += bytesWritten;
  }
}

/**
 * Writes `bytes` at `position` (the end of the complete lines) and fsyncs. On failure it cuts
 * the file back to `position` so that no partial line stays behind, and throws a
 * JournalWriteError.
 */
export async function appendDurably(
  fs: StoreFs,
  path: string,
  position: number,
  bytes: Uint8Array,
): Promise<void> {
  let handle: Awaited<ReturnType<StoreFs['open']>>;
  try {
    handle = await fs.open(path, 'r+');
  } catch (error) {
    throw new JournalWriteError(error, true);
  }
  try {
    await writeAll(handle, bytes, position);
    await handle.sync();
  } catch (error) {
    let rolledBack = false;
    try {
      await handle.truncate(position);
      await handle.sync();
      rolledBack = true;
    } catch {
      // the torn tail (if any) is cut when the session is next read
    }
    await handle.close().catch(() => undefined);
    throw new JournalWriteError(error, rolledBack);
  }
  await handle.close();
}

/** Cuts a file to `length` bytes and fsyncs it (torn-tail repair). */
export async function truncateDurably(fs: StoreFs, path: string, length: number): Promise<void> {
  const handle = await fs.open(path, 'r+');
  try {
    await handle.truncate(length);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes `bytes` to a new file at `path` and fsyncs it before closing. */
async function writeSynced(fs: StoreFs, path: string, bytes: Uint8Array): Promise<void> {
  const handle = await fs.open(path, 'w');
  try {
    await writeAll(handle, bytes, 0);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Creates `dir/name` with `bytes`, all or nothing: writes `name.tmp`, fsyncs it, refuses to
 * replace an existing `name`, renames, fsyncs the directory. A crash leaves at most a `.tmp`
 * file, which the store removes when it opens.
 */
export async function createDurably(
  fs: StoreFs,
  dir: string,
  name: string,
  bytes: Uint8Array,
): Promise<void> {
  const target = join(dir, name);
  const temp = join(dir, `${name}.tmp`);
  try {
    await writeSynced(fs, temp, bytes);
    if (await exists(fs, target)) {
      throw Object.assign(new Error(`${name} already exists`), { code: 'EEXIST' });
    }
    await fs.rename(temp, target);
  } catch (error) {
    await fs.unlink(temp).catch(() => undefined);
    throw error;
  }
  try {
    await fs.syncDir(dir);
  } catch (error) {
    // Not known to be durable: take it back rather than report a failure and keep the file.
    await fs.unlink(target).catch(() => undefined);
    throw error;
  }
}

/**
 * Replaces `dir/name` with `bytes`, all or nothing: writes `name.tmp`, fsyncs it, renames it
 * over `name`, fsyncs the directory. A crash leaves the old file or the new one, never a mix.
 */
export async function replaceDurably(
  fs: StoreFs,
  dir: string,
  name: string,
  bytes: Uint8Array,
): Promise<void> {
  const target = join(dir, name);
  const temp = join(dir, `${name}.tmp`);
  try {
    await writeSynced(fs, temp, bytes);
    await fs.rename(temp, target);
  } catch (error) {
    await fs.unlink(temp).catch(() => undefined);
    throw error;
  }
  await fs.syncDir(dir);
}

export async function exists(fs: StoreFs, path: string): Promise<boolean> {
  try {
    await fs.stat(path);
    return true;
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return false;
    throw error;
  }
}
