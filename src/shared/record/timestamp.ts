/** At most this many characters in an event's `at` (../shared/spec/game-record.md). */
export const AT_MAX_LENGTH = 40;

// Extended ISO 8601 as JavaScript's Date reads it: seconds and a decimal fraction optional,
// a zone as Z, ±HH:MM or ±HHMM.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):?(\d{2}))$/;

/**
 * An event's `at`: an ISO 8601 date and time with a time zone or Z, at most 40 characters,
 * naming a real moment (no 31 April, no 24:00).
 */
export function isIsoDateTime(text: string): boolean {
  if (text.length > AT_MAX_LENGTH) return false;
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second, zoneHours, zoneMinutes] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    zoneHours <= 23 &&
    zoneMinutes <= 59
  );
}
