import { cleanup, render, screen, within } from '@solidjs/testing-library';
import { createSignal } from 'solid-js';
import { afterEach, describe, expect, it } from 'vitest';
import { BoardList, groupByFeature } from '../../../src/renderer/src/components/BoardList';
import { namesFor } from '../../../src/renderer/src/components/names';
import type { Meeple } from '../../../src/shared/game/gameContext';

afterEach(cleanup);

const players = [
  { id: 'ana', name: 'Ana', color: 'red' },
  { id: 'ben', name: 'Ben', color: 'blue' },
  { id: 'cleo', name: 'Cleo', color: 'yellow' },
];
const m = (id: string, player: string, feature: string, extra: Partial<Meeple> = {}): Meeple => ({
  id,
  player,
  feature,
  kind: 'city',
  protected: false,
  abbot: false,
  ...extra,
});
const meeples: Meeple[] = [
  m('m1', 'ana', 'c1', { protected: true }),
  m('m2', 'ben', 'r2', { kind: 'road' }),
  m('m3', 'ben', 'c1'),
  m('m4', 'ana', 'c1', { beside: 'm1' }),
  m('m5', 'cleo', 'r2', { kind: 'road' }),
  m('m6', 'ben', 'k3', { kind: 'monastery', abbot: true }),
];

const names = namesFor({ players: players as never, meeples, features: new Map() });

const feature = (container: HTMLElement, id: string) =>
  container.querySelector(`[data-feature="${id}"]`) as HTMLElement;
const owner = (f: HTMLElement, id: string) =>
  f.querySelector(`[data-player="${id}"]`) as HTMLElement;

describe('BoardList', () => {
  it('names features by kind and number, never by id', () => {
    const { container } = render(() => (
      <BoardList players={players} meeples={meeples} names={names} />
    ));
    const titles = [...container.querySelectorAll('.ml-board__title')].map(
      (h) => h.querySelector('span')?.textContent,
    );
    expect(titles).toEqual(['City 1', 'Road 1', 'Monastery 1']);
    expect(container.textContent).not.toMatch(/\b(c1|r2|k3|m\d)\b/);
  });

  it('groups meeples by feature, in the order features first appear', () => {
    const { container } = render(() => (
      <BoardList players={players} meeples={meeples} names={names} />
    ));
    const features = [...container.querySelectorAll('.ml-board__feature')];
    expect(features.map((f) => f.getAttribute('data-feature'))).toEqual(['c1', 'r2', 'k3']);
    expect(features.map((f) => f.getAttribute('data-kind'))).toEqual(['city', 'road', 'monastery']);
    const city = feature(container, 'c1');
    expect(within(city).getByRole('heading').textContent).toContain('City');
    expect(within(city).getByRole('heading').textContent).toContain('3 meeples');
  });

  it('counts each owner and shows who has the majority', () => {
    const { container } = render(() => (
      <BoardList players={players} meeples={meeples} names={names} />
    ));
    const city = feature(container, 'c1');
    expect(owner(city, 'ana').querySelector('.ml-board__times')?.textContent).toBe('×2');
    expect(owner(city, 'ben').querySelector('.ml-board__times')?.textContent).toBe('×1');
    expect(owner(city, 'ana').textContent).toContain('Majority');
    expect(owner(city, 'ben').textContent).not.toContain('Majority');
    const road = feature(container, 'r2');
    expect(owner(road, 'ben').textContent).toContain('Tied lead');
    expect(owner(road, 'cleo').textContent).toContain('Tied lead');
  });

  it('marks lying (protected) meeples, abbots and add-arrow pairs', () => {
    const { container } = render(() => (
      <BoardList players={players} meeples={meeples} names={names} />
    ));
    const ana = owner(feature(container, 'c1'), 'ana');
    expect(ana.textContent).toContain('1 lying');
    expect(ana.textContent).toContain('Side by side');
    expect(owner(feature(container, 'c1'), 'ben').textContent).not.toContain('Side by side');
    expect(owner(feature(container, 'k3'), 'ben').textContent).toContain('Abbot');
    expect(owner(feature(container, 'r2'), 'ben').textContent).not.toContain('lying');
    expect(ana.querySelectorAll('.ml-meeple--lying')).toHaveLength(1);
  });

  it('names each owner with their badge', () => {
    render(() => <BoardList players={players} meeples={meeples} names={names} />);
    expect(screen.getAllByRole('img', { name: 'Ben, blue, checks' })).toHaveLength(3);
  });

  it('draws again only the rows a move changed', () => {
    const [now, setNow] = createSignal<readonly Meeple[]>(meeples);
    const { container } = render(() => (
      <BoardList players={players} meeples={now()} names={names} />
    ));
    const city = feature(container, 'c1');
    const road = feature(container, 'r2');
    // Cleo's meeple leaves road 2 (scored): the city's row is the same element, the road's new.
    setNow(meeples.filter((meeple) => meeple.id !== 'm5'));
    expect(feature(container, 'c1')).toBe(city);
    expect(feature(container, 'r2')).not.toBe(road);
    expect(owner(feature(container, 'r2'), 'cleo')).toBeNull();
  });

  it('says when the board has no meeples', () => {
    render(() => <BoardList players={players} meeples={[]} names={names} />);
    expect(screen.getByText('No meeples on the board.')).toBeTruthy();
  });
});

describe('groupByFeature', () => {
  it('collects owners, leaders and pairs per feature', () => {
    const groups = groupByFeature(meeples);
    const city = groups[0];
    expect(city?.owners.map((o) => [o.player, o.meeples.length])).toEqual([
      ['ana', 2],
      ['ben', 1],
    ]);
    expect(city?.leaders).toEqual(['ana']);
    expect([...(city?.paired ?? [])].sort()).toEqual(['m1', 'm4']);
    expect(groups[1]?.leaders).toEqual(['ben', 'cleo']);
  });
});
