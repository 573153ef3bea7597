import { fireEvent, screen, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/renderer/src/i18n/en';
import { RULE_GROUPS } from '../../../../src/renderer/src/screens/table/RulesPanel';
import { gameRecord } from './fakeApi';
import { draw, renderTable } from './helpers';

/** Every rule code the app's words put in brackets: "(R7, R10)", "(B3)", "(Ruling 5)". */
function codesOnScreen(): Set<string> {
  const codes = new Set<string>();
  for (const text of Object.values(en))
    for (const [, inside] of String(text).matchAll(/\(([^()]*)\)/g))
      for (const [code] of String(inside).matchAll(/\b(?:[BRACH]\d+|Ruling \d+)\b/g))
        codes.add(code.replace(' ', ''));
  return codes;
}

describe('Table: the rule codes in words (the Rules tab)', () => {
  it('explains every rule code the app shows in brackets', () => {
    const explained = new Set<string>(RULE_GROUPS.flatMap((group) => [...group.codes]));
    const shown = codesOnScreen();
    expect(shown.size).toBeGreaterThan(20);
    expect([...shown].filter((code) => !explained.has(code))).toEqual([]);
  });

  it('R7 and B3 in plain words, for the expansions this game uses', async () => {
    await renderTable(gameRecord([draw('U')], { expansions: ['peasant-revolts'] }));
    fireEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    const panel = screen.getByRole('tabpanel');
    const rule = (code: string) => panel.querySelector(`[data-rule="${code}"]`)?.textContent;
    expect(rule('R7')).toBe(
      'R7Protect the new meeple for 4, or, placing none, one already on the board for 2. Scores may go below zero.',
    );
    expect(rule('B3')).toContain('A tile that fits nowhere leaves the game');
    expect(within(panel).getByRole('heading', { name: 'The Peasant Revolts' })).toBeTruthy();
    // No arrow tiles in this game: their rules would only be noise.
    expect(within(panel).queryByRole('heading', { name: '20th Anniversary Expansion' })).toBeNull();
    expect(rule('A6')).toBeUndefined();
    // Nor the abbot's rules without the Abbot, nor R10 (arrows, crop circles) without either.
    expect(rule('B7')).toBeUndefined();
    expect(rule('Ruling1')).toBeUndefined();
    expect(rule('R10')).toBeUndefined();
    // The protect button names the rules that apply here: R7, not R10.
    expect(screen.getByText('Protect the new meeple: lay it down, −4 points (R7)')).toBeTruthy();
  });

  it("R10 and the abbot's rules where arrows and the Abbot are in play", async () => {
    await renderTable(
      gameRecord([draw('U')], { expansions: ['peasant-revolts', 'anniversary', 'abbot'] }),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    const panel = screen.getByRole('tabpanel');
    for (const code of ['B7', 'Ruling1', 'R10'])
      expect(panel.querySelector(`[data-rule="${code}"]`)).not.toBeNull();
  });
});
