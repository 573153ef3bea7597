import type { FolderWatch, StoreFs } from './fsLayer';
import { JOURNAL_SUFFIX } from './layout';

/**
 * Which journals are known unchanged since they were last looked at, so that reading the
 * facts of 2,000 games asks the disk about the few that changed, not 2,000 stats (40 ms here).
 *
 * The folder is watched; a journal is trusted from the moment it is about to be checked
 * (`checking`) until the folder reports a change to it. Trust is taken before the check, so
 * a change reported while the check runs takes it back: at worst a journal is checked once
 * more. When the system cannot say which entry changed, or the watch fails, nothing is trusted
 * (every journal is checked, as without a watch) until a new watch starts; a file system with
 * no watch (the tests' fakes, some network folders) is always checked.
 *
 * Changes this process makes are also told directly (`changed`), not left to the watch's delay.
 */
export class JournalTrust {
  readonly #root: string;
  readonly #fs: StoreFs;
  readonly #trusted = new Set<string>();
  #watch: FolderWatch | undefined;
  #closed = false;

  constructor(root: string, fs: StoreFs) {
    this.#root = root;
    this.#fs = fs;
  }

  /** True when the journal is known unchanged since its last check. */
  unchanged(id: string): boolean {
    return this.#watch !== undefined && this.#trusted.has(id);
  }

  /** Called just before the journal is checked: trusted from now until a change is told. */
  checking(id: string): void {
    if (this.#closed) return;
    if (!this.#watch) this.#start();
    if (this.#watch) this.#trusted.add(id);
  }

  /**
   * What a cache holds for a journal (`held()`), without asking the disk while the journal is
   * trusted unchanged; else `check()`'s answer, trusted from then on only when it is what the
   * cache holds afterwards (an answer not kept, such as a game left out, is checked again).
   */
  async read<T>(
    id: string,
    held: () => T | undefined,
    check: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const known = held();
    if (known !== undefined && this.unchanged(id)) return known;
    this.checking(id);
    const value = await check();
    if (value === undefined || held() !== value) this.changed(id);
    return value;
  }

  /** The journal changed, or may have: checked again next time. */
  changed(id: string): void {
    this.#trusted.delete(id);
  }

  close(): void {
    this.#closed = true;
    this.#stop();
  }

  #start(): void {
    if (!this.#fs.watch) return;
    try {
      this.#watch = this.#fs.watch(
        this.#root,
        (name) => {
          if (name === undefined) this.#trusted.clear();
          else if (name.endsWith(JOURNAL_SUFFIX))
            this.changed(name.slice(0, -JOURNAL_SUFFIX.length));
        },
        () => this.#stop(),
      );
    } catch {
      this.#watch = undefined; // a folder not there yet, or not watchable: checked every time
    }
  }

  #stop(): void {
    this.#watch?.close();
    this.#watch = undefined;
    this.#trusted.clear();
  }
}
