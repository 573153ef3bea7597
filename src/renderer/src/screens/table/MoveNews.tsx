import { createEffect, createSignal, type JSX, on, onCleanup } from 'solid-js';
import { whenIdle } from '../../later';
import type { GameSession } from '../../state/gameSession';

/** More moves at once than a tap stores: a game opened or another device's catch-up. */
const MOST_TOLD = 16;

/**
 * What each new move did, told to a screen reader ("Ben scored city 2: 14 points…"): the table
 * changes in place, and a score, a merge or a new turn said nothing (newcomer finding, by
 * keyboard). Polite, and worked out once the page is idle, after the move's own frame. An undo
 * is told by the app's notice.
 */
export function MoveNews(props: { session: GameSession }): JSX.Element {
  const [told, setTold] = createSignal('');
  let cancel: (() => void) | undefined;
  onCleanup(() => cancel?.());
  createEffect(
    on(
      () => props.session.events().length,
      (now, before) => {
        if (before !== undefined && now < before) {
          // Undone: what was told is no longer so (a screen reader reading the page met "Ann
          // drew Revolt city" after its undo; newcomer finding). The app's notice tells the undo.
          cancel?.();
          cancel = undefined;
          setTold('');
          return;
        }
        if (before === undefined || now <= before || now - before > MOST_TOLD) return;
        cancel?.();
        cancel = whenIdle(() => {
          cancel = undefined;
          const events = props.session.events();
          const states = props.session.before();
          const lines: string[] = [];
          for (let i = before; i < Math.min(now, events.length); i++) {
            const [state, event] = [states[i], events[i]];
            if (state && event) lines.push(props.session.describe(state, event));
          }
          setTold(lines.map((line) => (/[.!?…]$/.test(line) ? line : `${line}.`)).join(' '));
        });
      },
    ),
  );
  return (
    <p class="ml-sr-only" role="status" aria-atomic="true" data-testid="move-news">
      {told()}
    </p>
  );
}
