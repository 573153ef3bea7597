import { type Accessor, createSignal, onCleanup } from 'solid-js';
import { type AppRoute, parseRouteHash, routeHash } from '../../../shared/appRoute';

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
  addEventListener(type: 'popstate' | 'hashchange', listener: () => void): void;
  removeEventListener(type: 'popstate' | 'hashchange', listener: () => void): void;
}

export interface NavigationOptions {
  /** The first screen (tests); by default the one the address names. */
  initial?: Route;
  /** The address to keep in step; none in tests that do not care. */
  address?: Address;
  /** Remembers the game on screen, so the desktop app can reopen it. */
  remember?: (id: string | undefined) => void;
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

  const moveTo = (next: Route, entry: 'pushState' | 'replaceState') => {
    if (sameRoute(next, route())) return;
    // The address first: pushState keeps the scroll position of the screen it leaves, which
    // lays out the page; after the new screen was built that was a whole layout of it (60 ms
    // of a tap on Start the game), before it the page as it already was.
    address?.history[entry](null, '', url(next));
    setRoute(next);
    options.remember?.(routeGame(next));
  };
  const go = (next: Route) => moveTo(next, 'pushState');
  const replace = (next: Route) => moveTo(next, 'replaceState');
  if (address) {
    const follow = () => {
      const next = appRouteOf(address.location.hash);
      setRoute(next);
      options.remember?.(routeGame(next));
    };
    address.addEventListener('popstate', follow);
    address.addEventListener('hashchange', follow);
    onCleanup(() => {
      address.removeEventListener('popstate', follow);
      address.removeEventListener('hashchange', follow);
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
