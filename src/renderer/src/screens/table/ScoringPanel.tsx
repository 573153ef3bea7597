import { createMemo, For, type JSX, Show } from 'solid-js';
import type { FeatureKind } from '../../../../shared/game/gameContext';
import { previewScore } from '../../../../shared/game/scorePreview';
import type { GameEvent } from '../../../../shared/record/schema';
import {
  kindsTileCanComplete,
  leastPennantsOfCity,
  MERGEABLE_KINDS,
  tilesOnTableAtMost,
} from '../../../../shared/rules/tileJoins';
import { tileType } from '../../../../shared/tiles/catalog';
import { Icon, keepSame, namesFor, signed } from '../../components';
import { t } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { Action } from './Action';
import { FeatureScorer } from './FeatureScorer';
import { LikelyJoins, MergeForm } from './MergeForm';
import { MoreDetails } from './MoreDetails';
import { keyLabel, useShortcut } from './shortcuts';
import { createTurnSignal } from './turnScope';
import { featureTitle, KIND_GLYPH, playerName, sortedFeatures } from './words';

export interface ScoringChoicesProps {
  session: GameSession;
  /** Events a score implies first (the tile's `place` while it is in hand). */
  lead: readonly GameEvent[] | undefined;
  leadMissing?: string | undefined;
  /** The feature a meeple was just put on, if any: listed first. */
  suggested?: string | undefined;
  /** The meeple question is still open (the tile in hand or just placed): a score answers it. */
  meepleOpen?: boolean;
  /** Something was scored this turn already: the question asks for another feature. */
  scoredThisTurn?: boolean;
}

/** A monastery or garden completed in play needs no count: its button scores it (9 points). */
const countless = (kind: FeatureKind): boolean => kind === 'monastery' || kind === 'garden';

type FeatureEntry = { feature: string; kind: FeatureKind };

/**
 * Score what the tile completed: the features with meeples on them (1–9 from the keyboard);
 * picking a road or city opens its calculator, whose count pad scores; a monastery or garden
 * scores with its own button. Merging joined features is here too. Scoring while the meeple
 * question is open answers it: no meeple this turn.
 */
