import { createUniqueId, For, type JSX, Show } from 'solid-js';
import { isArrowTile, isCropTile, isRevoltTile, tileType } from '../../../shared/tiles/catalog';
import type { Side, TileType } from '../../../shared/tiles/tileTypes';
import type { GlyphName } from './glyphs';
import { GlyphPaths } from './Icon';
import { tileLabel } from './names';
import './components.css';

/*
 * Tiles are drawn on a 100 × 100 grid from the catalog's recorded geometry: edges clockwise
 * N E S W, city segments as side lists, road segments with `ends`. Each city shape is drawn
 * in one orientation and rotated into place.
 */

const SIDES: readonly Side[] = ['N', 'E', 'S', 'W'];
const TURN: Record<Side, number> = { N: 0, E: 90, S: 180, W: 270 };
const EDGE_POINT: Record<Side, readonly [number, number]> = {
  N: [50, 0],
  E: [100, 50],
  S: [50, 100],
  W: [0, 50],
};

const CITY_CAP = 'M0 0H100C72 34 28 34 0 0Z'; // N only
const CITY_CORNER = 'M0 0H100Q58 58 0 100Z'; // N + W
const CITY_BAND = 'M0 0C30 30 70 30 100 0V100C70 70 30 70 0 100Z'; // W + E
const CITY_THREE = 'M0 0H100V100C72 66 28 66 0 100Z'; // all but S
const CITY_FULL = 'M0 0H100V100H0Z';

const asSides = (list: readonly string[]): Side[] => SIDES.filter((side) => list.includes(side));
const opposite = (side: Side): Side => SIDES[(SIDES.indexOf(side) + 2) % 4] as Side;
const before = (side: Side): Side => SIDES[(SIDES.indexOf(side) + 3) % 4] as Side;

interface Shape {
  readonly d: string;
  readonly turn: number;
}

/** The outline of one city segment, as a canonical shape and a rotation. */
export function cityShape(list: readonly string[]): Shape {
  const sides = asSides(list);
  const [first, second] = sides;
  if (sides.length === 4 || !first) return { d: CITY_FULL, turn: 0 };
  if (sides.length === 1) return { d: CITY_CAP, turn: TURN[first] };
  if (sides.length === 3) {
    const open = SIDES.find((s) => !sides.includes(s)) as Side;
    return { d: CITY_THREE, turn: TURN[open] - 180 };
  }
  if (second === opposite(first)) return { d: CITY_BAND, turn: first === 'N' ? 90 : 0 };
  // Two adjacent sides: the canonical corner is N + W, i.e. a side and the one before it.
  const lead = sides.find((s) => sides.includes(before(s))) as Side;
  return { d: CITY_CORNER, turn: TURN[lead] };
}

const ANCHOR: Record<Side, readonly [number, number]> = {
  N: [50, 13],
  E: [87, 50],
  S: [50, 87],
  W: [13, 50],
};

function average(sides: readonly Side[]): [number, number] {
  if (sides.length === 0 || sides.length === 4) return [50, 50];
  let x = 0;
  let y = 0;
  for (const side of sides) {
    x += ANCHOR[side][0];
    y += ANCHOR[side][1];
  }
  return [x / sides.length, y / sides.length];
}

/** Where a pennant shield goes inside a city segment. */
function pennantSpot(list: readonly string[]): [number, number] {
  const sides = asSides(list);
  if (sides.length === 2 && sides[1] === opposite(sides[0] as Side)) return [50, 50];
  return average(sides);
}

/** The path of a road segment: straight, curved, or from its side to the middle. */
export function roadPath(list: readonly string[], ends: boolean): string {
  const sides = asSides(list);
  if (!ends && sides.length === 2) {
    const [a, b] = sides as [Side, Side];
    const [ax, ay] = EDGE_POINT[a];
    const [bx, by] = EDGE_POINT[b];
    if (b === opposite(a)) return `M${ax} ${ay}L${bx} ${by}`;
    const pull = (x: number): number => x + (50 - x) * 0.6;
    return `M${ax} ${ay}C${pull(ax)} ${pull(ay)} ${pull(bx)} ${pull(by)} ${bx} ${by}`;
  }
  return sides.map((s) => `M${EDGE_POINT[s][0]} ${EDGE_POINT[s][1]}L50 50`).join('');
}

