import { api, pageKind } from './api';
import { listEarly } from './state/earlyList';
import { appRouteOf, LAST_GAME_KEY } from './state/navigation';

/*
 * The first module main.tsx evaluates: Home's first page is asked for here, before the rest of
 * the app's code runs (the store answers while that code starts). The desktop app that
 * reopens the last game never shows Home, so it does not ask.
 */

const storedLastGame = (): boolean => {
  try {
    return Boolean(window.localStorage.getItem(LAST_GAME_KEY));
  } catch {
    return false;
  }
};

const opensOnHome =
  appRouteOf(window.location.hash).name === 'home' &&
  (pageKind === 'host' || (pageKind === 'desktop' && !storedLastGame()));
if (opensOnHome) listEarly(api);
