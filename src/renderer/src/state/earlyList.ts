import type { MeepleLedgerApi } from '../../../shared/ipc/api';

/**
 * The games list asked for as the page starts, before its code has drawn anything: with 2,000
 * games the store's answer takes about as long as the app takes to boot, and asked by Home
 * once it is on screen, one waited for the other. Home takes it once; any later Home asks anew.
 */
type ListAnswer = ReturnType<MeepleLedgerApi['sessions']['list']>;

let early: { api: MeepleLedgerApi; answer: ListAnswer } | undefined;

export function listEarly(api: MeepleLedgerApi): void {
  early = { api, answer: api.sessions.list() };
}

/** The early answer for this API, once; undefined when none was asked (or it was taken). */
export function takeEarlyList(api: MeepleLedgerApi): ListAnswer | undefined {
  if (early?.api !== api) return undefined;
  const { answer } = early;
  early = undefined;
  return answer;
}
