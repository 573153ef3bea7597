// First: it asks the store for Home's list before the rest of the code is evaluated.
import './askEarly';
import { createSignal } from 'solid-js';
import { render } from 'solid-js/web';
import { api, pageKind } from './api';
import { ready } from './i18n';
import { Root } from './Root';
import './styles.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('index.html has no #root element');
}

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
