import { createMemo, For, type JSX, Show } from 'solid-js';
import { checkProtect } from '../../../../shared/game/checks';
import {
  activePlayer,
  type FeatureKind,
  meeplesSideBySide,
} from '../../../../shared/game/gameContext';
import type { EventOf, GameEvent } from '../../../../shared/record/schema';
import { FEATURE_KINDS } from '../../../../shared/record/schema';
import { canLieDown, featureTakes } from '../../../../shared/rules/followers';
import { PROTECT_STANDING_COST, protectNewCost } from '../../../../shared/rules/points';
import { anyRevoltHits } from '../../../../shared/rules/revolt';
import { joinedToOccupied } from '../../../../shared/rules/tileJoins';
import { featureKindsOn, tileType } from '../../../../shared/tiles/catalog';
import { distinctByLabel, signed } from '../../components';
import { t, tn } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { freshFeatureId, freshMeepleId } from '../../state/ids';
import { Action, Toggle } from './Action';
import { MoreDetails } from './MoreDetails';
import { CountPad } from './Stepper';
import { createTurnSignal } from './turnScope';
import { hasExpansion, meepleWhere } from './words';

type Deploy = EventOf<'deploy'>;

/** Not A: A and B are the crop circle choice's keys (C2), as its rules name them. */
const ABBOT_KEY = 't';

const KIND_KEY: Record<FeatureKind, string> = {
  city: 'c',
  road: 'r',
  monastery: 'm',
  field: 'f',
  garden: 'g',
};

export interface MeepleChoicesProps {
  session: GameSession;
  /** Events the choice implies first (the tile's `place` while it is in hand). */
  lead: readonly GameEvent[] | undefined;
  leadMissing?: string | undefined;
  /** The arrow the placement activates (chosen, or already placed). */
  activated: 'own' | 'add' | 'anywhere' | 'extra' | undefined;
}

/**
 * The meeple choices of a turn: at most one of deploy (on the tile, beside one's own meeple
 * through an add arrow, anywhere through an anywhere arrow), protect a standing meeple for 2,
 * or recall the abbot. Every option is the record event, checked by the engine after the
 * events it implies. "No meeple" is never a tap: scoring or ending the turn says so.
 */
