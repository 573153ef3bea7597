import { createSignal, type JSX, lazy, onCleanup, Show, Suspense } from 'solid-js';
import type { MeepleLedgerApi } from '../../shared/ipc/api';
import { parsePresenterHash } from '../../shared/presenterRoute';
import { App } from './App';
import { t } from './i18n';

// The presenter (a TV window) loads only where it is shown.
const Presenter = lazy(() => import('./screens/Presenter').then((m) => ({ default: m.Presenter })));

export interface RootProps {
  api: MeepleLedgerApi;
  version?: string | undefined;
  /** The Electron app (the presenter is a window of its own) rather than a browser tab. */
  desktop: boolean;
}

/**
 * The page: the app, or the presenter view when the address ends in `#presenter` (or
 * `#presenter/<session id>`); see src/shared/presenterRoute.ts.
 */
export function Root(props: RootProps): JSX.Element {
  const [target, setTarget] = createSignal(parsePresenterHash(window.location.hash));
  const onHash = () => setTarget(parsePresenterHash(window.location.hash));
  window.addEventListener('hashchange', onHash);
  onCleanup(() => window.removeEventListener('hashchange', onHash));

  const leave = (): void => {
    // The presenter window just closes; a browser tab goes back to the app.
    if (props.desktop) {
      window.close();
      return;
    }
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    setTarget(undefined);
  };

  return (
    <Show when={target()} keyed fallback={<App api={props.api} version={props.version} />}>
      {(presenter) => (
        <Suspense
          fallback={
            <p class="loading" role="status">
              {t('root.loadingPresenter')}
            </p>
          }
        >
          <Presenter api={props.api} sessionId={presenter.sessionId} onLeave={leave} />
        </Suspense>
      )}
    </Show>
  );
}
