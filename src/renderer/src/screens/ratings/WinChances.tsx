import { createMemo, createSignal, For, type JSX, onMount, Show } from 'solid-js';
import type { MeepleLedgerApi } from '../../../../shared/ipc/api';
import { percent } from '../../components';
import { t, tn } from '../../i18n';
import type { SessionRatings } from './sessionRatings';
import './WinChances.css';

export interface WinChancesProps {
  api: MeepleLedgerApi;
  /** The seated players' names, in seating order. */
  names: readonly string[];
  /** A game to leave out of the ratings (the one being shown). */
  exclude?: string;
  /** The heading's level: New game has sections (h2), the presenter's card has h2 too. */
  class?: string;
}

/**
 * Before a game: each seated player's chance to win, from the group's ratings. Nothing is
 * shown until there are two named players and a rated game.
 */
export function WinChances(props: WinChancesProps): JSX.Element {
  const [rated, setRated] = createSignal<SessionRatings>();
  onMount(() => {
    // The rating code loads with the first chances shown, not with the screen.
    void Promise.all([
      props.api.sessions.list(),
      props.api.profiles.list(),
      import('./sessionRatings'),
    ])
      .then(([sessions, profiles, { ratingsOfSessions }]) => {
        if (!sessions.ok) return;
        setRated(
          ratingsOfSessions(
            sessions.value.sessions,
            profiles.ok ? profiles.value.profiles : [],
            props.exclude,
          ),
        );
      })
      // No chances when the list or the rating code cannot be had (e.g. the screen closed first).
      .catch(() => undefined);
  });
  const named = () => props.names.map((name) => name.trim()).filter((name) => name !== '');
  const chances = createMemo(() => {
    const r = rated();
    if (!r || r.table.games === 0 || named().length < 2) return undefined;
    const values = r.chances(named().map(r.keyOf));
    return {
      games: r.table.games,
      rows: named().map((name, i) => ({ name, chance: values[i] ?? 0 })),
    };
  });
  return (
    <Show when={chances()}>
      {(c) => (
        <section class={`chances ${props.class ?? ''}`} aria-labelledby="chances-title">
          <h2 id="chances-title">{t('rating.chances')}</h2>
          <ul class="chances__list">
            <For each={c().rows}>
              {(row) => (
                <li class="chances__row">
                  <span class="chances__name">{row.name}</span>
                  <strong class="chances__value ml-num">{percent(row.chance)}</strong>
                </li>
              )}
            </For>
          </ul>
          <p class="hint">{tn('rating.chancesHint', c().games)}</p>
        </section>
      )}
    </Show>
  );
}
