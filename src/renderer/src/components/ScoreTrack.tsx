import { createMemo, For, Index, type JSX, Show } from 'solid-js';
import type { PlayerState } from '../../../shared/game/gameContext';
import { SCORE_TRACK_LENGTH, trackPosition } from '../../../shared/rules/points';
import { t, tn } from '../i18n';
import { signed } from './format';
import { BadgeMark, PlayerBadge } from './PlayerBadge';
import './components.css';

export interface ScoreTrackProps {
  /** Players in seating order. */
  players: readonly Pick<PlayerState, 'id' | 'name' | 'color' | 'score'>[];
}

/** The track is a ring of 16 × 11 squares round the board's edge: 50 spaces clockwise from 0. */
const COLS = 16;
const ROWS = 11;
const CELL = 40;

/** Column and row of a space on the ring (0 top left, clockwise). */
export function spaceCell(space: number): [number, number] {
  const s = ((space % SCORE_TRACK_LENGTH) + SCORE_TRACK_LENGTH) % SCORE_TRACK_LENGTH;
  if (s < COLS) return [s, 0];
  if (s < COLS + ROWS - 1) return [COLS - 1, s - (COLS - 1)];
  if (s < 2 * COLS + ROWS - 2) return [COLS - 1 - (s - (COLS + ROWS - 2)), ROWS - 1];
  return [0, ROWS - 1 - (s - (2 * COLS + ROWS - 3))];
}

/** Offsets and radius for n markers sharing one square. */
function crowd(n: number): { r: number; at: [number, number][] } {
  // Alone, below and right of its space's number (top left).
  if (n <= 1) return { r: 12, at: [[5, 6]] };
  if (n === 2)
    return {
      r: 9.5,
      at: [
        [-8, 6],
        [9, 6],
      ],
    };
  if (n === 3)
    return {
      r: 8.5,
      at: [
        [9, -8],
        [-8, 9],
        [9, 9],
      ],
    };
  if (n === 4)
    return {
      r: 8,
      at: [
        [-8, -8],
        [9, -8],
        [-8, 9],
        [9, 9],
      ],
    };
  return {
    r: 6.5,
    at: [
      [-12, -7],
      [0, -7],
      [12, -7],
      [-12, 7],
      [0, 7],
      [12, 7],
      [-12, 0],
      [12, 0],
    ],
  };
}

interface Entry {
  readonly player: ScoreTrackProps['players'][number];
  readonly seat: number;
  readonly space: number;
  readonly laps: number;
}

/** Where each marker stands on the physical 50-space track, and how many laps it has done. */
export function ScoreTrack(props: ScoreTrackProps): JSX.Element {
  const seated = createMemo((): Entry[] =>
    props.players.map((player, seat) => ({ player, seat, ...trackPosition(player.score) })),
  );
  const bySpace = createMemo(() => {
    const spaces = new Map<number, Entry[]>();
    for (const entry of seated()) {
      const list = spaces.get(entry.space) ?? [];
      list.push(entry);
      spaces.set(entry.space, list);
    }
    return [...spaces];
  });

  return (
    <figure class="ml-track">
      <svg
        class="ml-track__board"
        viewBox={`-2 -2 ${COLS * CELL + 4} ${ROWS * CELL + 4}`}
        role="img"
        aria-label={t('track.aria', { n: SCORE_TRACK_LENGTH })}
      >
        <Index each={Array.from({ length: SCORE_TRACK_LENGTH })}>
          {(_, space) => {
            const [col, row] = spaceCell(space);
            return (
              <g class="ml-track__space" classList={{ 'ml-track__space--five': space % 5 === 0 }}>
                <rect x={col * CELL} y={row * CELL} width={CELL} height={CELL} rx="3" />
              </g>
            );
          }}
        </Index>
        <For each={bySpace()}>
          {([space, entries]) => {
            const [col, row] = spaceCell(space);
            const spot = crowd(entries.length);
            return (
              <For each={entries}>
                {(entry, i) => (
                  <BadgeMark
                    class="ml-track__marker"
                    player={entry.player}
                    cx={col * CELL + CELL / 2 + (spot.at[i()]?.[0] ?? 0)}
                    cy={row * CELL + CELL / 2 + (spot.at[i()]?.[1] ?? 0)}
                    r={spot.r}
                  />
                )}
              </For>
            );
          }}
        </For>
        {/* Above the markers: a marker on its space left its number unread (the number keeps a
            halo of the square's colour, readable over a marker's edge). */}
        <g class="ml-track__numbers">
          <Index each={Array.from({ length: SCORE_TRACK_LENGTH })}>
            {(_, space) => {
              const [col, row] = spaceCell(space);
              return (
                <text
                  x={col * CELL + 3}
                  y={row * CELL + 16}
                  classList={{ 'ml-track__five': space % 5 === 0 }}
                >
                  {space}
                </text>
              );
            }}
          </Index>
        </g>
      </svg>
      {/* It scrolls when the players do not fit inside the track: the keyboard must reach it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must take the focus */}
      <figcaption class="ml-track__legend" tabIndex={0}>
        <ul>
          <For each={seated()}>
            {(entry) => (
              <li class="ml-track__row" data-player={entry.player.id}>
                <PlayerBadge player={entry.player} size={32} />
                <span class="ml-track__name">{entry.player.name}</span>
                <span class="ml-track__space-label">{t('track.space', { n: entry.space })}</span>
                {/* Lap 0 says nothing: a lap is shown once a player has gone round (or below). */}
                <Show when={entry.laps !== 0}>
                  <span
                    class="ml-track__laps"
                    classList={{ 'ml-track__laps--below': entry.laps < 0 }}
                    title={t('track.lapsTitle')}
                  >
                    {t('track.lap', { n: signed(entry.laps) })}
                  </span>
                </Show>
                <span class="ml-track__total">
                  {tn('track.total', entry.player.score)}
                  {entry.player.score < 0 ? t('track.belowZero') : ''}
                </span>
              </li>
            )}
          </For>
        </ul>
      </figcaption>
    </figure>
  );
}
