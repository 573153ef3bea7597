import { createMemo, type JSX } from 'solid-js';
import { qrPath } from '../../../shared/qrPath';

export interface QrCodeProps {
  /** What the code says (the join page's address). */
  text: string;
  /** What a screen reader hears instead. */
  label: string;
  class?: string;
}

/** A QR code, black on white whatever the theme (cameras want that contrast). */
export function QrCode(props: QrCodeProps): JSX.Element {
  const drawn = createMemo(() => qrPath(props.text));
  return (
    <svg
      class={`ml-qr ${props.class ?? ''}`}
      viewBox={`0 0 ${drawn().size} ${drawn().size}`}
      role="img"
      aria-label={props.label}
      shape-rendering="crispEdges"
    >
      <rect width={drawn().size} height={drawn().size} fill="#ffffff" />
      <path d={drawn().path} fill="#000000" />
    </svg>
  );
}
