import { createSignal, For, type JSX, Show } from 'solid-js';
import type { EventOf } from '../../../../shared/record/schema';
import { Icon, PlayerBadge, signed } from '../../components';
import { t } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { Action } from './Action';
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
  /** What the last correction did, told where it was asked (the score it changed is far off). */
  const [told, setTold] = createSignal<string>();
  const done = (by: number | undefined) => {
    const id = player();
    const now = game().players.find((p) => p.id === id);
    if (id && now && by !== undefined)
      setTold(t('fix.done', { name: now.name, points: shownPoints(by), score: signed(now.score) }));
    setPoints(0);
    setNote('');
  };

  return (
    <section class="tb-fixes" aria-label={t('fix.aria')}>
      <fieldset class="tb-choices">
        <legend>{t('fix.adjust')}</legend>
        <div class="tb-row" role="radiogroup" aria-label={t('fix.whose')}>
          <For each={game().players}>
            {(p) => (
              // biome-ignore lint/a11y/useSemanticElements: big badge buttons as one choice
              <button
                type="button"
                role="radio"
                class="ml-button tb-who"
                aria-checked={player() === p.id}
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
                      onDone={() => done(n)}
                      data={{ 'adjust-by': String(n) }}
                    >
                      <span class="tb-pad__value ml-num">{`${n > 0 ? '+' : ''}${signed(n)}`}</span>
                    </Action>
                  )}
                </For>
              </div>
            </fieldset>
          )}
        </Show>
        <div class="tb-row tb-adjust">
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
          onDone={() => done(points())}
          data={{ adjust: 'go' }}
        >
          {player() && points() !== undefined
            ? t('fix.correctBy', {
                name: playerName(game(), player() as string),
                points: shownPoints(points() as number),
              })
            : t('fix.correct')}
        </Action>
        <p class="tb-done" role="status">
          <Show when={told()}>
            {(text) => (
              <>
                <span aria-hidden="true">✓</span> {text()}
              </>
            )}
          </Show>
        </p>
      </fieldset>
      <fieldset class="tb-choices">
        <legend>{t('fix.returnLegend')}</legend>
        <Show
          when={game().meeples.length > 0}
          fallback={<p class="ml-empty">{t('fix.noMeeple')}</p>}
        >
          <ul class="tb-list">
            <For each={game().meeples}>
              {(m) => (
                <li>
                  <Action
                    session={props.session}
                    event={{ type: 'returnMeeple', meeple: m.id }}
                    data={{ return: m.id }}
                  >
                    {t('fix.return', {
                      name: playerName(game(), m.player),
                      where: meepleWhere(game(), m),
                    })}
                  </Action>
                </li>
              )}
            </For>
          </ul>
        </Show>
      </fieldset>
      <MergeForm session={props.session} />
    </section>
  );
}
