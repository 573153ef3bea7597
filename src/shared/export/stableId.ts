/**
 * A stable 128-bit digest of a text, for ids that must come out the same every time the same
 * game is exported (BG Stats matches plays by them). Not cryptographic: four 32-bit lanes,
 * each a multiply-xor hash with its own seed, mixed again at the end.
 */
export function digest128(text: string): string {
  const seeds = [0x9e3779b1, 0x85ebca77, 0xc2b2ae3d, 0x27d4eb2f];
  const lanes = seeds.map((seed) => seed ^ text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    for (let lane = 0; lane < 4; lane++) {
      const mixed = Math.imul((lanes[lane] ?? 0) ^ code, 0x01000193 + 2 * lane);
      lanes[lane] = (mixed << 13) | (mixed >>> 19);
    }
  }
  return lanes
    .map((value, lane) => {
      let h = value ^ (lanes[(lane + 1) % 4] ?? 0);
      h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
      h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
      h ^= h >>> 16;
      return (h >>> 0).toString(16).padStart(8, '0');
    })
    .join('');
}

/** The digest shaped as a UUID (8-4-4-4-12, upper case, version 8 "custom"), as BG Stats files carry. */
export function stableUuid(text: string): string {
  const hex = digest128(text).split('');
  hex[12] = '8';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return [h.slice(0, 8), h.slice(8, 12), h.slice(12, 16), h.slice(16, 20), h.slice(20)]
    .join('-')
    .toUpperCase();
}
