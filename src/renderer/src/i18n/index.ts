import { createSignal } from 'solid-js';
import { type Dictionary, en, type Key, type PluralKey, type TextKey } from './en';

/**
 * The app's languages: English is bundled, the others are loaded on demand (one small chunk
 * each). `t` and `tn` read the current dictionary through a signal, so every string on screen
 * follows a change of language at once, without a remount.
 */
export const LANGUAGES = ['en', 'pl', 'cs', 'ro', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language in its own words (the picker shows these, whatever the current language). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  pl: 'Polski',
  cs: 'Čeština',
  ro: 'Română',
  de: 'Deutsch',
};

/**
 * Plural forms, in the order a plural message lists them (`one|few|many`), by the CLDR category
 * of the count (Intl.PluralRules, integers only). A category missing here takes the last form.
 */
export const PLURAL_FORMS: Readonly<Record<Language, readonly Intl.LDMLPluralRule[]>> = {
  en: ['one', 'other'],
  de: ['one', 'other'],
  pl: ['one', 'few', 'many'],
  cs: ['one', 'few', 'other'],
  ro: ['one', 'few', 'other'],
};

const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Dictionary>> = {
  pl: () => import('./pl').then((m) => m.pl),
  cs: () => import('./cs').then((m) => m.cs),
  ro: () => import('./ro').then((m) => m.ro),
  de: () => import('./de').then((m) => m.de),
};

export const STORAGE_KEY = 'meeple-ledger:language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function stored(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The saved choice, else the system's language when the app has it, else English. */
export function initialLanguage(): Language {
  const saved = stored();
  if (isLanguage(saved)) return saved;
  const wanted =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const base = String(tag ?? '')
      .toLowerCase()
      .split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

const [language, setCurrent] = createSignal<Language>('en');
const [dictionary, setDictionary] = createSignal<Dictionary>(en);
let request = 0;

/** The current language. */
export { language };

/** Switches the language (loading its dictionary first) and remembers the choice. */
export async function setLanguage(next: Language, remember = true): Promise<void> {
  const mine = ++request;
  const dict = next === 'en' ? en : await LOADERS[next]();
  if (mine !== request) return; // a later choice won
  setDictionary(() => dict);
  setCurrent(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  if (remember) {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, next);
    } catch {
      // private mode or no storage: the choice lasts for this page only
    }
  }
}

export type Params = Readonly<Record<string, string | number>>;

const fill = (text: string, params?: Params): string =>
  params
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole))
    : text;

/** The raw text of a key in the current language (placeholders unfilled). */
export const template = (key: Key): string => dictionary()[key] ?? en[key];

/** "1st", "2nd", "3rd", "4th" in English; "1." (or the language's own way) elsewhere. */
export function ordinal(n: number): string {
  if (language() !== 'en') return t('results.place', { n });
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The text of a key in the current language, with its `{placeholders}` filled in. */
export function t(key: TextKey, params?: Params): string {
  return fill(dictionary()[key] ?? en[key], params);
}

const MINUS = '\u2212';
const rules = new Map<Language, Intl.PluralRules>();

/** Which form of a plural message (`one|other`, `one|few|many`) a count takes. */
export function pluralIndex(lang: Language, n: number): number {
  // English keeps the app's old rule: exactly 1 is singular ("−1 points").
  if (lang === 'en') return n === 1 ? 0 : 1;
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  const forms = PLURAL_FORMS[lang];
  const at = forms.indexOf(rule.select(Math.abs(n)));
  return at < 0 ? forms.length - 1 : at;
}

/**
 * A plural message for a count: `{n}` is the count (with a real minus sign), and other
 * placeholders come from `params`.
 */
export function tn(key: PluralKey, n: number, params?: Params): string {
  const forms = (dictionary()[key] ?? en[key]).split('|');
  const form = forms[Math.min(pluralIndex(language(), n), forms.length - 1)] ?? '';
  return fill(form, { n: n < 0 ? `${MINUS}${Math.abs(n)}` : String(n), ...params });
}

const COLORS = new Set(['red', 'blue', 'green', 'yellow', 'black', 'grey']);

/** A player's colour in words: the box's colours translated, any other text as typed. */
export const colorName = (color: string): string =>
  COLORS.has(color) ? t(`color.${color as 'red'}`) : color;

/** "Ana", "Ana and Ben", "Ana, Ben and Cleo" in the current language. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return t('list.and', {
    first: items.slice(0, -1).join(t('list.comma')),
    last: items.at(-1) ?? '',
  });
}

export type { Dictionary, Key, PluralKey, TextKey };

// Another window of the app (the presenter) switched: follow it.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY && isLanguage(event.newValue) && event.newValue !== language())
      void setLanguage(event.newValue, false);
  });

const first = initialLanguage();
/** Settles once the starting language is loaded (at once for English). */
export const ready: Promise<void> =
  first === 'en' ? Promise.resolve() : setLanguage(first, false).catch(() => undefined);
