import { createUniqueId, For, type JSX, Show } from 'solid-js';
import type { GameEvent } from '../../../../shared/record/schema';
import { onRadioKeys, radioTabIndex } from '../../components/radioKeys';
import { t } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { Action, sentence } from './Action';
import { createTurnSignal } from './turnScope';

/** One tap per value: a row of number buttons that only choose (pennants 0–6). */
export function NumberPick(props: {
  label: string;
  from: number;
  to: number;
  value: number | undefined;
  onChange: (value: number) => void;
}): JSX.Element {
  const values = () => Array.from({ length: props.to - props.from + 1 }, (_, i) => props.from + i);
  return (
    <fieldset class="tb-pick">
      <legend>{props.label}</legend>
      <div class="tb-pick__row" role="radiogroup" aria-label={props.label} onKeyDown={onRadioKeys}>
        <For each={values()}>
          {(n, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a row of big tap targets, one per value
            <button
              type="button"
              role="radio"
              class="ml-button tb-pick__n ml-num"
              aria-checked={props.value === n}
              tabIndex={radioTabIndex(props.value === n, i() === 0, props.value !== undefined)}
              data-pick={n}
              onClick={() => props.onChange(n)}
            >
              {n}
            </button>
          )}
        </For>
      </div>
    </fieldset>
  );
}

/** Far more than a game has tiles (so cities too): a count past it is a slip of the finger. */
const MOST_COUNT = 999;

export interface CountPadProps {
  session: GameSession;
  /** "Tiles", "Completed cities it touches". */
  label: string;
  from: number;
  to: number;
  /** A box for counts past `to` too (typed, Enter sends). */
  more?: boolean;
  /** The event a count sends; undefined when that count is not possible. */
  eventFor: (n: number) => GameEvent | undefined;
  lead?: readonly GameEvent[] | undefined;
  leadMissing?: string | undefined;
  /** Shown under each number: what it scores ("+8"). */
  caption?: (n: number) => string | undefined;
  /** The accessible name of a number's button ("Score road R2: 3 tiles, 3 points"). */
  name?: (n: number) => string;
  /** Focus the count box when the pad appears (the keyboard path: type, Enter). */
  autofocus?: boolean;
  onDone?: () => void;
}

/**
 * Counts entered with one tap: each number is a button that sends its event at once (a road of
 * 3 tiles is one tap on 3), checked by the engine first like every action. Past the pad, a box
 * takes any count: type it, Enter sends.
 */
export function CountPad(props: CountPadProps): JSX.Element {
  const [typed, setTyped] = createTurnSignal('');
  const [error, setError] = createTurnSignal<string | undefined>(undefined);
  const boxId = `tb-count-${createUniqueId()}`;
  const lead = () => ('lead' in props ? props.lead : []);
  const values = () => Array.from({ length: props.to - props.from + 1 }, (_, i) => props.from + i);
  const errorId = `${boxId}-error`;
  /** Digits only: Number() would take "1e3", "0x10" or "3.0" as counts nobody typed. */
  const typedCount = () => {
    const text = typed().trim();
    return /^\d+$/.test(text) ? Number(text) : undefined;
  };

  const sendTyped = async (): Promise<void> => {
    const n = typedCount();
    // What the box takes, said in words whatever was typed ("-3", "abc", below the pad's least:
    // a road or city has a tile at least), not by the store refusing the event's field.
    if (n === undefined || n < props.from || n > MOST_COUNT) {
      setError(t('pad.wholeCount', { n: props.from, most: MOST_COUNT }));
      return;
    }
    const event = n === undefined ? undefined : props.eventFor(n);
    if (!event) {
      setError(t('pad.typeCount'));
      return;
    }
    const implied = lead();
    const problem =
      implied === undefined
        ? (props.leadMissing ?? t('common.makeChoice'))
        : props.session.checkAll([...implied, event]);
    if (problem) {
      setError(sentence(problem));
      return;
    }
    const outcome =
      !implied || implied.length === 0
        ? await props.session.dispatch(event)
        : await props.session.dispatchAll([...implied, event]);
    if (outcome.ok) {
      setError(undefined);
      setTyped('');
      props.onDone?.();
    } else if (!outcome.ignored) setError(sentence(outcome.error));
  };

  return (
    <fieldset class="tb-pad">
      <legend>{props.label}</legend>
      <div class="tb-pad__grid">
        <For each={values()}>
          {(n) => (
            <Action
              session={props.session}
              event={props.eventFor(n)}
              lead={lead()}
              leadMissing={props.leadMissing}
              quiet
              class="tb-pad__n"
              name={props.name?.(n)}
              data={{ count: String(n) }}
              onDone={props.onDone}
            >
              <span class="tb-pad__value ml-num">{n}</span>{' '}
              <Show when={props.caption?.(n)}>
                {(caption) => <span class="tb-pad__caption ml-num">{caption()}</span>}
              </Show>
            </Action>
          )}
        </For>
        <Show when={props.more}>
          <div class="tb-pad__more">
            <label for={boxId}>{t('pad.other')}</label>
            <input
              id={boxId}
              ref={(el) => {
                if (props.autofocus) queueMicrotask(() => el.focus({ preventScroll: true }));
              }}
              class="ml-input ml-num tb-pad__box"
              type="text"
              inputmode="numeric"
              enterkeyhint="done"
              autocomplete="off"
              data-count-box=""
              aria-invalid={error() ? 'true' : undefined}
              aria-describedby={error() ? errorId : undefined}
              value={typed()}
              onInput={(e) => {
                setTyped(e.currentTarget.value);
                setError(undefined);
              }}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                void sendTyped();
              }}
            />
          </div>
        </Show>
      </div>
      <Show when={error()}>
        {(message) => (
          <p class="tb-error" id={errorId} role="alert">
            {message()}
          </p>
        )}
      </Show>
    </fieldset>
  );
}
