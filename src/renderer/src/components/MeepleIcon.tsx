import type { JSX } from 'solid-js';

/** A standing meeple on a 24 × 24 grid. */
export const MEEPLE_PATH =
  'M12 1.8a3.4 3.4 0 0 1 2.2 6l5.6 2.2c1.9.8 2.7 1.8 2.4 2.9-.3 1-1.6 1.3-3.9 1l-1.4-.2 2.9 7.1c.3.8-.1 1.2-.9 1.2h-3.9L12 17.7 9 22H5.1c-.8 0-1.2-.4-.9-1.2l2.9-7.1-1.4.2c-2.3.3-3.6 0-3.9-1-.3-1.1.5-2.1 2.4-2.9l5.6-2.2A3.4 3.4 0 0 1 12 1.8z';
/** The abbot: a robed figure, told apart from a meeple by its outline. */
export const ABBOT_PATH =
  'M12 1.6a3.3 3.3 0 0 1 2.7 5.2c2.5 1.1 3.8 3.2 4.3 6.3l1.9 8.9H3.1L5 13.1c.5-3.1 1.8-5.2 4.3-6.3A3.3 3.3 0 0 1 12 1.6z';

export type MeepleVariant = 'meeple' | 'abbot' | 'lying';

export interface MeepleIconProps {
  /** 'lying' is a protected meeple (The Peasant Revolts: laid down on its back). */
  variant?: MeepleVariant;
  /** Fill colour; defaults to the current text colour. */
  color?: string;
  /** An empty outline: a meeple that is not there (e.g. out of supply). */
  hollow?: boolean;
  size?: number;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
  class?: string;
}

export function MeepleIcon(props: MeepleIconProps): JSX.Element {
  const variant = (): MeepleVariant => props.variant ?? 'meeple';
  return (
    <svg
      class={`ml-meeple ml-meeple--${variant()} ${props.hollow ? 'ml-meeple--hollow' : ''} ${props.class ?? ''}`}
      viewBox="0 0 24 24"
      width={props.size}
      height={props.size}
      role={props.label ? 'img' : undefined}
      aria-label={props.label}
      aria-hidden={props.label ? undefined : 'true'}
    >
      <path
        d={variant() === 'abbot' ? ABBOT_PATH : MEEPLE_PATH}
        transform={variant() === 'lying' ? 'rotate(-90 12 12) translate(0 1)' : undefined}
        fill={props.hollow ? 'none' : (props.color ?? 'currentColor')}
      />
    </svg>
  );
}
