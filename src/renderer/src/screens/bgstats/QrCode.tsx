import qrcode from 'qrcode-generator';
import { createMemo, type JSX } from 'solid-js';

/**
 * A QR code drawn as SVG: one path of the dark modules, black on white whatever the theme (a
 * phone's camera reads that best), with the 4-module quiet zone around it. Drawn from the
 * module matrix as elements, never as markup text, so the strict CSP needs no exceptions.
 */

const QUIET_ZONE = 4;

/** The dark modules of the code as one SVG path, each run of dark modules in a row one rectangle. */
export function qrPath(text: string): { size: number; d: string } {
  // Error correction L: the most data per module, for links of a whole 6-player game.
  const code = qrcode(0, 'L');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  let d = '';
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!code.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && code.isDark(row, col)) col++;
      d += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`;
    }
  }
  return { size: count + 2 * QUIET_ZONE, d };
}

export function QrCode(props: { text: string; label: string }): JSX.Element {
  const drawn = createMemo(() => qrPath(props.text));
  return (
    <svg
      class="qr-code"
      viewBox={`0 0 ${drawn().size} ${drawn().size}`}
      role="img"
      aria-label={props.label}
      shape-rendering="crispEdges"
    >
      <rect width={drawn().size} height={drawn().size} fill="#ffffff" />
      <path d={drawn().d} fill="#000000" />
    </svg>
  );
}
