import { join } from 'node:path';

/**
 * Where the store keeps its files, under the folder it is given (the app's userData):
 *
 *   sessions/<id>.jsonl             a session's journal (the truth)
 *   sessions/<id>.meta.json         its list metadata (a cache, rebuilt when stale)
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

  constructor(folder: string) {
    this.root = join(folder, 'sessions');
    this.trash = join(this.root, 'trash');
    this.corrupt = join(this.root, 'corrupt');
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
