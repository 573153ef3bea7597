import { createMemo, createSignal, createUniqueId, For, type JSX, Show } from 'solid-js';
import type { GameContext, Meeple } from '../../../../shared/game/gameContext';
import type { EventOf } from '../../../../shared/record/schema';
import { Icon, namesFor, PlayerBadge, signed } from '../../components';
import { onRadioKeys, radioTabIndex } from '../../components/radioKeys';
import { t, tn } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { Action, sentence } from './Action';
import { MergeForm } from './MergeForm';
import { meepleWhere, playerName } from './words';

/** The usual slips, one tap each once the player is chosen; any other number goes in the box. */
const QUICK_POINTS = [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** A correction typed at the table stays within this many points either way. */
const MOST_POINTS = 999;

/** Whole points as typed ("+3", "-2", "−2", "7"), or undefined for anything else. */
function wholePoints(text: string): number | undefined {
  const match = /^([+\-\u2212]?)(\d{1,3})$/.exec(text.trim());
  if (!match) return undefined;
  const n = Number(match[2]);
  return match[1] === '' || match[1] === '+' ? n : -n;
}

/** Points as the pad shows them: +3, −2, 0. */
const shownPoints = (n: number): string => `${n > 0 ? '+' : ''}${signed(n)}`;

/**
 * One player's meeples that read alike (the same feature and kind, standing or lying), in board
 * order: side by side after an add arrow, a crop circle or a merge, they would be buttons with
 * one label, and any of them goes back the same.
 */
function alikeMeeples(game: GameContext): Map<string, Meeple[]> {
  const groups = new Map<string, Meeple[]>();
  for (const m of game.meeples) {
    const key = [m.player, m.feature, m.kind, m.abbot, m.protected].join('|');
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return groups;
}

/** "Mia's thief on road 1", or "one of Mia's 2 thieves on road 1" (the button, the question). */
function returnWords(
  game: GameContext,
  group: readonly Meeple[],
): { label: string; confirm: string } {
  const first = group[0] as Meeple;
  const name = playerName(game, first.player);
  // B7: one abbot a player, so abbots never come in twos.
  if (group.length < 2 || first.abbot) {
    const where = meepleWhere(game, first);
    return {
      label: t('fix.return', { name, where }),
      confirm: t('fix.returnConfirm', { name, where }),
    };
  }
  const several = tn(`where.several.${first.kind}`, group.length, {
    id: namesFor(game).featureNumber(first.feature, first.kind),
  });
  const where = first.protected ? t('where.severalLying', { where: several }) : several;
  return {
    label: t('fix.returnOne', { name, where }),
    confirm: t('fix.returnOneConfirm', { name, where }),
  };
}

/**
 * Corrections, allowed at any time of play and final scoring: adjust a score (a quick number,
 * or any number typed, with a note), send a meeple back to supply, merge features a tile joined.
 */
export function CorrectionsPanel(props: { session: GameSession }): JSX.Element {
  const game = () => props.session.snapshot().context;
  const [player, setPlayer] = createSignal<string>();
  /** The points as typed: "+3", "−2"; anything else (3.5, 1e3) stores nothing. */
  const [typed, setTyped] = createSignal('0');
  const points = () => wholePoints(typed());
  // In the box, as a keyboard types it (a plain minus).
  const setPoints = (n: number) => setTyped(n > 0 ? `+${n}` : String(n));
  const [note, setNote] = createSignal('');

  const adjust = (by = points()): EventOf<'adjust'> | undefined => {
    const id = player();
    if (!id || by === undefined || by === 0) return undefined;
    const event: EventOf<'adjust'> = { type: 'adjust', player: id, points: by };
    const text = note().trim();
    if (text) event.note = text.slice(0, 200);
    return event;
  };
  /**
   * What the last correction did, told beside the button that made it (the score it changed is
   * far off, and a quick number stays ready for another tap).
   */
  const [told, setTold] = createSignal<{ text: string; by: 'quick' | 'form' }>();
  const done = (by: number | undefined, from: 'quick' | 'form') => {
    const id = player();
    const now = game().players.find((p) => p.id === id);
    if (id && now && by !== undefined)
      setTold({
        text: t('fix.done', { name: now.name, points: shownPoints(by), score: signed(now.score) }),
        by: from,
      });
    setPoints(0);
    setNote('');
  };
  const pointsWhyId = `tb-fix-why-${createUniqueId()}`;
  const meeplesAlike = createMemo(() => alikeMeeples(game()));

  return (
    <section class="tb-fixes" aria-label={t('fix.aria')}>
      <fieldset class="tb-choices">
        <legend>{t('fix.adjust')}</legend>
        <div class="tb-row" role="radiogroup" aria-label={t('fix.whose')} onKeyDown={onRadioKeys}>
          <For each={game().players}>
            {(p, i) => (
              // biome-ignore lint/a11y/useSemanticElements: big badge buttons as one choice
              <button
                type="button"
                role="radio"
                class="ml-button tb-who"
                aria-checked={player() === p.id}
                tabIndex={radioTabIndex(player() === p.id, i() === 0, player() !== undefined)}
                data-who={p.id}
                aria-label={`${p.name} (${signed(p.score)})`}
                onClick={() => {
                  setPlayer(p.id);
                  setTold(undefined);
                }}
              >
                <PlayerBadge player={p} size={32} />
                <span>{p.name}</span>
              </button>
            )}
          </For>
        </div>
        {/* The note first: a quick number corrects at once, with the note typed so far (one
            typed after it stayed behind, unsaved; newcomer finding). */}
        <label class="tb-note-field">
          <span>{t('fix.note')}</span>
          <input
            class="ml-input"
            type="text"
            maxLength={200}
            value={note()}
            placeholder={t('fix.notePlaceholder')}
            onInput={(e) => setNote(e.currentTarget.value)}
          />
        </label>
        <Show when={player()}>
          {(id) => (
            <fieldset class="tb-pad tb-adjust__quick">
              <legend>{t('fix.quickBy', { name: playerName(game(), id()) })}</legend>
              <div class="tb-pad__grid">
                <For each={QUICK_POINTS}>
                  {(n) => (
                    <Action
                      session={props.session}
                      event={adjust(n)}
                      class="tb-pad__n"
                      onDone={() => done(n, 'quick')}
                      data={{ 'adjust-by': String(n) }}
                    >
                      <span class="tb-pad__value ml-num">{`${n > 0 ? '+' : ''}${signed(n)}`}</span>
                    </Action>
                  )}
                </For>
              </div>
              <Done text={told()?.by === 'quick' ? told()?.text : undefined} />
            </fieldset>
          )}
        </Show>
        <div class="tb-row tb-adjust">
          <div class="tb-stepper tb-adjust__points">
            <div class="tb-stepper__row">
              <button
                type="button"
                class="ml-button ml-button--icon"
                aria-label={t('fix.less')}
                onClick={() => setPoints(Math.max(-MOST_POINTS, (points() ?? 0) - 1))}
              >
                <Icon name="minus" />
              </button>
              <input
                class="ml-input ml-big ml-num tb-adjust__n"
                type="text"
                inputmode="numeric"
                autocomplete="off"
                aria-label={t('fix.points')}
                data-adjust-points=""
                aria-invalid={points() === undefined ? 'true' : undefined}
                aria-describedby={points() === undefined ? pointsWhyId : undefined}
                value={typed()}
                onInput={(e) => setTyped(e.currentTarget.value)}
                onBlur={() => {
                  const n = points();
                  if (n !== undefined) setPoints(n);
                }}
              />
              <button
                type="button"
                class="ml-button ml-button--icon"
                aria-label={t('fix.more')}
                onClick={() => setPoints(Math.min(MOST_POINTS, (points() ?? 0) + 1))}
              >
                <Icon name="plus" />
              </button>
            </div>
            <Show when={points() === undefined}>
              <p class="tb-error" id={pointsWhyId}>
                {sentence(t('fix.wholePoints', { most: MOST_POINTS }))}
              </p>
            </Show>
          </div>
        </div>
        <Action
          session={props.session}
          event={adjust()}
          missing={
            !player()
              ? t('fix.missingPlayer')
              : points() === undefined
                ? t('fix.wholePoints', { most: MOST_POINTS })
                : t('fix.missingPoints')
          }
          // Once a player is chosen the box itself says why the points will not do: said once.
          quiet={player() !== undefined && points() === undefined}
          onDone={() => done(points(), 'form')}
          data={{ adjust: 'go' }}
        >
          {player() && points() !== undefined
            ? t('fix.correctBy', {
                name: playerName(game(), player() as string),
                points: shownPoints(points() as number),
              })
            : t('fix.correct')}
        </Action>
        <Done text={told()?.by === 'form' ? told()?.text : undefined} />
      </fieldset>
      <fieldset class="tb-choices">
        <legend>{t('fix.returnLegend')}</legend>
        <Show
          when={game().meeples.length > 0}
          fallback={<p class="ml-empty">{t('fix.noMeeple')}</p>}
        >
          <ul class="tb-list">
            {/* By key, so a question being asked stays open while other moves come in. */}
            <For each={[...meeplesAlike().keys()]}>
              {(key) => {
                const group = () => meeplesAlike().get(key) ?? [];
                const words = () => returnWords(game(), group());
                return (
                  <Show when={group()[0]}>
                    {(first) => (
                      <li>
                        <Action
                          session={props.session}
                          event={{ type: 'returnMeeple', meeple: first().id }}
                          confirm={words().confirm}
                          data={{ return: first().id }}
                        >
                          {words().label}
                        </Action>
                      </li>
                    )}
                  </Show>
                );
              }}
            </For>
          </ul>
        </Show>
      </fieldset>
      <MergeForm session={props.session} />
    </section>
  );
}

/** A correction's outcome, read out politely; the region stays so a screen reader hears it. */
function Done(props: { text: string | undefined }): JSX.Element {
  return (
    <p class="tb-done" role="status">
      <Show when={props.text}>
        {(text) => (
          <>
            <span aria-hidden="true">✓</span> {text()}
          </>
        )}
      </Show>
    </p>
  );
}
