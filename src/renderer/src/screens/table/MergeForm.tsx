import { createMemo, For, type JSX, Show } from 'solid-js';
import type { GameContext } from '../../../../shared/game/gameContext';
import type { GameEvent } from '../../../../shared/record/schema';
import { kindsTileCanJoin, MERGEABLE_KINDS } from '../../../../shared/rules/tileJoins';
import { tileType } from '../../../../shared/tiles/catalog';
import { featureList, namesFor } from '../../components';
import { t } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { Action } from './Action';
import { createTurnSignal } from './turnScope';
import { featureTitle, playerName, sortedFeatures } from './words';

/** At most this many pairs are offered as one-tap merges; the full form has the rest. */
const LIKELY_JOINS = 4;

/**
 * The merges the tile in play may have made, as pairs [kept, joined]: two features with meeples
 * of one kind the tile can join (B2: it joins only features it touches, and two cities or roads
 * only through one that reaches two of its edges: never the roads of L or X), the most recently started
 * features first (the ones still growing at the edge of the play); the older one keeps its name.
 * A feature a meeple started this turn is left out: it was unoccupied once the tile lay (B2),
 * so the tile joined it to no feature with meeples.
 */
export function likelyJoins(
  game: GameContext,
  startedThisTurn: ReadonlySet<string> = new Set(),
): [string, string][] {
  const tile = tileType(game.turn.tile ?? '');
  if (!tile) return [];
  const kinds = kindsTileCanJoin(tile);
  const occupied = new Set(game.meeples.map((m) => m.feature));
  /** Open features with meeples of the tile's kinds, in the order they were started. */
  const started = [...game.features]
    .filter(
      ([id, f]) =>
        f.status === 'open' && occupied.has(id) && kinds.has(f.kind) && !startedThisTurn.has(id),
    )
    .map(([id, f], age) => ({ id, kind: f.kind, age }));
  const pairs: { pair: [string, string]; newer: number; older: number }[] = [];
  for (const [i, a] of started.entries())
    for (const b of started.slice(i + 1))
      if (a.kind === b.kind) pairs.push({ pair: [a.id, b.id], newer: b.age, older: a.age });
  return pairs
    .sort((x, y) => y.newer - x.newer || y.older - x.older)
    .slice(0, LIKELY_JOINS)
    .map((p) => p.pair);
}

/** The features a deploy of this turn (since its tile was placed) gave their first meeple. */
export function featuresStartedThisTurn(session: GameSession): ReadonlySet<string> {
  const events = session.events();
  const before = session.before();
  const started = new Set<string>();
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i];
    // While the tile is in hand its turn has no place yet: the draw ends the search, or the
    // last turn's new features would be left out of this tile's joins.
    if (!event || event.type === 'place' || event.type === 'draw') break;
    if (event.type === 'deploy' && event.feature && !before[i]?.context.features.has(event.feature))
      started.add(event.feature);
  }
  return started;
}

/** The likely merges of the tile in play (likelyJoins), one tap each. */
export function LikelyJoins(props: {
  session: GameSession;
  /** The tile's `place`, stored first while it is still in hand (the tile joined them). */
  lead: readonly GameEvent[] | undefined;
  leadMissing?: string | undefined;
}): JSX.Element {
  const game = () => props.session.snapshot().context;
  const joins = createMemo(() =>
    likelyJoins(props.session.current().context, featuresStartedThisTurn(props.session)),
  );
  const title = (id: string) => featureTitle(game(), game().features.get(id)?.kind ?? 'city', id);
  return (
    <Show when={joins().length > 0}>
      <fieldset class="tb-choices tb-joins">
        <legend>{t('merge.likely')}</legend>
        <div class="tb-row">
          <For each={joins()}>
            {(pair) => (
              <Action
                session={props.session}
                lead={props.lead}
                leadMissing={props.leadMissing}
                quiet
                event={{ type: 'merge', features: pair }}
                data={{ join: pair.join('+') }}
              >
                {t('merge.pair', { first: title(pair[0]), second: title(pair[1]) })}
              </Action>
            )}
          </For>
        </div>
      </fieldset>
    </Show>
  );
}

/**
 * A tile joined two or more features that had meeples: pick them (the first one picked keeps
 * its id) and merge, so the majority is counted on the whole feature.
 */
export function MergeForm(props: {
  session: GameSession;
  /** The tile's `place`, stored first while it is still in hand (the tile joined them). */
  lead?: readonly GameEvent[] | undefined;
}): JSX.Element {
  const [picked, setPicked] = createTurnSignal<string[]>([]);
  // The engine's own state, not the store's proxy: each row asks for its owners.
  const game = () => props.session.current().context;
  // B2: a monastery or garden is never joined; merging two would pool their meeples for a
  // majority no board has.
  const features = createMemo(() =>
    sortedFeatures(game()).filter((f) => MERGEABLE_KINDS.has(f.kind)),
  );
  const toggle = (id: string) =>
    setPicked(picked().includes(id) ? picked().filter((x) => x !== id) : [...picked(), id]);
  /** Each feature's players, in the order their meeples came: one pass over the meeples. */
  const ownersByFeature = createMemo(() => {
    const players = new Map<string, Set<string>>();
    for (const m of game().meeples) {
      const seen = players.get(m.feature) ?? new Set<string>();
      players.set(m.feature, seen.add(m.player));
    }
    return players;
  });
  const owners = (feature: string) =>
    [...(ownersByFeature().get(feature) ?? [])].map((p) => playerName(game(), p)).join(', ');
  const live = () => picked().filter((id) => features().some((f) => f.feature === id));

  return (
    <fieldset class="tb-choices tb-merge">
      <legend>{t('merge.legend')}</legend>
      <Show when={features().length >= 2} fallback={<p class="ml-empty">{t('merge.tooFew')}</p>}>
        <ul class="tb-checks">
          <For each={features()}>
            {(f) => (
              <li>
                <label class="tb-check">
                  <input
                    type="checkbox"
                    data-merge={f.feature}
                    checked={picked().includes(f.feature)}
                    onChange={() => toggle(f.feature)}
                  />
                  <span>{featureTitle(game(), f.kind, f.feature)}</span>
                  <span class="ml-muted">{owners(f.feature)}</span>
                </label>
              </li>
            )}
          </For>
        </ul>
        <Action
          session={props.session}
          lead={'lead' in props ? props.lead : []}
          event={live().length >= 2 ? { type: 'merge', features: live() } : undefined}
          missing={t('merge.missing')}
          onDone={() => setPicked([])}
          data={{ merge: 'go' }}
        >
          {live().length >= 2
            ? t('merge.into', {
                features: featureList(namesFor(props.session.current().context), live()),
                first: namesFor(props.session.current().context).featureInText(live()[0] ?? ''),
              })
            : t('merge.features')}
        </Action>
      </Show>
    </fieldset>
  );
}
