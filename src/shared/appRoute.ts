/**
 * The address names the screen, so that a reload or a bookmark returns to it. The one parser of
 * the app's location hash, for the renderer (which screen) and the main process (the presenter
 * window): dependency-free.
 *
 *   `#` or nothing            Home
 *   `#new`                    New game
 *   `#stats`                  Statistics
 *   `#game/<session id>`      the table of that game
 *   `#results/<session id>`   the results of that game
 *   `#presenter`              the presenter, following the most recently played game
 *   `#presenter/<session id>` the presenter on one game
 *   `#join/<code>`            a phone's join page from the host's QR code (viewers only)
 *   `#join/<code>/scorer`     the same, where the host lets the phone score too
 *   `#join`                   the join page with the code to type (so is a mistyped code)
 */
export const PRESENTER_HASH = 'presenter';

const SESSION_ID_SHAPE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export type AppRoute =
  | { readonly name: 'home' }
  | { readonly name: 'new-game' }
  | { readonly name: 'stats' }
  | { readonly name: 'table'; readonly id: string }
  | { readonly name: 'results'; readonly id: string }
  | { readonly name: 'presenter'; readonly sessionId?: string }
  | { readonly name: 'join'; readonly code: string; readonly allowScorers: boolean };

/** The route's word in the address, and back. */
const WORDS = {
  'new-game': 'new',
  stats: 'stats',
  table: 'game',
  results: 'results',
  presenter: PRESENTER_HASH,
  join: 'join',
} as const;

/** An invite's code: six digits. */
const JOIN_CODE_SHAPE = /^[0-9]{6}$/;
const SCORER_WORD = 'scorer';

export const isSessionId = (id: string): boolean => SESSION_ID_SHAPE.test(id);

/** The hash (without `#`) that names a screen. */
export function routeHash(route: AppRoute): string {
  switch (route.name) {
    case 'home':
      return '';
    case 'new-game':
    case 'stats':
      return WORDS[route.name];
    case 'table':
    case 'results':
      return `${WORDS[route.name]}/${route.id}`;
    case 'presenter':
      return route.sessionId ? `${PRESENTER_HASH}/${route.sessionId}` : PRESENTER_HASH;
    case 'join':
      return `${WORDS.join}/${route.code}${route.allowScorers ? `/${SCORER_WORD}` : ''}`;
  }
}

/**
 * The screen a location hash names. Anything it does not know (an old bookmark, a typo, a
 * malformed id) is Home: an address never leads to a blank screen.
 */
export function parseRouteHash(hash: string): AppRoute {
  const path = (hash.startsWith('#') ? hash.slice(1) : hash).replace(/\/+$/, '');
  const [word = '', rawId, ...rest] = path.split('/');
  const id = rawId?.toLowerCase();
  const withId = id !== undefined && rest.length === 0 && isSessionId(id) ? id : undefined;
  switch (word) {
    case WORDS['new-game']:
      return rawId === undefined ? { name: 'new-game' } : { name: 'home' };
    case WORDS.stats:
      return rawId === undefined ? { name: 'stats' } : { name: 'home' };
    case WORDS.table:
      return withId ? { name: 'table', id: withId } : { name: 'home' };
    case WORDS.results:
      return withId ? { name: 'results', id: withId } : { name: 'home' };
    case PRESENTER_HASH:
      if (rawId === undefined) return { name: 'presenter' };
      return withId ? { name: 'presenter', sessionId: withId } : { name: 'home' };
    case WORDS.join: {
      const scorer = rest.length === 1 && rest[0] === SCORER_WORD;
      // `#join` typed by hand, or a code mistyped: the join page with its code field empty
      // (the host's app refused a phone's every call there; newcomer finding).
      if (rawId === undefined || !JOIN_CODE_SHAPE.test(rawId) || (rest.length > 0 && !scorer))
        return { name: 'join', code: '', allowScorers: false };
      return { name: 'join', code: rawId, allowScorers: scorer };
    }
    default:
      return { name: 'home' };
  }
}
