import { createMemo, For, type JSX, Show } from 'solid-js';
import {
  type FeatureKind,
  type Meeple,
  meeplesSideBySide,
  type PlayerState,
} from '../../../shared/game/gameContext';
import { majorityWinners } from '../../../shared/rules/points';
import { t, tn } from '../i18n';
import type { GlyphName } from './glyphs';
import { Icon } from './Icon';
import { keepSame } from './keepSame';
import { MeepleIcon } from './MeepleIcon';
import type { Names } from './names';
import { PlayerBadge } from './PlayerBadge';
import { swatch } from './playerStyle';
import './components.css';

export interface BoardListProps {
  /** Players in seating order. */
  players: readonly Pick<PlayerState, 'id' | 'name' | 'color'>[];
  meeples: readonly Meeple[];
  /** The game's names for its features (City 1, Road 2): never the record's ids. */
  names: Names;
}

const KIND_GLYPH: Record<FeatureKind, GlyphName> = {
  city: 'city',
  road: 'road',
  monastery: 'monastery',
  field: 'field',
  garden: 'garden',
};

interface Owner {
  readonly player: string;
  readonly meeples: Meeple[];
}

interface Group {
  readonly feature: string;
  readonly kind: FeatureKind;
  readonly owners: Owner[];
  readonly leaders: readonly string[];
  readonly total: number;
  /** Ids of meeples standing beside another of their owner's (add arrow or crop circle, Ruling 3). */
  readonly paired: ReadonlySet<string>;
}

/** Meeples on the board by feature, in natural order (City 1, City 2, …, City 10, Road 1). */
export function groupByFeature(meeples: readonly Meeple[], names?: Names): Group[] {
  const sideBySide = meeplesSideBySide(meeples);
  const features = new Map<string, Meeple[]>();
  for (const meeple of meeples) {
    const list = features.get(meeple.feature) ?? [];
    list.push(meeple);
    features.set(meeple.feature, list);
  }
  const ordered = [...features];
  if (names) ordered.sort(([a], [b]) => names.compareFeatures(a, b));
  return ordered.map(([feature, list]) => {
    const owners = new Map<string, Meeple[]>();
    const paired = new Set([...sideBySide].filter((id) => list.some((m) => m.id === id)));
    for (const m of list) owners.set(m.player, [...(owners.get(m.player) ?? []), m]);
    return {
      paired,
      feature,
      kind: (list[0] as Meeple).kind,
      owners: [...owners].map(([player, ms]) => ({ player, meeples: ms })),
      leaders: majorityWinners(list.map((m) => m.player)),
      total: list.length,
    };
  });
}

/**
 * What a row shows of a group (its name aside, which follows the names on its own): a move
 * changes a feature or two, and only their rows are drawn again.
 */
const rowKey = (group: Group): string =>
  JSON.stringify([
    group.feature,
    group.kind,
    group.leaders,
    [...group.paired],
    group.owners.map((o) => [o.player, o.meeples.map((m) => [m.id, m.protected, m.abbot])]),
  ]);

/** Who stands on which feature: owners with counts, the majority, lying meeples, abbots, pairs. */
export function BoardList(props: BoardListProps): JSX.Element {
  const groups = createMemo<Group[], undefined>(
    (previous) => keepSame(groupByFeature(props.meeples, props.names), previous, rowKey),
    undefined,
  );
  const playerOf = (id: string) =>
    props.players.find((p) => p.id === id) ?? { name: id, color: 'grey' };

  return (
    <section class="ml-board" aria-label={t('board.aria')}>
      <Show when={groups().length > 0} fallback={<p class="ml-empty">{t('board.empty')}</p>}>
        <ul class="ml-board__list">
          <For each={groups()}>
            {(group) => (
              <li class="ml-board__feature" data-feature={group.feature} data-kind={group.kind}>
                <h3 class="ml-board__title">
                  <Icon name={KIND_GLYPH[group.kind] ?? 'field'} size={28} />
                  <span>{props.names.feature(group.feature, group.kind)}</span>
                  <span class="ml-board__count">{tn('count.meeples', group.total)}</span>
                </h3>
                <ul class="ml-board__owners">
                  <For each={group.owners}>
                    {(owner) => {
                      const leads = group.leaders.includes(owner.player);
                      const tied = leads && group.leaders.length > 1;
                      const lying = owner.meeples.filter((m) => m.protected).length;
                      const abbots = owner.meeples.filter((m) => m.abbot).length;
                      const paired = owner.meeples.some((m) => group.paired.has(m.id));
                      const player = playerOf(owner.player);
                      return (
                        <li
                          class="ml-board__owner"
                          classList={{ 'ml-board__owner--leads': leads }}
                          data-player={owner.player}
                        >
                          <PlayerBadge player={player} size={32} />
                          <span class="ml-board__name">{player.name}</span>
                          <span class="ml-board__pieces" aria-hidden="true">
                            <For each={owner.meeples}>
                              {(m) => (
                                <MeepleIcon
                                  variant={m.abbot ? 'abbot' : m.protected ? 'lying' : 'meeple'}
                                  color={swatch(player.color).fill}
                                  size={24}
                                />
                              )}
                            </For>
                          </span>
                          <span class="ml-board__times ml-num">×{owner.meeples.length}</span>
                          <Show when={leads}>
                            <span class="ml-pill ml-pill--lead">
                              <Icon name="crown" />{' '}
                              {tied ? t('board.tiedLead') : t('board.majority')}
                            </span>
                          </Show>
                          <Show when={lying > 0}>
                            <span class="ml-pill" title={t('board.lyingTitle')}>
                              <Icon name="shield" /> {tn('board.lying', lying)}
                            </span>
                          </Show>
                          <Show when={abbots > 0}>
                            <span class="ml-pill">
                              <MeepleIcon variant="abbot" size={18} /> {t('board.abbot')}
                            </span>
                          </Show>
                          <Show when={paired}>
                            <span class="ml-pill" title={t('board.pairTitle')}>
                              <Icon name="link" /> {t('board.pair')}
                            </span>
                          </Show>
                        </li>
                      );
                    }}
                  </For>
                </ul>
              </li>
            )}
          </For>
        </ul>
      </Show>
    </section>
  );
}
