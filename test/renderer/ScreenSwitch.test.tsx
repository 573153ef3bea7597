import { render } from '@solidjs/testing-library';
import { createSignal, onCleanup } from 'solid-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenSwitch } from '../../src/renderer/src/ScreenSwitch';
import { holdFrames } from './heldFrames';

afterEach(() => {
  vi.restoreAllMocks();
});

function screens() {
  const [route, setRoute] = createSignal('home');
  const disposed: string[] = [];
  const result = render(() => (
    <ScreenSwitch of={route()} disposeLater={(name) => name === 'home'}>
      {(name) => {
        onCleanup(() => disposed.push(name));
        return <h1>{name}</h1>;
      }}
    </ScreenSwitch>
  ));
  return { ...result, setRoute, disposed };
}

describe('screens switched, the one left disposed after the new one is drawn', () => {
  it('the new screen replaces the old on the page at once', () => {
    holdFrames();
    const { container, setRoute, unmount } = screens();
    expect(container.textContent).toBe('home');
    setRoute('stats');
    expect(container.textContent).toBe('stats');
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    unmount();
  });

  it("the old screen's graph is disposed after the next frame, not in the switch", async () => {
    const frames = holdFrames();
    const { setRoute, disposed, unmount } = screens();
    setRoute('stats');
    await Promise.resolve();
    expect(disposed).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    await vi.waitFor(() => expect(disposed).toEqual(['home']));
    unmount();
    expect(disposed).toEqual(['home', 'stats']);
  });

  it('closing the switch disposes the shown screen and one still waiting', async () => {
    const frames = holdFrames();
    const { setRoute, disposed, unmount } = screens();
    setRoute('stats');
    unmount();
    expect(disposed.sort()).toEqual(['home', 'stats']);
    frames[0]?.(0); // the frame after: nothing disposed twice
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(disposed).toHaveLength(2);
  });

  it('a screen not named to wait is disposed before the next one is built', () => {
    const frames = holdFrames();
    const { setRoute, disposed, unmount } = screens();
    setRoute('stats');
    setRoute('results');
    expect(disposed).toEqual(['stats']); // Home still waits for its frame
    expect(frames).toHaveLength(1);
    unmount();
  });

  it('the same route again keeps its screen', () => {
    const { setRoute, disposed, container, unmount } = screens();
    const first = container.querySelector('h1');
    setRoute('home');
    expect(container.querySelector('h1')).toBe(first);
    expect(disposed).toEqual([]);
    unmount();
  });
});
