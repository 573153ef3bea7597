import { createUniqueId, For, type JSX, Show } from 'solid-js';
import { Icon } from '../../components';
import { t } from '../../i18n';

export interface StepperProps {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min: number;
  max?: number;
  /** Unit after the number ("tiles"). */
  hint?: string;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** A number with big − and + buttons; empty until set, so nothing is scored by accident. */
export function Stepper(props: StepperProps): JSX.Element {
  const id = `tb-step-${createUniqueId()}`;
  const max = () => props.max ?? 999;
  const bump = (by: number) =>
    props.onChange(
      clamp((props.value ?? (by > 0 ? props.min - 1 : props.min)) + by, props.min, max()),
    );
  return (
    <div class="tb-stepper">
      <label for={id} class="tb-stepper__label">
        {props.label}
      </label>
      <div class="tb-stepper__row">
        <button
          type="button"
          class="ml-button ml-button--icon"
          aria-label={t('action.oneLess', { label: props.label })}
          disabled={props.value === undefined || props.value <= props.min}
          onClick={() => bump(-1)}
        >
          <Icon name="minus" />
        </button>
        <input
          id={id}
          class="ml-input tb-stepper__input ml-num"
          type="number"
          inputmode="numeric"
          min={props.min}
          max={props.max}
          value={props.value ?? ''}
          onInput={(e) => {
            const text = e.currentTarget.value.trim();
            const n = Number(text);
            props.onChange(
              text === '' || !Number.isInteger(n) ? undefined : clamp(n, props.min, max()),
            );
          }}
        />
        <button
          type="button"
          class="ml-button ml-button--icon"
          aria-label={t('action.oneMore', { label: props.label })}
          disabled={props.value !== undefined && props.value >= max()}
          onClick={() => bump(1)}
        >
          <Icon name="plus" />
        </button>
        <Show when={props.hint}>
          <span class="ml-muted">{props.hint}</span>
        </Show>
      </div>
    </div>
  );
}

/** One tap per value: a row of number buttons (monastery tiles 1–9, recall 1–9). */
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
      <div class="tb-pick__row" role="radiogroup" aria-label={props.label}>
        <For each={values()}>
          {(n) => (
            // biome-ignore lint/a11y/useSemanticElements: a row of big tap targets, one per value
            <button
              type="button"
              role="radio"
              class="ml-button tb-pick__n ml-num"
              aria-checked={props.value === n}
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