/** A free patch of field for the garden bush. */
function gardenSpot(tile: TileType): [number, number] {
  const busy = new Set<string>();
  for (const city of tile.cities ?? []) for (const s of city) busy.add(s);
  for (const road of tile.roads ?? []) for (const s of road.sides) busy.add(s);
  const free = SIDES.filter((s) => !busy.has(s));
  const [a, b] = free;
  if (free.length === 2 && a && b) {
    if (b === opposite(a)) return [ANCHOR[a][0] * 0.9 + 5, ANCHOR[a][1] * 0.9 + 5];
    const corner = (v: number): number => (v === 50 ? 0 : v < 50 ? -22 : 22);
    return [
      50 + corner(ANCHOR[a][0]) + corner(ANCHOR[b][0]),
      50 + corner(ANCHOR[a][1]) + corner(ANCHOR[b][1]),
    ];
  }
  if (free.length === 1 && a) return [ANCHOR[a][0], ANCHOR[a][1]];
  const [x, y] = average(free);
  return [x, y + (free.length === 3 ? 8 : 0)];
}

function Pennant(props: { at: readonly [number, number] }): JSX.Element {
  return (
    <g class="ml-tile__pennant" transform={`translate(${props.at[0] - 7} ${props.at[1] - 8})`}>
      <path
        d="M0 0H14V8C14 12.5 10.5 15.2 7 16.5 3.5 15.2 0 12.5 0 8Z"
        fill="#2857a8"
        stroke="#f7f1de"
        stroke-width="1.6"
      />
      <path
        d="M7 3.2L8.3 6.3H11.4L8.9 8.2 9.9 11.3 7 9.4 4.1 11.3 5.1 8.2 2.6 6.3H5.7Z"
        fill="#f7f1de"
      />
    </g>
  );
}

function Monastery(): JSX.Element {
  return (
    <g class="ml-tile__monastery">
      <ellipse cx="50" cy="70" rx="24" ry="5" fill="#5f8a35" />
      <path d="M32 46L50 30 68 46V70H32Z" fill="#efe2c0" stroke="#5a4632" stroke-width="1.8" />
      <path
        d="M28 48L50 28 72 48"
        fill="none"
        stroke="#b2402f"
        stroke-width="6"
        stroke-linejoin="round"
      />
      <path d="M44 20H56V30H44Z" fill="#efe2c0" stroke="#5a4632" stroke-width="1.6" />
      <path d="M41 14L50 7 59 14 56 20H44Z" fill="#b2402f" />
      <path d="M50 0V8M46.5 3H53.5" stroke="#5a4632" stroke-width="1.6" />
      <path d="M45 70V60A5 5 0 0 1 55 60V70Z" fill="#4a3826" />
    </g>
  );
}

function Garden(props: { at: readonly [number, number] }): JSX.Element {
  return (
    <g class="ml-tile__garden" transform={`translate(${props.at[0]} ${props.at[1]})`}>
      <circle cx="-6" cy="3" r="7" fill="#2f6b23" />
      <circle cx="6" cy="3" r="7" fill="#2f6b23" />
      <circle cx="0" cy="-4" r="8" fill="#3b8029" />
      <circle cx="-3" cy="-5" r="1.6" fill="#d94f6b" />
      <circle cx="4" cy="1" r="1.6" fill="#f1d24b" />
      <circle cx="-6" cy="4" r="1.6" fill="#d94f6b" />
    </g>
  );
}

function Glyph(props: { name: GlyphName; size: number; color: string }): JSX.Element {
  const scale = () => props.size / 24;
  return (
    <g
      color={props.color}
      transform={`translate(${50 - props.size / 2} ${50 - props.size / 2}) scale(${scale()})`}
    >
      <GlyphPaths name={props.name} />
    </g>
  );
}

