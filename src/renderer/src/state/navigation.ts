import { type Accessor, createSignal, onCleanup } from 'solid-js';
import { type AppRoute, parseRouteHash, routeHash } from '../../../shared/appRoute';
import { afterTheNextFrame } from '../later';

/** The app's screens (the presenter and a phone's join page are pages of their own, see Root). */
export type Route = Exclude<AppRoute, { name: 'presenter' } | { name: 'join' }>;

export interface Navigation {
  readonly route: Accessor<Route>;
  go(route: Route): void;
  /** To `route` in place of the screen shown (Back does not come back to it). */
  replace(route: Route): void;
  home(): void;
  newGame(): void;
  stats(): void;
  table(id: string): void;
  results(id: string): void;
}

export const sameRoute = (a: Route, b: Route): boolean =>
  a.name === b.name && ('id' in a ? a.id : '') === ('id' in b ? b.id : '');

/** The session id of a game route, else undefined. */
export const routeGame = (route: Route): string | undefined =>
  route.name === 'table' || route.name === 'results' ? route.id : undefined;

/** A screen from an address; the presenter's and the join page's are not the app's screens. */
export const appRouteOf = (hash: string): Route => {
  const route = parseRouteHash(hash);
  return route.name === 'presenter' || route.name === 'join' ? { name: 'home' } : route;
};

/** Where the desktop app remembers the game that was open (a renderer-only preference). */
export const LAST_GAME_KEY = 'meeple-ledger:last-game';

/** The browser's side of navigation: its address and history. */
export interface Address {
  readonly location: Pick<Location, 'hash' | 'pathname' | 'search'>;
  readonly history: Pick<History, 'pushState' | 'replaceState'>;
  addEventListener(type: 'popstate' | 'hashchange' | 'pagehide', listener: () => void): void;
  removeEventListener(type: 'popstate' | 'hashchange' | 'pagehide', listener: () => void): void;
}

export interface NavigationOptions {
  /** The first screen (tests); by default the one the address names. */
  initial?: Route;
  /** The address to keep in step; none in tests that do not care. */
  address?: Address;
  /** Remembers the game on screen, so the desktop app can reopen it. */
  remember?: (id: string | undefined) => void;
  /** When the address is written after a move: once the new screen's first frame is drawn. */
  later?: () => Promise<void>;
}

/**
 * A tiny screen switcher: one signal, kept in step with the address (`#game/<id>`, `#stats`…)
 * so that a reload, a bookmark or the browser's Back button returns to a screen. Going to the
 * screen already shown changes nothing.
 */
export function createNavigation(options: NavigationOptions = {}): Navigation {
  const address = options.address;
  const first = options.initial ?? (address ? appRouteOf(address.location.hash) : { name: 'home' });
  const [route, setRoute] = createSignal<Route>(first, { equals: sameRoute });

  const url = (next: Route) => {
    const hash = routeHash(next);
    return `${address?.location.pathname ?? ''}${address?.location.search ?? ''}${hash ? `#${hash}` : ''}`;
  };
  // The address shows the screen from the start (Home is the bare address).
  if (address && routeHash(first) !== address.location.hash.replace(/^#/, ''))
    address.history.replaceState(null, '', url(first));
  options.remember?.(routeGame(first));

  // The address is written once the new screen's first frame is drawn: pushState keeps the
  // scroll position of the screen it leaves, which lays the page out. After the new screen was
  // built that was a whole layout of it (60 ms of a tap on Start the game); before it, the
  // screen the tap changed (5–14 ms); after the frame the layout is done and costs nothing. The
  // tap on Start was 15 ms sooner on screen (medians of 4 alternated runs of 7: 70–78 against
  // 82–93 ms). The app scrolls each new screen to its top, so the position kept is not missed.
  const unwritten: { url: string; entry: 'pushState' | 'replaceState' }[] = [];
  const write = () => {
    for (const { url, entry } of unwritten.splice(0)) address?.history[entry](null, '', url);
  };
  const later = options.later ?? afterTheNextFrame;
  const moveTo = (next: Route, entry: 'pushState' | 'replaceState') => {
    if (sameRoute(next, route())) return;
    setRoute(next);
    options.remember?.(routeGame(next));
    if (!address) return;
    unwritten.push({ url: url(next), entry });
    if (unwritten.length === 1) void later().then(write);
  };
  const go = (next: Route) => moveTo(next, 'pushState');
  const replace = (next: Route) => moveTo(next, 'replaceState');
  if (address) {
    const follow = () => {
      // Back, or an address typed: it is the screen now, and moves not yet written are past.
      unwritten.length = 0;
      const next = appRouteOf(address.location.hash);
      setRoute(next);
      options.remember?.(routeGame(next));
    };
    address.addEventListener('popstate', follow);
    address.addEventListener('hashchange', follow);
    // A reload (or the tab closed) before the frame: the address says the screen shown.
    address.addEventListener('pagehide', write);
    onCleanup(() => {
      write();
      address.removeEventListener('popstate', follow);
      address.removeEventListener('hashchange', follow);
      address.removeEventListener('pagehide', write);
    });
  }
  return {
    route,
    go,
    replace,
    home: () => go({ name: 'home' }),
    newGame: () => go({ name: 'new-game' }),
    stats: () => go({ name: 'stats' }),
    table: (id) => go({ name: 'table', id }),
    results: (id) => go({ name: 'results', id }),
  };
}
