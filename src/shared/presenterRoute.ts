import { PRESENTER_HASH, parseRouteHash, routeHash } from './appRoute';

/**
 * Where the presenter view lives: the app's own page with `#presenter` (it follows the most
 * recently played game) or `#presenter/<session id>` (that game). Main opens the presenter
 * window on it; in browser mode it is `http://127.0.0.1:PORT/?token=…#presenter`.
 * The address of every screen is parsed in one place, ./appRoute.ts.
 */
export { PRESENTER_HASH };

export interface PresenterTarget {
  /** The game to show; undefined: the most recently played one, whichever it is. */
  readonly sessionId?: string;
}

/** The hash (without `#`) that opens the presenter, on one game or following the latest. */
export function presenterHash(sessionId?: string): string {
  return routeHash(sessionId ? { name: 'presenter', sessionId } : { name: 'presenter' });
}

/** The presenter a location hash asks for, or undefined when it is not the presenter's. */
export function parsePresenterHash(hash: string): PresenterTarget | undefined {
  const route = parseRouteHash(hash);
  if (route.name !== 'presenter') return undefined;
  return route.sessionId ? { sessionId: route.sessionId } : {};
}
