/**
 * A row of buttons acting as radio buttons (`role="radiogroup"` of `role="radio"`), as the
 * WAI-ARIA radio group pattern has them: one stop for Tab (the chosen one, or the first while
 * none is), the arrow keys move the choice along the row (and round), Home and End to its ends.
 */

/** The button's tabIndex: 0 for the one Tab stops at, −1 for the rest. */
export const radioTabIndex = (checked: boolean, first: boolean, anyChecked: boolean): number =>
  checked || (first && !anyChecked) ? 0 : -1;

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The group's keydown: the choice moves with the arrows (a click on the radio it reaches). */
export function onRadioKeys(event: KeyboardEvent): void {
  const group = event.currentTarget as HTMLElement;
  const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"]')].filter(
    (radio) => !(radio as HTMLButtonElement).disabled,
  );
  const at = radios.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  const step = STEPS[event.key];
  const to =
    step !== undefined
      ? (at + step + radios.length) % radios.length
      : event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? radios.length - 1
          : undefined;
  if (to === undefined) return;
  event.preventDefault();
  const next = radios[to];
  next?.focus();
  next?.click();
}
