import { join } from 'node:path';
import type { StatsRecord, StatsRecords, StoreWarning } from '../../shared/ipc/types';
import { RECORD_FORMAT } from '../../shared/record/schema';
import { diskError } from './errors';
import { nodeFs, type StoreFs } from './fsLayer';
import { parseJournal } from './journal';
import { JOURNAL_SUFFIX } from './layout';
import type { SessionInfo } from './sessionIndex';
import { effectiveEntries } from './sessionModel';

/**
 * Every stored game's effective record, for the statistics screen (which replays them with
 * src/shared/stats). Read-only and without replay: each journal listed by the store is read
 * and its undo/redo lines applied, so this costs a file read per game, not an engine run. A
 * journal being written meanwhile is read up to its last complete line; one that cannot be
 * read is skipped with a warning (the store itself reports and repairs it on open).
 *
 * Capped: the most recently played games first, until `maxRecords` games or `maxBytes` of
 * journal have been read; the rest are counted in `omitted`.
 */

export const MAX_EXPORT_RECORDS = 1000;
export const MAX_EXPORT_BYTES = 24 * 1024 * 1024;

export interface ExportRecordsOptions {
  /** The sessions folder (SessionStore's `root`). */
  root: string;
  /** The session list (SessionStore's `list()`), most recently played first. */
  sessions: readonly SessionInfo[];
  fs?: StoreFs;
  maxRecords?: number;
  maxBytes?: number;
}

export async function exportRecords(options: ExportRecordsOptions): Promise<StatsRecords> {
  const fs = options.fs ?? nodeFs;
  const maxRecords = options.maxRecords ?? MAX_EXPORT_RECORDS;
  const maxBytes = options.maxBytes ?? MAX_EXPORT_BYTES;
  const records: StatsRecord[] = [];
  const warnings: StoreWarning[] = [];
  let bytes = 0;
  let omitted = 0;
  for (const info of options.sessions) {
    if (records.length >= maxRecords || bytes >= maxBytes) {
      omitted++;
      continue;
    }
    let file: Uint8Array;
    try {
      file = await fs.readFile(join(options.root, `${info.id}${JOURNAL_SUFFIX}`));
    } catch (error) {
      const problem = diskError(error, 'read the session', info.id);
      if (problem.code !== 'NOT_FOUND' && problem.code !== 'IN_TRASH') {
        warnings.push({ sessionId: info.id, kind: 'unreadable', message: problem.message });
      }
      continue;
    }
    if (bytes + file.length > maxBytes && records.length > 0) {
      omitted++;
      bytes = maxBytes;
      continue;
    }
    bytes += file.length;
    const parsed = parseJournal(file);
    const effective = parsed.ok
      ? effectiveEntries(parsed.journal.header.session.name, parsed.journal.entries)
      : parsed;
    if (!parsed.ok || !effective.ok) {
      const reason = !parsed.ok ? parsed.reason : effective.ok ? '' : effective.reason;
      warnings.push({
        sessionId: info.id,
        kind: 'unreadable',
        message: `“${info.name}” is left out of the statistics: ${reason}.`,
      });
      continue;
    }
    const { players, options: gameOptions } = parsed.journal.header.record;
    records.push({
      id: info.id,
      name: info.name,
      created: info.created,
      lastPlayed: info.lastPlayed,
      status: info.status,
      record: { format: RECORD_FORMAT, players, options: gameOptions, events: effective.events },
    });
  }
  return { records, omitted, warnings };
}
