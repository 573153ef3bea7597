import { createSignal, For, type JSX, Show } from 'solid-js';
import type { MeepleLedgerApi } from '../../../shared/ipc/api';
import { MAX_SESSION_NAME_LENGTH } from '../../../shared/ipc/limits';
import { hasControlCharacters } from '../../../shared/names';
import { t } from '../i18n';

/** Bits the screens share: shortcuts, notices, dates, downloads. */

const isMac = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform ?? '');

/** "Ctrl+N" or "⌘N", "Ctrl+Shift+Z" or "⇧⌘Z": how a shortcut is written for this system. */
export function shortcut(key: string, shift = false): string {
  return isMac() ? `${shift ? '⇧' : ''}⌘${key}` : `Ctrl+${shift ? 'Shift+' : ''}${key}`;
}

/**
 * New game's shortcut: Ctrl+N (⌘N) in the desktop app. A browser keeps Ctrl+N for a new window
 * and never lets the page see it, so a browser tab takes Alt+N (⌥N) instead, as Alt+↑ already
 * moves a seat. `aria` is the aria-keyshortcuts value.
 */
export function newGameShortcut(browser: boolean): { label: string; aria: string } {
  if (!browser) return { label: shortcut('N'), aria: 'Control+N' };
  return { label: isMac() ? '⌥N' : 'Alt+N', aria: 'Alt+N' };
}

/** Whether a key press is New game's shortcut as `newGameShortcut` tells it. */
export function isNewGameKey(e: KeyboardEvent, browser: boolean): boolean {
  if (e.shiftKey) return false;
  const key = e.key.toLowerCase();
  if (commandKey(e)) return key === 'n';
  // In a field Alt+N may be typing (⌥N then n is "ñ" on a Mac): the field keeps it.
  if (!browser || !e.altKey || e.ctrlKey || e.metaKey || isTextField(e.target)) return false;
  // ⌥N on a Mac types a dead key (the tilde), not "n": the key's place tells it then.
  return key === 'n' || (!/^\p{L}$/u.test(e.key) && e.code === 'KeyN');
}

/** A key shown beside a control's name (aria-hidden: aria-keyshortcuts carries it). */
export function Kbd(props: { children: JSX.Element }): JSX.Element {
  return (
    <span class="kbd" aria-hidden="true">
      {props.children}
    </span>
  );
}

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'number',
  'password',
  'tel',
  'url',
  'date',
  'time',
]);

/** True when keys typed go into a text field (shortcuts then leave them alone). */
export function isTextField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  if (el.isContentEditable || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  return el.tagName === 'INPUT' && TEXT_INPUT_TYPES.has((el as HTMLInputElement).type);
}

/** A text field with something typed in it: there, Ctrl+Z undoes the typing, not the game. */
export function isTypingIn(target: EventTarget | null): boolean {
  if (!isTextField(target)) return false;
  const el = target as HTMLInputElement;
  return el.tagName === 'SELECT' || el.isContentEditable || el.value !== '';
}

/** Ctrl on Windows and Linux, Cmd on macOS (either one, so both keyboards work everywhere). */
export const commandKey = (e: KeyboardEvent): boolean => (e.ctrlKey || e.metaKey) && !e.altKey;

// ---- notices ----

export interface Notice {
  readonly id: number;
  readonly tone: 'info' | 'warning' | 'error';
  readonly text: string;
  readonly action?: { readonly label: string; readonly run: () => void };
  /** Notices with one key replace each other (each undo says what it undid, one at a time). */
  readonly key?: string;
}

/** At most this many notices at once: they never pile up. */
export const MAX_NOTICES = 2;

export interface Notices {
  readonly list: () => readonly Notice[];
  /** Shows a notice; info notices leave by themselves after `ms`. Returns its id. */
  show(notice: Omit<Notice, 'id'>, ms?: number): number;
  dismiss(id: number): void;
  /** Takes away the notices shown with this key (what they said no longer applies). */
  dismissKey(key: string): void;
}

let nextNoticeId = 1;

