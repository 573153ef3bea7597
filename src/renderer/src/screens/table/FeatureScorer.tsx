import { createMemo, createSignal, For, type JSX, Match, Show, Switch } from 'solid-js';
import type { FeatureKind } from '../../../../shared/game/gameContext';
import {
  type FeatureCounts,
  previewScore,
  type ScoreInput,
  scoreInputs,
} from '../../../../shared/game/scorePreview';
import type { GameEvent } from '../../../../shared/record/schema';
import { Icon, namesFor, PlayerBadge, signed } from '../../components';
import { t, tn } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { Action } from './Action';
import { NumberPick, Stepper } from './Stepper';
import { featureTitle, KIND_GLYPH, listWords, playerName } from './words';

export interface FeatureScorerProps {
  session: GameSession;
  feature: string;
  kind: FeatureKind;
  /** A feature completed during play (score) or one left at the end (finalScore). */
  when: 'completed' | 'final';
  shortcut?: string;
  onDone?: () => void;
}

/** Which missing count is asked for first, and how. */
const MISSING_ORDER: readonly ScoreInput[] = ['cities', 'pennants', 'tiles'];
const MISSING_TEXT = {
  cities: 'scorer.missingCities',
  pennants: 'scorer.missingPennants',
  tiles: 'scorer.missingTiles',
} as const;

/** How the points are made up, in words. */
function formula(kind: FeatureKind, when: 'completed' | 'final', c: FeatureCounts): string {
  const n = (v: number | undefined) => (v === undefined ? '?' : String(v));
  const per = when === 'completed' ? '2 × ' : '';
  switch (kind) {
    case 'city':
      return t('scorer.city', { per, tiles: n(c.tiles), pennants: n(c.pennants) });
    case 'road':
      return t('scorer.tiles', { tiles: n(c.tiles) });
    case 'field':
      return t('scorer.field', { cities: n(c.cities) });
    default:
      return when === 'completed' ? t('scorer.cloister') : t('scorer.tiles', { tiles: n(c.tiles) });
  }
}

/**
 * The calculator for one feature: the counts the rule needs, the points and who wins the
 * majority (B4) before anyone confirms; the Score button sends `score` or `finalScore`.
 */
export function FeatureScorer(props: FeatureScorerProps): JSX.Element {
  const [tiles, setTiles] = createSignal<number>();
  const [pennants, setPennants] = createSignal<number | undefined>(0);
  const [cities, setCities] = createSignal<number>();
  const game = () => props.session.snapshot().context;
  const final = () => props.when === 'final';
  const cloister = () => props.kind === 'monastery' || props.kind === 'garden';

  const inputs = () => scoreInputs(props.kind, props.when);
  const values: Record<ScoreInput, () => number | undefined> = { tiles, pennants, cities };
  const counts = createMemo(
    (): FeatureCounts => Object.fromEntries(inputs().map((input) => [input, values[input]()])),
  );
  const missing = (): string | undefined => {
    const absent = MISSING_ORDER.find(
      (input) => inputs().includes(input) && counts()[input] === undefined,
    );
    return absent && t(MISSING_TEXT[absent]);
  };
  const event = (): GameEvent | undefined => {
    if (missing()) return undefined;
    const fields = Object.fromEntries(
      Object.entries(counts()).filter(([, v]) => v !== undefined),
    ) as FeatureCounts;
    return final()
      ? { type: 'finalScore', feature: props.feature, ...fields }
      : props.kind === 'field'
        ? { type: 'score', feature: props.feature }
        : { type: 'score', feature: props.feature, ...fields };
  };
  const preview = createMemo(() =>
    previewScore(game(), props.feature, counts(), final() ? 'final' : 'completed'),
  );
  const points = () =>
    missing() || (props.kind === 'field' && !final()) ? undefined : preview()?.points;
  const owners = createMemo(() =>
    Object.entries(preview()?.meeplesByPlayer ?? {}).sort((a, b) => b[1] - a[1]),
  );
  const winners = () => preview()?.winners ?? [];
  const winnerNames = () => listWords(winners().map((p) => playerName(game(), p)));
  /** "Score city C3". */
  const scoreLabel = () =>
    t(`scorer.score.${props.kind}`, {
      id: namesFor(game()).featureNumber(props.feature, props.kind),
    });

  return (
    <section class="tb-scorer" aria-label={scoreLabel()} data-feature={props.feature}>
      <h3 class="tb-scorer__title">
        <Icon name={KIND_GLYPH[props.kind]} size={28} />
        <span>{featureTitle(game(), props.kind, props.feature)}</span>
      </h3>
      <div class="tb-scorer__inputs">
        <Switch>
          <Match when={props.kind === 'city' || props.kind === 'road'}>
            <Stepper label={t('scorer.tilesLabel')} value={tiles()} onChange={setTiles} min={1} />
            <Show when={props.kind === 'city'}>
              <Stepper
                label={t('scorer.pennantsLabel')}
                value={pennants()}
                onChange={setPennants}
                min={0}
              />
            </Show>
          </Match>
          <Match when={props.kind === 'field' && final()}>
            <Stepper
              label={t('scorer.citiesLabel')}
              value={cities()}
              onChange={setCities}
              min={0}
            />
          </Match>
          <Match when={cloister() && final()}>
            <NumberPick
              label={t('meeple.recallTiles')}
              from={1}
              to={9}
              value={tiles()}
              onChange={setTiles}
            />
          </Match>
        </Switch>
      </div>
      <p class="tb-scorer__points" aria-live="polite">
        <span class="ml-muted">{formula(props.kind, props.when, counts())} = </span>
        <strong class="ml-big ml-num" data-testid="points">
          {points() === undefined ? '?' : signed(points() as number)}
        </strong>{' '}
        {tn('scorer.points', points() ?? 0)}
      </p>
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
                  <Icon name="crown" /> {t('board.majority')}
                  {points() === undefined ? '' : `: +${points()}`}
                </span>
              </Show>
            </li>
          )}
        </For>
      </ul>
      <Show when={owners().length === 0}>
        <p class="ml-muted">{t('scorer.nobodyHere')}</p>
      </Show>
      <p class="tb-scorer__summary">
        {winners().length === 0
          ? t('scorer.nobody')
          : points() === undefined
            ? t(winners().length > 1 ? 'scorer.share' : 'scorer.wins', { names: winnerNames() })
            : tn(winners().length > 1 ? 'scorer.tie' : 'scorer.scores', points() as number, {
                names: winnerNames(),
              })}
      </p>
      <Action
        session={props.session}
        event={event()}
        missing={missing()}
        tone="primary"
        shortcut={props.shortcut}
        onDone={props.onDone}
      >
        {scoreLabel()}
        {points() === undefined ? '' : ` (${points()})`}
      </Action>
    </section>
  );
}

function colorOf(game: ReturnType<GameSession['snapshot']>['context'], id: string): string {
  return game.players.find((p) => p.id === id)?.color ?? 'grey';
}
