import { createSignal, type JSX, Show } from 'solid-js';
import type { MeepleLedgerApi } from '../../../../shared/ipc/api';
import type { DeviceRole } from '../../../../shared/ipc/channelList';
import { MAX_DEVICE_NAME_LENGTH } from '../../../../shared/ipc/channels';
import { t } from '../../i18n';
import './phones.css';

export interface JoinProps {
  api: MeepleLedgerApi;
  /** The invite's code, read from the address (and already removed from it). */
  code: string;
  /** The host lets this invite score too. */
  allowScorers: boolean;
  /** The phone has its own token now. */
  onJoined: (token: string) => void;
}

/**
 * The page a phone opens from the host's QR code: a name for the phone and, when the host
 * allows it, viewer or scorer. The code can be typed too (a QR code that cannot be scanned).
 */
export function Join(props: JoinProps): JSX.Element {
  const [name, setName] = createSignal('');
  const [code, setCode] = createSignal(props.code);
  // The host's scorer link asks for a scorer: it starts chosen (a phone joined as a viewer by
  // mistake used the code up; newcomer finding). Following the game stays one tap away.
  const [role, setRole] = createSignal<DeviceRole>(props.allowScorers ? 'scorer' : 'viewer');
  const [problem, setProblem] = createSignal<string>();
  const [busy, setBusy] = createSignal(false);

  async function join(e: Event): Promise<void> {
    e.preventDefault();
    if (!name().trim()) {
      setProblem(t('ph.nameNeeded'));
      return;
    }
    setBusy(true);
    try {
      const joined = await props.api.devices.join(code().replace(/\s/g, ''), name().trim(), role());
      if (!joined.ok) {
        // A scorer refused may hold a viewers' code: it still works for a viewer (the refusal
        // spends nothing), which "wrong, used or out of time" did not say (newcomer finding).
        const refused = role() === 'scorer' ? t('ph.joinRefusedScorer') : t('ph.joinRefused');
        setProblem(joined.error.code === 'FORBIDDEN' ? refused : joined.error.message);
        return;
      }
      props.onJoined(joined.value.token);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main class="ph-join screen">
      <h1>{t('ph.joinTitle')}</h1>
      <p>{t('ph.joinIntro')}</p>
      <form class="ph-join__form" onSubmit={(e) => void join(e)}>
        <label class="ph-field">
          <span>{t('ph.phoneName')}</span>
          <input
            type="text"
            name="device-name"
            autocomplete="off"
            maxLength={MAX_DEVICE_NAME_LENGTH}
            placeholder={t('ph.phoneNameHint')}
            value={name()}
            onInput={(e) => setName(e.currentTarget.value)}
          />
        </label>
        <Show when={!props.code}>
          <label class="ph-field">
            <span>{t('ph.code')}</span>
            <input
              type="text"
              inputMode="numeric"
              autocomplete="one-time-code"
              value={code()}
              onInput={(e) => setCode(e.currentTarget.value)}
            />
          </label>
        </Show>
        <Show when={props.allowScorers}>
          <fieldset class="ph-roles">
            <legend>{t('ph.roleQuestion')}</legend>
            <label>
              <input
                type="radio"
                name="role"
                checked={role() === 'viewer'}
                onChange={() => setRole('viewer')}
              />{' '}
              {t('ph.roleViewerLong')}
            </label>
            <label>
              <input
                type="radio"
                name="role"
                checked={role() === 'scorer'}
                onChange={() => setRole('scorer')}
              />{' '}
              {t('ph.roleScorerLong')}
            </label>
          </fieldset>
        </Show>
        <Show when={problem()}>
          {(message) => (
            <p class="ph-problem" role="alert">
              {message()}
            </p>
          )}
        </Show>
        <button type="submit" class="ml-button btn-primary btn-big" disabled={busy()}>
          {t('ph.join')}
        </button>
      </form>
    </main>
  );
}
