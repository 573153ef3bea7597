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
  // Opened from the app in this very window (the table's Presenter button): leaving goes back.
  let fromApp = false;
  const onHash = () => {
    const next = parsePresenterHash(window.location.hash);
    if (next && !target()) fromApp = true;
    if (!next) fromApp = false;
    setTarget(next);
  };
  window.addEventListener('hashchange', onHash);
  window.addEventListener('popstate', onHash);
  onCleanup(() => {
    window.removeEventListener('hashchange', onHash);
    window.removeEventListener('popstate', onHash);
  });

  const leave = (): void => {
    if (fromApp) {
      window.history.back();
      return;
    }
    // The presenter window just closes; a browser tab goes back to the app.
    if (props.desktop) {
      window.close();
      return;
    }
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    setTarget(undefined);
  };

  return (
    <Show
      when={target()}
      keyed
      fallback={
        <App
          api={props.api}
          version={props.version}
          address={window}
          reopenLastGame={props.desktop}
        />
      }
    >
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
