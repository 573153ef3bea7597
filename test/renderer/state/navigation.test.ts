import { createRoot } from 'solid-js';
import { describe, expect, it } from 'vitest';
import { type Address, createNavigation } from '../../../src/renderer/src/state/navigation';

const ID = '0b5e1c2a-4d3f-4a1b-9c8d-7e6f5a4b3c2d';

/** An address bar and history, as the browser keeps them. */
function fakeAddress(hash = '') {
  const listeners = new Set<() => void>();
  const pageHide = new Set<() => void>();
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
    addEventListener: (type, listener) =>
      (type === 'pagehide' ? pageHide : listeners).add(listener),
    removeEventListener: (type, listener) =>
      (type === 'pagehide' ? pageHide : listeners).delete(listener),
  };
  /** The Back button, or a hash typed in the bar. */
  const travel = (next: string) => {
    location.hash = next;
    for (const listener of listeners) listener();
  };
  return { address: Object.assign(address, { pageHide }), location, entries, travel };
}

/** The frame the address waits for, drawn when the test says. */
function drawnLater() {
  let waiting: (() => void)[] = [];
  return {
    later: () => new Promise<void>((resolve) => waiting.push(resolve)),
    async draw() {
      const now = waiting;
      waiting = [];
      for (const resolve of now) resolve();
      await Promise.resolve();
    },
  };
}

describe('navigation kept in the address', () => {
  it('starts on the screen the address names (a reload or a bookmark)', () => {
    const { address } = fakeAddress(`#results/${ID}`);
    createRoot((dispose) => {
      expect(createNavigation({ address }).route()).toEqual({ name: 'results', id: ID });
      dispose();
    });
  });

  it('writes the address once the new screen is drawn: the screen first, then its history entry', async () => {
    const { address, location, entries } = fakeAddress();
    const frame = drawnLater();
    await createRoot(async (dispose) => {
      const nav = createNavigation({ address, later: frame.later });
      nav.newGame();
      nav.table(ID);
      // The screen is there at once; the address waits for its frame.
      expect(nav.route()).toEqual({ name: 'table', id: ID });
      expect(location.hash).toBe('');
      await frame.draw();
      expect(entries).toEqual(['#new', `#game/${ID}`]);
      expect(location.hash).toBe(`#game/${ID}`);
      dispose();
    });
  });

  it('writes each screen into the address, one history entry per screen', async () => {
    const { address, location, entries } = fakeAddress();
    const frame = drawnLater();
    await createRoot(async (dispose) => {
      const nav = createNavigation({ address, later: frame.later });
      nav.newGame();
      await frame.draw();
      expect(location.hash).toBe('#new');
      nav.table(ID);
      await frame.draw();
      expect(location.hash).toBe(`#game/${ID}`);
      nav.table(ID);
      nav.stats();
      nav.home();
      await frame.draw();
      expect(location.hash).toBe('');
      expect(entries).toEqual(['#new', `#game/${ID}`, '#stats', '']);
      dispose();
    });
  });

  it('Back before the frame: the address is the screen, and the move not yet written is dropped', async () => {
    const { address, entries, travel } = fakeAddress('#stats');
    const frame = drawnLater();
    await createRoot(async (dispose) => {
      const nav = createNavigation({ address, later: frame.later });
      nav.table(ID);
      travel('#stats');
      await frame.draw();
      expect(nav.route()).toEqual({ name: 'stats' });
      expect(entries).toEqual([]);
      dispose();
    });
  });

  it('a page left before the frame (a reload) has its address written first', () => {
    const { address, location } = fakeAddress();
    const frame = drawnLater();
    createRoot((dispose) => {
      const nav = createNavigation({ address, later: frame.later });
      nav.stats();
      for (const listener of address.pageHide) listener();
      expect(location.hash).toBe('#stats');
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
