import {
  BG_STATS_SOURCE_NAME,
  type BgStatsPlay,
  CARCASSONNE_BGG_ID,
  CARCASSONNE_NAME,
} from './bgStats';
import { fileSlug } from './fileName';
import { stableUuid } from './stableId';

/**
 * A whole night's plays as one file in BG Stats' own import format (the JSON of a `.bgsplay`
 * file: games, players, locations and plays that refer to them by number, each with a uuid).
 * Built from the push-play JSON, so the link and the file never disagree; the uuids come from
 * the stable ids, so importing the file twice updates the plays instead of adding them again.
 */

export interface BgStatsFile {
  about: string;
  games: {
    id: number;
    uuid: string;
    name: string;
    bggId: number;
    bggName: string;
    bggYear: number;
    highestWins: boolean;
    noPoints: boolean;
    cooperative: boolean;
    usesTeams: boolean;
    modificationDate: string;
  }[];
  players: {
    id: number;
    uuid: string;
    name: string;
    isAnonymous: boolean;
    modificationDate: string;
  }[];
  locations: [];
  plays: {
    uuid: string;
    gameRefId: number;
    playDate: string;
    entryDate: string;
    modificationDate: string;
    durationMin: number;
    ignored: boolean;
    manualWinner: boolean;
    usesTeams: boolean;
    rounds: number;
    rating: number;
    scoringSetting: number;
    board: string;
    playerScores: {
      playerRefId: number;
      /** BG Stats keeps scores as text. */
      score: string;
      winner: boolean;
      newPlayer: boolean;
      startPlayer: boolean;
      seatOrder: number;
      rank: number;
    }[];
  }[];
}

/** Carcassonne's year on BoardGameGeek. */
const CARCASSONNE_YEAR = 2000;

/** The plays (push-play JSON, oldest first) as one BG Stats file. */
export function bgStatsFile(plays: readonly BgStatsPlay[]): BgStatsFile {
  const first = plays[0]?.playDate ?? '1970-01-01 00:00:00';
  const players: BgStatsFile['players'] = [];
  const refOf = new Map<string, number>();
  for (const play of plays) {
    for (const player of play.players) {
      const known = refOf.get(player.sourcePlayerId);
      if (known !== undefined) {
        const entry = players[known - 1];
        if (entry) entry.name = player.name; // the latest spelling
        continue;
      }
      refOf.set(player.sourcePlayerId, players.length + 1);
      players.push({
        id: players.length + 1,
        uuid: stableUuid(`meeple-ledger player ${player.sourcePlayerId}`),
        name: player.name,
        isAnonymous: false,
        modificationDate: play.playDate,
      });
    }
  }
  return {
    about: `${BG_STATS_SOURCE_NAME}: ${plays.length} ${CARCASSONNE_NAME} plays`,
    games: [
      {
        id: 1,
        uuid: stableUuid('meeple-ledger game carcassonne'),
        name: CARCASSONNE_NAME,
        bggId: CARCASSONNE_BGG_ID,
        bggName: CARCASSONNE_NAME,
        bggYear: CARCASSONNE_YEAR,
        highestWins: true,
        noPoints: false,
        cooperative: false,
        usesTeams: false,
        modificationDate: first,
      },
    ],
    players,
    locations: [],
    plays: plays.map((play) => ({
      uuid: stableUuid(play.sourcePlayId),
      gameRefId: 1,
      playDate: play.playDate,
      entryDate: play.playDate,
      modificationDate: play.playDate,
      durationMin: play.durationMin,
      ignored: false,
      manualWinner: false,
      usesTeams: false,
      rounds: 0,
      rating: 0,
      scoringSetting: 0,
      board: '',
      playerScores: play.players.map((player, seat) => ({
        playerRefId: refOf.get(player.sourcePlayerId) ?? 0,
        score: String(player.score),
        winner: player.winner,
        newPlayer: false,
        startPlayer: player.startPlayer,
        seatOrder: seat,
        rank: player.rank,
      })),
    })),
  };
}

/** "meeple-ledger-friday-night.bgsplay". */
export const bgStatsFileName = (name: string): string =>
  `meeple-ledger-${fileSlug(name) || 'night'}.bgsplay`;
