/**
 * The browser's first date field in a page costs 20–35 ms here (its inner fields and the
 * locale's date format are built then), and its first list box a few more: paid in the task
 * that draws the statistics' figures, with their filters, it made that task a long one. Drawn
 * once while Home is idle, hidden and taken away in the same task (never painted, never
 * focusable), the filters' own fields then cost a millisecond or two.
 */
export function warmFilterFields(doc: Document = document): void {
  const box = doc.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.inert = true;
  box.style.cssText = 'position:fixed;top:0;left:0;visibility:hidden;pointer-events:none';
  const date = doc.createElement('input');
  date.type = 'date';
  date.className = 'ml-input';
  const select = doc.createElement('select');
  select.className = 'ml-input';
  select.append(doc.createElement('option'));
  box.append(date, select);
  doc.body.append(box);
  // Laid out once: what the first real field would otherwise pay.
  box.getBoundingClientRect();
  box.remove();
}

const warmed = new WeakSet<Document>();

/**
 * Warms the fields once per page: while Home is idle, or as the Statistics button is pressed
 * when Home never was idle (tapped the moment its list came): the press is a tenth of a second
 * before the click, and the screen waits for its answers meanwhile anyway.
 */
export function warmFilterFieldsOnce(doc: Document = document): void {
  if (warmed.has(doc)) return;
  warmed.add(doc);
  try {
    warmFilterFields(doc);
  } catch {
    // Only a head start: the filters are drawn all the same.
  }
}