export function MeepleChoices(props: MeepleChoicesProps): JSX.Element {
  const [protect, setProtect] = createTurnSignal(false);
  const game = () => props.session.snapshot().context;
  const player = () => activePlayer(game());
  const tile = () => tileType(game().turn.tile ?? '');
  const kindsOnTile = (): FeatureKind[] => {
    const t = tile();
    return t ? featureKindsOn(t) : [...FEATURE_KINDS];
  };
  /** B2: the tile's city (or road) was joined this turn to one with meeples: it is occupied. */
  const occupiedByJoin = (kind: FeatureKind): string | undefined => {
    const drawn = tile();
    if (!drawn || (kind !== 'city' && kind !== 'road')) return undefined;
    const events = props.session.events();
    const turn = events.slice(events.findLastIndex((e) => e.type === 'draw') + 1);
    return joinedToOccupied(props.session.current().context, drawn, kind, turn)
      ? t(`meeple.joined.${kind}`)
      : undefined;
  };
  const revolts = () => hasExpansion(game(), 'peasant-revolts');
  const abbots = () => player().abbot !== 'none';
  const mine = createMemo(() => game().meeples.filter((m) => m.player === player().id));
  const myAbbot = () => mine().find((m) => m.abbot);
  /**
   * R7, R8: the engine's own check, so one already lying is not offered again, nor a farmer
   * (never protected: its button, always off, stood on almost every turn, newcomer finding).
   */
  // One button per place: a pair of knights (an add arrow) were two buttons of the same name;
  // either of a pair lies down the same, so the first is the one the record names.
  const standing = createMemo(() =>
    distinctByLabel(
      mine().filter((m) => {
        const code = checkProtect(game(), { type: 'protect', meeple: m.id })?.code;
        return code !== 'alreadyProtected' && code !== 'protectedFarmer';
      }),
      (m) => meepleWhere(game(), m),
    ),
  );
  // A6, Rulings 3 and 8: the add arrow is offered beside a meeple that stands alone (a pair
  // made by an add arrow or a crop circle takes no third), never beside an abbot on a garden.
  const sideBySide = createMemo(() => meeplesSideBySide(game().meeples));
  const addTargets = createMemo(() =>
    mine().filter((m) => !sideBySide().has(m.id) && m.kind !== 'garden'),
  );
  const paired = () => mine().filter((m) => sideBySide().has(m.id)).length;
  const meepleId = createMemo(() =>
    freshMeepleId(props.session.events(), props.session.current().context),
  );
  const featureId = (kind: FeatureKind) =>
    freshFeatureId(kind, props.session.events(), props.session.current().context);
  /**
   * The player's score once the new meeple lies down: after what the meeple implies first (the
   * tile's `place`, whose arrow at an empty square pays 2 at once, A2), the cost taken.
   */
  const scoreIfProtected = () => {
    const after = props.lead ? props.session.after(props.lead) : undefined;
    const now = after ? activePlayer(after.context) : player();
    return now.score - protectNewCost(game().houseRules);
  };
  const protectCost = () =>
    protect() ? t('meeple.lyingCost', { n: protectNewCost(game().houseRules) }) : '';
  // A farmer cannot lie down (R8): its button, turned off, does not offer it either.
  const protectCostOn = (kind: FeatureKind) => (canLieDown(kind) ? protectCost() : '');

  const deploy = (fields: Partial<Deploy>): Deploy => {
    const event: Deploy = { type: 'deploy', meeple: meepleId(), ...fields };
    if (protect()) event.protect = true;
    return event;
  };
  const onFeature = (kind: FeatureKind, via: 'tile' | 'anywhere', abbot: boolean): Deploy =>
    deploy({
      feature: featureId(kind),
      kind,
      ...(via === 'anywhere' ? { via } : {}),
      ...(abbot ? { abbot: true } : {}),
    });

  /** Deploy buttons for some kinds: a meeple on each, and the abbot on monasteries and gardens. */
  const KindButtons = (p: { kinds: readonly FeatureKind[]; via: 'tile' | 'anywhere' }) => {
    const abbotKeyKind =
      p.via === 'tile' ? p.kinds.find((k) => k === 'monastery' || k === 'garden') : undefined;
    return (
      <div class="tb-grid">
        <For each={p.kinds}>
          {(kind) => (
            <>
              {/* A garden takes only an abbot (B7): no meeple button, none without the Abbot. */}
              <Show when={featureTakes(kind, false)}>
                <Action
                  session={props.session}
                  lead={props.lead}
                  leadMissing={props.leadMissing}
                  quiet={props.lead === undefined}
                  event={onFeature(kind, p.via, false)}
                  problem={p.via === 'tile' ? occupiedByJoin(kind) : undefined}
                  shortcut={p.via === 'tile' ? KIND_KEY[kind] : undefined}
                  data={{ deploy: `${p.via}:${kind}` }}
                >
                  {t(`meeple.on.${kind}`)}
                  {protectCostOn(kind)}
                </Action>
              </Show>
              <Show when={abbots() && featureTakes(kind, true)}>
                <Action
                  session={props.session}
                  lead={props.lead}
                  leadMissing={props.leadMissing}
                  quiet={props.lead === undefined}
                  event={onFeature(kind, p.via, true)}
                  shortcut={kind === abbotKeyKind ? ABBOT_KEY : undefined}
                  data={{ deploy: `${p.via}:${kind}:abbot` }}
                >
                  {t(kind === 'garden' ? 'meeple.abbotOn.garden' : 'meeple.abbotOn.monastery')}
                  {protectCost()}
                </Action>
              </Show>
            </>
          )}
        </For>
      </div>
    );
  };

  return (
    <section class="tb-meeple" aria-label={t('meeple.aria')}>
      <Show when={revolts()}>
        <Toggle
          pressed={protect()}
          onToggle={() => setProtect(!protect())}
          shortcut="l"
          data="protect-new"
        >
          {t('meeple.protectNew', {
            n: protectNewCost(game().houseRules),
            // R10 (a meeple placed through an arrow) only where arrows are in play.
            rules: game().expansions.includes('anniversary') ? 'R7, R10' : 'R7',
          })}
        </Toggle>
        {/* R7: allowed, and said before it happens, for a group that has not met it. */}
        <Show when={scoreIfProtected() < 0}>
          <p class="ml-muted tb-hint">
            {t('meeple.belowZero', { name: player().name, score: signed(scoreIfProtected()) })}
          </p>
        </Show>
      </Show>
      <fieldset class="tb-choices">
        <legend>{t('meeple.onTile')}</legend>
        <KindButtons kinds={kindsOnTile()} via="tile" />
      </fieldset>
      <Show when={props.activated === 'add'}>
        <fieldset class="tb-choices" aria-label={t('meeple.addAria')}>
          <legend>{t('meeple.addLegend')}</legend>
          <div class="tb-grid">
            <For
              each={addTargets()}
              fallback={
                // Meeples in pairs are on the board: the line below says why none takes one.
                <Show when={paired() === 0}>
                  <p class="ml-empty">{t('meeple.noneOnBoard', { name: player().name })}</p>
                </Show>
              }
            >
              {(m) => (
                <Action
                  session={props.session}
                  lead={props.lead}
                  leadMissing={props.leadMissing}
                  quiet={props.lead === undefined}
                  event={deploy({ via: 'add', beside: m.id })}
                  data={{ deploy: `add:${m.id}` }}
                >
                  {t('meeple.beside', { where: meepleWhere(game(), m) })}
                  {protectCost()}
                </Action>
              )}
            </For>
          </div>
          <Show when={paired() > 0}>
            <p class="ml-muted">{tn('meeple.pairsTakeNoThird', paired())}</p>
          </Show>
        </fieldset>
      </Show>
      <Show when={props.activated === 'anywhere'}>
        <fieldset class="tb-choices" aria-label={t('meeple.anywhereAria')}>
          <legend>{t('meeple.anywhereLegend')}</legend>
          <KindButtons kinds={FEATURE_KINDS} via="anywhere" />
        </fieldset>
      </Show>
      <Show when={revolts() && standing().length > 0}>
        <fieldset class="tb-choices">
          <legend>{t('meeple.protectStanding', { n: PROTECT_STANDING_COST })}</legend>
          <div class="tb-grid">
            <For each={standing()}>
              {(m) => (
                <Action
                  session={props.session}
                  lead={props.lead}
                  leadMissing={props.leadMissing}
                  quiet={props.lead === undefined}
                  event={{ type: 'protect', meeple: m.id }}
                  data={{ protect: m.id }}
                >
                  {t('meeple.layDown', { where: meepleWhere(game(), m) })}
                </Action>
              )}
            </For>
          </div>
          {/* Ruling 1: allowed, and worth nothing: said before the points are spent (a farmer,
              the other meeple no revolt reaches, is never offered, R8). */}
          <Show when={standing().some((m) => !anyRevoltHits(m))}>
            <p class="tb-hint ml-muted" data-hint="garden-safe">
              {t('meeple.gardenSafe')}
            </p>
          </Show>
        </fieldset>
      </Show>
      {/* Closed until asked for: an open 1–9 pad stood above the scoring question, whose
          count buttons look alike (newcomer finding), for a choice made a few times a game. */}
      <Show when={myAbbot()}>
        {(abbot) => (
          <MoreDetails
            class="tb-more--recall"
            summary={t(
              abbot().kind === 'garden' ? 'meeple.recall.garden' : 'meeple.recall.monastery',
            )}
          >
            <CountPad
              session={props.session}
              label={t('meeple.recallTiles')}
              from={1}
              to={9}
              lead={props.lead}
              leadMissing={props.leadMissing}
              eventFor={(n) => ({ type: 'recall', meeple: abbot().id, tiles: n })}
              caption={(n) => `+${n}`}
              // Named for what it does: "4 +4" was also a count of the scoring question's pad.
              name={(n) => `${t('meeple.recall')}: ${n} (+${n})`}
            />
          </MoreDetails>
        )}
      </Show>
    </section>
  );
}
