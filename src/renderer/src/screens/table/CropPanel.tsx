import { createMemo, For, type JSX, Match, Show, Switch } from 'solid-js';
import { cropRoundSeat, followersOf } from '../../../../shared/game/checks';
import { activePlayer, type GameContext, type Meeple } from '../../../../shared/game/gameContext';
import type { EventOf, GameEvent } from '../../../../shared/record/schema';
import {
  canActInCropRound,
  FOLLOWER_KIND,
  type FollowerKind,
} from '../../../../shared/rules/cropCircle';
import { protectNewCost } from '../../../../shared/rules/points';
import { cropSymbol, tileType } from '../../../../shared/tiles/catalog';
import type { CropSymbol } from '../../../../shared/tiles/tileTypes';
import { distinctByLabel, Icon, type Names, namesFor, PlayerBadge } from '../../components';
import { t } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { freshMeepleId } from '../../state/ids';
import { Action, Toggle } from './Action';
import { EndTurnPanel } from './EndTurnPanel';
import { NextTile } from './NextTile';
import { createTurnSignal } from './turnScope';
import { hasExpansion, meepleWhere } from './words';

/**
 * After scoring a crop circle tile: the active player chooses A) deploy or B) remove (C2).
 * Under each choice, the move of the first player who can act then (C3, C4), one tap for both:
 * the round costs one tap per player who acts.
 */
export function CropChoice(props: {
  session: GameSession;
  /** The tile's `place`, stored first while it is still in hand. */
  lead?: readonly GameEvent[] | undefined;
  leadMissing?: string | undefined;
}): JSX.Element {
  const lead = () => ('lead' in props ? props.lead : []);
  const game = () => props.session.snapshot().context;
  const symbol = (): CropSymbol => {
    const tile = tileType(game().turn.tile ?? '');
    return (tile && cropSymbol(tile)) ?? 'shield';
  };
  const kind = () => FOLLOWER_KIND[symbol()];
  const counts = () =>
    game()
      .players.map((p) => {
        const n = game().meeples.filter((m) => m.player === p.id && m.kind === kind()).length;
        return `${p.name} ${n}`;
      })
      .join(', ');
  const Choice = (p: { choice: 'deploy' | 'remove'; shortcut: string }) => {
    const chosen = (): GameEvent => ({ type: 'cropCircle', choice: p.choice });
    const implied = createMemo(() => {
      const before = lead();
      return before ? [...before, chosen()] : undefined;
    });
    /** The first player due once this is chosen, with the game then. */
    const first = createMemo(() => {
      const series = implied();
      const then = series && props.session.after(series)?.context;
      const seat = then && cropRoundSeat(then);
      const player = seat === undefined || !then ? undefined : then.players[seat];
      return player && then ? { player, then, followers: followersOf(then, player.id) } : undefined;
    });
    const meepleId = createMemo(() =>
      freshMeepleId(props.session.events(), props.session.current().context),
    );
    return (
      <div class="tb-crop-option" data-first={p.choice}>
        <Action
          session={props.session}
          event={chosen()}
          lead={lead()}
          leadMissing={props.leadMissing}
          quiet={lead() === undefined}
          data={{ crop: p.choice }}
          shortcut={p.shortcut}
          tone="primary"
        >
          {t(`crop.${p.choice}.${kind()}`)}
        </Action>
        <Show when={first()}>
          {(due) => (
            <fieldset class="tb-crop-first">
              <legend>{t('crop.atOnce', { name: due().player.name })}</legend>
              <div class="tb-row">
                <For
                  each={distinctByLabel(due().followers, (m) =>
                    namesFor(due().then).meepleWhere(m),
                  )}
                >
                  {(m) => (
                    <Show
                      when={p.choice === 'remove'}
                      fallback={
                        <Action
                          session={props.session}
                          lead={implied()}
                          event={{
                            type: 'cropDeploy',
                            player: due().player.id,
                            meeple: meepleId(),
                            beside: m.id,
                          }}
                          quiet
                          data={{ 'crop-beside': m.id }}
                        >
                          {t('crop.beside', { where: meepleWhere(due().then, m) })}
                        </Action>
                      }
                    >
                      <Action
                        session={props.session}
                        lead={implied()}
                        event={{ type: 'cropRemove', player: due().player.id, meeple: m.id }}
                        quiet
                        data={{ 'crop-remove': m.id }}
                      >
                        {takeBackLabel(m, namesFor(due().then))}
                      </Action>
                    </Show>
                  )}
                </For>
                <Show when={p.choice === 'deploy'}>
                  <Action
                    session={props.session}
                    lead={implied()}
                    event={{ type: 'cropPass', player: due().player.id }}
                    quiet
                    data={{ 'crop-pass': due().player.id }}
                  >
                    {t('crop.pass', { name: due().player.name })}
                  </Action>
                </Show>
              </div>
            </fieldset>
          )}
        </Show>
      </div>
    );
  };
  return (
    <section class="tb-crop-choice" aria-labelledby="tb-crop-choice-title">
      <h3 id="tb-crop-choice-title">
        <Icon name={symbol()} size={28} />{' '}
        {t(`crop.title.${kind()}`, { name: activePlayer(game()).name })}
      </h3>
      <p class="ml-muted">{t(`crop.counts.${kind()}`, { counts: counts() })}</p>
      {/* C2: the choice ends the turn's meeple and scoring, as End turn would (it is offered
          on the turn's panel, while they are open). */}
      <p class="ml-muted tb-hint">{t('crop.endsTurnSteps')}</p>
      <div class="tb-crop-options">
        <Choice choice="deploy" shortcut="a" />
        <Choice choice="remove" shortcut="b" />
      </div>
    </section>
  );
}

