import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askStatsAhead,
  STATS_AHEAD_MS,
  takeStatsAhead,
} from '../../../../src/renderer/src/screens/stats/statsAhead';
import { createFakeApi } from '../fakeApi';

afterEach(() => {
  takeStatsAhead(0); // nothing left for the next test
});

describe('statistics asked for as their button is pressed', () => {
  it('the click that follows takes the answers asked at the press, once', async () => {
    const api = createFakeApi();
    askStatsAhead(api, 1000);
    askStatsAhead(api, 1040); // a second press a moment later asks nothing more
    expect(api.stats.games).toHaveBeenCalledTimes(1);
    expect(api.profiles.list).toHaveBeenCalledTimes(1);
    const taken = takeStatsAhead(1100);
    expect(taken).toBeDefined();
    expect((await taken?.games)?.ok).toBe(true);
    expect((await taken?.profiles)?.ok).toBe(true);
    expect(takeStatsAhead(1101)).toBeUndefined();
  });

  it('answers asked too long ago are not used: the screen asks again', () => {
    const api = createFakeApi();
    askStatsAhead(api, 1000);
    expect(takeStatsAhead(1000 + STATS_AHEAD_MS + 1)).toBeUndefined();
    // …and are gone: a later press asks afresh.
    askStatsAhead(api, 5000);
    expect(api.stats.games).toHaveBeenCalledTimes(2);
    expect(takeStatsAhead(5000)).toBeDefined();
  });

  it('nothing asked, nothing taken', () => {
    expect(takeStatsAhead()).toBeUndefined();
    expect(vi.isMockFunction(createFakeApi().stats.games)).toBe(true);
  });
});