export function ScoringChoices(props: ScoringChoicesProps): JSX.Element {
  const [selected, setSelected] = createTurnSignal<string | undefined>(undefined);
  const [byKey, setByKey] = createTurnSignal(false);
  // The engine's own state, not the store's proxy: each row asks its owners, its points and its
  // name of the whole game, some 40 rows late in a game (a third of the tap that draws).
  const game = () => props.session.current().context;
  // Fields score only at the end (B5): not listed during play.
  // A row per feature, kept from move to move (its owners and points follow the game).
  const occupied = createMemo<FeatureEntry[], undefined>(
    (previous) =>
      keepSame(
        sortedFeatures(game()).filter((f) => f.kind !== 'field'),
        previous,
        (f) => `${f.feature}:${f.kind}`,
      ),
    undefined,
  );
  // B2: what the drawn tile can have completed comes first; the rest of the board is one tap
  // further, for a score forgotten on an earlier turn: a long list of cities and roads this
  // tile cannot have closed was most of the panel late in a game.
  const completable = createMemo((): ReadonlySet<FeatureKind> | undefined => {
    const id = game().turn.tile;
    const tile = id ? tileType(id) : undefined;
    return tile ? kindsTileCanComplete(tile, tilesOnTableAtMost(game())) : undefined;
  });
  // The feature a meeple was just put on comes first (key 1): it is the likeliest the tile
  // closed at once. Its scorer no longer opens by itself: on a phone the open pad pushed the
  // next player's tiles a screen down at every turn with a meeple (newcomer finding).
  const features = createMemo(() => {
    const kinds = completable();
    const listed = kinds ? occupied().filter((f) => kinds.has(f.kind)) : occupied();
    const first = listed.find((f) => f.feature === props.suggested);
    return first ? [first, ...listed.filter((f) => f !== first)] : listed;
  });
  const others = createMemo(() => {
    const kinds = completable();
    return kinds ? occupied().filter((f) => !kinds.has(f.kind)) : [];
  });
  const mergeable = createMemo(() => sortedFeatures(game()).length);
  /** B2: what the merge form lists: cities, roads and fields (a monastery or garden never merges). */
  const joinable = createMemo(
    () => sortedFeatures(game()).filter((f) => MERGEABLE_KINDS.has(f.kind)).length,
  );
  const current = () => occupied().find((f) => f.feature === selected());
  /**
   * A city's scorer starts from the pennants it has for sure: those of the tiles meeples were
   * put on it from, and the tile in hand's when it is listed as one this tile can complete.
   */
  const pennantsAtLeast = (feature: string): number => {
    if (game().features.get(feature)?.kind !== 'city') return 0;
    const completedNow = features().some((f) => f.feature === feature);
    return leastPennantsOfCity(props.session.events(), feature, completedNow, tileType);
  };
  const owners = (feature: string) => {
    const counts = new Map<string, number>();
    for (const m of game().meeples)
      if (m.feature === feature) counts.set(m.player, (counts.get(m.player) ?? 0) + 1);
    return [...counts].map(([p, n]) => `${playerName(game(), p)} ×${n}`).join(', ');
  };

  const choose = (feature: string | undefined, fromKey = false) => {
    setByKey(fromKey);
    setSelected(feature);
  };

  // A monastery's own button takes its digit.
  for (let n = 1; n <= 9; n++) {
    const f = () => features()[n - 1];
    useShortcut(
      () => {
        const kind = f()?.kind;
        return kind && countless(kind) ? undefined : String(n);
      },
      () => {
        const feature = f()?.feature;
        if (feature) choose(feature, true);
      },
    );
  }
  const points = (feature: string) => previewScore(game(), feature, {}, 'completed')?.points ?? 0;

  /**
   * One feature's row: a monastery or garden scores from it, a road or city opens its pad.
   * Listed among the features the tile cannot complete, a monastery's one tap asks first: a
   * newcomer gave a monastery 9 points with 8 tiles on the table.
   */
  const row = (f: FeatureEntry, key: () => string | undefined, other = false): JSX.Element => (
    <Show
      when={!countless(f.kind)}
      fallback={
        <Action
          session={props.session}
          event={{ type: 'score', feature: f.feature }}
          lead={props.lead}
          leadMissing={props.leadMissing}
          quiet={props.lead === undefined}
          class="tb-feature-action"
          confirm={other ? t('scoring.otherConfirm') : undefined}
          shortcut={key()}
          data={{ 'score-now': f.feature }}
        >
          <Icon name={KIND_GLYPH[f.kind]} size={24} />
          <span>
            {t(`scorer.score.${f.kind}`, {
              id: namesFor(props.session.current().context).featureNumber(f.feature, f.kind),
            })}
          </span>
          <span class="ml-muted">{owners(f.feature)}</span>
          <span class="ml-num">
            {points(f.feature) >= 0 ? `+${points(f.feature)}` : signed(points(f.feature))}
          </span>
        </Action>
      }
    >
      <button
        type="button"
        class="ml-button tb-button tb-feature"
        aria-pressed={selected() === f.feature}
        aria-keyshortcuts={key()}
        data-feature={f.feature}
        onClick={() => choose(selected() === f.feature ? undefined : f.feature)}
      >
        <Icon name={KIND_GLYPH[f.kind]} size={24} />
        <span>{featureTitle(game(), f.kind, f.feature)}</span>
        <span class="ml-muted">{owners(f.feature)}</span>
        <Show when={key()}>
          {(shown) => (
            <span class="tb-kbd" aria-hidden="true">
              <kbd>{keyLabel(shown())}</kbd>
            </span>
          )}
        </Show>
      </button>
    </Show>
  );

  return (
    <section class="tb-scoring" aria-labelledby="tb-scoring-title">
      <h3 id="tb-scoring-title" class="tb-section__title">
        {/* After a score, "Did the tile complete a feature?" read as if nothing had been. */}
        {t(props.scoredThisTurn ? 'scoring.titleAnother' : 'scoring.title')}
      </h3>
      {/* B2: the meeple comes before the scoring; a score while it is open answers it. A
          note, not a grey line: groups score the moment a city closes, and lost the meeple. */}
      <Show when={features().length > 0 && props.meepleOpen}>
        <p class="tb-note">{t('scoring.endsMeeple')}</p>
      </Show>
      <Show
        when={features().length > 0}
        fallback={
          // Farmers alone on the board: nothing to score now, but meeples do stand there.
          <p class="ml-empty">
            {t(
              others().length > 0
                ? 'scoring.noneOnTile'
                : mergeable() > 0
                  ? 'scoring.noneNow'
                  : 'scoring.none',
            )}
          </p>
        }
      >
        <ul class="tb-features" aria-label={t('scoring.features')}>
          <For each={features()}>
            {(f, i) => <li>{row(f, () => (i() < 9 ? String(i() + 1) : undefined))}</li>}
          </For>
        </ul>
      </Show>
      <Show when={others().length > 0}>
        <MoreDetails summary={t('scoring.others', { n: others().length })} class="tb-more--others">
          <ul class="tb-features tb-features--others" aria-label={t('scoring.othersAria')}>
            <For each={others()}>{(f) => <li>{row(f, () => undefined, true)}</li>}</For>
          </ul>
        </MoreDetails>
      </Show>
      <Show when={current()?.feature} keyed>
        {(id) => (
          <FeatureScorer
            session={props.session}
            feature={id}
            kind={current()?.kind ?? 'city'}
            when="completed"
            lead={props.lead}
            leadMissing={props.leadMissing}
            shortcut="s"
            autofocus={byKey()}
            pennantsAtLeast={pennantsAtLeast(id)}
            onDone={() => setSelected(undefined)}
          />
        )}
      </Show>
      <LikelyJoins session={props.session} lead={props.lead} leadMissing={props.leadMissing} />
      <Show when={joinable() >= 2}>
        <MoreDetails summary={t('scoring.merge')} class="tb-more--merge">
          <MergeForm session={props.session} lead={props.lead} />
        </MoreDetails>
      </Show>
    </section>
  );
}