const REVOLT_GLYPH: Record<string, GlyphName> = {
  city: 'city',
  road: 'road',
  monastery: 'monastery',
};
const ARROW_GLYPH: Record<string, GlyphName> = {
  add: 'plusOne',
  anywhere: 'anywhere',
  extra: 'turn',
};
const CROP_GLYPH: Record<string, GlyphName> = {
  shield: 'shield',
  pitchfork: 'pitchfork',
  club: 'club',
};

/** Expansion tile without recorded geometry: a neutral tile with its symbol large. */
function SymbolTile(props: { tile: TileType }): JSX.Element {
  const symbol = (): string => props.tile.symbol ?? '';
  return (
    <g class="ml-tile__symbol" data-symbol={symbol()}>
      <rect width="100" height="100" fill="#e7dfc6" />
      <Show when={isRevoltTile(props.tile)}>
        <path
          class="ml-tile__mark"
          d="M50 8L92 50 50 92 8 50Z"
          fill="#b3372b"
          stroke="#5e1a12"
          stroke-width="2.5"
        />
        <Glyph name={REVOLT_GLYPH[symbol()] ?? 'diamond'} size={40} color="#fff7e6" />
      </Show>
      <Show when={isArrowTile(props.tile)}>
        <path
          class="ml-tile__mark"
          d="M50 6L82 38H64V70H36V38H18Z"
          fill="#1d62a8"
          stroke="#0d2f52"
          stroke-width="2.5"
          stroke-linejoin="round"
        />
        <circle cx="50" cy="74" r="20" fill="#fff7e6" stroke="#0d2f52" stroke-width="2.5" />
        <g transform="translate(0 24)">
          <Glyph name={ARROW_GLYPH[symbol()] ?? 'arrow'} size={28} color="#0d2f52" />
        </g>
      </Show>
      <Show when={isCropTile(props.tile)}>
        <circle
          class="ml-tile__mark"
          cx="50"
          cy="50"
          r="42"
          fill="#d9b640"
          stroke="#7c6214"
          stroke-width="2.5"
        />
        <circle cx="50" cy="50" r="33" fill="none" stroke="#7c6214" stroke-width="1.6" />
        <circle cx="50" cy="50" r="26" fill="#f3e2a0" />
        <Glyph name={CROP_GLYPH[symbol()] ?? 'field'} size={36} color="#4d3c0a" />
        <text
          class="ml-tile__set"
          x="95"
          y="96"
          text-anchor="end"
          font-size="15"
          font-weight="800"
          fill="#4d3c0a"
        >
          {props.tile.set === 'crop-circles-2' ? 'II' : 'I'}
        </text>
      </Show>
    </g>
  );
}

function Unknown(): JSX.Element {
  return (
    <g class="ml-tile__unknown">
      <rect width="100" height="100" fill="#cfcfcf" />
      <text x="50" y="66" text-anchor="middle" font-size="48" font-weight="700" fill="#555">
        ?
      </text>
    </g>
  );
}

