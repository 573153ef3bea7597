import { createMemo, createRenderEffect, createUniqueId, type JSX, Show } from 'solid-js';
import type { GameEvent } from '../../../../shared/record/schema';
import { t } from '../../i18n';
import type { GameSession, Outcome } from '../../state/gameSession';
import { keyLabel, useQuestion, useShortcut } from './shortcuts';
import { createTurnSignal } from './turnScope';

export interface ActionProps {
  session: GameSession;
  /** The record event this button sends; undefined while the choice is incomplete. */
  event?: GameEvent | undefined;
  /**
   * Events the tap implies before its own, stored first in order (`place` when the tile is
   * still in hand); undefined while they are incomplete (then `leadMissing` says why).
   */
  lead?: readonly GameEvent[] | undefined;
  leadMissing?: string | undefined;
  /** Instead of an event: any session task (undo, go back to a turn…). */
  run?: () => Promise<Outcome>;
  /** Why the button is off while `event` is undefined. */
  missing?: string;
  /** A reason to keep it off, checked before the engine's. */
  problem?: string | undefined;
  /** The visible label; also the accessible name unless `name` is given. */
  children: JSX.Element;
  name?: string;
  /** One-key shortcut, shown on the button. */
  shortcut?: string;
  /** A second shortcut, not shown (e.g. Enter beside E). */
  alsoKey?: string;
  /** Ask first: the question; the button then needs a second, confirming tap. */
  confirm?: string;
  tone?: 'primary' | 'danger' | 'plain';
  /** Toggle look for choices. */
  pressed?: boolean;
  class?: string;
  onDone?: () => void;
  /** Keep the reason off the panel (said once elsewhere, e.g. "where does its arrow point?"). */
  quiet?: boolean;
  /** Marks the button for tests and the tap bench (a feature, a meeple, a count…). */
  data?: Record<string, string>;
}

/** "farmers cannot …" → "Farmers cannot …". */
export const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A button that sends one record event. It asks the engine first (`session.check`) and, when
 * the game would refuse, stays disabled with the engine's reason shown beside it; while the
 * session saves it is off; a refusal from the store is shown inline, next to the button.
 */
