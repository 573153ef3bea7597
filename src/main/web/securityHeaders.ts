/**
 * Headers on every response of the web server. The CSP is the one of
 * src/renderer/index.html's meta tag (a test keeps them equal), plus `frame-ancestors`, which
 * only works as a header: no other site may frame the page.
 *
 * No `Cross-Origin-Opener-Policy`: it makes Chromium put the page in a new browsing context
 * group, a renderer process of its own started on every load (about 45 ms of the first screen
 * in the bench, the largest part of the gap to a plain server), and the page has nothing it
 * guards: it opens no windows, carries the token in sessionStorage, and without COEP it never
 * becomes cross-origin isolated anyway.
 */
export const RENDERER_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': `${RENDERER_CSP}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=()',
});
