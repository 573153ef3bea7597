import { type Accessor, createSignal } from 'solid-js';

/** The app's screens. A game is named by its session id; App opens the session for it. */
export type Route =
  | { readonly name: 'home' }
  | { readonly name: 'new-game' }
  | { readonly name: 'stats' }
  | { readonly name: 'table'; readonly id: string }
  | { readonly name: 'results'; readonly id: string };

export interface Navigation {
  readonly route: Accessor<Route>;
  go(route: Route): void;
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

/** A tiny screen switcher: one signal; going to the screen already shown changes nothing. */
export function createNavigation(initial: Route = { name: 'home' }): Navigation {
  const [route, setRoute] = createSignal<Route>(initial, { equals: sameRoute });
  const go = (next: Route) => setRoute(next);
  return {
    route,
    go,
    home: () => go({ name: 'home' }),
    newGame: () => go({ name: 'new-game' }),
    stats: () => go({ name: 'stats' }),
    table: (id) => go({ name: 'table', id }),
    results: (id) => go({ name: 'results', id }),
  };
}
