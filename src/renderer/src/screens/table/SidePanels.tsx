import { createSignal, For, type JSX, Match, Show, Switch } from 'solid-js';
import { statusOf } from '../../../../shared/game/gameSnapshot';
import { showsAids } from '../../../../shared/rules/houseRules';
import { BoardList, DeckPanel, namesFor, ScoreTrack } from '../../components';
import { t } from '../../i18n';
import type { GameSession } from '../../state/gameSession';
import { CorrectionsPanel } from './CorrectionsPanel';
import { HistoryPanel } from './HistoryPanel';
import { RulesPanel } from './RulesPanel';
import type { Surroundings } from './surroundings';

const TABS = [
  { id: 'board', label: 'tabs.board' },
  { id: 'deck', label: 'tabs.deck' },
  { id: 'track', label: 'tabs.track' },
  { id: 'history', label: 'tabs.history' },
  { id: 'fix', label: 'tabs.fix' },
  { id: 'rules', label: 'tabs.rules' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/**
 * The tab last shown per game, for this page: a game opened again after another device's move
 * keeps the History (or any tab) the group was reading, instead of going back to the board.
 */
const lastTab = new Map<string, TabId>();

/**
 * The side of the table: meeples on the board, the deck, the score track, history, fixes, and
 * the rule codes in words.
 */
export function SidePanels(props: {
  session: GameSession;
  /** The game as the surroundings show it (a frame behind the turn panel after some moves). */
  around: Surroundings;
  initial?: TabId;
}): JSX.Element {
  const [tab, showTab] = createSignal<TabId>(
    props.initial ?? lastTab.get(props.session.id) ?? 'board',
  );
  const setTab = (id: TabId) => {
    lastTab.set(props.session.id, id);
    showTab(id);
  };
  const game = () => props.around.snapshot().context;

  const onKey = (event: KeyboardEvent) => {
    const at = TABS.findIndex((item) => item.id === tab());
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(at + step + TABS.length) % TABS.length];
    if (!next) return;
    setTab(next.id);
    (event.currentTarget as HTMLElement)
      .querySelector<HTMLElement>(`[data-tab="${next.id}"]`)
      ?.focus();
  };

  return (
    <div class="tb-side__inner">
      <div class="tb-tabs" role="tablist" aria-label={t('tabs.aria')} onKeyDown={onKey}>
        <For each={TABS}>
          {(item) => (
            <button
              type="button"
              role="tab"
              id={`tb-tab-${item.id}`}
              data-tab={item.id}
              class="tb-tab"
              aria-selected={tab() === item.id}
              aria-controls="tb-tabpanel"
              tabIndex={tab() === item.id ? 0 : -1}
              onClick={() => setTab(item.id)}
            >
              {t(item.label)}
            </button>
          )}
        </For>
      </div>
      <div class="tb-tabpanel" id="tb-tabpanel" role="tabpanel" aria-labelledby={`tb-tab-${tab()}`}>
        <Switch>
          <Match when={tab() === 'board'}>
            {/* The engine's own meeples, not the store's: the store updates its list in place,
                so a row kept from the move before (keepSame) saw another meeple's fields, and
                missed its key, at each move that took a meeple off the board. */}
            <BoardList
              players={game().players}
              meeples={props.around.current().context.meeples}
              names={namesFor(props.around.current().context)}
            />
          </Match>
          <Match when={tab() === 'deck'}>
            <Show
              when={showsAids(game().houseRules)}
              fallback={<p class="ml-empty">{t('deck.noAids')}</p>}
            >
              {/* Once the game has ended no tile comes next: the odds would speak of draws
                  that will not be made. */}
              <DeckPanel
                deck={game().deck}
                ended={statusOf(props.around.snapshot()) !== 'playing'}
              />
            </Show>
          </Match>
          <Match when={tab() === 'track'}>
            <ScoreTrack players={game().players} />
          </Match>
          <Match when={tab() === 'history'}>
            <HistoryPanel session={props.session} />
          </Match>
          <Match when={tab() === 'fix'}>
            <CorrectionsPanel session={props.session} />
          </Match>
          <Match when={tab() === 'rules'}>
            <RulesPanel game={game()} />
          </Match>
        </Switch>
      </div>
    </div>
  );
}
