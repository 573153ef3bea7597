import {
  createContext,
  createMemo,
  createRenderEffect,
  createUniqueId,
  type JSX,
  Match,
  Switch,
  useContext,
} from 'solid-js';
import type { PlayerState } from '../../../shared/game/gameContext';
import { colorName, t } from '../i18n';
import { badgeMarkup } from './badgeMarkup';
import { initial, playerPattern, type SeatPattern, swatch } from './playerStyle';
import './components.css';

export type BadgePlayer = Pick<PlayerState, 'name' | 'color'>;

/**
 * The players shown together (one game's, a night's): inside it, no two badges share a pattern,
 * and a player keeps theirs on every screen of that game, whatever the seat or the rank.
 */
export const BadgeGroup = createContext<readonly { readonly name: string }[]>();

/** The pattern cell (8 × 8) of a player, drawn in ink. */
function PatternCell(props: { pattern: SeatPattern; ink: string }): JSX.Element {
  return (
    <Switch>
      <Match when={props.pattern === 'stripes'}>
        <rect width="3.2" height="8" fill={props.ink} />
      </Match>
      <Match when={props.pattern === 'dots'}>
        <circle cx="4" cy="4" r="1.9" fill={props.ink} />
      </Match>
      <Match when={props.pattern === 'checks'}>
        <path d="M0 0h4v4H0zM4 4h4v4H4z" fill={props.ink} />
      </Match>
      <Match when={props.pattern === 'grid'}>
        <path d="M0 0h8v1.6H0zM0 0h1.6v8H0z" fill={props.ink} />
      </Match>
      <Match when={props.pattern === 'zigzag'}>
        <path
          d="M-1 6.5L2 1.5 4 6.5 6 1.5 9 6.5"
          fill="none"
          stroke={props.ink}
          stroke-width="1.5"
        />
      </Match>
      <Match when={props.pattern === 'bars'}>
        <rect width="8" height="3.2" fill={props.ink} />
      </Match>
      <Match when={props.pattern === 'rings'}>
        <circle cx="4" cy="4" r="2.3" fill="none" stroke={props.ink} stroke-width="1.3" />
      </Match>
      <Match when={props.pattern === 'crosshatch'}>
        <path d="M0 0L8 8M8 0L0 8" fill="none" stroke={props.ink} stroke-width="1.2" />
      </Match>
    </Switch>
  );
}

export interface BadgeMarkProps {
  player: BadgePlayer;
  cx: number;
  cy: number;
  r: number;
  class?: string;
  /** The player's pattern, when known (else worked out among the BadgeGroup). */
  pattern?: SeatPattern;
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
  const pattern = () => props.pattern ?? playerPattern(props.player, group);
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
          <PatternCell pattern={pattern()} ink={sw().ink} />
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

/**
 * Badges drawn once per player and pattern: each badge on screen is a copy with its own pattern
 * id. Built with its dozen reactive nodes, every badge cost as much as a row of buttons, and a
 * table shows a dozen of them (a third of the table's first render).
 */
const templates = new Map<string, SVGSVGElement>();
const MOST_TEMPLATES = 500;

function badgeTemplate(player: BadgePlayer, pattern: SeatPattern): SVGSVGElement {
  const key = `${player.name}\u0000${player.color}\u0000${pattern}`;
  let template = templates.get(key);
  if (template === undefined) {
    const holder = document.createElement('template');
    holder.innerHTML = badgeMarkup(player, pattern, 'ml-pat');
    template = holder.content.firstChild as SVGSVGElement;
    if (templates.size >= MOST_TEMPLATES) templates.clear();
    templates.set(key, template);
  }
  return template;
}

/** A player's colour swatch with their initial and pattern, as an image with a name. */
export function PlayerBadge(props: PlayerBadgeProps): JSX.Element {
  const group = useContext(BadgeGroup);
  const badge = createMemo(() => {
    const player = { name: props.player.name, color: props.player.color };
    const svg = badgeTemplate(player, playerPattern(player, group)).cloneNode(
      true,
    ) as SVGSVGElement;
    // Pattern ids are the document's: each copy fills with its own.
    const id = `ml-pat-${createUniqueId()}`;
    svg.querySelector('pattern')?.setAttribute('id', id);
    svg.querySelector('.ml-badge-mark__pattern')?.setAttribute('fill', `url(#${id})`);
    return svg;
  });
  createRenderEffect(() => {
    const svg = badge();
    const size = String(props.size ?? 44);
    svg.setAttribute('class', `ml-badge ${props.class ?? ''}`);
    svg.setAttribute('width', size);
    svg.setAttribute('height', size);
    if (props.decorative) {
      svg.removeAttribute('role');
      svg.removeAttribute('aria-label');
      svg.setAttribute('aria-hidden', 'true');
    } else {
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', badgeLabel(props.player, group));
      svg.removeAttribute('aria-hidden');
    }
  });
  return badge as unknown as JSX.Element;
}
