import { parseRouteHash, routeHash } from './appRoute';

/**
 * The join page a phone opens from the host's QR code: the app's page on the host's local
 * network address with `#join/<code>` (viewers only) or `#join/<code>/scorer` (the host lets
 * this phone score too). The code is in the hash, so it never reaches a server log; the page
 * removes it from the address once read. The address of every screen is parsed in one place,
 * ./appRoute.ts; dependency-free, so main and the renderer both read it.
 */

export interface JoinTarget {
  readonly code: string;
  readonly allowScorers: boolean;
}

/** The hash (without `#`) of an invite's join page. */
export function joinHash(code: string, allowScorers: boolean): string {
  return routeHash({ name: 'join', code, allowScorers });
}

/** The invite a location hash carries, or undefined when it is not a join page. */
export function parseJoinHash(hash: string): JoinTarget | undefined {
  const route = parseRouteHash(hash);
  return route.name === 'join' ? { code: route.code, allowScorers: route.allowScorers } : undefined;
}
