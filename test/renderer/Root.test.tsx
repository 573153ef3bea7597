import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Root } from '../../src/renderer/src/Root';
import { createFakeApi, type FakeApi, record } from './screens/fakeApi';

let api: FakeApi;

beforeEach(() => {
  api = createFakeApi();
  Object.assign(api, { onSessionChanged: vi.fn(() => () => undefined) });
  api.add(record(['Ana', 'Ben'], []), 'Friday');
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('Root', () => {
  it('shows the app on the plain address', async () => {
    window.history.replaceState(null, '', '/');
    render(() => <Root api={api} desktop={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Meeple Ledger');
  });

  it('tells the app whether it is a browser tab: New game is Alt+N there, Ctrl+N in the desktop app', () => {
    render(() => <Root api={api} desktop={false} />);
    const shortcutOf = () =>
      screen.getByRole('button', { name: /New game/ }).getAttribute('aria-keyshortcuts');
    expect(shortcutOf()).toBe('Alt+N');
    cleanup();
    render(() => <Root api={api} desktop />);
    expect(shortcutOf()).toBe('Control+N');
    // The desktop app keeps Alt+N for the menu bar.
    fireEvent.keyDown(document.body, { key: 'n', altKey: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Meeple Ledger');
  });

  it('shows the presenter on #presenter, and the app again when a browser tab leaves it', async () => {
    window.history.replaceState(null, '', '/?x=1#presenter');
    render(() => <Root api={api} desktop={false} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Scoreboard' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave presenter view' }));
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?x=1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Meeple Ledger');
  });

  it('closes the presenter window in the desktop app', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/#presenter');
    render(() => <Root api={api} desktop />);
    fireEvent.click(await screen.findByRole('button', { name: 'Leave presenter view' }));
    expect(close).toHaveBeenCalledOnce();
  });

  it('follows the address when it changes to the presenter', async () => {
    window.history.replaceState(null, '', '/');
    render(() => <Root api={api} desktop={false} />);
    window.location.hash = '#presenter';
    window.dispatchEvent(new Event('hashchange'));
    expect(await screen.findByRole('region', { name: 'Scoreboard' })).toBeTruthy();
  });
});
