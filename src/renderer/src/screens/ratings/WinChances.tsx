import { createMemo, createSignal, For, type JSX, onMount, Show } from 'solid-js';
import type { MeepleLedgerApi } from '../../../../shared/ipc/api';
import type { Profile, SessionInfo } from '../../../../shared/ipc/types';
import { profileIdentity } from '../../../../shared/ratings/identity';
import {
  type RatingsTable,
  ratedGameOfSession,
  ratings,
  winChances,
} from '../../../../shared/ratings/openSkill';
import { percent } from '../../components';
import { t } from '../../i18n';
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

/** The ratings from the session list: every finished game, oldest first, but `exclude`. */
export function ratingsOfSessions(
  sessions: readonly SessionInfo[],
  profiles: readonly Pick<Profile, 'id' | 'name'>[],
  exclude?: string,
): { table: RatingsTable; keyOf: (name: string) => string } {
  const seat = profileIdentity(profiles);
  const keyOf = (name: string) => seat({ name });
  const oldestFirst = [...sessions]
    .filter((s) => s.id !== exclude)
    .sort((a, b) => (a.lastPlayed < b.lastPlayed ? -1 : a.lastPlayed > b.lastPlayed ? 1 : 0));
  return {
    table: ratings(oldestFirst.flatMap((s) => ratedGameOfSession(s, keyOf) ?? [])),
    keyOf,
  };
}

/**
 * Before a game: each seated player's chance to win, from the group's ratings. Nothing is
 * shown until there are two named players and a rated game.
 */
export function WinChances(props: WinChancesProps): JSX.Element {
  const [rated, setRated] = createSignal<ReturnType<typeof ratingsOfSessions>>();
  onMount(() => {
    void Promise.all([props.api.sessions.list(), props.api.profiles.list()]).then(
      ([sessions, profiles]) => {
        if (!sessions.ok) return;
        setRated(
          ratingsOfSessions(
            sessions.value.sessions,
            profiles.ok ? profiles.value.profiles : [],
            props.exclude,
          ),
        );
      },
    );
  });
  const named = () => props.names.map((name) => name.trim()).filter((name) => name !== '');
  const chances = createMemo(() => {
    const r = rated();
    if (!r || r.table.games === 0 || named().length < 2) return undefined;
    const values = winChances(r.table, named().map(r.keyOf));
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
          <p class="hint">{t('rating.chancesHint', { games: c().games })}</p>
        </section>
      )}
    </Show>
  );
}
