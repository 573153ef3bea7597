import { createMemo, For, type JSX, Show } from 'solid-js';
import { t, tn } from '../../i18n';
import type { GameSession, Outcome } from '../../state/gameSession';
import { Action } from './Action';
import { revoltLines } from './revoltLines';

interface TurnGroup {
  readonly turn: number;
  /** Final scoring after the game ended: its events are told apart from the last turn's. */
  readonly final: boolean;
  /** Index of the group's first event: going back undoes from there on. */
  readonly start: number;
  readonly player: string;
  /** `revolt`: what the revolt a draw started did (R3), under the draw's line. */
  readonly lines: { index: number; text: string; revolt: string[] }[];
}

/**
 * Every event of the record in words, grouped by turn, newest turn first; any earlier turn can
 * be gone back to (after a confirmation): its events are undone, and redo brings them back.
 */
export function HistoryPanel(props: { session: GameSession }): JSX.Element {
  const groups = createMemo((): TurnGroup[] => {
    const events = props.session.events();
    const before = props.session.before();
    const out: TurnGroup[] = [];
    events.forEach((event, index) => {
      const state = before[index];
      if (!state) return;
      const game = state.context;
      const turn = game.turn.number;
      const final = !state.matches('play');
      let group = out.at(-1);
      if (!group || group.turn !== turn || group.final !== final) {
        const player = game.players[game.turn.player]?.name ?? '?';
        group = { turn, final, start: index, player, lines: [] };
        out.push(group);
      }
      let text: string;
      try {
        text = props.session.describe(state, event);
      } catch {
        text = event.type;
      }
      const after = before[index + 1] ?? props.session.snapshot();
      const revolt = event.type === 'draw' ? revoltLines(game, after.context) : [];
      group.lines.push({ index, text, revolt });
    });
    return out.reverse();
  });
  const current = () => props.session.snapshot().context.turn.number;
  /** After going back: every undone move again, one redo after another, in order. */
  const redoAll = async (): Promise<Outcome> => {
    let outcome: Outcome = { ok: true };
    while (props.session.canRedo()) {
      outcome = await props.session.redo();
      if (!outcome.ok) return outcome;
    }
    return outcome;
  };
  const undoCount = (group: TurnGroup) => props.session.events().length - group.start;

  return (
    <section class="tb-history" aria-label={t('history.aria')}>
      <Show when={props.session.canRedo()}>
        <Action session={props.session} run={redoAll} class="tb-history__redo-all">
          {t('history.redoAll')}
        </Action>
      </Show>
      <Show when={groups().length > 0} fallback={<p class="ml-empty">{t('history.empty')}</p>}>
        <ol class="tb-history__turns" reversed>
          <For each={groups()}>
            {(group) => (
              <li class="tb-history__turn" data-turn={group.turn}>
                <h3 class="tb-history__head">
                  {group.final
                    ? t('final.title')
                    : t('history.turn', { turn: group.turn, player: group.player })}
                </h3>
                <ol class="tb-history__events">
                  <For each={group.lines}>
                    {(line) => (
                      <li data-index={line.index} value={line.index + 1}>
                        {line.text}
                        <Show when={line.revolt.length > 0}>
                          <ul class="tb-history__revolt">
                            <For each={line.revolt}>{(said) => <li>{said}</li>}</For>
                          </ul>
                        </Show>
                      </li>
                    )}
                  </For>
                </ol>
                <Action
                  session={props.session}
                  run={() => props.session.goBackTo(group.start)}
                  confirm={tn('history.confirm', undoCount(group), { turn: group.turn })}
                  class="tb-history__back"
                >
                  {group.final
                    ? t('history.backToFinal')
                    : group.turn === current()
                      ? t('history.restart', { turn: group.turn })
                      : t('history.goBack', { turn: group.turn })}
                </Action>
              </li>
            )}
          </For>
        </ol>
      </Show>
    </section>
  );
}
