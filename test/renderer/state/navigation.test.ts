import { createRoot } from 'solid-js';
import { describe, expect, it } from 'vitest';
import { type Address, createNavigation } from '../../../src/renderer/src/state/navigation';

const ID = '0b5e1c2a-4d3f-4a1b-9c8d-7e6f5a4b3c2d';

/** An address bar and history, as the browser keeps them. */
function fakeAddress(hash = '') {
  const listeners = new Set<() => void>();
  const entries: string[] = [];
  const location = { hash, pathname: '/', search: '' };
  const set = (url: string) => {
    const at = url.indexOf('#');
    location.hash = at < 0 ? '' : url.slice(at);
  };
  const address: Address = {
    location,
    history: {
      pushState: (_state, _title, url) => {
        set(String(url));
        entries.push(location.hash);
      },
      replaceState: (_state, _title, url) => set(String(url)),
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  /** The Back button, or a hash typed in the bar. */
  const travel = (next: string) => {
    location.hash = next;
    for (const listener of listeners) listener();
  };
  return { address, location, entries, travel };
}

describe('navigation kept in the address', () => {
  it('starts on the screen the address names (a reload or a bookmark)', () => {
    const { address } = fakeAddress(`#results/${ID}`);
    createRoot((dispose) => {
      expect(createNavigation({ address }).route()).toEqual({ name: 'results', id: ID });
      dispose();
    });
  });

  it('moves the address before the screen: the history keeps the screen it leaves as it was', () => {
    const { address } = fakeAddress();
    createRoot((dispose) => {
      const nav = createNavigation({ address });
      const shownWhenPushed: string[] = [];
      const push = address.history.pushState.bind(address.history);
      address.history.pushState = (state, title, url) => {
        shownWhenPushed.push(nav.route().name);
        push(state, title, url);
      };
      nav.newGame();
      nav.table(ID);
      expect(shownWhenPushed).toEqual(['home', 'new-game']);
      expect(nav.route()).toEqual({ name: 'table', id: ID });
      dispose();
    });
  });

  it('writes each screen into the address, one history entry per screen', () => {
    const { address, location, entries } = fakeAddress();
    createRoot((dispose) => {
      const nav = createNavigation({ address });
      nav.newGame();
      expect(location.hash).toBe('#new');
      nav.table(ID);
      expect(location.hash).toBe(`#game/${ID}`);
      nav.table(ID);
      nav.stats();
      nav.home();
      expect(location.hash).toBe('');
      expect(entries).toEqual(['#new', `#game/${ID}`, '#stats', '']);
      dispose();
    });
  });

  it('follows the Back button and typed addresses; an unknown one is Home', () => {
    const { address, travel } = fakeAddress('#stats');
    createRoot((dispose) => {
      const nav = createNavigation({ address });
      travel(`#game/${ID}`);
      expect(nav.route()).toEqual({ name: 'table', id: ID });
      travel('#somewhere-else');
      expect(nav.route()).toEqual({ name: 'home' });
      dispose();
    });
  });

  it('remembers the game on screen, so the desktop app can reopen it', () => {
    const remembered: (string | undefined)[] = [];
    createRoot((dispose) => {
      const nav = createNavigation({ remember: (id) => remembered.push(id) });
      nav.table(ID);
      nav.home();
      dispose();
    });
    expect(remembered).toEqual([undefined, ID, undefined]);
  });
});
