/**
 * After a change of screen the focus goes into the new screen, as a page load would put a
 * reader at its start: its `[data-autofocus]` control if it names one (New game's first
 * name), else its title. Without it the focus stayed on the body of the page (the button
 * that was pressed is gone), and Tab or a screen reader started again at the top. A screen
 * that takes the focus itself (the table's turn panel) keeps it.
 */
export function focusNewScreen(root: HTMLElement, atMostMs = 2000): () => void {
  const until = performance.now() + atMostMs;
  let frame = 0;
  const attempt = () => {
    const active = document.activeElement;
    if (active && active !== document.body && root.contains(active)) return;
    const target =
      root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>('h1');
    if (target) {
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]'))
        target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return;
    }
    // A screen still loading (its code, its data) shows its title a little later.
    if (performance.now() < until) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
