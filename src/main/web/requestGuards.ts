import { timingSafeEqual } from 'node:crypto';

/**
 * Checks on every request to the local web server. It listens on 127.0.0.1 only, but any web
 * page the user opens can still send requests to it, so:
 * - Host must name this server exactly (a DNS-rebinding page sends its own host name);
 * - an Origin, when sent, must be this server's (a foreign page's fetch carries its origin);
 * - the API needs the token printed at start-up (other local users and pages do not have it);
 * - the API takes JSON only, which a plain HTML form cannot send.
 */

export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** `extraHosts`: the local network `address:port` announced while sharing with phones. */
export function isAllowedHost(
  host: string | undefined,
  port: number,
  extraHosts: readonly string[] = [],
): boolean {
  return host !== undefined && [...allowedHosts(port), ...extraHosts].includes(host.toLowerCase());
}

/** No Origin (curl, same-origin navigation) is fine; a foreign or `null` one is not. */
export function isAllowedOrigin(
  origin: string | undefined,
  port: number,
  extraHosts: readonly string[] = [],
): boolean {
  if (origin === undefined) return true;
  return [...allowedHosts(port), ...extraHosts].some(
    (host) => origin.toLowerCase() === `http://${host}`,
  );
}

/** Browsers say so when a request comes from another site; never accept those on the API. */
export function isCrossSite(secFetchSite: string | undefined): boolean {
  return secFetchSite !== undefined && secFetchSite.toLowerCase() === 'cross-site';
}

/** Compares in constant time, so the token cannot be guessed one character at a time. */
export function tokenMatches(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(token, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isJsonContentType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/** A single header value (Node gives arrays for repeated headers: refuse those). */
export function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
