/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../src/shared/record/schema';
import { gameRecord } from './fakeApi';
import { appendedCount, deploy, draw, endTurn, place, reasonOf, renderTable } from './helpers';

const record = () => gameRecord([draw('E'), place(), deploy('a1', 'C1', 'city'), endTurn]);

/** Ana has two knights on city 1 after a merge, and a lying one; Ben has one knight there. */
const sideBySide: GameEvent[] = [
  draw('E'),
  place(),
  deploy('a1', 'C1', 'city'),
  endTurn,
  draw('E'),
  place(),
  deploy('b1', 'C2', 'city'),
  endTurn,
  draw('E'),
  place(),
  deploy('a2', 'C3', 'city'),
  endTurn,
  draw('V'),
  place(),
  endTurn,
  draw('K'),
  place(),
  deploy('a3', 'C4', 'city', { protect: true }),
  { type: 'merge', features: ['C1', 'C2', 'C3', 'C4'] },
  endTurn,
];

/** The table's stylesheet without its comments, and one rule's declarations. */
const tableCss = readFileSync(
  join(
    dirname(fileURLToPath(import.meta.url)),
    '../../../../src/renderer/src/screens/table/table.css',
  ),
  'utf8',
).replace(/\/\*[\s\S]*?\*\//g, '');
const declarations = (selector: string): string =>
  [...tableCss.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter((m) => (m[1] ?? '').split(',').some((s) => s.trim() === selector))
    .map((m) => m[2] ?? '')
    .join(';');
const openFixes = () => {
  fireEvent.click(screen.getByRole('tab', { name: 'Corrections' }));
  return within(screen.getByRole('region', { name: 'Corrections' }));
};

describe('Table: corrections', () => {
  it('adjusts a score with a note', async () => {
    const { api, session } = await renderTable(record());
    const fixes = openFixes();
    const apply = fixes.getByRole('button', { name: 'Correct the score' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    expect(reasonOf(apply)).toBe('Choose whose score');
    fireEvent.click(fixes.getByRole('radio', { name: /^Ben/ }));
    fireEvent.click(fixes.getByRole('button', { name: 'One point less' }));
    fireEvent.click(fixes.getByRole('button', { name: 'One point less' }));
    fireEvent.input(fixes.getByRole('textbox', { name: 'Note' }), {
      target: { value: 'miscounted road' },
    });
    fireEvent.click(fixes.getByRole('button', { name: "Correct Ben's score by −2" }));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({
      type: 'adjust',
      player: 'ben',
      points: -2,
      note: 'miscounted road',
    });
    await waitFor(() => expect(session.snapshot().context.players[1]?.score).toBe(-2));
  });

  it('asks for the note before the quick numbers, which correct at once with it', async () => {
    const { api } = await renderTable(record());
    const fixes = openFixes();
    fireEvent.click(fixes.getByRole('radio', { name: /^Ben/ }));
    const note = fixes.getByRole('textbox', { name: 'Note' });
    const minusThree = fixes.getByRole('button', { name: '−3' });
    // In reading (and Tab) order the note comes first: typed after a quick number, it was left
    // behind unsaved.
    expect(
      note.compareDocumentPosition(minusThree) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.input(note, { target: { value: 'abbot recalled by mistake' } });
    fireEvent.click(minusThree);
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({
      type: 'adjust',
      player: 'ben',
      points: -3,
      note: 'abbot recalled by mistake',
    });
    await waitFor(() => expect((note as HTMLInputElement).value).toBe(''));
  });

  it('whose score: one Tab stop, the arrow keys move the choice (a radio group)', async () => {
    await renderTable(record());
    const fixes = openFixes();
    const radios = fixes.getAllByRole('radio') as HTMLButtonElement[];
    // None chosen yet: Tab stops at the first only.
    expect(radios.map((r) => r.tabIndex)).toEqual([0, -1]);
    radios[0]?.focus();
    fireEvent.keyDown(radios[0] as HTMLElement, { key: 'ArrowRight' });
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'true']);
    expect(document.activeElement).toBe(radios[1]);
    expect(radios.map((r) => r.tabIndex)).toEqual([-1, 0]);
    // Round the row, and back.
    fireEvent.keyDown(radios[1] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(radios[0]);
    expect(radios[0]?.getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(radios[0] as HTMLElement, { key: 'End' });
    expect(radios[1]?.getAttribute('aria-checked')).toBe('true');
  });

  it('corrects by a usual number with one tap once the player is chosen', async () => {
    const { api } = await renderTable(record());
    const fixes = openFixes();
    expect(fixes.queryByRole('group', { name: /at once by/ })).toBeNull();
    fireEvent.click(fixes.getByRole('radio', { name: /^Ana/ }));
    const quick = within(fixes.getByRole('group', { name: "Correct Ana's score at once by" }));
    expect(quick.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '−5',
      '−4',
      '−3',
      '−2',
      '−1',
      '+1',
      '+2',
      '+3',
      '+4',
      '+5',
      '+6',
      '+7',
      '+8',
      '+9',
      '+10',
    ]);
    fireEvent.click(quick.getByRole('button', { name: '+3' }));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'adjust', player: 'ana', points: 3 });
    // Said where it was asked: the score it changed is on a card far off.
    const told = await quick.findByRole('status');
    await waitFor(() =>
      expect(told.textContent).toMatch(/Ana's score corrected by \+3: now \d+\.$/),
    );
  });

  it('says what each quick number did beside the numbers, so a second tap is not silent', async () => {
    const { api } = await renderTable(record());
    const fixes = openFixes();
    fireEvent.click(fixes.getByRole('radio', { name: /^Ana/ }));
    const pad = fixes.getByRole('group', { name: "Correct Ana's score at once by" });
    // A polite live region, there before anything is told (so its first message is heard).
    const told = within(pad).getByRole('status');
    expect(told.textContent).toBe('');
    fireEvent.click(within(pad).getByRole('button', { name: '+2' }));
    await appendedCount(api, 1);
    await waitFor(() => expect(told.textContent).toBe("✓ Ana's score corrected by +2: now 2."));
    fireEvent.click(within(pad).getByRole('button', { name: '+2' }));
    await appendedCount(api, 2);
    await waitFor(() => expect(told.textContent).toBe("✓ Ana's score corrected by +2: now 4."));
    // The form's own message is said under its button, and the pad's is then cleared.
    fireEvent.input(fixes.getByRole('textbox', { name: 'Points' }), { target: { value: '-1' } });
    fireEvent.click(fixes.getByRole('button', { name: "Correct Ana's score by −1" }));
    await appendedCount(api, 3);
    const statuses = () => fixes.getAllByRole('status').map((s) => s.textContent);
    await waitFor(() => expect(statuses()).toEqual(['', "✓ Ana's score corrected by −1: now 3."]));
  });

  it('takes whole points only: 3.5 or 1e3 stores nothing and says why; +12 says +12', async () => {
    const { api } = await renderTable(record());
    const fixes = openFixes();
    fireEvent.click(fixes.getByRole('radio', { name: /^Ben/ }));
    const box = fixes.getByRole('textbox', { name: 'Points' }) as HTMLInputElement;
    for (const odd of ['3.5', '1e3', '-9999', 'ten']) {
      fireEvent.input(box, { target: { value: odd } });
      const apply = fixes.getByRole('button', { name: 'Correct the score' }) as HTMLButtonElement;
      expect(apply.disabled).toBe(true);
      expect(box.getAttribute('aria-invalid')).toBe('true');
      // Said once, at the box (the button keeps it as its title).
      expect(reasonOf(box)).toBe('Type whole points, from −999 to +999');
      expect(apply.title).toBe('Type whole points, from −999 to +999');
    }
    fireEvent.input(box, { target: { value: '12' } });
    fireEvent.blur(box);
    expect(box.value).toBe('+12');
    fireEvent.click(fixes.getByRole('button', { name: "Correct Ben's score by +12" }));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'adjust', player: 'ben', points: 12 });
  });

  it('says why typed points will not do beside the box, with no player chosen yet', async () => {
    await renderTable(record());
    const fixes = openFixes();
    const box = fixes.getByRole('textbox', { name: 'Points' });
    expect(box.getAttribute('aria-describedby')).toBeNull();
    fireEvent.input(box, { target: { value: 'abc' } });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const why = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('Type whole points, from −999 to +999');
    expect(fixes.getByText('Type whole points, from −999 to +999')).toBe(why);
    // The button says what is missing first: whose score.
    expect(reasonOf(fixes.getByRole('button', { name: 'Correct the score' }))).toBe(
      'Choose whose score',
    );
    fireEvent.input(box, { target: { value: '+3' } });
    expect(box.getAttribute('aria-describedby')).toBeNull();
    expect(fixes.queryByText('Type whole points, from −999 to +999')).toBeNull();
  });

  it('keeps −, the number and + on one row at 360 px: the note alone moves below', async () => {
    await renderTable(record());
    const fixes = openFixes();
    const less = fixes.getByRole('button', { name: 'One point less' });
    const box = fixes.getByRole('textbox', { name: 'Points' });
    const more = fixes.getByRole('button', { name: 'One point more' });
    const row = less.parentElement as HTMLElement;
    expect([...row.children]).toEqual([less, box, more]);
    expect(row.classList.contains('tb-stepper__row')).toBe(true);
    expect(row.contains(fixes.getByRole('textbox', { name: 'Note' }))).toBe(false);
    // The row does not wrap, and its box has a width of its own (a text box asks for 20
    // characters): two 44 px buttons, the box and the gaps fit a 360 px phone's panel.
    const points = row.closest('.tb-adjust__points') as HTMLElement;
    expect(points).not.toBeNull();
    expect(declarations('.tb-adjust__points .tb-stepper__row')).toMatch(/flex-wrap:\s*nowrap/);
    expect(declarations('.tb-stepper__row')).toMatch(/display:\s*flex/);
    const width = /(?:^|;)\s*width:\s*([\d.]+)rem/.exec(declarations('.tb-adjust__n'))?.[1];
    expect(width).toBeDefined();
    // The root font is 18 px (styles.css); a phone's panel keeps some 300 px inside its padding.
    expect(2 * 44 + Number(width) * 18 + 2 * 0.4 * 18).toBeLessThanOrEqual(300);
  });

  it('asks before a meeple leaves the board', async () => {
    const { api, session } = await renderTable(record());
    const fixes = openFixes();
    fireEvent.click(fixes.getByRole('button', { name: "Return Ana's knight on city 1" }));
    expect(
      fixes.getByText("Send Ana's knight on city 1 back to supply? Undo can take it back."),
    ).toBeTruthy();
    expect(api.calls).toEqual([]);
    fireEvent.click(fixes.getByRole('button', { name: 'Cancel' }));
    expect(fixes.queryByText(/back to supply\?/)).toBeNull();
    expect(api.calls).toEqual([]);
    fireEvent.click(fixes.getByRole('button', { name: "Return Ana's knight on city 1" }));
    fireEvent.click(fixes.getByRole('button', { name: 'Yes' }));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'returnMeeple', meeple: 'a1' });
    await waitFor(() => expect(session.snapshot().context.meeples).toEqual([]));
  });

  it('lists meeples side by side once per player, counted, lying ones apart', async () => {
    const { api } = await renderTable(gameRecord(sideBySide, { expansions: ['peasant-revolts'] }));
    const fixes = openFixes();
    const returns = () =>
      within(fixes.getByRole('group', { name: 'Send a meeple back to supply' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(returns()).toEqual([
      "Return one of Ana's 2 knights on city 1",
      "Return Ben's knight on city 1",
      "Return Ana's knight on city 1 (lying, protected)",
    ]);
    fireEvent.click(fixes.getByRole('button', { name: "Return one of Ana's 2 knights on city 1" }));
    expect(
      fixes.getByText(
        "Send one of Ana's 2 knights on city 1 back to supply? Undo can take it back.",
      ),
    ).toBeTruthy();
    expect(api.calls).toEqual([]);
    fireEvent.click(fixes.getByRole('button', { name: 'Yes' }));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'returnMeeple', meeple: 'a1' });
    // In board order: Ana's other knight went down after Ben's.
    await waitFor(() =>
      expect(returns()).toEqual([
        "Return Ben's knight on city 1",
        "Return Ana's knight on city 1",
        "Return Ana's knight on city 1 (lying, protected)",
      ]),
    );
  });

  it('returns a meeple to supply', async () => {
    const { api, session } = await renderTable(record());
    const fixes = openFixes();
    fireEvent.click(fixes.getByRole('button', { name: "Return Ana's knight on city 1" }));
    fireEvent.click(fixes.getByRole('button', { name: 'Yes' }));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'returnMeeple', meeple: 'a1' });
    await waitFor(() => expect(session.snapshot().context.meeples).toEqual([]));
    expect(fixes.getByText('No meeple on the board.')).toBeTruthy();
  });
});
