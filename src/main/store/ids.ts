import { randomUUID } from 'node:crypto';
import { StoreError } from './errors';

/**
 * Session ids are random UUIDs (lowercase, as `crypto.randomUUID()` makes them): safe as file
 * names on every platform. Anything else is refused before it gets near a path, so an id can
 * never climb out of the store's folder.
 */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function newSessionId(): string {
  return randomUUID();
}

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}

export function assertSessionId(value: unknown): string {
  if (!isSessionId(value)) {
    const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 60)) : typeof value;
    throw new StoreError('INVALID_ID', `${shown} is not a session id.`);
  }
  return value;
}
