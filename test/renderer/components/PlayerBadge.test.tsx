import { cleanup, render, screen } from '@solidjs/testing-library';
import { createSignal } from 'solid-js';
import { afterEach, describe, expect, it } from 'vitest';
import { percent, plural, signed } from '../../../src/renderer/src/components/format';
import { Icon } from '../../../src/renderer/src/components/Icon';
import { MeepleIcon } from '../../../src/renderer/src/components/MeepleIcon';
import { PlayerBadge } from '../../../src/renderer/src/components/PlayerBadge';
import {
  initial,
  playerPattern,
  seatPattern,
  swatch,
} from '../../../src/renderer/src/components/playerStyle';

afterEach(cleanup);

describe('PlayerBadge', () => {
  it('is an image named after the player, the colour and the player’s pattern', () => {
    render(() => <PlayerBadge player={{ name: 'Ana', color: 'red' }} />);
    const badge = screen.getByRole('img', { name: 'Ana, red, bars' });
    expect(badge.querySelector('text')?.textContent).toBe('A');
    expect(badge.querySelector('.ml-badge-mark__disc')?.getAttribute('fill')).toBe(
      swatch('red').fill,
    );
  });

  it('gives each player their own pattern, whatever the seat or the order', () => {
    const { container } = render(() => (
      <>
        <PlayerBadge player={{ name: 'Ana', color: 'red' }} />
        <PlayerBadge player={{ name: 'Ben', color: 'red' }} />
        <PlayerBadge player={{ name: ' ana ', color: 'blue' }} />
      </>
    ));
    const marks = [...container.querySelectorAll('.ml-badge-mark')];
    expect(marks.map((m) => m.getAttribute('data-pattern'))).toEqual(['bars', 'checks', 'bars']);
    expect(playerPattern({ name: 'Ana' })).toBe(playerPattern({ name: 'ANA' }));
    // each badge fills with its own pattern element
    const fills = marks.map((m) =>
      m.querySelector('.ml-badge-mark__pattern')?.getAttribute('fill'),
    );
    expect(fills[0]).toMatch(/^url\(#.+\)$/);
    expect(fills[0]).not.toBe(fills[1]);
    const ids = [...container.querySelectorAll('pattern')].map((p) => p.id);
    expect(fills).toEqual(ids.map((id) => `url(#${id})`));
  });

  it('follows its player: another player is another badge, with its own initial and name', () => {
    const [player, setPlayer] = createSignal({ name: 'Ana', color: 'red' });
    render(() => <PlayerBadge player={player()} size={32} />);
    setPlayer({ name: 'Ben', color: 'blue' });
    const badge = screen.getByRole('img', { name: 'Ben, blue, checks' });
    expect(badge.querySelector('text')?.textContent).toBe('B');
    expect(badge.getAttribute('width')).toBe('32');
    expect(screen.queryByRole('img', { name: /Ana/ })).toBeNull();
  });

  it('is 44 px by default, a touch target', () => {
    render(() => <PlayerBadge player={{ name: 'Ana', color: 'red' }} />);
    expect(screen.getByRole('img').getAttribute('width')).toBe('44');
  });
});

describe('player style', () => {
  it('takes the first letter of a name, upper-cased', () => {
    expect(initial('ana')).toBe('A');
    expect(initial('  élise')).toBe('É');
    expect(initial('')).toBe('?');
  });

  it('keeps the patterns of a list of players as worked out, until a name in it changes', () => {
    // Eve takes bars beside Ben, rings beside Ana (who prefers bars and comes first).
    const players = [{ name: 'Ben' }, { name: 'Eve' }];
    expect(playerPattern({ name: 'Eve' }, players)).toBe('bars');
    players[0] = { name: 'Ana' }; // in place, as a store changes its list
    expect(playerPattern({ name: 'Eve' }, players)).toBe('rings');
    expect(playerPattern({ name: 'Ana' }, players)).toBe('bars');
  });

  it('cycles the seat patterns', () => {
    expect(seatPattern(0)).toBe('stripes');
    expect(seatPattern(8)).toBe('stripes');
    expect(new Set([0, 1, 2, 3, 4, 5].map(seatPattern)).size).toBe(6);
  });

  it('picks readable ink for named and hex colours', () => {
    expect(swatch('Yellow').ink).toBe('#151515');
    expect(swatch('black').ink).toBe('#ffffff');
    expect(swatch('#ffffff').ink).toBe('#151515');
    expect(swatch('#000').ink).toBe('#ffffff');
    expect(swatch('teal').fill).toBe('teal');
  });
});

describe('format', () => {
  it('writes percentages, minus signs and plurals', () => {
    expect(percent(0.25)).toBe('25%');
    expect(percent(0.1234)).toBe('12.3%');
    expect(percent(0)).toBe('0%');
    expect(percent(0.0004)).toBe('<0.1%');
    expect(percent(1)).toBe('100%');
    expect(signed(-4)).toBe('−4');
    expect(plural(1, 'meeple')).toBe('1 meeple');
    expect(plural(3, 'meeple')).toBe('3 meeples');
  });
});

describe('MeepleIcon and Icon', () => {
  it('are images when labelled and hidden when decorative', () => {
    render(() => (
      <>
        <MeepleIcon label="Abbot" variant="abbot" />
        <MeepleIcon />
        <Icon name="crown" label="Majority" />
        <Icon name="shield" />
      </>
    ));
    expect(screen.getAllByRole('img').map((e) => e.getAttribute('aria-label'))).toEqual([
      'Abbot',
      'Majority',
    ]);
  });

  it('draws the abbot, the lying meeple and the empty slot differently', () => {
    const { container } = render(() => (
      <>
        <MeepleIcon />
        <MeepleIcon variant="abbot" />
        <MeepleIcon variant="lying" color="#d0312d" />
        <MeepleIcon hollow />
      </>
    ));
    const paths = [...container.querySelectorAll('path')];
    expect(paths[0]?.getAttribute('d')).not.toBe(paths[1]?.getAttribute('d'));
    expect(paths[2]?.getAttribute('transform')).toContain('rotate(-90');
    expect(paths[2]?.getAttribute('fill')).toBe('#d0312d');
    expect(paths[3]?.getAttribute('fill')).toBe('none');
  });
});
