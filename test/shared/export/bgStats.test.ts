import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BgStatsPlay,
  bgStatsLink,
  bgStatsPlayOfRecord,
  sourcePlayIdOf,
  utcDateTime,
} from '../../../src/shared/export/bgStats';
import { bgStatsFile, bgStatsFileName } from '../../../src/shared/export/bgStatsFile';
import { digest128, stableUuid } from '../../../src/shared/export/stableId';
import { MAX_URL_LENGTH } from '../../../src/shared/ipc/channels';
import { replayRecord } from '../../../src/shared/record/replay';
import { everyExpansionGame, threePlayerGame, tiedGame, unfinishedGame } from '../stats/fixtures';

const FULL_GAME = JSON.parse(
  readFileSync(join(__dirname, '../../fixtures/records/full-game-every-expansion.json'), 'utf8'),
);

function playOf(record: unknown, fallbackDate?: string): BgStatsPlay {
  const outcome = bgStatsPlayOfRecord(record, fallbackDate ? { fallbackDate } : {});
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.play;
}

describe('BG Stats push-play JSON', () => {
  it('the every-expansion game, field by field', () => {
    const play = playOf(everyExpansionGame);
    expect(Object.keys(play)).toEqual([
      'sourceName',
      'sourcePlayId',
      'playDate',
      'durationMin',
      'game',
      'players',
    ]);
    expect(play.sourceName).toBe('Meeple Ledger');
    expect(play.sourcePlayId).toMatch(/^meeple-ledger-[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-/);
    // The first move at 20:00:00Z, the last (finish) at 20:10:00Z.
    expect(play.playDate).toBe('2026-03-14 20:00:00');
    expect(play.durationMin).toBe(10);
    expect(play.game).toEqual({
      name: 'Carcassonne',
      bggId: 822,
      highestWins: true,
      noPoints: false,
    });
    expect(typeof play.game.bggId).toBe('number');
    // Ana 2, Ben −2, Cleo 3 (see the fixture's comment); seating order kept.
    expect(play.players).toEqual([
      { name: 'Ana', sourcePlayerId: 'ana', score: 2, winner: false, startPlayer: true, rank: 2 },
      { name: 'Ben', sourcePlayerId: 'ben', score: -2, winner: false, startPlayer: false, rank: 3 },
      { name: 'Cleo', sourcePlayerId: 'cleo', score: 3, winner: true, startPlayer: false, rank: 1 },
    ]);
    for (const player of play.players) {
      expect(typeof player.score).toBe('number');
      expect(typeof player.winner).toBe('boolean');
      expect(typeof player.startPlayer).toBe('boolean');
    }
  });

  it('a tie: both win and share rank 1; names trimmed; a regular is known by profile', () => {
    const withProfile = {
      ...tiedGame,
      players: [{ ...tiedGame.players[0], profile: 'ana-uuid' }, tiedGame.players[1]],
    };
    const play = playOf(withProfile, '2026-03-15T18:30:05.900Z');
    expect(play.playDate).toBe('2026-03-15 18:30:05');
    expect(play.durationMin).toBe(0);
    expect(play.players).toEqual([
      {
        name: 'ana',
        sourcePlayerId: 'profile:ana-uuid',
        score: 4,
        winner: true,
        startPlayer: true,
        rank: 1,
      },
      { name: 'BEN', sourcePlayerId: 'ben', score: 4, winner: true, startPlayer: false, rank: 1 },
    ]);
  });

  it('the 4-player fixture played to the end, with every expansion', () => {
    const play = playOf(FULL_GAME, '2026-01-02T03:04:05Z');
    expect(play.playDate).toBe('2026-01-02 03:04:05');
    const final = replayRecord(FULL_GAME);
    if (!final.ok) throw new Error(final.error);
    const scores = final.snapshot.context.players.map((p) => p.score);
    expect(play.players.map((p) => p.score)).toEqual(scores);
    expect(play.players.map((p) => p.rank)).toEqual(
      scores.map((s) => 1 + scores.filter((o) => o > s).length),
    );
    expect(play.players.filter((p) => p.winner).map((p) => p.name)).toEqual(['Cleo']);
    expect(play.players.map((p) => p.startPlayer)).toEqual([true, false, false, false]);
  });

  it('sending twice gives the same sourcePlayId; a correction of the scores keeps it', () => {
    const once = playOf(threePlayerGame, '2026-03-01T10:00:00Z');
    const again = playOf(structuredClone(threePlayerGame), '2026-05-01T10:00:00Z');
    expect(again.sourcePlayId).toBe(once.sourcePlayId);
    const corrected = {
      ...threePlayerGame,
      events: threePlayerGame.events.map((e) =>
        e.type === 'adjust' ? { ...e, points: 7, note: 'the farm, counted again' } : e,
      ),
    };
    const fixed = playOf(corrected, '2026-03-01T10:00:00Z');
    expect(fixed.sourcePlayId).toBe(once.sourcePlayId);
    expect(fixed.players.find((p) => p.name === 'Ana')?.score).toBe(7);
    // Another game (other draws) has another id.
    expect(playOf(tiedGame, '2026-03-01T10:00:00Z').sourcePlayId).not.toBe(once.sourcePlayId);
  });

  it('an unfinished game, an invalid record and a record without any date are refused', () => {
    expect(bgStatsPlayOfRecord(unfinishedGame)).toEqual({
      ok: false,
      error: 'the game is not finished',
    });
    expect(bgStatsPlayOfRecord({ format: 'nope' }).ok).toBe(false);
    expect(bgStatsPlayOfRecord(tiedGame)).toEqual({
      ok: false,
      error: 'the record has no date (no "at" times)',
    });
  });

  it('the link is the documented createPlay form with the JSON url-encoded', () => {
    const play = playOf(everyExpansionGame);
    const link = bgStatsLink(play);
    expect(link.startsWith('https://app.bgstatsapp.com/createPlay.html?data=')).toBe(true);
    const data = new URL(link).searchParams.get('data');
    expect(JSON.parse(data ?? '')).toEqual(play);
  });

  it("the link of six players with 40-character names fits the app's link limit", () => {
    const names = ['Ą', 'B', 'C', 'D', 'E', 'F'].map((c) => c.repeat(40));
    const six = {
      ...tiedGame,
      players: names.map((name, i) => ({
        id: `p${i}`,
        name,
        color: 'red',
        profile: '0f0e0d0c-0b0a-4908-8706-050403020100',
      })),
      events: [{ type: 'endGame', at: '2026-03-14T20:00:00Z' }, { type: 'finish' }],
    };
    const link = bgStatsLink(playOf(six));
    expect(link.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
  });

  it('UTC date and time, and the stable digests', () => {
    expect(utcDateTime(Date.parse('2026-12-01T23:59:59.999+02:00'))).toBe('2026-12-01 21:59:59');
    expect(digest128('a')).toBe(digest128('a'));
    expect(digest128('a')).not.toBe(digest128('b'));
    expect(digest128('')).toMatch(/^[0-9a-f]{32}$/);
    expect(stableUuid('x')).toMatch(
      /^[0-9A-F]{8}-[0-9A-F]{4}-8[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/,
    );
    const replayed = replayRecord(tiedGame);
    if (!replayed.ok) throw new Error(replayed.error);
    expect(sourcePlayIdOf(replayed.record)).toBe(sourcePlayIdOf(replayed.record));
  });
});

describe('BG Stats file for a night', () => {
  it('games, players and plays by reference; scores as text; stable uuids', () => {
    const first = playOf(everyExpansionGame);
    const second = playOf(threePlayerGame, '2026-03-14T21:00:00Z');
    const file = bgStatsFile([first, second]);
    expect(file.games).toHaveLength(1);
    expect(file.games[0]).toMatchObject({
      id: 1,
      name: 'Carcassonne',
      bggId: 822,
      highestWins: true,
    });
    // Ana and Ben play both games: one player each; Cleo and Dan once.
    expect(file.players.map((p) => [p.id, p.name])).toEqual([
      [1, 'Ana'],
      [2, 'Ben'],
      [3, 'Cleo'],
      [4, 'Dan'],
    ]);
    expect(file.plays).toHaveLength(2);
    const [one, two] = file.plays;
    expect(one?.playDate).toBe('2026-03-14 20:00:00');
    expect(one?.durationMin).toBe(10);
    expect(one?.playerScores).toEqual([
      {
        playerRefId: 1,
        score: '2',
        winner: false,
        newPlayer: false,
        startPlayer: true,
        seatOrder: 0,
        rank: 2,
      },
      {
        playerRefId: 2,
        score: '-2',
        winner: false,
        newPlayer: false,
        startPlayer: false,
        seatOrder: 1,
        rank: 3,
      },
      {
        playerRefId: 3,
        score: '3',
        winner: true,
        newPlayer: false,
        startPlayer: false,
        seatOrder: 2,
        rank: 1,
      },
    ]);
    // Ben 5, Dan 1, Ana 3, seated Ben, Dan, Ana.
    expect(two?.playerScores.map((s) => [s.playerRefId, s.score, s.rank, s.winner])).toEqual([
      [2, '5', 1, true],
      [4, '1', 3, false],
      [1, '3', 2, false],
    ]);
    expect(one?.uuid).toBe(stableUuid(first.sourcePlayId));
    expect(bgStatsFile([first, second])).toEqual(file);
    expect(bgStatsFileName('Game night 1 Dec — Köln')).toBe(
      'meeple-ledger-game-night-1-dec-koln.bgsplay',
    );
    expect(bgStatsFileName('!!!')).toBe('meeple-ledger-night.bgsplay');
  });
});
