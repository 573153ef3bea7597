import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import { PAGE_SIZE } from '../screens/home/gameList';

/**
 * Home's first page asked for as the page starts, before its code has drawn anything: the
 * newest PAGE_SIZE games and how many there are (`sessions:listNewest`), a few KB the store
 * answers from what it knows, where the whole list of 2,000 games is a megabyte that checks
 * every journal. Home shows this page, then asks for the whole list (search, other pages).
 * Home takes it once; any later Home asks anew.
 */
type FirstPage = ReturnType<MeepleLedgerApi['sessions']['listNewest']>;

let early: { api: MeepleLedgerApi; answer: FirstPage } | undefined;

export function listEarly(api: MeepleLedgerApi): void {
  early = { api, answer: api.sessions.listNewest(PAGE_SIZE) };
}

/** The early answer for this API, once; undefined when none was asked (or it was taken). */
export function takeEarlyList(api: MeepleLedgerApi): FirstPage | undefined {
  if (early?.api !== api) return undefined;
  const { answer } = early;
  early = undefined;
  return answer;
}

/**
 * Resolves once the early answer is in (or at once when none was asked), and after `atMostMs`
 * whatever happens: the first screen drawn with its list is one layout and one frame, not two.
 */
export function earlyListIn(atMostMs: number): Promise<void> {
  const asked = early?.answer;
  if (!asked) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, atMostMs);
    void asked.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => resolve(),
    );
  });
}
