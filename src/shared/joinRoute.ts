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

/** This computer's own address (the host's browser), not the local network's (a phone's). */
export const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');

/**
 * A page with no key at all, opened at `hostname`: on the local network's address it is a
 * phone come without the QR code's link (or whose key was forgotten): the join page, the code
 * to be typed (a viewer's; a scorer's phone comes by the link). On this computer's own address
 * it is the host's browser: undefined (the app says where the key is).
 */
export function joinWithoutKey(hostname: string): JoinTarget | undefined {
  return isLoopbackHost(hostname) ? undefined : { code: '', allowScorers: false };
}
