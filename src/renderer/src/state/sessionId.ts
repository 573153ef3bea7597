/**
 * A new game's id, chosen here so the table can be drawn while the store writes the game
 * (sessions:create takes it, and refuses one already taken): a random UUID, version 4, as the
 * store's own `crypto.randomUUID()`. From getRandomValues, which every page has: randomUUID
 * is missing outside secure contexts (a phone on the host's address).
 */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
