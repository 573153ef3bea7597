import { language } from '../i18n';

/** Number formatting shared by the components. */

const MINUS = '\u2212';

/** A decimal in the current language ("12.5", "12,5"). */
const decimal = (x: number): string => {
  const lang = language();
  return lang === 'en' ? String(x) : x.toLocaleString(lang, { maximumFractionDigits: 1 });
};

/** A probability as a percentage: "25%", "12.5%", "<0.1%", "0%" (12,5% in a comma language). */
export function percent(p: number): string {
  if (!Number.isFinite(p) || p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.001) return `<${decimal(0.1)}%`;
  const tenths = Math.round(p * 1000) / 10;
  if (tenths >= 100) return `>${decimal(99.9)}%`;
  return `${decimal(tenths)}%`;
}

/** A whole number with a real minus sign (−4, not -4). */
export function signed(n: number): string {
  return n < 0 ? `${MINUS}${Math.abs(n)}` : String(n);
}

/** "1 meeple", "3 meeples" (English only: the screens use `tn` from i18n). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${signed(n)} ${n === 1 ? one : many}`;
}

/** `YYYY-MM-DD` of a time in the local time zone, '' when it is not a date. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
