import { cleanup, render, screen, within } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { Results } from '../../../src/renderer/src/screens/Results';
import { Stats } from '../../../src/renderer/src/screens/Stats';
import {
  expectedCount,
  GameLuckView,
  luckSentences,
} from '../../../src/renderer/src/screens/stats/Luck';
import { replayRecord } from '../../../src/shared/record/replay';
import type { GameEvent, GameRecord } from '../../../src/shared/record/schema';
import { gameLuck } from '../../../src/shared/stats/luck';
import { createFakeApi, record } from './fakeApi';

afterEach(cleanup);

/** Ana (city meeple) and Ben (road meeple); Ana then draws a city revolt and loses her meeple. */
const revoltGame = (): GameRecord =>
  record(
    ['Ana', 'Ben'],
    [
      { type: 'draw', tile: 'E' },
      { type: 'place' },
      { type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city' },
      { type: 'endTurn' },
      { type: 'draw', tile: 'U' },
      { type: 'place' },
      { type: 'deploy', meeple: 'b1', feature: 'r1', kind: 'road' },
      { type: 'endTurn' },
      { type: 'draw', tile: 'revolt-city' },
      { type: 'place' },
      { type: 'endTurn' },
      { type: 'endGame' },
      { type: 'finish' },
    ] as GameEvent[],
    ['peasant-revolts'],
  );

const luckOf = (rec: GameRecord) => {
  const outcome = gameLuck(rec);
  if (!outcome.ok || outcome.luck.noAids) throw new Error('no luck');
  return outcome.luck;
};

describe('what the odds expected, in words', () => {
  it('a small chance reads "under 0.1", never "0.0" beside something that happened', () => {
    expect(expectedCount(0.02)).toBe('under 0.1');
    expect(expectedCount(0.049)).toBe('under 0.1');
    expect(expectedCount(0.05)).toBe('0.1');
    expect(expectedCount(0)).toBe('0.0');
    expect(expectedCount(1.26)).toBe('1.3');
    const [lost] = luckSentences(
      {
        player: 'a',
        name: 'Anna',
        meeplesLost: { actual: 1, expected: 0.03 },
        revolts: { actual: 1, expected: 0.2 },
        tiles: {},
      } as unknown as Parameters<typeof luckSentences>[0],
      true,
    );
    expect(lost).toBe('Anna lost 1 meeple to revolts; under 0.1 were expected.');
  });
});

describe('luck on screen', () => {
  it('in plain words, with the expected number to one decimal', () => {
    const luck = luckOf(revoltGame());
    render(() => <GameLuckView luck={luck} />);
    const section = screen.getByRole('region', { name: 'Luck' });
    const expected = expectedCount;
    const [ana, ben] = luck.players;
    expect(
      within(section).getByText(
        `Ana lost 1 meeple to revolts; ${expected(ana?.meeplesLost.expected ?? 0)} were expected.`,
      ),
    ).toBeTruthy();
    expect(
      within(section).getByText(
        `Ben lost 0 meeples to revolts; ${expected(ben?.meeplesLost.expected ?? 0)} were expected.`,
      ),
    ).toBeTruthy();
    expect(
      within(section).getByText(
        `Ana drew 1 revolt tile; ${expected(ana?.tiles.revolt?.expected ?? 0)} were expected.`,
      ),
    ).toBeTruthy();
    expect(section.textContent).toContain('Revolts took meeples from Ana 1 time;');
    // Ben lost none: the count of revolts that took his meeples would say it again.
    expect(section.textContent).not.toContain('Revolts took meeples from Ben');
  });

  it('never with no-aids, and not for a base game', () => {
    render(() => <GameLuckView luck={{ noAids: true }} />);
    const base = luckOf(record(['Ana', 'Ben'], [{ type: 'draw', tile: 'E' }] as GameEvent[]));
    render(() => <GameLuckView luck={base} />);
    expect(screen.queryByRole('region', { name: 'Luck' })).toBeNull();
  });

  it('on Results, read from the stored game; over every game in Statistics', async () => {
    const api = createFakeApi();
    const id = api.add(revoltGame(), 'Revolt night');
    const replayed = replayRecord(revoltGame());
    if (!replayed.ok) throw new Error(replayed.error);
    render(() => (
      <Results
        game={replayed.snapshot.context}
        name="Revolt night"
        finished
        onHome={() => {}}
        onExport={() => {}}
        stored={{ api, game: { id, name: 'Revolt night', created: '2025-11-29T20:00:00.000Z' } }}
      />
    ));
    const section = await screen.findByRole('region', { name: 'Luck' });
    expect(section.textContent).toContain('Ana lost 1 meeple to revolts;');
    cleanup();
    render(() => <Stats api={api} onHome={() => {}} />);
    const totals = await screen.findByRole(
      'region',
      { name: 'Luck over every game' },
      { timeout: 5000 },
    );
    const ana = within(totals).getByRole('rowheader', { name: 'Ana' }).closest('tr');
    expect(ana?.textContent).toMatch(/^Ana11 \(\d\.\d\)1 \(\d\.\d\)1 \(\d\.\d\)$/);
  });

  it('the luck table counts unfinished games too, and its column says so beside the Players table', async () => {
    const api = createFakeApi();
    api.add(revoltGame(), 'Finished');
    const unfinished = revoltGame();
    unfinished.events = unfinished.events.filter(
      (e) => e.type !== 'endGame' && e.type !== 'finish',
    );
    api.add(unfinished, 'Still playing');
    render(() => <Stats api={api} onHome={() => {}} />);
    const totals = await screen.findByRole(
      'region',
      { name: 'Luck over every game' },
      { timeout: 5000 },
    );
    const headers = within(totals)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[1]).toBe('Games, finished or not');
    const ana = within(totals).getByRole('rowheader', { name: 'Ana' }).closest('tr');
    expect(ana?.querySelector('td')?.textContent).toBe('2');
  });
});
