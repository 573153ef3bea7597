/**
 * Where the presenter view lives: the app's own page with `#presenter` (it follows the most
 * recently played game) or `#presenter/<session id>` (that game). Main opens the presenter
 * window on it; in browser mode it is `http://127.0.0.1:PORT/?token=…#presenter`.
 * Dependency-free: the main process and the renderer both read it.
 */
export const PRESENTER_HASH = 'presenter';

const SESSION_ID_SHAPE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export interface PresenterTarget {
  /** The game to show; undefined: the most recently played one, whichever it is. */
  readonly sessionId?: string;
}

/** The hash (without `#`) that opens the presenter, on one game or following the latest. */
export function presenterHash(sessionId?: string): string {
  return sessionId ? `${PRESENTER_HASH}/${sessionId}` : PRESENTER_HASH;
}

/** The presenter a location hash asks for, or undefined when it is not the presenter's. */
export function parsePresenterHash(hash: string): PresenterTarget | undefined {
  const path = hash.startsWith('#') ? hash.slice(1) : hash;
  if (path === PRESENTER_HASH || path === `${PRESENTER_HASH}/`) return {};
  if (!path.startsWith(`${PRESENTER_HASH}/`)) return undefined;
  const id = path.slice(PRESENTER_HASH.length + 1).toLowerCase();
  return SESSION_ID_SHAPE.test(id) ? { sessionId: id } : undefined;
}
