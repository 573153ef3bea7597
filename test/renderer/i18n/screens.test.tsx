import { cleanup, fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { language, STORAGE_KEY, setLanguage } from '../../../src/renderer/src/i18n';
import { Home } from '../../../src/renderer/src/screens/Home';
import { createFakeApi, record } from '../screens/fakeApi';
import { button, renderTable } from '../screens/table/helpers';

afterEach(async () => {
  cleanup();
  await setLanguage('en');
  localStorage.removeItem(STORAGE_KEY);
});

const pick = async (name: string, value: string) => {
  const picker = screen.getByRole('combobox', { name }) as HTMLSelectElement;
  picker.value = value;
  fireEvent.change(picker);
  await waitFor(() => expect(language()).toBe(value));
};

describe('a screen in another language', () => {
  it('Home switches from the picker in its header, in place', async () => {
    const api = createFakeApi();
    api.add(record(['Ana', 'Ben']), 'Tuesday', '2025-11-25T19:00:00.000Z');
    render(() => <Home api={api} onResume={() => {}} onNewGame={() => {}} />);
    const heading = await screen.findByRole('heading', { name: 'Your games' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: /New game/ })).toBeTruthy();

    await pick('Language', 'de');

    expect(heading.isConnected).toBe(true);
    expect(heading.textContent).toBe('Deine Partien');
    expect(within(header).getByRole('button', { name: /Neue Partie/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fortsetzen: Tuesday' })).toBeTruthy();

    await pick('Sprache', 'pl');
    expect(heading.textContent).toBe('Twoje gry');
  });

  it('the Table switches from the picker in its header, official terms included', async () => {
    await renderTable(record(['Ana', 'Ben'], [], ['peasant-revolts']));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Turn 1: Ana');
    const undo = button('Undo');

    await pick('Language', 'cs');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tah 1: Ana');
    expect(undo.isConnected).toBe(true);
    expect(undo.textContent).toContain('Zpět');
    expect(screen.getByRole('tab', { name: 'Balíček' })).toBeTruthy();
    expect(screen.getByText('Ana si dobírá kartičku')).toBeTruthy();

    await pick('Jazyk', 'de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Zug 1: Ana');
    expect(screen.getByText('Ana zieht eine Karte')).toBeTruthy();
  });
});
