import { join } from 'node:path';

/**
 * Where the store keeps its files, under the folder it is given (the app's userData):
 *
 *   sessions/<id>.jsonl             a session's journal (the truth)
 *   sessions/<id>.meta.json         its list metadata (a cache, rebuilt when stale)
 *   sessions/<id>.ack.json          what was acknowledged: effective events and their hash
 *   sessions/backups/<id>.<n>.jsonl the last few versions of the journal (1 = newest)
 *   sessions/trash/<id>.jsonl       deleted sessions, until the trash is emptied
 *   sessions/trash/<id>.meta.json
 *   sessions/corrupt/<id>-<time>.jsonl        unreadable journals, moved aside untouched
 *   sessions/corrupt/<id>-<time>.reason.txt   why
 *
 * `*.tmp` files are unfinished writes from a crash and are removed when the store opens.
 */
export class StoreLayout {
  readonly root: string;
  readonly trash: string;
  readonly corrupt: string;
  readonly backups: string;

  constructor(folder: string) {
    this.root = join(folder, 'sessions');
    this.trash = join(this.root, 'trash');
    this.corrupt = join(this.root, 'corrupt');
    this.backups = join(this.root, 'backups');
  }

  ack(id: string): string {
    return join(this.root, `${id}.ack.json`);
  }

  journal(id: string, where: 'live' | 'trash' = 'live'): string {
    return join(where === 'live' ? this.root : this.trash, `${id}.jsonl`);
  }

  sidecar(id: string, where: 'live' | 'trash' = 'live'): string {
    return join(where === 'live' ? this.root : this.trash, `${id}.meta.json`);
  }
}

export const JOURNAL_SUFFIX = '.jsonl';
export const REASON_SUFFIX = '.reason.txt';
export const TEMP_SUFFIX = '.tmp';
