import { initial, type SeatPattern, swatch } from './playerStyle';

/**
 * A player's badge as SVG markup: what BadgeMark draws (a test keeps the two the same), parsed
 * once per player and pattern. Built through BadgeMark's reactive tree (a Switch of eight
 * patterns), the badges were half of Home's list in its first render.
 */

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The pattern cell (8 × 8) of a player, drawn in ink (BadgeMark's PatternCell). */
function patternCell(pattern: SeatPattern, ink: string): string {
  switch (pattern) {
    case 'stripes':
      return `<rect width="3.2" height="8" fill="${ink}"></rect>`;
    case 'dots':
      return `<circle cx="4" cy="4" r="1.9" fill="${ink}"></circle>`;
    case 'checks':
      return `<path d="M0 0h4v4H0zM4 4h4v4H4z" fill="${ink}"></path>`;
    case 'grid':
      return `<path d="M0 0h8v1.6H0zM0 0h1.6v8H0z" fill="${ink}"></path>`;
    case 'zigzag':
      return `<path d="M-1 6.5L2 1.5 4 6.5 6 1.5 9 6.5" fill="none" stroke-width="1.5" stroke="${ink}"></path>`;
    case 'bars':
      return `<rect width="8" height="3.2" fill="${ink}"></rect>`;
    case 'rings':
      return `<circle cx="4" cy="4" r="2.3" fill="none" stroke-width="1.3" stroke="${ink}"></circle>`;
    case 'crosshatch':
      return `<path d="M0 0L8 8M8 0L0 8" fill="none" stroke-width="1.2" stroke="${ink}"></path>`;
  }
}

/** A 40 × 40 badge: `<svg class="ml-badge">` holding BadgeMark at (20, 20), radius 19. */
export function badgeMarkup(
  player: { readonly name: string; readonly color: string },
  pattern: SeatPattern,
  patternId: string,
): string {
  const sw = swatch(player.color);
  const fill = escapeXml(sw.fill);
  const ink = escapeXml(sw.ink);
  const [cx, cy, r] = [20, 20, 19];
  const cell = Math.max(r / 3.2, 2.2) / 8;
  const turn = pattern === 'stripes' ? ' rotate(45)' : '';
  const id = escapeXml(patternId);
  return (
    `<svg class="ml-badge" viewBox="0 0 40 40" aria-hidden="true">` +
    `<g class="ml-badge-mark " data-pattern="${pattern}"><defs>` +
    `<pattern patternUnits="userSpaceOnUse" width="8" height="8" id="${id}" patternTransform="translate(${cx - r} ${cy - r}) scale(${cell})${turn}">` +
    `${patternCell(pattern, ink)}</pattern></defs>` +
    `<circle class="ml-badge-mark__disc" cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"></circle>` +
    `<circle class="ml-badge-mark__pattern" opacity="0.7" fill="url(#${id})" cx="${cx}" cy="${cy}" r="${r}"></circle>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.6}" fill="${fill}"></circle>` +
    `<text class="ml-badge-mark__initial" dy="0.35em" text-anchor="middle" x="${cx}" y="${cy}" font-size="${String(r * 0.95)}" fill="${ink}">` +
    `${escapeXml(initial(player.name))}</text></g></svg>`
  );
}
