import { onCleanup } from 'solid-js';

/**
 * Keeps what the keyboard focuses clear of a bar stuck to the bottom of the window (the turn's
 * foot with End turn, New game's Start): the page's scroll padding follows the bar's height,
 * and focus scrolling honours it. Set on the root's own style, not as an inherited variable,
 * so a change restyles one element, not the page.
 */
export function keepFocusAbove(foot: HTMLElement): void {
  if (typeof ResizeObserver !== 'function') return;
  const root = document.documentElement;
  const observer = new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize?.[0]?.blockSize ?? foot.offsetHeight;
    root.style.scrollPaddingBottom = `${Math.ceil(height) + 8}px`;
  });
  observer.observe(foot);
  onCleanup(() => {
    observer.disconnect();
    root.style.scrollPaddingBottom = '';
  });
}