export function createNotices(): Notices {
  const [list, setList] = createSignal<readonly Notice[]>([]);
  const dismiss = (id: number) => setList((l) => l.filter((n) => n.id !== id));
  return {
    list,
    dismiss,
    dismissKey: (key) => setList((l) => l.filter((n) => n.key !== key)),
    show(notice, ms = 12_000) {
      const id = nextNoticeId++;
      setList((l) => [
        ...l.filter((n) => notice.key === undefined || n.key !== notice.key).slice(1 - MAX_NOTICES),
        { ...notice, id },
      ]);
      if (notice.tone === 'info' && ms > 0) setTimeout(() => dismiss(id), ms);
      return id;
    },
  };
}

/** The × that takes a notice away (a notice's, the table's news of another device). */
export function DismissButton(props: { onClick: () => void }): JSX.Element {
  return (
    <button
      type="button"
      class="ml-button ml-button--icon"
      aria-label={t('common.dismiss')}
      title={t('common.dismiss')}
      onClick={() => props.onClick()}
    >
      ×
    </button>
  );
}

/** The notices, newest last: a live region, each with its action and a close button. */
export function NoticeList(props: { notices: Notices }): JSX.Element {
  return (
    <div class="notices" aria-live="polite">
      <For each={props.notices.list()}>
        {(notice) => (
          <div
            class={`notice notice--${notice.tone}`}
            role={notice.tone === 'info' ? 'status' : 'alert'}
          >
            <p>{notice.text}</p>
            <Show when={notice.action}>
              {(action) => (
                <button
                  type="button"
                  class="ml-button"
                  onClick={() => {
                    props.notices.dismiss(notice.id);
                    action().run();
                  }}
                >
                  {action().label}
                </button>
              )}
            </Show>
            <DismissButton onClick={() => props.notices.dismiss(notice.id)} />
          </div>
        )}
      </For>
    </div>
  );
}

// ---- words and dates ----

/** "29 Nov" (in the current language). */
export const dayMonth = (d: Date): string =>
  t('date.dayMonth', { day: d.getDate(), month: t('date.months').split(' ')[d.getMonth()] ?? '' });

/** "21:14". */
export const hhmm = (d: Date): string =>
  `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

/** "today 21:14", "yesterday 20:03", "29 Nov 21:14", "29 Nov 2024". */
export function when(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return t('date.unknown');
  const day = (x: Date) => new Date(x.getFullYear(), x.getMonth(), x.getDate()).getTime();
  const days = Math.round((day(now) - day(d)) / 86_400_000);
  if (days === 0) return t('date.today', { time: hhmm(d) });
  if (days === 1) return t('date.yesterday', { time: hhmm(d) });
  if (d.getFullYear() !== now.getFullYear())
    return t('date.withYear', { date: dayMonth(d), year: d.getFullYear() });
  return t('date.withTime', { date: dayMonth(d), time: hhmm(d) });
}

/** Why a session name is refused, or undefined (the store's rule: 1 to 100, no control characters). */
export function sessionNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return t('name.required');
  if (trimmed.length > MAX_SESSION_NAME_LENGTH)
    return t('name.tooLong', { max: MAX_SESSION_NAME_LENGTH, length: trimmed.length });
  if (hasControlCharacters(trimmed)) return t('name.control');
  return undefined;
}

export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

// ---- export ----

/**
 * A file name for a session's record: "game-night-29-nov.meeple". `.meeple` is the record's
 * own extension (the same JSON): the desktop app opens such files from the file manager.
 */
export function recordFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'game'}.meeple`;
}

/** Saves a Blob as a file through the browser's download (an `<a download>`). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text as a file through the browser's download. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Exports a session's record as a download; resolves to an error message, or undefined. */
export async function exportSession(
  api: MeepleLedgerApi,
  id: string,
  name: string,
): Promise<string | undefined> {
  const result = await api.sessions.export(id);
  if (!result.ok) return t('export.failed', { name, message: result.error.message });
  downloadText(recordFileName(name), result.value);
  return undefined;
}
