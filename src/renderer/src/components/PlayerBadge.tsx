import { createContext, createMemo, createUniqueId, type JSX, useContext } from 'solid-js';
import type { PlayerState } from '../../../shared/game/gameContext';
import { colorName, t } from '../i18n';
import { initial, playerPattern, type SeatPattern, swatch } from './playerStyle';
import './components.css';

export type BadgePlayer = Pick<PlayerState, 'name' | 'color'>;

/**
 * The players shown together (one game's, a night's): inside it, no two badges share a pattern,
 * and a player keeps theirs on every screen of that game, whatever the seat or the rank.
 */
export const BadgeGroup = createContext<readonly { readonly name: string }[]>();

/**
 * The pattern cell (8 × 8) of each pattern, drawn in ink. A plain lookup, not a Switch: Home
 * draws some 70 badges at once, and eight Match branches each were half of a badge's cost.
 */
const PATTERN_CELLS: Record<SeatPattern, (ink: string) => JSX.Element> = {
  stripes: (ink) => <rect width="3.2" height="8" fill={ink} />,
  dots: (ink) => <circle cx="4" cy="4" r="1.9" fill={ink} />,
  checks: (ink) => <path d="M0 0h4v4H0zM4 4h4v4H4z" fill={ink} />,
  grid: (ink) => <path d="M0 0h8v1.6H0zM0 0h1.6v8H0z" fill={ink} />,
  zigzag: (ink) => (
    <path d="M-1 6.5L2 1.5 4 6.5 6 1.5 9 6.5" fill="none" stroke={ink} stroke-width="1.5" />
  ),
  bars: (ink) => <rect width="8" height="3.2" fill={ink} />,
  rings: (ink) => <circle cx="4" cy="4" r="2.3" fill="none" stroke={ink} stroke-width="1.3" />,
  crosshatch: (ink) => <path d="M0 0L8 8M8 0L0 8" fill="none" stroke={ink} stroke-width="1.2" />,
};

export interface BadgeMarkProps {
  player: BadgePlayer;
  cx: number;
  cy: number;
  r: number;
  class?: string;
}

/**
 * A player's token inside an SVG: colour disc, their pattern round the rim, initial in the middle.
 * Colour is never the only cue: the initial and the pattern tell players apart without it.
 */
export function BadgeMark(props: BadgeMarkProps): JSX.Element {
  const id = `ml-pat-${createUniqueId()}`;
  const sw = () => swatch(props.player.color);
  const cell = () => Math.max(props.r / 3.2, 2.2) / 8;
  const group = useContext(BadgeGroup);
  // Read three times below: worked out once per change of the player.
  const pattern = createMemo(() => playerPattern(props.player, group));
  return (
    <g class={`ml-badge-mark ${props.class ?? ''}`} data-pattern={pattern()}>
      <defs>
        <pattern
          id={id}
          patternUnits="userSpaceOnUse"
          width="8"
          height="8"
          patternTransform={`translate(${props.cx - props.r} ${props.cy - props.r}) scale(${cell()})${pattern() === 'stripes' ? ' rotate(45)' : ''}`}
        >
          {PATTERN_CELLS[pattern()](sw().ink)}
        </pattern>
      </defs>
      <circle
        class="ml-badge-mark__disc"
        cx={props.cx}
        cy={props.cy}
        r={props.r}
        fill={sw().fill}
      />
      <circle
        class="ml-badge-mark__pattern"
        cx={props.cx}
        cy={props.cy}
        r={props.r}
        fill={`url(#${id})`}
        opacity="0.7"
      />
      <circle cx={props.cx} cy={props.cy} r={props.r * 0.6} fill={sw().fill} />
      <text
        class="ml-badge-mark__initial"
        x={props.cx}
        y={props.cy}
        dy="0.35em"
        text-anchor="middle"
        font-size={String(props.r * 0.95)}
        fill={sw().ink}
      >
        {initial(props.player.name)}
      </text>
    </g>
  );
}

export interface PlayerBadgeProps {
  player: BadgePlayer;
  /** Hidden from assistive technology: the text beside it already names the player. */
  decorative?: boolean;
  /** Pixel size; 44 by default (a touch target when used in a button). */
  size?: number;
  class?: string;
}

/** "Ana, red, stripes". */
export function badgeLabel(
  player: BadgePlayer,
  among?: readonly { readonly name: string }[],
): string {
  const pattern = playerPattern(player, among);
  return `${player.name}, ${colorName(player.color)}, ${t(`pattern.${pattern}`)}`;
}

/** A player's colour swatch with their initial and pattern, as an image with a name. */
export function PlayerBadge(props: PlayerBadgeProps): JSX.Element {
  const group = useContext(BadgeGroup);
  return (
    <svg
      class={`ml-badge ${props.class ?? ''}`}
      viewBox="0 0 40 40"
      width={props.size ?? 44}
      height={props.size ?? 44}
      role={props.decorative ? undefined : 'img'}
      aria-label={props.decorative ? undefined : badgeLabel(props.player, group)}
      aria-hidden={props.decorative ? 'true' : undefined}
    >
      <BadgeMark player={props.player} cx={20} cy={20} r={19} />
    </svg>
  );
}