export function Action(props: ActionProps): JSX.Element {
  const [error, setError] = createTurnSignal<string | undefined>(undefined);
  const [asking, setAsking] = createTurnSignal(false);
  const reasonId = `tb-why-${createUniqueId()}`;

  // Props are read through memos made here: an event handler has no owner, and reading a
  // conditional prop there would make the compiler's memo outside any root.
  const event = createMemo(() => props.event);
  const lead = createMemo(() => ('lead' in props ? props.lead : []));
  const confirm = createMemo(() => props.confirm);
  const problem = createMemo((): string | undefined => {
    if (props.problem) return props.problem;
    if (props.run) return undefined;
    const ready = event();
    if (!ready) return props.missing ?? t('common.makeChoice');
    const before = lead();
    if (!before) return props.leadMissing ?? t('common.makeChoice');
    return before.length === 0
      ? props.session.check(ready)
      : props.session.checkAll([...before, ready]);
  });
  const off = () => problem() !== undefined || props.session.busy();
  const run = createMemo(() => props.run);
  const onDone = createMemo(() => props.onDone);
  const missing = createMemo(() => props.missing);

  const go = async (): Promise<void> => {
    if (off()) return;
    setAsking(false);
    const task = run();
    const ready = event();
    const before = lead() ?? [];
    const done = onDone();
    let outcome: Outcome;
    try {
      outcome = task
        ? await task()
        : ready
          ? before.length === 0
            ? await props.session.dispatch(ready)
            : await props.session.dispatchAll([...before, ready])
          : { ok: false, error: missing() ?? t('common.makeChoice') };
    } catch (error) {
      outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.ok) {
      setError(undefined);
      done?.();
    } else if (!outcome.ignored) setError(outcome.error);
  };

  // Set one by one, not spread on the button: a spread makes Solid assign every attribute of
  // the button again whenever one changes (busy or a check after each move, on every button).
  const dataAttributes = (button: HTMLButtonElement) =>
    createRenderEffect((shown: readonly string[]) => {
      const data = props.data ?? {};
      for (const key of shown) if (!Object.hasOwn(data, key)) button.removeAttribute(`data-${key}`);
      for (const [key, value] of Object.entries(data)) button.setAttribute(`data-${key}`, value);
      return Object.keys(data);
    }, []);

  let yes: HTMLButtonElement | undefined;
  let button: HTMLButtonElement | undefined;
  const press = (): void => {
    if (off()) return;
    if (confirm() && !asking()) {
      setAsking(true);
      // The whole question comes into view with the focus on its answer (a long history
      // scrolls; "End the game now" under the tile grid showed its answers cut at the edge).
      queueMicrotask(() => {
        yes?.focus({ preventScroll: true });
        (yes?.closest('fieldset') ?? yes)?.scrollIntoView?.({ block: 'nearest' });
      });
    } else void go();
  };

  useShortcut(
    createMemo(() => props.shortcut),
    press,
  );
  useShortcut(
    createMemo(() => props.alsoKey),
    press,
  );
  // "No" (Cancel or Escape) gives the focus back to the button that asked.
  const stopAsking = (): void => {
    setAsking(false);
    button?.focus();
  };
  useQuestion(asking, stopAsking);

  return (
    <div class={`tb-action ${props.class ?? ''}`}>
      <button
        type="button"
        class={`ml-button tb-button tb-button--${props.tone ?? 'plain'}`}
        disabled={off()}
        aria-pressed={props.pressed === undefined ? undefined : props.pressed}
        aria-describedby={problem() && !props.quiet ? reasonId : undefined}
        aria-keyshortcuts={props.shortcut ? keyLabel(props.shortcut) : undefined}
        aria-label={props.name}
        aria-busy={props.session.busy() ? 'true' : undefined}
        title={props.quiet && problem() ? sentence(problem() as string) : undefined}
        ref={(element) => {
          button = element;
          dataAttributes(element);
        }}
        onClick={press}
      >
        <span class="tb-button__label">{props.children}</span>
        <Show when={props.shortcut}>
          {(key) => (
            <span class="tb-kbd" aria-hidden="true">
              <kbd>{keyLabel(key())}</kbd>
            </span>
          )}
        </Show>
      </button>
      <Show when={!props.quiet && problem()}>
        {(why) => (
          <p class="tb-why" id={reasonId}>
            {sentence(why())}
          </p>
        )}
      </Show>
      <Show when={asking()}>
        <fieldset class="tb-confirm">
          <legend class="tb-confirm__q">{props.confirm}</legend>
          <button
            ref={yes}
            type="button"
            class="ml-button tb-button tb-button--danger"
            disabled={off()}
            data-confirm="yes"
            onClick={() => void go()}
          >
            {t('common.yes')}
          </button>
          <button type="button" class="ml-button tb-button" onClick={stopAsking}>
            {t('common.cancel')}
          </button>
        </fieldset>
      </Show>
      <Refusal message={error()} />
    </div>
  );
}

/** Why a move was refused, under the control that asked for it (read out as it appears). */
export function Refusal(props: { message: string | undefined }): JSX.Element {
  return (
    <Show when={props.message}>
      {(message) => (
        <p class="tb-error" role="alert">
          {sentence(message())}
        </p>
      )}
    </Show>
  );
}

/** A plain toggle for a choice that sends nothing by itself (protect, arrow direction…). */
export function Toggle(props: {
  pressed: boolean;
  onToggle: () => void;
  children: JSX.Element;
  shortcut?: string;
  disabledReason?: string | undefined;
  name?: string;
  /** Marks the toggle for tests and the tap bench. */
  data?: string;
}): JSX.Element {
  const reasonId = `tb-why-${createUniqueId()}`;
  const reason = createMemo(() => props.disabledReason);
  const onToggle = createMemo(() => props.onToggle);
  const press = () => {
    if (!reason()) onToggle()();
  };
  useShortcut(
    createMemo(() => props.shortcut),
    press,
  );
  return (
    <div class="tb-action">
      <button
        type="button"
        class="ml-button tb-button tb-toggle"
        aria-pressed={props.pressed}
        disabled={props.disabledReason !== undefined}
        aria-describedby={props.disabledReason ? reasonId : undefined}
        aria-keyshortcuts={props.shortcut ? keyLabel(props.shortcut) : undefined}
        aria-label={props.name}
        data-toggle={props.data}
        onClick={press}
      >
        <span class="tb-toggle__box" aria-hidden="true">
          {props.pressed ? '✓' : ''}
        </span>
        <span class="tb-button__label">{props.children}</span>
        <Show when={props.shortcut}>
          {(key) => (
            <span class="tb-kbd" aria-hidden="true">
              <kbd>{keyLabel(key())}</kbd>
            </span>
          )}
        </Show>
      </button>
      <Show when={props.disabledReason}>
        {(why) => (
          <p class="tb-why" id={reasonId}>
            {sentence(why())}
          </p>
        )}
      </Show>
    </div>
  );
}
