import { fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { gameRecord } from './fakeApi';
import { appendedCount, deploy, draw, endTurn, place, reasonOf, renderTable } from './helpers';

const record = () => gameRecord([draw('E'), place(), deploy('a1', 'C1', 'city'), endTurn]);
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
    const told = await fixes.findByRole('status');
    await waitFor(() =>
      expect(told.textContent).toMatch(/Ana's score corrected by \+3: now \d+\.$/),
    );
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
      expect(reasonOf(apply)).toBe('Type whole points, from −999 to +999');
      expect(box.getAttribute('aria-invalid')).toBe('true');
    }
    fireEvent.input(box, { target: { value: '12' } });
    fireEvent.blur(box);
    expect(box.value).toBe('+12');
    fireEvent.click(fixes.getByRole('button', { name: "Correct Ben's score by +12" }));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'adjust', player: 'ben', points: 12 });
  });

  it('returns a meeple to supply', async () => {
    const { api, session } = await renderTable(record());
    const fixes = openFixes();
    fireEvent.click(fixes.getByRole('button', { name: "Return Ana's knight on city 1" }));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'returnMeeple', meeple: 'a1' });
    await waitFor(() => expect(session.snapshot().context.meeples).toEqual([]));
    expect(fixes.getByText('No meeple on the board.')).toBeTruthy();
  });
});
