import { describe, expect, it, vi } from 'vitest';
import { askStatsGames } from '../../../../src/renderer/src/screens/stats/askStatsGames';
import type { MeepleLedgerApi } from '../../../../src/shared/ipc/api';
import { type IpcResult, ok } from '../../../../src/shared/ipc/result';
import type { StatsGame, StatsGamesPart } from '../../../../src/shared/ipc/types';
import { statsGamesPart } from '../../../../src/shared/stats/statsParts';
import { packStatsGames } from '../../../../src/shared/stats/statsWire';
import { storedFactsOf } from '../../../../src/shared/stats/storedFacts';
import { gameRecord } from '../table/fakeApi';

/** Five short games, oldest first, as the store packs them. */
function fiveGames() {
  const games: StatsGame[] = [];
  for (let g = 0; g < 5; g++) {
    const outcome = storedFactsOf(gameRecord([{ type: 'draw', tile: 'V' }, { type: 'place' }]));
    if (!outcome.ok) throw new Error('the test game has no facts');
    games.push({
      id: `game-${g}`,
      name: `Game ${g}`,
      created: `2026-0${g + 1}-01`,
      facts: outcome.facts,
    });
  }
  return packStatsGames(games, []);
}

/** A store answering in parts of two games; `editionAt(call)` says which packing each answer is cut from. */
function storeOf(editionAt: (call: number) => number = () => 1) {
  const wire = fiveGames();
  let calls = 0;
  const games = vi.fn(
    async (part = 0): Promise<IpcResult<StatsGamesPart>> =>
      ok(statsGamesPart(wire, part, editionAt(calls++), 2)),
  );
  return { wire, games, api: { stats: { games } } as unknown as Pick<MeepleLedgerApi, 'stats'> };
}

describe('the statistics asked for in parts', () => {
  it('asks the first part, then the others together, and joins them in order', async () => {
    const { wire, games, api } = storeOf();
    const answer = await askStatsGames(api);
    expect(games.mock.calls.map(([part]) => part)).toEqual([0, 1, 2]);
    expect(answer).toEqual({ ok: true, value: wire });
  });

  it('parts cut from two packings (a game saved meanwhile) are all asked for again', async () => {
    // The second part comes from a newer packing; the next round is all of it.
    const { wire, games, api } = storeOf((call) => (call === 1 ? 2 : call < 3 ? 1 : 2));
    const answer = await askStatsGames(api);
    expect(games).toHaveBeenCalledTimes(6);
    expect(answer).toEqual({ ok: true, value: wire });
  });

  it('says so when the games keep changing while they are read', async () => {
    const { games, api } = storeOf((call) => call);
    const answer = await askStatsGames(api);
    expect(games).toHaveBeenCalledTimes(9);
    expect(answer).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    if (!answer.ok) expect(answer.error.message).toMatch(/saved while they were read/);
  });

  it('a part that fails is the answer', async () => {
    const { games, api } = storeOf();
    games.mockResolvedValueOnce(ok(statsGamesPart(fiveGames(), 0, 1, 2)));
    games.mockResolvedValueOnce({
      ok: false,
      error: { code: 'INTERNAL', message: 'disk on fire' },
    });
    const answer = await askStatsGames(api);
    expect(answer).toEqual({ ok: false, error: { code: 'INTERNAL', message: 'disk on fire' } });
  });
});
