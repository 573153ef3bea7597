import { createSignal, For, type JSX, Show } from 'solid-js';
import type { EventOf } from '../../../../shared/record/schema';
import { Icon, PlayerBadge, signed } from '../../components';
import type { GameSession } from '../../state/gameSession';
import { Action } from './Action';
import { MergeForm } from './MergeForm';
import { meepleWhere, playerName } from './words';

/**
 * Corrections, allowed at any time of play and final scoring: adjust a score (+/− with a note),
 * send a meeple back to supply, merge features a tile joined.
 */
export function CorrectionsPanel(props: { session: GameSession }): JSX.Element {
  const game = () => props.session.snapshot().context;
  const [player, setPlayer] = createSignal<string>();
  const [points, setPoints] = createSignal(0);
  const [note, setNote] = createSignal('');

  const adjust = (): EventOf<'adjust'> | undefined => {
    const id = player();
    if (!id || points() === 0) return undefined;
    const event: EventOf<'adjust'> = { type: 'adjust', player: id, points: points() };
    const text = note().trim();
    if (text) event.note = text.slice(0, 200);
    return event;
  };
  const reset = () => {
    setPoints(0);
    setNote('');
  };

  return (
    <section class="tb-fixes" aria-label="Corrections">
      <fieldset class="tb-choices">
        <legend>Adjust a score</legend>
        <div class="tb-row" role="radiogroup" aria-label="Whose score">
          <For each={game().players}>
            {(p, seat) => (
              // biome-ignore lint/a11y/useSemanticElements: big badge buttons as one choice
              <button
                type="button"
                role="radio"
                class="ml-button tb-who"
                aria-checked={player() === p.id}
                aria-label={`${p.name} (${signed(p.score)})`}
                onClick={() => setPlayer(p.id)}
              >
                <PlayerBadge player={p} seat={seat()} size={32} />
                <span>{p.name}</span>
              </button>
            )}
          </For>
        </div>
        <div class="tb-row tb-adjust">
          <button
            type="button"
            class="ml-button ml-button--icon"
            aria-label="One point less"
            onClick={() => setPoints(points() - 1)}
          >
            <Icon name="minus" />
          </button>
          <output class="ml-big ml-num tb-adjust__n" aria-live="polite" aria-label="Points">
            {points() > 0 ? '+' : ''}
            {signed(points())}
          </output>
          <button
            type="button"
            class="ml-button ml-button--icon"
            aria-label="One point more"
            onClick={() => setPoints(points() + 1)}
          >
            <Icon name="plus" />
          </button>
          <label class="tb-note-field">
            <span>Note</span>
            <input
              class="ml-input"
              type="text"
              maxLength={200}
              value={note()}
              placeholder="why (optional)"
              onInput={(e) => setNote(e.currentTarget.value)}
            />
          </label>
        </div>
        <Action
          session={props.session}
          event={adjust()}
          missing={player() ? 'choose a number of points other than 0' : 'choose whose score'}
          onDone={reset}
        >
          {player()
            ? `Correct ${playerName(game(), player() as string)}'s score by ${points() > 0 ? '+' : ''}${signed(points())}`
            : 'Correct the score'}
        </Action>
      </fieldset>
      <fieldset class="tb-choices">
        <legend>Send a meeple back to supply</legend>
        <Show
          when={game().meeples.length > 0}
          fallback={<p class="ml-empty">No meeple on the board.</p>}
        >
          <ul class="tb-list">
            <For each={game().meeples}>
              {(m) => (
                <li>
                  <Action session={props.session} event={{ type: 'returnMeeple', meeple: m.id }}>
                    Return {playerName(game(), m.player)}'s {meepleWhere(m)}
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
