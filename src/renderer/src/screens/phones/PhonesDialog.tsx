import { createSignal, For, type JSX, onCleanup, onMount, Show } from 'solid-js';
import type { MeepleLedgerApi } from '../../../../shared/ipc/api';
import type { DeviceInvite, DeviceList } from '../../../../shared/ipc/types';
import { QrCode } from '../../components/QrCode';
import { t } from '../../i18n';
import { when } from '../common';
import './phones.css';

export interface PhonesDialogProps {
  api: MeepleLedgerApi;
  onClose: () => void;
}

/** How often the open dialog looks for phones that joined (and invites that ran out). */
export const DEVICE_POLL_MS = 2000;

const clock = (iso: string): string => {
  const d = new Date(iso);
  return [d.getHours(), d.getMinutes()].map((n) => String(n).padStart(2, '0')).join(':');
};

/**
 * "Phones may also score" as the host left it, for this tab: the dialog opened again made its
 * next code for viewers, unticked, after a scorer had joined (newcomer finding).
 */
const SCORERS_KEY = 'meeple-ledger:phones-may-score';
const scorersAllowedLast = (): boolean => {
  try {
    return window.sessionStorage.getItem(SCORERS_KEY) === 'yes';
  } catch {
    return false;
  }
};
const keepScorersAllowed = (allowed: boolean): void => {
  try {
    window.sessionStorage.setItem(SCORERS_KEY, allowed ? 'yes' : 'no');
  } catch {
    // Not kept: the next opening starts unticked, as before.
  }
};

/** "123 456": easier to read out and type. */
export const spacedCode = (code: string): string => `${code.slice(0, 3)} ${code.slice(3)}`;

/**
 * "Phones at the table…": opening it shares nothing; the host starts sharing on the local
 * network with a button (the dialog says what that does), and it shows a QR code
 * and a short code (valid once, for 10 minutes); the phones that joined, with their roles and
 * a revoke each; and stop sharing. The host's own window only: devices:* are host channels.
 */