/** A base tile from its recorded geometry. */
function Landscape(props: { tile: TileType; uid: string }): JSX.Element {
  const cities = () => props.tile.cities ?? [];
  const roads = () => props.tile.roads ?? [];
  const endingRoads = () => roads().filter((r) => r.ends).length;
  const junction = () =>
    endingRoads() >= 2 || (endingRoads() === 1 && !props.tile.monastery && cities().length === 0);
  const pennantCity = () => cities()[0];
  return (
    <g class="ml-tile__landscape">
      <rect class="ml-tile__field" width="100" height="100" fill="#86b650" />
      <path
        d="M14 20l3-5 3 5M78 84l3-5 3 5M20 80l2.5-4 2.5 4M82 18l2.5-4 2.5 4"
        fill="none"
        stroke="#6d9a3c"
        stroke-width="1.4"
      />
      <For each={roads()}>
        {(road) => (
          <g class="ml-tile__road">
            <path
              d={roadPath(road.sides, road.ends)}
              fill="none"
              stroke="#5d5040"
              stroke-width="15"
            />
            <path
              d={roadPath(road.sides, road.ends)}
              fill="none"
              stroke="#f1e8cf"
              stroke-width="10"
            />
          </g>
        )}
      </For>
      <Show when={junction()}>
        <g class="ml-tile__junction">
          <circle cx="50" cy="50" r="12" fill="#5d5040" />
          <path d="M43 55V47L50 41 57 47V55Z" fill="#f1e8cf" />
          <path d="M41.5 48L50 40.5 58.5 48" fill="none" stroke="#b2402f" stroke-width="3" />
        </g>
      </Show>
      <For each={cities()}>
        {(city) => {
          const shape = cityShape(city);
          return (
            <path
              class="ml-tile__city"
              d={shape.d}
              transform={shape.turn ? `rotate(${shape.turn} 50 50)` : undefined}
              fill="#d9b574"
            />
          );
        }}
      </For>
      <Show when={cities().length > 0}>
        <defs>
          <clipPath id={`${props.uid}-city`}>
            <For each={cities()}>
              {(city) => {
                const shape = cityShape(city);
                return (
                  <path
                    d={shape.d}
                    transform={shape.turn ? `rotate(${shape.turn} 50 50)` : undefined}
                  />
                );
              }}
            </For>
          </clipPath>
          <pattern id={`${props.uid}-roofs`} patternUnits="userSpaceOnUse" width="32" height="32">
            <path d="M6 13h8v5H6zM22 29h8v5h-8zM22 -3h8v5h-8z" fill="#c2945a" />
            <path
              d="M4.5 13.5L10 7.5 15.5 13.5zM20.5 29.5L26 23.5 31.5 29.5zM20.5 -2.5L26 -8.5 31.5 -2.5z"
              fill="#b04a32"
            />
          </pattern>
        </defs>
        <rect
          width="100"
          height="100"
          fill={`url(#${props.uid}-roofs)`}
          clip-path={`url(#${props.uid}-city)`}
          opacity="0.7"
        />
        <For each={cities()}>
          {(city) => {
            const shape = cityShape(city);
            return (
              <path
                class="ml-tile__wall"
                d={shape.d}
                transform={shape.turn ? `rotate(${shape.turn} 50 50)` : undefined}
                fill="none"
                stroke="#6b4726"
                stroke-width="3.5"
                stroke-linejoin="round"
              />
            );
          }}
        </For>
      </Show>
      <Show when={props.tile.monastery}>
        <Monastery />
      </Show>
      <Show when={props.tile.garden}>
        <Garden at={gardenSpot(props.tile)} />
      </Show>
      <Show when={(props.tile.pennants ?? 0) > 0 && pennantCity()}>
        {(city) => <Pennant at={pennantSpot(city())} />}
      </Show>
    </g>
  );
}

export interface TilePictureProps {
  tileId: string;
  /** Pixel size of the square; 64 by default. */
  size?: number;
  class?: string;
  /** Hidden from assistive technology: the control around it already names the tile. */
  decorative?: boolean;
}

/** A Carcassonne tile drawn from the catalog, as an image named after the tile. */
export function TilePicture(props: TilePictureProps): JSX.Element {
  const tile = () => tileType(props.tileId);
  const uid = `ml-tile-${createUniqueId()}`;
  const clip = `${uid}-clip`;
  return (
    <svg
      class={`ml-tile ${props.class ?? ''}`}
      viewBox="-2 -2 104 104"
      width={props.size ?? 64}
      height={props.size ?? 64}
      role={props.decorative ? undefined : 'img'}
      aria-label={props.decorative ? undefined : tileLabel(props.tileId)}
      aria-hidden={props.decorative ? 'true' : undefined}
      data-tile={props.tileId}
    >
      <clipPath id={clip}>
        <rect width="100" height="100" rx="4" />
      </clipPath>
      <g clip-path={`url(#${clip})`}>
        <Show when={tile()} keyed fallback={<Unknown />}>
          {(t) => (t.edges ? <Landscape tile={t} uid={uid} /> : <SymbolTile tile={t} />)}
        </Show>
      </g>
      <rect
        class="ml-tile__edge"
        width="100"
        height="100"
        rx="4"
        fill="none"
        stroke="#3a3125"
        stroke-width="2.5"
      />
    </svg>
  );
}
