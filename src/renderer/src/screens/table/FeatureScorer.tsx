import { createMemo, For, type JSX, onMount, Show } from 'solid-js';
import type { FeatureKind } from '../../../../shared/game/gameContext';
import {
  type FeatureCounts,
  previewScore,
  type ScoreInput,
  scoreInputs,
} from '../../../../shared/game/scorePreview';
import type { GameEvent } from '../../../../shared/record/schema';
import { LEAST_COMPLETED_TILES } from '../../../../shared/rules/points';
import { Icon, namesFor, PlayerBadge, signed } from '../../components';
import { t, tn } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { Action } from './Action';
import { CountPad, NumberPick } from './Stepper';
import { createTurnSignal } from './turnScope';
import { featureTitle, KIND_GLYPH, listWords, playerName } from './words';

export interface FeatureScorerProps {
  session: GameSession;
  feature: string;
  kind: FeatureKind;
  /** A feature completed during play (score) or one left at the end (finalScore). */
  when: 'completed' | 'final';
  /** Events a score implies first (the tile's `place` while it is in hand). */
  lead?: readonly GameEvent[] | undefined;
  leadMissing?: string | undefined;
  shortcut?: string;
  /** Put the focus in the count box (opened from the keyboard). */
  autofocus?: boolean;
  /** The pennants a city has for sure (on the tile that completed it): the pick starts there. */
  pennantsAtLeast?: number;
  onDone?: () => void;
}

/** The pad's last number: counts past it go in the box. */
const PAD_TO = 12;

/**
 * The calculator for one feature: who wins the majority (B4), then its count on a pad whose
 * every number shows the points it makes and scores at once (`score` or `finalScore`). A city
 * asks its pennants first (0, or those of the tile that completed it, unless tapped); a
 * monastery or garden completed in play needs no
 * count: one Score button.
 */