type Row =
  | { state: 'done'; text: string }
  | { state: 'passed-over'; text: string }
  | { state: 'due' }
  | { state: 'waiting'; text: string };

/** C4: why a player cannot act in this round, or undefined when they can. */
function cannotAct(game: GameContext, player: string): string | undefined {
  const crop = game.crop;
  if (!crop) return undefined;
  const followers = followersOf(game, player).length;
  const supply = game.players.find((p) => p.id === player)?.supply ?? 0;
  if (canActInCropRound(crop.choice, followers, supply)) return undefined;
  return followers === 0 ? t(`crop.noFollower.${crop.kind}`) : t('crop.noSupply');
}

/**
 * The crop circle round as a checklist in seat order, from the active player's left round to
 * the active player, last (C3): who acted, who was passed over (C4), whose move it is, and the
 * due player's choices.
 */
export function CropPanel(props: { session: GameSession }): JSX.Element {
  const [protect, setProtect] = createTurnSignal(false);
  const game = () => props.session.snapshot().context;
  const crop = () => game().crop;
  const due = () => {
    const seat = cropRoundSeat(game());
    return seat === undefined ? undefined : game().players[seat];
  };
  const kind = (): FollowerKind => crop()?.kind ?? 'city';
  const choice = () => (crop()?.choice === 'remove' ? 'remove' : 'deploy');

  /** The round's events so far, with the game before each (for their words). */
  const roundEvents = createMemo(() => {
    const events = props.session.events();
    const start = events.findLastIndex((e) => e.type === 'cropCircle');
    const out: { event: GameEvent; index: number }[] = [];
    if (start < 0) return out;
    for (let i = start + 1; i < events.length; i++) {
      const event = events[i] as GameEvent;
      if (event.type === 'cropDeploy' || event.type === 'cropPass' || event.type === 'cropRemove')
        out.push({ event, index: i });
    }
    return out;
  });

  /** "Ana removed …" → "removed …" in the player's row (also "Ana: …"). */
  const withoutName = (text: string, name: string | undefined): string => {
    if (!name) return text;
    for (const lead of [`${name} `, `${name}: `])
      if (text.startsWith(lead)) return text.slice(lead.length);
    return text;
  };

  const rows = createMemo(() => {
    const c = crop();
    if (!c) return [];
    return c.order.map((seat, i) => {
      const player = game().players[seat];
      const id = player?.id ?? '';
      let row: Row;
      if (i < c.position) {
        const acted = roundEvents().find((r) => (r.event as { player?: string }).player === id);
        const before = acted && props.session.before()[acted.index];
        row =
          acted && before
            ? {
                state: 'done',
                text:
                  acted.event.type === 'cropPass'
                    ? t('crop.passed')
                    : withoutName(props.session.describe(before, acted.event), player?.name),
              }
            : {
                state: 'passed-over',
                text: t('crop.passedOver', { why: cannotAct(game(), id) ?? t('crop.couldNotAct') }),
              };
      } else if (i === c.position && due()?.id === id) row = { state: 'due' };
      else {
        const why = cannotAct(game(), id);
        row = {
          state: 'waiting',
          text: why ? t('crop.willBePassed', { why }) : t('crop.waiting'),
        };
      }
      return { seat, player, row, active: seat === game().turn.player };
    });
  });

  const mineDue = () => {
    const p = due();
    return p ? followersOf(game(), p.id) : [];
  };
  const meepleId = createMemo(() =>
    freshMeepleId(props.session.events(), props.session.current().context),
  );
  // R8, R10: the engine says whether this player may lay the new follower down.
  const protectProblem = (): string | undefined => {
    const beside = mineDue()[0];
    if (!beside) return undefined;
    return props.session.check({
      type: 'cropDeploy',
      player: due()?.id ?? '',
      meeple: meepleId(),
      beside: beside.id,
      protect: true,
    });
  };
  const deployEvent = (beside: string): EventOf<'cropDeploy'> => {
    const event: EventOf<'cropDeploy'> = {
      type: 'cropDeploy',
      player: due()?.id ?? '',
      meeple: meepleId(),
      beside,
    };
    if (protect() && !protectProblem()) event.protect = true;
    return event;
  };

  return (
    <section class="tb-panel tb-crop" aria-labelledby="tb-crop-title">
      <header class="tb-panel__head">
        <h2 id="tb-crop-title">{t(`crop.round.${choice()}.${kind()}`)}</h2>
      </header>
      <p class="tb-hint ml-muted">
        {t(`crop.hint.${choice()}.${kind()}`)}{' '}
        {t('crop.order', { name: activePlayer(game()).name })}
      </p>
      <ol class="tb-crop__list" aria-label={t('crop.listAria')}>
        <For each={rows()}>
          {(r) => (
            <li
              class={`tb-crop__seat tb-crop__seat--${r.row.state}`}
              aria-current={r.row.state === 'due' ? 'step' : undefined}
              data-player={r.player?.id}
            >
              <div class="tb-crop__who">
                <Show when={r.player}>{(p) => <PlayerBadge player={p()} size={36} />}</Show>
                <strong>{r.player?.name}</strong>
                <Show when={r.active}>
                  <span class="ml-pill">{t('crop.activeLast')}</span>
                </Show>
              </div>
              <Switch>
                <Match when={r.row.state === 'due'}>
                  <p class="tb-crop__now">
                    <strong>{t('crop.now')}</strong>{' '}
                    {t(
                      choice() === 'remove'
                        ? `crop.nowRemove.${kind()}`
                        : `crop.nowDeploy.${kind()}`,
                    )}
                  </p>
                </Match>
                <Match when={r.row.state !== 'due'}>
                  <p class="tb-crop__status">{(r.row as { text: string }).text}</p>
                </Match>
              </Switch>
            </li>
          )}
        </For>
      </ol>
      <Show when={due()} keyed>
        {(player) => (
          <fieldset class="tb-choices" aria-label={t('crop.moveAria', { name: player.name })}>
            <legend>
              {t(choice() === 'remove' ? 'crop.whichBack' : 'crop.addOne', { name: player.name })}
            </legend>
            <Show when={crop()?.choice === 'deploy' && hasExpansion(game(), 'peasant-revolts')}>
              <Toggle
                pressed={protect() && !protectProblem()}
                onToggle={() => setProtect(!protect())}
                disabledReason={protectProblem()}
                shortcut="l"
                data="crop-protect"
              >
                {t('crop.protect', { n: protectNewCost(game().houseRules) })}
              </Toggle>
            </Show>
            <div class="tb-grid">
              <For
                each={distinctByLabel(mineDue(), (m) =>
                  namesFor(props.session.current().context).meepleWhere(m),
                )}
              >
                {(m, i) => (
                  <Show
                    when={crop()?.choice === 'remove'}
                    fallback={
                      <Action
                        session={props.session}
                        event={deployEvent(m.id)}
                        data={{ 'crop-beside': m.id }}
                        shortcut={i() < 9 ? String(i() + 1) : undefined}
                        onDone={() => setProtect(false)}
                      >
                        {t('crop.beside', { where: meepleWhere(game(), m) })}
                      </Action>
                    }
                  >
                    <Action
                      session={props.session}
                      event={{ type: 'cropRemove', player: player.id, meeple: m.id }}
                      data={{ 'crop-remove': m.id }}
                      shortcut={i() < 9 ? String(i() + 1) : undefined}
                    >
                      {takeBackLabel(m, namesFor(props.session.current().context))}
                    </Action>
                  </Show>
                )}
              </For>
            </div>
            <Show when={crop()?.choice === 'deploy'}>
              <Action
                session={props.session}
                event={{ type: 'cropPass', player: player.id }}
                data={{ 'crop-pass': player.id }}
                shortcut="p"
              >
                {t('crop.pass', { name: player.name })}
              </Action>
            </Show>
          </fieldset>
        )}
      </Show>
      <Show when={!due()}>
        {/* The round over, ending the turn is the next action: kept in view as in play. */}
        <div class="tb-play__foot">
          <p class="tb-note" role="status">
            {t('crop.over')}
          </p>
          <EndTurnPanel session={props.session} />
        </div>
        <NextTile session={props.session} />
      </Show>
    </section>
  );
}

/**
 * "Take back the thief on road 5", and "(lying, protected)" after it for a protected one: a
 * player with a lying and a standing follower on one feature chooses which (protection was paid).
 */
function takeBackLabel(m: Meeple, names: Names): string {
  const label = t(`crop.takeBack.${m.kind as FollowerKind}`, {
    id: names.featureNumber(m.feature, m.kind),
  });
  return m.protected ? t('where.lying', { where: label }) : label;
}
