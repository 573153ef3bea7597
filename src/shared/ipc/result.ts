/**
 * The result envelope of every API call, over IPC and over HTTP alike. Failures travel as
 * data (a code for the program, a message for people), never as thrown errors: an Error
 * crossing IPC would carry main-process stack traces and paths into the renderer.
 */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export interface IpcError {
  /** A StoreError code (NOT_FOUND, INVALID_EVENT, ...) or one of IPC_ERROR_CODES. */
  code: string;
  message: string;
  /** For DUPLICATE: the stored session the import would copy. */
  sessionId?: string;
}

export const IPC_ERROR_CODES = {
  /** The request did not match the channel's schema. */
  invalidPayload: 'INVALID_PAYLOAD',
  /** No such channel. */
  unknownChannel: 'UNKNOWN_CHANNEL',
  /** The sender is not the app's own page (or, over HTTP, lacks the token). */
  forbidden: 'FORBIDDEN',
  /** The link is not a plain https URL, or links cannot be opened from here. */
  unsafeUrl: 'UNSAFE_URL',
  /** Not something this side can do (browser mode's page opens the presenter tab itself). */
  unsupported: 'UNSUPPORTED',
  /** The host cannot share: it has no local network address. */
  noNetwork: 'NO_NETWORK',
  /** No such device (already revoked). */
  unknownDevice: 'UNKNOWN_DEVICE',
  /** Something unexpected failed; details are in the main process log only. */
  internal: 'INTERNAL',
  /** The transport itself failed (IPC rejected, network down, bad response). */
  transport: 'TRANSPORT',
} as const;

export function ok<T>(value: T): IpcResult<T> {
  return { ok: true, value };
}

export function fail(
  code: string,
  message: string,
  sessionId?: string,
): { ok: false; error: IpcError } {
  return { ok: false, error: { code, message, ...(sessionId ? { sessionId } : {}) } };
}

/** True for a well-formed envelope (used on the receiving side of untrusted transports). */
export function isIpcResult(value: unknown): value is IpcResult<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Record<string, unknown>;
  if (result.ok === true) return 'value' in result;
  if (result.ok !== false) return false;
  const error = result.error as Record<string, unknown> | null;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof error.code === 'string' &&
    typeof error.message === 'string'
  );
}
