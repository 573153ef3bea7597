/**
 * The one error type of the session store. Every failure a caller can meet is a `StoreError`
 * with a stable `code` (for the program) and a `message` written for the people at the table.
 */

export type StoreErrorCode =
  /** The id is not one the store makes (a UUID); nothing was touched. */
  | 'INVALID_ID'
  /** No session with this id. */
  | 'NOT_FOUND'
  /** The session is in the trash (restore it to go on). */
  | 'IN_TRASH'
  /** The rules engine refused the event (the message is the engine's); nothing was written. */
  | 'INVALID_EVENT'
  /** A header (players, options) or an imported record is not valid; nothing was written. */
  | 'INVALID_RECORD'
  /** A session name is empty, too long or has control characters. */
  | 'INVALID_NAME'
  | 'NOTHING_TO_UNDO'
  | 'NOTHING_TO_REDO'
  /** The session file could not be read back; it was moved to `corrupt/` (see `movedTo`). */
  | 'CORRUPT'
  /**
   * The caller's `expect` (the number of effective events it has seen) is not the store's:
   * another window or device changed the session first. Nothing was written.
   */
  | 'CONFLICT'
  /** The imported game is already stored (`sessionId`); pass `allowDuplicate` to keep both. */
  | 'DUPLICATE'
  /** The target of a move already exists (e.g. restoring over a live session). */
  | 'EXISTS'
  /** Imported text is larger than the store accepts. */
  | 'TOO_LARGE'
  /** ENOSPC / EDQUOT. */
  | 'DISK_FULL'
  /** EROFS. */
  | 'READ_ONLY'
  /** EACCES / EPERM. */
  | 'NO_PERMISSION'
  /** Any other input/output failure. */
  | 'IO';

export interface StoreErrorDetails {
  sessionId?: string;
  /** The errno code behind a disk error (ENOSPC, EROFS, ...). */
  fsCode?: string;
  /** For CORRUPT: where the unreadable file now is (undefined if it could not be moved). */
  movedTo?: string;
  cause?: unknown;
}

export class StoreError extends Error {
  override readonly name = 'StoreError';
  readonly code: StoreErrorCode;
  readonly sessionId: string | undefined;
  readonly fsCode: string | undefined;
  readonly movedTo: string | undefined;

  constructor(code: StoreErrorCode, message: string, details: StoreErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.sessionId = details.sessionId;
    this.fsCode = details.fsCode;
    this.movedTo = details.movedTo;
  }
}

export function isStoreError(error: unknown): error is StoreError {
  return error instanceof StoreError;
}

/** The errno code of a Node file-system error, if it has one. */
export function errnoCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Turns a file-system failure into a StoreError. `action` completes "could not ...", e.g.
 * "save the move" or "read the session".
 */
export function diskError(
  error: unknown,
  action: string,
  sessionId?: string,
  outcome: 'unchanged' | 'unknown' = 'unchanged',
): StoreError {
  if (error instanceof StoreError) return error;
  const fsCode = errnoCode(error);
  const details: StoreErrorDetails = { sessionId, fsCode, cause: error };
  const after =
    outcome === 'unchanged'
      ? 'Nothing was changed'
      : 'It may or may not be on disk: the session shows what the disk has';
  switch (fsCode) {
    case 'ENOSPC':
    case 'EDQUOT':
      return new StoreError(
        'DISK_FULL',
        `The disk is full: could not ${action}. ${after}; free some space and try again.`,
        details,
      );
    case 'EROFS':
      return new StoreError(
        'READ_ONLY',
        `The disk is read-only: could not ${action}. ${after}.`,
        details,
      );
    case 'EACCES':
    case 'EPERM':
      return new StoreError(
        'NO_PERMISSION',
        `Meeple Ledger is not allowed to write to its data folder: could not ${action}. ${after}; check the folder's permissions.`,
        details,
      );
    case 'EIO':
      return new StoreError(
        'IO',
        `The disk reported an input/output error (EIO): could not ${action}. ${after}; the disk may be failing or was disconnected.`,
        details,
      );
    case 'ENOENT':
      return new StoreError('NOT_FOUND', `Could not ${action}: the session file is gone.`, details);
    default:
      return new StoreError(
        'IO',
        `Could not ${action}: ${fsCode ?? (error as Error)?.message ?? 'unknown error'}. ${after}.`,
        details,
      );
  }
}
