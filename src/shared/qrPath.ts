import qrcode from 'qrcode-generator';

/** Modules of white around the code: scanners need four. */
const QUIET_ZONE = 4;

/**
 * The dark modules of a QR code for `text` as one SVG path ("M x y h1 v1 h-1 z" per module).
 * Drawn as plain SVG elements (no markup strings, no inline styles), so the page's strict CSP
 * has nothing to allow. Error correction M: a phone's camera reads it off a laptop screen.
 */
export function qrPath(text: string): { size: number; path: string } {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (code.isDark(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: count + 2 * QUIET_ZONE, path: parts.join('') };
}
