import { createSignal, type JSX, Show } from 'solid-js';

/**
 * A closed `<details>` whose content is built the first time it opens, then kept: a closed
 * one is not drawn, but its content was still built at every draw (the merge form, a row per
 * feature with meeples: some 20 late in a game) for a choice few turns need.
 */
export function MoreDetails(props: {
  summary: JSX.Element;
  children: JSX.Element;
  class?: string;
}): JSX.Element {
  const [opened, setOpened] = createSignal(false);
  return (
    <details
      class={`tb-more ${props.class ?? ''}`}
      onToggle={(e) => e.currentTarget.open && setOpened(true)}
    >
      {/* The click (a tap, Enter or Space) comes before the details opens: its content is
          there when it is drawn open. The toggle event covers an opening by script. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its details' own button */}
      <summary onClick={() => setOpened(true)}>{props.summary}</summary>
      <Show when={opened()}>{props.children}</Show>
    </details>
  );
}
