import { createSignal } from 'solid-js';
import { render } from 'solid-js/web';
import { api, pageKind } from './api';
import { ready } from './i18n';
import { Root } from './Root';
import { listEarly } from './state/earlyList';
import { appRouteOf, LAST_GAME_KEY } from './state/navigation';
import './styles.css';

const storedLastGame = (): boolean => {
  try {
    return Boolean(window.localStorage.getItem(LAST_GAME_KEY));
  } catch {
    return false;
  }
};

const root = document.getElementById('root');
if (!root) {
  throw new Error('index.html has no #root element');
}

// Home's list is asked for now, while the code boots (not when Home is drawn): the desktop app
// that reopens the last game never shows Home, so it does not ask.
const opensOnHome =
  appRouteOf(window.location.hash).name === 'home' &&
  (pageKind === 'host' || (pageKind === 'desktop' && !storedLastGame()));
if (opensOnHome) listEarly(api);

const [version, setVersion] = createSignal<string | undefined>();
void api.app.info().then((result) => {
  if (result.ok) setVersion(result.value.version);
});

// A saved or system language other than English loads first (one small chunk), so the first
// screen does not flash in English.
void ready.then(() => {
  root.textContent = '';
  render(
    () => (
      <Root api={api} version={version()} desktop={Boolean(window.meepleLedger)} page={pageKind} />
    ),
    root,
  );
});