export function PhonesDialog(props: PhonesDialogProps): JSX.Element {
  const [allowScorers, setAllowScorersNow] = createSignal(scorersAllowedLast());
  /** Kept for the dialog's next opening (its next code is for scorers again). */
  const setAllowScorers = (allowed: boolean) => {
    keepScorersAllowed(allowed);
    setAllowScorersNow(allowed);
  };
  const [invite, setInvite] = createSignal<DeviceInvite>();
  const [devices, setDevices] = createSignal<DeviceList>({
    devices: [],
    sharing: null,
    inviteOpen: false,
    openInvite: null,
  });
  const [problem, setProblem] = createSignal<string>();
  const [busy, setBusy] = createSignal(false);
  /** The device whose revoke waits for a yes. */
  const [confirming, setConfirming] = createSignal<string>();
  let closeButton: HTMLButtonElement | undefined;

  async function refresh(): Promise<void> {
    const listed = await props.api.devices.list();
    if (!listed.ok) {
      setProblem(listed.error.message);
      return;
    }
    setDevices(listed.value);
    // Used (a phone joined), expired, spent on wrong guesses or stopped: it works no more.
    if (!listed.value.inviteOpen) setInvite(undefined);
    // Another window of the host made a new code: this one shows it too.
    const open = listed.value.openInvite;
    if (open && invite() && invite()?.code !== open.code) setInvite(open);
  }

  async function share(): Promise<void> {
    setBusy(true);
    try {
      const made = await props.api.devices.invite(allowScorers());
      if (!made.ok) {
        setProblem(made.error.message);
        return;
      }
      setProblem(undefined);
      setInvite(made.value);
      await refresh();
    } finally {
      setBusy(false);
    }
  }

  async function stop(): Promise<void> {
    setBusy(true);
    try {
      const stopped = await props.api.devices.stopSharing();
      if (!stopped.ok) setProblem(stopped.error.message);
      setInvite(undefined);
      await refresh();
    } finally {
      setBusy(false);
    }
  }

  async function revoke(id: string): Promise<void> {
    const revoked = await props.api.devices.revoke(id);
    if (!revoked.ok) setProblem(revoked.error.message);
    await refresh();
  }

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') props.onClose();
  };
  // Closed, the dialog gives the focus back to what opened it (the Phones… button).
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  onCleanup(() => {
    if (opener?.isConnected) opener.focus();
  });
  onMount(() => {
    window.addEventListener('keydown', onKey);
    closeButton?.focus();
    // Sharing is the host's explicit step: opening the dialog starts nothing. Already sharing
    // (started here before, or `--lan`), it shows the code still open (a phone may be typing
    // it: a new one voided it), else makes a fresh one.
    void refresh().then(() => {
      const open = devices().openInvite;
      if (open && !invite()) {
        setAllowScorers(open.allowScorers);
        setInvite(open);
      } else if (devices().sharing && !invite() && !busy()) void share();
    });
  });
  const timer = setInterval(() => void refresh(), DEVICE_POLL_MS);
  onCleanup(() => {
    clearInterval(timer);
    window.removeEventListener('keydown', onKey);
  });

  return (
    <div class="ph-overlay">
      <section class="ph-dialog" role="dialog" aria-modal="true" aria-labelledby="ph-title">
        <header class="ph-dialog__head">
          <h2 id="ph-title">{t('ph.title')}</h2>
          <button
            type="button"
            class="ml-button"
            ref={(el) => {
              closeButton = el;
            }}
            onClick={() => props.onClose()}
          >
            {t('ph.close')}
          </button>
        </header>
        <p class="ph-trust">{t('ph.trust')}</p>

        <Show when={problem()}>
          {(message) => (
            <p class="ph-problem" role="alert">
              {message()}
            </p>
          )}
        </Show>

        <div class="ph-invite">
          <Show
            when={invite()}
            fallback={
              <div class="ph-invite__none">
                <p>{devices().sharing ? t('ph.codeUsed') : t('ph.notSharing')}</p>
                <Show when={!devices().sharing}>
                  <p class="ml-muted">{t('ph.optIn')}</p>
                </Show>
                <button
                  type="button"
                  class="ml-button btn-primary"
                  disabled={busy()}
                  onClick={() => void share()}
                >
                  {devices().sharing ? t('ph.newCode') : t('ph.share')}
                </button>
              </div>
            }
          >
            {(made) => (
              <>
                <QrCode class="ph-qr" text={made().url} label={t('ph.qrAria')} />
                <div class="ph-invite__text">
                  {/* Where the code is typed: the sharing address, which a phone without a key
                      opens on the join page ("the join page" named no address). */}
                  <p>{t('ph.scan', { address: devices().sharing?.url ?? '' })}</p>
                  <p class="ph-code">
                    <span class="ml-sr-only">{t('ph.codeAria', { code: made().code })}</span>
                    <span aria-hidden="true" data-testid="ph-code">
                      {spacedCode(made().code)}
                    </span>
                  </p>
                  <p class="ph-url">
                    <span class="ml-muted">{t('ph.orOpen')}</span>{' '}
                    <code data-testid="ph-url">{made().url}</code>
                  </p>
                  <p class="ml-muted">{t('ph.validUntil', { time: clock(made().expiresAt) })}</p>
                  <button
                    type="button"
                    class="ml-button"
                    disabled={busy()}
                    onClick={() => void share()}
                  >
                    {t('ph.newCode')}
                  </button>
                </div>
              </>
            )}
          </Show>
        </div>

        <label class="ph-scorers">
          <input
            type="checkbox"
            aria-describedby="ph-scorers-hint"
            checked={allowScorers()}
            onChange={(e) => {
              setAllowScorers(e.currentTarget.checked);
              // The next code lets phones score; it starts no sharing of its own.
              if (devices().sharing) void share();
            }}
          />{' '}
          {t('ph.allowScorers')}
        </label>
        {/* It changes the next code only: a viewer's phone stayed a viewer (newcomer finding). */}
        <p class="hint" id="ph-scorers-hint">
          {t('ph.allowScorersHint')}
        </p>

        <section class="ph-devices" aria-labelledby="ph-devices-title">
          <h3 id="ph-devices-title">{t('ph.devices')}</h3>
          <Show
            when={devices().devices.length > 0}
            fallback={<p class="ml-muted">{t('ph.noDevices')}</p>}
          >
            <ul class="ph-devices__list">
              <For each={devices().devices}>
                {(device) => (
                  <li class="ph-device" data-device={device.id}>
                    <span class="ph-device__name">
                      <span>{device.name}</span>
                      {/* A phone that joined again (a new address, a cleared browser) leaves
                          its old entry: the one not seen for days is the one to revoke. */}
                      <span class="ph-device__seen">
                        {device.lastSeenAt
                          ? t('ph.seen', { when: when(device.lastSeenAt) })
                          : t('ph.notSeen', { when: when(device.joinedAt) })}
                      </span>
                    </span>
                    <span class="ml-pill">
                      {device.role === 'scorer' ? t('ph.roleScorer') : t('ph.roleViewer')}
                    </span>
                    <Show
                      when={confirming() === device.id}
                      fallback={
                        <button
                          type="button"
                          class="ml-button btn-danger"
                          aria-label={t('ph.revokeAria', { name: device.name })}
                          onClick={() => setConfirming(device.id)}
                        >
                          {t('ph.revoke')}
                        </button>
                      }
                    >
                      {/* Asked first: one tap beside the scorer's row cut off the scorer
                          (newcomer finding). */}
                      <span class="ph-device__confirm">
                        <span>{t('ph.revokeConfirm', { name: device.name })}</span>
                        <button
                          type="button"
                          class="ml-button btn-danger"
                          aria-label={t('ph.revokeYesAria', { name: device.name })}
                          ref={(button) => queueMicrotask(() => button.focus())}
                          onClick={() => {
                            setConfirming(undefined);
                            void revoke(device.id);
                          }}
                        >
                          {t('ph.revokeYes')}
                        </button>
                        <button
                          type="button"
                          class="ml-button"
                          onClick={() => setConfirming(undefined)}
                        >
                          {t('ph.revokeKeep')}
                        </button>
                      </span>
                    </Show>
                  </li>
                )}
              </For>
            </ul>
          </Show>
        </section>

        <footer class="ph-dialog__foot">
          <Show when={devices().sharing} fallback={<p class="ml-muted">{t('ph.localOnly')}</p>}>
            {(sharing) => (
              <>
                <p>
                  {t('ph.sharingAt')} <code>{sharing().url}</code>
                </p>
                <button
                  type="button"
                  class="ml-button btn-danger"
                  disabled={busy()}
                  onClick={() => void stop()}
                >
                  {t('ph.stop')}
                </button>
              </>
            )}
          </Show>
        </footer>
      </section>
    </div>
  );
}
