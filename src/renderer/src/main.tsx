import { createSignal } from 'solid-js';
import { render } from 'solid-js/web';
import { App } from './App';
import { api } from './api';
import './styles.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('index.html has no #root element');
}

const [version, setVersion] = createSignal<string | undefined>();
void api.app.info().then((result) => {
  if (result.ok) setVersion(result.value.version);
});

root.textContent = '';
render(() => <App api={api} version={version()} />, root);
