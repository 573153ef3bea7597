// First: it asks the store for Home's list before the rest of the code is evaluated.
import './askEarly';
import { createSignal } from 'solid-js';
import { render } from 'solid-js/web';
import { api, pageKind } from './api';
import { ready } from './i18n';
import { whenIdle } from './later';
import { Root } from './Root';
import { earlyListIn } from './state/earlyList';
import './styles.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('index.html has no #root element');
}

const [version, setVersion] = createSignal<string | undefined>();
// The version (Home's last line) is asked for once the first screen is up: the store answers
// the first page first.
whenIdle(() => {
  void api.app.info().then((result) => {
    if (result.ok) setVersion(result.value.version);
  });
}, 100);

// A saved or system language other than English loads first (one small chunk), so the first
// screen does not flash in English. Home's first page, asked for by askEarly, is usually in
// by now: drawn with Home, it is one layout and one frame, where Home then its list were two
// (the list's frame came some 100 ms later with 2,000 games). A slow store is not waited for.
void Promise.all([ready, earlyListIn(80)]).then(() => {
  root.textContent = '';
  render(
    () => (
      <Root api={api} version={version()} desktop={Boolean(window.meepleLedger)} page={pageKind} />
    ),
    root,
  );
});
