import { For, type JSX, Show } from 'solid-js';
import type { GameContext } from '../../../../shared/game/gameContext';
import { t } from '../../i18n';
import type { TextKey } from '../../i18n/en';

/**
 * The rule codes the table shows in brackets ("(R7, R10)", "(B3)"), each in a line of plain
 * words: without them a code named a rule nobody at the table could look up. Grouped as the
 * rules reference numbers them; an expansion or house rule this game does not use is left out.
 */
export const RULE_GROUPS = [
  { id: 'base', codes: ['B2', 'B3', 'B5', 'B7'] },
  {
    id: 'peasant-revolts',
    codes: ['R1', 'R2', 'R3', 'R4', 'R5', 'R7', 'R8', 'R10'],
  },
  { id: 'anniversary', codes: ['A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'] },
  { id: 'crop-circles', codes: ['C1', 'C2', 'C3', 'C4', 'C5'] },
  { id: 'rulings', codes: ['Ruling1', 'Ruling3', 'Ruling5', 'Ruling8', 'Ruling9'] },
  { id: 'house', codes: ['H1', 'H2'] },
] as const;

type GroupId = (typeof RULE_GROUPS)[number]['id'];

/** Whether a group's rules can come up in this game. */
function inGame(group: GroupId, game: GameContext): boolean {
  switch (group) {
    case 'peasant-revolts':
    case 'anniversary':
      return game.expansions.includes(group);
    case 'crop-circles':
      return game.expansions.some((e) => e.startsWith('crop-circles'));
    case 'house':
      return game.houseRules.length > 0;
    default:
      return true;
  }
}

/** Whether one rule can come up in this game, its group's aside: the abbot's, arrows' or crop circles' own. */
function codeInGame(code: string, game: GameContext): boolean {
  switch (code) {
    case 'B7':
    case 'Ruling1':
      return game.expansions.includes('abbot');
    case 'R10':
      return (
        game.expansions.includes('anniversary') ||
        game.expansions.some((e) => e.startsWith('crop-circles'))
      );
    default:
      return true;
  }
}

/** "Ruling3" is shown as the table writes it: "Ruling 3". */
const codeShown = (code: string): string => code.replace(/^Ruling/, 'Ruling ');

export function RulesPanel(props: { game: GameContext }): JSX.Element {
  return (
    <section class="tb-rules" aria-labelledby="tb-rules-intro">
      <p id="tb-rules-intro" class="ml-muted">
        {t('rules.intro')}
      </p>
      <For
        each={RULE_GROUPS.filter((group) => inGame(group.id, props.game)).map((group) => ({
          id: group.id,
          codes: group.codes.filter((code) => codeInGame(code, props.game)),
        }))}
      >
        {(group) => (
          <Show when={group.codes.length > 0}>
            <h3 class="tb-rules__group">{t(`rules.group.${group.id}`)}</h3>
            <dl class="tb-rules__list">
              <For each={group.codes}>
                {(code) => (
                  <div class="tb-rules__rule" data-rule={code}>
                    <dt>{codeShown(code)}</dt>
                    <dd>{t(`rules.code.${code}` as TextKey)}</dd>
                  </div>
                )}
              </For>
            </dl>
          </Show>
        )}
      </For>
    </section>
  );
}
