/**
 * The join page a phone opens from the host's QR code: the app's page on the host's local
 * network address with `#join/<code>` (viewers only) or `#join/<code>/scorer` (the host lets
 * this phone score too). The code is in the hash, so it never reaches a server log; the page
 * removes it from the address once read. Dependency-free: main and the renderer both read it.
 */
export const JOIN_HASH = 'join';

export interface JoinTarget {
  readonly code: string;
  readonly allowScorers: boolean;
}

/** The hash (without `#`) of an invite's join page. */
export function joinHash(code: string, allowScorers: boolean): string {
  return `${JOIN_HASH}/${code}${allowScorers ? '/scorer' : ''}`;
}

/** The invite a location hash carries, or undefined when it is not a join page. */
export function parseJoinHash(hash: string): JoinTarget | undefined {
  const path = hash.startsWith('#') ? hash.slice(1) : hash;
  const match = /^join\/([0-9]{6})(\/scorer)?$/.exec(path);
  return match?.[1] ? { code: match[1], allowScorers: match[2] !== undefined } : undefined;
}
