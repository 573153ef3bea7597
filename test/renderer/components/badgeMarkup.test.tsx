import { cleanup, render } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { badgeMarkup } from '../../../src/renderer/src/components/badgeMarkup';
import { BadgeMark } from '../../../src/renderer/src/components/PlayerBadge';
import { SEAT_PATTERNS } from '../../../src/renderer/src/components/playerStyle';

afterEach(cleanup);

/** An element as data: its name, its attributes sorted, its text, its children. */
type Shape = { tag: string; attributes: string[]; text: string; children: Shape[] };
const shapeOf = (element: Element): Shape => ({
  tag: element.tagName.toLowerCase(),
  attributes: [...element.attributes].map((a) => `${a.name}=${a.value}`).sort(),
  text: element.children.length === 0 ? (element.textContent ?? '') : '',
  children: [...element.children].map(shapeOf),
});

const fromMarkup = (markup: string): Element => {
  const holder = document.createElement('template');
  holder.innerHTML = markup;
  return holder.content.firstElementChild as Element;
};

describe('badgeMarkup', () => {
  const players = [
    { name: 'Ana', color: 'red' },
    { name: ' élise ', color: 'yellow' },
    { name: '<b>', color: '#abc' },
    { name: 'Zoë', color: 'teal" onload="x' },
  ];
  for (const pattern of SEAT_PATTERNS)
    it(`draws what BadgeMark draws: ${pattern}`, () => {
      for (const player of players) {
        const { container } = render(() => (
          <svg class="ml-badge" viewBox="0 0 40 40" aria-hidden="true">
            <BadgeMark player={player} cx={20} cy={20} r={19} pattern={pattern} />
          </svg>
        ));
        const drawn = container.querySelector('svg') as SVGSVGElement;
        const id = drawn.querySelector('pattern')?.id ?? '';
        expect(shapeOf(fromMarkup(badgeMarkup(player, pattern, id))), player.name).toEqual(
          shapeOf(drawn),
        );
        cleanup();
      }
    });

  it('keeps a colour or a name from adding markup of its own', () => {
    const badge = fromMarkup(
      badgeMarkup({ name: '<img src=x>', color: 'red" onload="alert(1)' }, 'dots', 'p"1'),
    );
    // g, defs, pattern and its dot, three circles, the initial.
    expect(badge.querySelectorAll('*').length).toBe(8);
    expect(badge.querySelector('[onload]')).toBeNull();
    expect(badge.querySelector('text')?.textContent).toBe('<');
    expect(badge.querySelector('pattern')?.id).toBe('p"1');
  });
});
