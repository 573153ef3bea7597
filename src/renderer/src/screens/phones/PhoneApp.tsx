import {
  createSignal,
  For,
  type JSX,
  lazy,
  Match,
  onCleanup,
  Show,
  Suspense,
  Switch,
} from 'solid-js';
import { parseRouteHash, routeHash } from '../../../../shared/appRoute';
import type { MeepleLedgerApi } from '../../../../shared/ipc/api';
import type { IpcError } from '../../../../shared/ipc/result';
import type { DeviceSelf } from '../../../../shared/ipc/types';
import { t } from '../../i18n';
import { MySeat } from './MySeat';
import './phones.css';

const Presenter = lazy(() => import('../Presenter').then((m) => ({ default: m.Presenter })));

export interface PhoneAppProps {
  api: MeepleLedgerApi;
  /** The table for a scorer (the whole app). */
  /** The app on the game in play; `leave` is its way back here (never the host's Home). */
  renderTable: (leave: () => void) => JSX.Element;
  /** This phone's token no longer works: forget it (the host must invite again). */
  onForget: () => void;
  /** Where the tab shown is kept across a reload (the page's sessionStorage by default). */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

type Tab = 'seat' | 'presenter' | 'table';
const TABS: readonly Tab[] = ['seat', 'presenter', 'table'];

/**
 * The tab shown, kept for this browser tab: a scorer's phone reloaded (or woken by the system
 * after a while away) came back on My seat instead of the table it was scoring on.
 */
export const PHONE_TAB_KEY = 'meeple-ledger:phone-tab';

function readTab(storage: Pick<Storage, 'getItem'> | undefined): Tab {
  try {
    const kept = storage?.getItem(PHONE_TAB_KEY);
    return TABS.find((tab) => tab === kept) ?? 'seat';
  } catch {
    return 'seat'; // storage refused (a private window's quota): the first tab
  }
}

function keepTab(storage: Pick<Storage, 'setItem'> | undefined, tab: Tab): void {
  try {
    storage?.setItem(PHONE_TAB_KEY, tab);
  } catch {
    // Only the tab after a reload is lost.
  }
}

/** How often a phone checks that its key still works. */
export const ACCESS_CHECK_MS = 5000;

/**
 * A phone that joined the table: "my seat", the presenter view, and for a scorer the table,
 * behind tabs at the bottom, in thumb's reach. A revoked phone is told so.
 */
export function PhoneApp(props: PhoneAppProps): JSX.Element {
  const [role, setRole] = createSignal<DeviceSelf['role']>();
  const [refused, setRefused] = createSignal<IpcError>();
  const storage = props.storage ?? window.sessionStorage;
  const [chosen, setChosen] = createSignal<Tab>(readTab(storage));
  const setTab = (which: Tab) => {
    keepTab(storage, which);
    setChosen(which);
  };
  /** The host's computer answers (its event stream, or this check): else the views may be stale. */
  const [reachable, setReachable] = createSignal(true);
  // The host ends a revoked phone's stream at once: its key is checked then, not up to
  // ACCESS_CHECK_MS later (a scorer tapped End turn on a table that looked as before).
  const stopHearing = props.api.onConnection?.((live) => {
    setReachable(live);
    if (!live && !refused()) void checkKey();
  });
  if (stopHearing) onCleanup(stopHearing);
  async function check(): Promise<void> {
    const me = await props.api.devices.me();
    setReachable(me.ok || me.error.code !== 'TRANSPORT');
    if (me.ok) {
      setRole(me.value.role);
      setRefused(undefined);
    } else if (me.error.code === 'FORBIDDEN' || !role()) {
      // A host out of reach is no refusal: the views say they are not up to date meanwhile.
      setRefused(me.error);
      // Revoked, the key never works again: asking on only loaded the host (a join reloads).
      if (me.error.code === 'FORBIDDEN') clearInterval(recheck);
    }
  }
  /** Only whether the key was refused: a lost stream says the host is out of reach until back. */
  async function checkKey(): Promise<void> {
    const me = await props.api.devices.me();
    if (me.ok || me.error.code !== 'FORBIDDEN') return;
    setRefused(me.error);
    clearInterval(recheck);
  }
  // Asked again now and then: a phone the host revokes says so without a reload.
  void check();
  const recheck = setInterval(() => void check(), ACCESS_CHECK_MS);
  onCleanup(() => clearInterval(recheck));
  const tabs = (): Tab[] =>
    role() === 'viewer' ? ['seat', 'presenter'] : ['seat', 'presenter', 'table'];
  /** The tab chosen, when this phone has it (a viewer kept from a scorer's visit has no Table). */
  const tab = (): Tab => (tabs().includes(chosen()) ? chosen() : 'seat');
  /**
   * The scorer's table goes to the game being played, the one My seat and the big screen
   * follow (the most recently played, unless finished): it stayed on the game it showed last,
   * the results of the night's first game once the second had begun (newcomer finding).
   */
  async function toTheGameInPlay(): Promise<void> {
    const newest = await props.api.sessions.listNewest(1);
    const game = newest.ok ? newest.value.sessions[0] : undefined;
    if (!game || game.status === 'finished') return;
    const shown = parseRouteHash(window.location.hash);
    if ((shown.name === 'table' || shown.name === 'results') && shown.id === game.id) return;
    window.location.hash = routeHash({ name: 'table', id: game.id });
  }
  const label = (which: Tab) =>
    which === 'seat'
      ? t('ph.tabSeat')
      : which === 'presenter'
        ? t('ph.tabPresenter')
        : t('ph.tabTable');

  return (
    <div class="ph-app" data-role={role()}>
      <Switch
        fallback={
          <p class="loading" role="status">
            {t('app.loading')}
          </p>
        }
      >
        <Match when={refused()}>
          {(error) => (
            <main class="screen screen--center" role="alert">
              <h1>{t('ph.revokedTitle')}</h1>
              <p>{error().code === 'FORBIDDEN' ? t('ph.revoked') : error().message}</p>
              <button type="button" class="ml-button" onClick={() => props.onForget()}>
                {t('ph.forget')}
              </button>
            </main>
          )}
        </Match>
        <Match when={role()}>
          <div class="ph-app__body">
            {/* The big screen said "Live" for minutes with the host stopped (newcomer finding). */}
            <Show when={!reachable()}>
              <p class="ph-unreachable" role="status">
                {t('ph.unreachable')}
              </p>
            </Show>
            <Switch>
              <Match when={tab() === 'seat'}>
                <main class="ph-app__main">
                  <MySeat api={props.api} storage={window.localStorage} />
                </main>
              </Match>
              <Match when={tab() === 'presenter'}>
                <Suspense fallback={<p role="status">{t('root.loadingPresenter')}</p>}>
                  <Presenter api={props.api} onLeave={() => setTab('seat')} />
                </Suspense>
              </Match>
              <Match when={tab() === 'table'}>{props.renderTable(() => setTab('seat'))}</Match>
            </Switch>
          </div>
          <nav class="ph-tabs" aria-label={t('ph.tabsAria')}>
            <For each={tabs()}>
              {(which) => (
                <button
                  type="button"
                  class="ph-tabs__tab"
                  aria-current={tab() === which ? 'page' : undefined}
                  onClick={() => {
                    // Tapped again on the Table tab too: a rematch begun meanwhile is opened.
                    if (which === 'table') void toTheGameInPlay();
                    setTab(which);
                  }}
                >
                  {label(which)}
                </button>
              )}
            </For>
          </nav>
        </Match>
      </Switch>
    </div>
  );
}
