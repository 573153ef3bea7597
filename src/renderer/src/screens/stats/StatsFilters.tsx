import { createUniqueId, For, type JSX, Show } from 'solid-js';
import type { GameNight } from '../../../../shared/ipc/types';
import { type TextKey, t } from '../../i18n';
import { NO_HOUSE_RULES, type StatsFilter } from './statsModel';

export interface StatsFiltersProps {
  filter: StatsFilter;
  onChange: (filter: StatsFilter) => void;
  players: readonly { key: string; name: string }[];
  nights: readonly GameNight[];
  houseRules: readonly string[];
  /** Games left after the filters, of how many. */
  shown: number;
  total: number;
}

const KNOWN_RULES: Readonly<Record<string, TextKey>> = {
  'cheap-protection': 'stats.rule.cheap-protection',
  'no-aids': 'stats.rule.no-aids',
};

const ruleName = (rule: string): string => {
  const key = KNOWN_RULES[rule];
  return key ? t(key) : rule;
};

/** The From day is after the To day: no game can be in between. */
export const rangeReversed = (filter: StatsFilter): boolean =>
  filter.from !== undefined && filter.to !== undefined && filter.from > filter.to;

/** Narrows the statistics to a player, a game night, house rules or a range of days. */
export function StatsFilters(props: StatsFiltersProps): JSX.Element {
  const set = (change: Partial<StatsFilter>) => {
    const next: StatsFilter = { ...props.filter, ...change };
    for (const key of Object.keys(next) as (keyof StatsFilter)[])
      if (next[key] === undefined || next[key] === '') delete next[key];
    props.onChange(next);
  };
  const nightValue = () =>
    props.nights.find((n) => n.sessions === props.filter.night)?.id ??
    (props.filter.night ? '?' : '');
  const active = () => Object.keys(props.filter).length > 0;
  // A From after the To kept no game, and said only "0 of 500 games": now it says why. (The
  // fields' min and max do not stop a date typed in.)
  const reversed = () => rangeReversed(props.filter);
  const rangeId = `stats-range-${createUniqueId()}`;

  return (
    <section class="stats__filters" aria-label={t('stats.filters')}>
      <label class="stats__filter">
        <span>{t('stats.filterPlayer')}</span>
        <select
          class="ml-input"
          value={props.filter.player ?? ''}
          onChange={(e) => set({ player: e.currentTarget.value || undefined })}
        >
          <option value="">{t('stats.filterEveryone')}</option>
          <For each={props.players}>{(p) => <option value={p.key}>{p.name}</option>}</For>
        </select>
      </label>
      <Show when={props.nights.length > 0}>
        <label class="stats__filter">
          <span>{t('stats.filterNight')}</span>
          <select
            class="ml-input"
            value={nightValue()}
            onChange={(e) => {
              const night = props.nights.find((n) => n.id === e.currentTarget.value);
              set({ night: night?.sessions });
            }}
          >
            <option value="">{t('stats.filterEveryNight')}</option>
            <For each={props.nights}>{(n) => <option value={n.id}>{n.name}</option>}</For>
          </select>
        </label>
      </Show>
      <label class="stats__filter">
        <span>{t('stats.filterRules')}</span>
        <select
          class="ml-input"
          value={props.filter.houseRule ?? ''}
          onChange={(e) => set({ houseRule: e.currentTarget.value || undefined })}
        >
          <option value="">{t('stats.filterAnyRules')}</option>
          <option value={NO_HOUSE_RULES}>{t('stats.filterNoRules')}</option>
          <For each={props.houseRules}>
            {(rule) => <option value={rule}>{ruleName(rule)}</option>}
          </For>
        </select>
      </label>
      <label class="stats__filter">
        <span>{t('stats.filterFrom')}</span>
        <input
          class="ml-input"
          type="date"
          value={props.filter.from ?? ''}
          aria-invalid={reversed() ? 'true' : undefined}
          aria-describedby={reversed() ? rangeId : undefined}
          max={props.filter.to}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        />
      </label>
      <label class="stats__filter">
        <span>{t('stats.filterTo')}</span>
        <input
          class="ml-input"
          type="date"
          value={props.filter.to ?? ''}
          aria-invalid={reversed() ? 'true' : undefined}
          aria-describedby={reversed() ? rangeId : undefined}
          min={props.filter.from}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
        />
      </label>
      <Show when={reversed()}>
        <p id={rangeId} class="field-error stats__range" role="alert">
          {t('stats.rangeReversed')}
        </p>
      </Show>
      <Show when={active()}>
        <p class="stats__filtered" role="status">
          {t('stats.filtered', { shown: props.shown, total: props.total })}
        </p>
        <button type="button" class="ml-button" onClick={() => props.onChange({})}>
          {t('stats.filterClear')}
        </button>
      </Show>
    </section>
  );
}
