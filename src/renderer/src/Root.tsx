import { createSignal, type JSX, lazy, onCleanup, Show, Suspense } from 'solid-js';
import type { MeepleLedgerApi } from '../../shared/ipc/api';
import { joinWithoutKey, parseJoinHash } from '../../shared/joinRoute';
import { parsePresenterHash } from '../../shared/presenterRoute';
import { App } from './App';
import type { PageKind } from './api';
import { forgetDeviceToken, keepDeviceToken } from './api/deviceToken';
import { t } from './i18n';
import { writeSeatChoice } from './screens/phones/seatChoice';

// The presenter (a TV window) loads only where it is shown.
const Presenter = lazy(() => import('./screens/Presenter').then((m) => ({ default: m.Presenter })));
// A phone at the table loads its own screens only.
const Join = lazy(() => import('./screens/phones/Join').then((m) => ({ default: m.Join })));
const PhoneApp = lazy(() =>
  import('./screens/phones/PhoneApp').then((m) => ({ default: m.PhoneApp })),
);

export interface RootProps {
  api: MeepleLedgerApi;
  version?: string | undefined;
  /** The Electron app (the presenter is a window of its own) rather than a browser tab. */
  desktop: boolean;
  /** Who this page is (api/index.ts): a joined phone gets the phone screens. */
  page?: PageKind;
}

/** Opens the app's page afresh, without any hash: it then picks up the phone's new token. */
const restart = (): void => window.location.replace(window.location.pathname);

/**
 * The page: the app, or the presenter view when the address ends in `#presenter` (or
 * `#presenter/<session id>`); see src/shared/presenterRoute.ts.
 */
export function Root(props: RootProps): JSX.Element {
  /** A join page's code, taken out of the address once read (history, screenshots). */
  const joinLink = () => {
    const link = parseJoinHash(window.location.hash);
    if (link)
      window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
    return link;
  };
  // A phone on the sharing address without a key (its address typed, or its key forgotten):
  // the join page, where the code is typed, rather than the app refusing every call
  // (newcomer finding). On this computer's own address the app says how to get the key.
  const [joining, setJoining] = createSignal(
    joinLink() ?? (props.page === 'none' ? joinWithoutKey(window.location.hostname) : undefined),
  );
  const [target, setTarget] = createSignal(parsePresenterHash(window.location.hash));
  // Opened from the app in this very window (the table's Presenter button): leaving goes back.
  let fromApp = false;
  const onHash = () => {
    // A join link opened in a tab already on this page (the address typed again, a QR code
    // opened in the same tab, a phone told "No access"): its join page, as from the link.
    const link = joinLink();
    if (link) {
      setJoining(link);
      return;
    }
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

  const app = (leave?: () => void) => (
    <App
      api={props.api}
      version={props.version}
      address={window}
      reopenLastGame={props.desktop && props.page !== 'device'}
      browser={!props.desktop}
      onLeave={leave}
    />
  );
  const phone = () => (
    <Suspense fallback={<p class="loading">{t('app.loading')}</p>}>
      <Show
        when={joining()}
        keyed
        fallback={
          <PhoneApp
            api={props.api}
            renderTable={app}
            onForget={() => {
              forgetDeviceToken(window.localStorage);
              // A new start for this phone: the seat picked under the old key is asked again.
              writeSeatChoice(window.localStorage, undefined);
              restart();
            }}
          />
        }
      >
        {(invite) => (
          <Join
            api={props.api}
            code={invite.code}
            allowScorers={invite.allowScorers}
            onJoined={(token) => {
              keepDeviceToken(window.localStorage, token);
              restart();
            }}
          />
        )}
      </Show>
    </Suspense>
  );

  return (
    <Show when={target()} keyed fallback={joining() || props.page === 'device' ? phone() : app()}>
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
