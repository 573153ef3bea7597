import * as v from 'valibot';
import { isChannel, REQUEST_SCHEMAS } from '../../shared/ipc/channels';
import { fail, IPC_ERROR_CODES, type IpcError, type IpcResult, ok } from '../../shared/ipc/result';
import { isStoreError } from '../store/errors';
import { type Handler, type Handlers, IpcRefusal } from './handlers';
import { checkPlainData } from './plainData';

/**
 * The transport-independent core shared by Electron IPC (registry.ts) and the web server:
 * channel name → payload check → schema parse → handler → envelope. It never throws.
 */
export type Dispatch = (channel: string, payload: unknown) => Promise<IpcResult<unknown>>;

export type ErrorLog = (message: string, error: unknown) => void;

const defaultLog: ErrorLog = (message, error) => console.error(message, error);

const INTERNAL_MESSAGE = 'Something went wrong in Meeple Ledger; the details are in its log.';

export function createDispatcher(handlers: Handlers, log: ErrorLog = defaultLog): Dispatch {
  return async (channel, payload) => {
    if (!isChannel(channel)) {
      return fail(IPC_ERROR_CODES.unknownChannel, 'There is no such request.');
    }
    // Valibot's object schemas accept arrays; a payload is always a named-field object.
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      return fail(
        IPC_ERROR_CODES.invalidPayload,
        'Invalid request: the payload must be an object.',
      );
    }
    const problem = checkPlainData(payload);
    if (problem) return fail(IPC_ERROR_CODES.invalidPayload, `Invalid request: ${problem}.`);
    const parsed = v.safeParse(REQUEST_SCHEMAS[channel], payload);
    if (!parsed.success) {
      return fail(IPC_ERROR_CODES.invalidPayload, `Invalid request: ${describe(parsed.issues)}.`);
    }
    const handler = handlers[channel] as Handler<typeof channel>;
    try {
      return ok(await handler(parsed.output as never));
    } catch (error) {
      const { code, message, sessionId } = toIpcError(error, channel, log);
      return fail(code, message, sessionId);
    }
  };
}

function toIpcError(error: unknown, channel: string, log: ErrorLog): IpcError {
  // A duplicate says which stored game it copies, so the page can offer to open it.
  if (isStoreError(error) && error.code === 'DUPLICATE' && error.sessionId) {
    return { code: error.code, message: error.message, sessionId: error.sessionId };
  }
  if (isStoreError(error) || error instanceof IpcRefusal) {
    return { code: error.code, message: error.message };
  }
  log(`[ipc] ${channel} failed unexpectedly`, error);
  return { code: IPC_ERROR_CODES.internal, message: INTERNAL_MESSAGE };
}

/** The first issue, with its path: enough to debug the caller, short enough to show. */
function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'invalid';
  const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
  const message = issue.message.length > 200 ? `${issue.message.slice(0, 200)}…` : issue.message;
  return path ? `${path}: ${message}` : message;
}
