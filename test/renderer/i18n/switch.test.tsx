import { cleanup, fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { tileLabel } from '../../../src/renderer/src/components/names';
import { SeatingRing } from '../../../src/renderer/src/components/SeatingRing';
import {
  initialLanguage,
  language,
  pluralIndex,
  STORAGE_KEY,
  setLanguage,
  t,
  tn,
} from '../../../src/renderer/src/i18n';
import { LanguagePicker } from '../../../src/renderer/src/i18n/LanguagePicker';
import type { PlayerState } from '../../../src/shared/game/gameContext';

afterEach(async () => {
  cleanup();
  await setLanguage('en');
  localStorage.removeItem(STORAGE_KEY);
});

const players: PlayerState[] = [
  { id: 'ana', name: 'Ana', color: 'red', score: 1, supply: 4, abbot: 'supply' },
  { id: 'ben', name: 'Ben', color: 'blue', score: 12, supply: 1, abbot: 'board' },
];

const ring = () => (
  <SeatingRing players={players} activeSeat={0} extraTurn meeples={[]} abbotInPlay revolts />
);

describe('switching the language', () => {
  it('changes a rendered component in place, without a remount', async () => {
    render(ring);
    const list = screen.getByRole('list', { name: 'Players in seating order' });
    const pill = screen.getByText('Extra turn');
    expect(screen.getByText('Abbot in supply')).toBeTruthy();

    await setLanguage('de');

    expect(list.isConnected).toBe(true);
    expect(list.getAttribute('aria-label')).toBe('Spieler in Sitzreihenfolge');
    expect(pill.isConnected).toBe(true);
    expect(pill.textContent).toContain('Extrazug');
    expect(screen.getByText('Abt im Vorrat')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 Meeple im Vorrat' })).toBeTruthy();

    await setLanguage('pl');
    expect(list.getAttribute('aria-label')).toBe('Gracze w kolejności przy stole');
    expect(screen.getByRole('img', { name: '4 podwładnych w rezerwie' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '1 podwładny w rezerwie' })).toBeTruthy();

    await setLanguage('en');
    expect(list.getAttribute('aria-label')).toBe('Players in seating order');
    expect(screen.getByRole('img', { name: '4 meeples in supply' })).toBeTruthy();
  });

  it('switches from the picker, labels it in the language, and remembers the choice', async () => {
    render(() => (
      <>
        <LanguagePicker />
        {ring()}
      </>
    ));
    const picker = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(picker.value).toBe('en');
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'English',
      'Polski',
      'Čeština',
      'Română',
      'Deutsch',
    ]);

    picker.value = 'cs';
    fireEvent.change(picker);

    await waitFor(() => expect(language()).toBe('cs'));
    expect(screen.getByRole('combobox', { name: 'Jazyk' })).toBe(picker);
    expect(screen.getByText('Opat v zásobě')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEY)).toBe('cs');
    expect(document.documentElement.lang).toBe('cs');
    expect(initialLanguage()).toBe('cs');
  });

  it('uses the plural forms of each language', async () => {
    expect([1, 2, 5, 22, 0].map((n) => tn('count.meeples', n))).toEqual([
      '1 meeple',
      '2 meeples',
      '5 meeples',
      '22 meeples',
      '0 meeples',
    ]);
    expect(tn('count.meeples', -1)).toBe('\u22121 meeples');
    await setLanguage('pl');
    expect([1, 2, 5, 22, 0].map((n) => tn('card.turns', n))).toEqual([
      '1 tura',
      '2 tury',
      '5 tur',
      '22 tury',
      '0 tur',
    ]);
    await setLanguage('cs');
    expect([1, 3, 5].map((n) => tn('count.meeples', n))).toEqual([
      '1 družiník',
      '3 družiníci',
      '5 družiníků',
    ]);
    await setLanguage('ro');
    expect([1, 2, 20].map((n) => tn('card.turns', n))).toEqual(['1 tură', '2 ture', '20 de ture']);
    expect(pluralIndex('de', 1)).toBe(0);
    expect(pluralIndex('de', 2)).toBe(1);
  });

  it('translates the tiles and fills placeholders', async () => {
    expect(tileLabel('D')).toBe('Tile D: city cap + straight road');
    await setLanguage('de');
    expect(tileLabel('Rg')).toBe('Karte R + Garten: Stadt an drei Seiten');
    expect(t('history.turn', { turn: 3, player: 'Ana' })).toBe('Zug 3 · Ana');
  });

  it('follows a switch made in another window of the app (the presenter)', async () => {
    render(ring);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY, newValue: 'ro' }));
    await waitFor(() => expect(language()).toBe('ro'));
    expect(screen.getByText('Abatele în rezervă')).toBeTruthy();
  });

  it('starts in the saved language, else the system one when the app has it', () => {
    localStorage.setItem(STORAGE_KEY, 'ro');
    expect(initialLanguage()).toBe('ro');
    localStorage.setItem(STORAGE_KEY, 'xx');
    const languages = Object.getOwnPropertyDescriptor(navigator, 'languages');
    Object.defineProperty(navigator, 'languages', {
      value: ['fr-FR', 'pl-PL'],
      configurable: true,
    });
    try {
      expect(initialLanguage()).toBe('pl');
      Object.defineProperty(navigator, 'languages', { value: ['fr-FR'], configurable: true });
      expect(initialLanguage()).toBe('en');
    } finally {
      if (languages) Object.defineProperty(navigator, 'languages', languages);
      else delete (navigator as { languages?: unknown }).languages;
    }
  });
});
