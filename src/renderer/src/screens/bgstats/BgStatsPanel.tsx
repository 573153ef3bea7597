import { createSignal, For, type JSX, onMount, Show } from 'solid-js';
import { bgStatsLink } from '../../../../shared/export/bgStats';
import { bgStatsFile, bgStatsFileName } from '../../../../shared/export/bgStatsFile';
import type { MeepleLedgerApi } from '../../../../shared/ipc/api';
import { MAX_URL_LENGTH } from '../../../../shared/ipc/channels';
import { t, tn } from '../../i18n';
import { downloadBlob } from '../common';
import { type GameToSend, loadBgStatsPlays, type PlaysLoad } from './loadPlays';
import { QrCode } from './QrCode';
import './BgStats.css';

export interface BgStatsPanelProps {
  api: MeepleLedgerApi;
  /** The games to send, oldest first (unfinished ones are listed as problems). */
  games: readonly GameToSend[];
  /** A night's name: offers every play as one BG Stats file too. */
  nightName?: string;
  onClose: () => void;
  /** Saving a file (tests pass a fake). */
  download?: (fileName: string, blob: Blob) => void;
}

/**
 * "Send to BG Stats": for each finished game a QR code of its push-play link (the phone with
 * BG Stats scans it and opens its import dialog) and the link itself; for a night, one file
 * with every play in BG Stats' import format. Sending again updates the same plays.
 */
export function BgStatsPanel(props: BgStatsPanelProps): JSX.Element {
  const [load, setLoad] = createSignal<PlaysLoad>();
  const [message, setMessage] = createSignal<{ text: string; error?: boolean }>();

  onMount(() => {
    void loadBgStatsPlays(props.api, props.games).then(setLoad);
  });

  async function open(link: string): Promise<void> {
    const result = await props.api.app.openExternal(link);
    if (!result.ok)
      setMessage({ text: t('bgs.openFailed', { message: result.error.message }), error: true });
  }

  function saveFile(): void {
    const plays = load()?.plays ?? [];
    const fileName = bgStatsFileName(props.nightName ?? '');
    const text = `${JSON.stringify(bgStatsFile(plays.map((p) => p.play)), null, 2)}\n`;
    try {
      (props.download ?? downloadBlob)(fileName, new Blob([text], { type: 'application/json' }));
      setMessage({ text: t('results.saved', { file: fileName }) });
    } catch (error) {
      setMessage({ text: t('bgs.fileFailed', { message: String(error) }), error: true });
    }
  }

  return (
    <section class="bgstats" aria-labelledby="bgstats-title">
      <div class="bgstats__head">
        <h2 id="bgstats-title">{t('bgs.title')}</h2>
        <button type="button" class="ml-button" onClick={() => props.onClose()}>
          {t('bgs.close')}
        </button>
      </div>
      <p class="hint">{t('bgs.hint')}</p>
      <Show when={load()} fallback={<p role="status">{t('bgs.preparing')}</p>}>
        {(loaded) => (
          <>
            <Show when={loaded().plays.length === 0}>
              <p class="ml-empty">{t('bgs.nothing')}</p>
            </Show>
            <ul class="bgstats__plays">
              <For each={loaded().plays}>
                {(item) => {
                  const link = bgStatsLink(item.play);
                  return (
                    <li class="bgstats__play">
                      <h3>{item.name}</h3>
                      <QrCode text={link} label={t('bgs.qrOf', { name: item.name })} />
                      <label class="bgstats__link">
                        <span>{t('bgs.link')}</span>
                        <input
                          type="text"
                          readOnly
                          value={link}
                          onFocus={(e) => e.currentTarget.select()}
                        />
                      </label>
                      <Show
                        when={link.length <= MAX_URL_LENGTH}
                        fallback={<p class="hint">{t('bgs.tooLong')}</p>}
                      >
                        <button type="button" class="ml-button" onClick={() => void open(link)}>
                          {t('bgs.open')}
                        </button>
                      </Show>
                    </li>
                  );
                }}
              </For>
            </ul>
            <Show when={props.nightName !== undefined && loaded().plays.length > 0}>
              <button type="button" class="ml-button btn-primary" onClick={saveFile}>
                {tn('bgs.file', loaded().plays.length)}
              </button>
            </Show>
            <Show when={loaded().problems.length > 0}>
              <ul class="bgstats__problems" aria-label={t('bgs.notSent')}>
                <For each={loaded().problems}>{(line) => <li class="hint">{line}</li>}</For>
              </ul>
            </Show>
          </>
        )}
      </Show>
      <p
        class="bgstats__message"
        classList={{ 'error-message': message()?.error === true }}
        role="status"
      >
        {message()?.text}
      </p>
    </section>
  );
}
