import type { JSX } from 'solid-js';

/**
 * A box that scrolls sideways on a small screen (a wide table): it takes the focus, so the
 * keyboard can scroll it too (WCAG 2.1.1, axe's scrollable-region-focusable), and is named by
 * the heading it sits under.
 */
export function ScrollRegion(props: {
  class: string;
  /** The id of the heading that names the region. */
  labelledBy: string;
  children: JSX.Element;
}): JSX.Element {
  return (
    // A group, not a second region: it usually sits inside the card its heading already names.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must take the focus
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not a table
    <div class={props.class} role="group" tabIndex={0} aria-labelledby={props.labelledBy}>
      {props.children}
    </div>
  );
}