export function FeatureScorer(props: FeatureScorerProps): JSX.Element {
  const [pennants, setPennants] = createTurnSignal(props.pennantsAtLeast ?? 0);
  const game = () => props.session.snapshot().context;
  /** Nothing implied unless the turn panel says so (final scoring, corrections). */
  const lead = () => ('lead' in props ? props.lead : []);
  const final = () => props.when === 'final';
  const inputs = () => scoreInputs(props.kind, props.when);
  /** The count the pad enters: tiles, or a field's completed cities. */
  const padInput = (): ScoreInput | undefined =>
    inputs().includes('cities') ? 'cities' : inputs().includes('tiles') ? 'tiles' : undefined;
  const countsFor = (n: number): FeatureCounts => {
    const input = padInput();
    const counts: FeatureCounts = input ? { [input]: n } : {};
    return inputs().includes('pennants') ? { ...counts, pennants: pennants() } : counts;
  };
  const eventFor = (counts: FeatureCounts): GameEvent =>
    final()
      ? { type: 'finalScore', feature: props.feature, ...counts }
      : props.kind === 'field'
        ? { type: 'score', feature: props.feature }
        : { type: 'score', feature: props.feature, ...counts };
  const pointsFor = (counts: FeatureCounts) =>
    previewScore(game(), props.feature, counts, final() ? 'final' : 'completed')?.points;
  const preview = createMemo(() =>
    previewScore(game(), props.feature, countsFor(0), final() ? 'final' : 'completed'),
  );
  const owners = createMemo(() =>
    Object.entries(preview()?.meeplesByPlayer ?? {}).sort((a, b) => b[1] - a[1]),
  );
  const winners = () => preview()?.winners ?? [];
  const winnerNames = () => listWords(winners().map((p) => playerName(game(), p)));
  /** "Score city C3". */
  const scoreLabel = () =>
    t(`scorer.score.${props.kind}`, {
      id: namesFor(props.session.current().context).featureNumber(props.feature, props.kind),
    });
  const cloister = () => props.kind === 'monastery' || props.kind === 'garden';
  const padRange = () =>
    padInput() === 'cities'
      ? { from: 0, to: PAD_TO, more: true }
      : final() && cloister()
        ? { from: 1, to: 9, more: false }
        : { from: final() ? 1 : LEAST_COMPLETED_TILES, to: PAD_TO, more: true };
  const padLabel = () =>
    padInput() === 'cities'
      ? t('scorer.citiesLabel')
      : final() && cloister()
        ? t('meeple.recallTiles')
        : t('scorer.tilesLabel');
  const noCount = () => padInput() === undefined;

  // In the turn panel the scorer opens under the feature list: on a phone its count pad would
  // end below the fold (or under the turn's sticky foot), so it is brought into view, the
  // least scroll that shows it (scroll-margin in table.css keeps it clear of the foot). Final
  // scoring opens each scorer at the top of its own screen.
  let root: HTMLElement | undefined;
  onMount(() => {
    if (final()) return;
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : undefined;
    frame?.(() => {
      const last = root?.querySelector<HTMLElement>('.tb-pad, [data-score]');
      if (last && typeof last.scrollIntoView === 'function')
        last.scrollIntoView({ block: 'nearest', behavior: 'auto' });
    });
  });
  const fixedPoints = () => (noCount() ? pointsFor({}) : undefined);

  return (
    <section
      ref={root}
      class="tb-scorer"
      aria-label={scoreLabel()}
      data-feature={props.feature}
      // Final scoring hands the focus on to the next feature once one is scored.
      tabIndex={final() ? -1 : undefined}
    >
      <h3 class="tb-scorer__title">
        <Icon name={KIND_GLYPH[props.kind]} size={28} />
        <span>{featureTitle(game(), props.kind, props.feature)}</span>
        <span class="tb-scorer__who ml-muted">
          {winners().length === 0
            ? t('scorer.nobody')
            : t(winners().length > 1 ? 'scorer.share' : 'scorer.wins', { names: winnerNames() })}
        </span>
      </h3>
      <ul class="tb-majority" aria-label={t('scorer.meeplesOn')}>
        <For each={owners()}>
          {([player, n]) => (
            <li classList={{ 'tb-majority--wins': winners().includes(player) }}>
              <PlayerBadge
                player={{ name: playerName(game(), player), color: colorOf(game(), player) }}
                size={32}
              />
              <span>{playerName(game(), player)}</span>
              <span class="ml-muted ml-num">{tn('count.meeples', n)}</span>
              <Show
                when={winners().includes(player)}
                fallback={<span class="ml-muted">{t('scorer.nothing')}</span>}
              >
                <span class="ml-pill ml-pill--lead">
                  <Icon name="crown" />{' '}
                  {winners().length > 1 ? t('board.tiedLead') : t('board.majority')}
                </span>
              </Show>
            </li>
          )}
        </For>
      </ul>
      <Show when={owners().length === 0}>
        <p class="ml-muted">{t('scorer.nobodyHere')}</p>
      </Show>
      <Show when={inputs().includes('pennants')}>
        <NumberPick
          label={t('scorer.pennantsLabel')}
          from={0}
          to={6}
          value={pennants()}
          onChange={setPennants}
        />
      </Show>
      <Show
        when={!noCount()}
        fallback={
          <Action
            session={props.session}
            event={eventFor({})}
            lead={lead()}
            leadMissing={props.leadMissing}
            tone="primary"
            shortcut={props.shortcut}
            onDone={props.onDone}
            data={{ score: props.feature }}
          >
            {scoreLabel()}
            {fixedPoints() === undefined || props.kind === 'field' ? '' : ` (${fixedPoints()})`}
          </Action>
        }
      >
        <CountPad
          session={props.session}
          label={padLabel()}
          from={padRange().from}
          to={padRange().to}
          more={padRange().more}
          lead={lead()}
          leadMissing={props.leadMissing}
          eventFor={(n) => eventFor(countsFor(n))}
          caption={(n) => {
            const points = pointsFor(countsFor(n));
            return points === undefined ? undefined : points >= 0 ? `+${points}` : signed(points);
          }}
          autofocus={props.autofocus}
          onDone={props.onDone}
        />
      </Show>
    </section>
  );
}

function colorOf(game: ReturnType<GameSession['snapshot']>['context'], id: string): string {
  return game.players.find((p) => p.id === id)?.color ?? 'grey';
}
