/**
 * Small game records written by hand for the statistics tests. The expected numbers in the
 * tests are worked out from the rules (../../../../shared/rules/README.md), turn by turn, in
 * the comments below.
 */

type Event = Record<string, unknown> & { type: string };

const FORMAT = 'meeple-ledger/record@1';
const at = (time: string) => `2026-03-14T${time}Z`;
const timed = (time: string, event: Event): Event => ({ ...event, at: at(time) });
const endTurn: Event = { type: 'endTurn' };

/**
 * Ana, Ben, Cleo (seated in that order: Ben sits left of Ana, Cleo left of Ben), with the
 * Peasant Revolts, the 20th Anniversary and Crop Circles I; finished.
 *
 * T1 Ana (20:00:00): city meeple a1 protected as placed: −4.
 * T2 Ben (20:01:00): city meeple b1.
 * T3 Cleo (20:01:30): road meeple k1.
 * T4 Ana (20:03:30): extra-turn arrow tile pointing at nothing: +2, an open extra arrow stays;
 *    city meeple a2, unprotected.
 * T5 Ben (20:04:00): no meeple placed; protects b1 standing on the board: −2.
 * T6 Cleo (only its endTurn has an `at`, 20:05:50): city revolt. Cleo has no city meeple: checked, passes left to
 *    Ana: protected a1 scores 2 and stays, unprotected a2 returns; Ana returned one, so the
 *    revolt ends before Ben (R3, R4).
 * T7 Ana (20:06:00): her tile activates the open extra-turn arrow (A4, A8).
 * T8 Ana, extra turn (20:06:40): club crop circle tile (thieves); road meeple a3; she chooses
 *    deploy. Ben has no road follower: passed over (C4). Cleo deploys k3 beside k1; Ana passes.
 * T9 Ben (20:08:00): a monastery revolt: nobody has a monk, every player is checked (Ben,
 *    Cleo, Ana); the tile cannot be placed and is discarded (R6); he draws a shield crop circle
 *    tile and chooses remove: Cleo has no knight (passed over), Ana removes a1, Ben removes b1.
 * Cleo, at the start of T10 (20:09:00), ends the game. Final scoring: road r1 (3 tiles) with
 * Cleo's k1 and k3: 3 to Cleo; road r2 (2 tiles) with Ana's a3: 2 to Ana. Finished (20:10:00).
 *
 * Scores: Ana −4 +2 +2 +2 = 2, Ben −2, Cleo 3. Cleo wins.
 * Think time, as the table's clock counts a turn, from the endTurn before it to its own (the
 * endTurns at 20:00:50, 20:01:20, 20:03:20, 20:03:50, —, 20:05:50, 20:06:30, 20:07:50,
 * 20:08:50): T1 50 s (the first turn, from its draw: no game start given), T2 30 s, T3 120 s,
 * T4 30 s, T5 and T6 unknown (T5 ends with no time, so T6 starts with none), T7 40 s, T8 80 s,
 * T9 60 s.
 */
export const everyExpansionGame = {
  format: FORMAT,
  players: [
    { id: 'ana', name: 'Ana', color: 'red' },
    { id: 'ben', name: 'Ben', color: 'blue' },
    { id: 'cleo', name: 'Cleo', color: 'green' },
  ],
  options: { edition: 'C3', expansions: ['peasant-revolts', 'anniversary', 'crop-circles-1'] },
  events: [
    // T1 Ana
    timed('20:00:00', { type: 'draw', tile: 'E' }),
    { type: 'place' },
    { type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city', protect: true },
    timed('20:00:50', endTurn),
    // T2 Ben
    timed('20:01:00', { type: 'draw', tile: 'E' }),
    { type: 'place' },
    { type: 'deploy', meeple: 'b1', feature: 'c2', kind: 'city' },
    timed('20:01:20', endTurn),
    // T3 Cleo
    timed('20:01:30', { type: 'draw', tile: 'U' }),
    { type: 'place' },
    { type: 'deploy', meeple: 'k1', feature: 'r1', kind: 'road' },
    timed('20:03:20', endTurn),
    // T4 Ana
    timed('20:03:30', { type: 'draw', tile: 'arrow-extra' }),
    { type: 'place', ownArrow: 'open' },
    { type: 'deploy', meeple: 'a2', feature: 'c3', kind: 'city' },
    timed('20:03:50', endTurn),
    // T5 Ben
    timed('20:04:00', { type: 'draw', tile: 'U' }),
    { type: 'place' },
    { type: 'protect', meeple: 'b1' },
    endTurn,
    // T6 Cleo: the revolt
    { type: 'draw', tile: 'revolt-city' },
    { type: 'place' },
    timed('20:05:50', endTurn),
    // T7 Ana
    timed('20:06:00', { type: 'draw', tile: 'V' }),
    { type: 'place', activate: 'extra' },
    timed('20:06:30', endTurn),
    // T8 Ana, extra turn
    timed('20:06:40', { type: 'draw', tile: 'crop1-thief' }),
    { type: 'place' },
    { type: 'deploy', meeple: 'a3', feature: 'r2', kind: 'road' },
    { type: 'cropCircle', choice: 'deploy' },
    { type: 'cropDeploy', player: 'cleo', meeple: 'k3', beside: 'k1' },
    { type: 'cropPass', player: 'ana' },
    timed('20:07:50', endTurn),
    // T9 Ben
    timed('20:08:00', { type: 'draw', tile: 'revolt-monastery' }),
    { type: 'discard' },
    { type: 'draw', tile: 'crop1-knight' },
    { type: 'place' },
    { type: 'cropCircle', choice: 'remove' },
    { type: 'cropRemove', player: 'ana', meeple: 'a1' },
    { type: 'cropRemove', player: 'ben', meeple: 'b1' },
    timed('20:08:50', endTurn),
    // Final scoring
    timed('20:09:00', { type: 'endGame' }),
    { type: 'finalScore', feature: 'r1', tiles: 3 },
    { type: 'finalScore', feature: 'r2', tiles: 2 },
    timed('20:10:00', { type: 'finish' }),
  ] as Event[],
};

/**
 * Base game, "ana" and "BEN " (the same people as Ana and Ben, written differently).
 * T1 ana: city a1, the city is completed at once (2 tiles): 4. T2 BEN: road b1.
 * ana ends the game; final scoring: road r1 (4 tiles) to BEN: 4. A tie at 4: both win.
 */
export const tiedGame = {
  format: FORMAT,
  players: [
    { id: 'p1', name: 'ana', color: 'red' },
    { id: 'p2', name: 'BEN ', color: 'blue' },
  ],
  events: [
    { type: 'draw', tile: 'E' },
    { type: 'place' },
    { type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city' },
    { type: 'score', feature: 'c1', tiles: 2, pennants: 0 },
    endTurn,
    { type: 'draw', tile: 'U' },
    { type: 'place' },
    { type: 'deploy', meeple: 'b1', feature: 'r1', kind: 'road' },
    endTurn,
    { type: 'endGame' },
    { type: 'finalScore', feature: 'r1', tiles: 4 },
    { type: 'finish' },
  ] as Event[],
};

/**
 * Base game, Ben, Dan and Ana. T1 Ben: monk b1. T2 Dan: city d1. Ana ends the game at the
 * start of T3. Final scoring: monastery with 4 neighbours (5) to Ben; city of 1 tile (1) to
 * Dan; Ana gets 3 as a correction. Ben 5, Ana 3, Dan 1.
 */
export const threePlayerGame = {
  format: FORMAT,
  players: [
    { id: 'ben', name: 'Ben', color: 'blue' },
    { id: 'dan', name: 'Dan', color: 'yellow' },
    { id: 'ana', name: 'Ana', color: 'red' },
  ],
  events: [
    { type: 'draw', tile: 'B' },
    { type: 'place' },
    { type: 'deploy', meeple: 'b1', feature: 'm1', kind: 'monastery' },
    endTurn,
    { type: 'draw', tile: 'E' },
    { type: 'place' },
    { type: 'deploy', meeple: 'd1', feature: 'c1', kind: 'city' },
    endTurn,
    { type: 'endGame' },
    { type: 'finalScore', feature: 'm1', tiles: 5 },
    { type: 'finalScore', feature: 'c1', tiles: 1, pennants: 0 },
    { type: 'adjust', player: 'ana', points: 3, note: 'forgotten farm' },
    { type: 'finish' },
  ] as Event[],
};

/**
 * Still being played: T1 Ana (21:00:00) protects a road meeple as she places it (−4) and ends
 * her turn (21:00:40); T2 Ben (21:00:45) has drawn and is thinking. Ben leads 0 to −4. Ana's
 * turn took 40 s; Ben's is not over, so it has no time yet.
 */
export const unfinishedGame = {
  format: FORMAT,
  players: [
    { id: 'ana', name: 'Ana', color: 'red' },
    { id: 'ben', name: 'Ben', color: 'blue' },
  ],
  options: { edition: 'C3', expansions: ['peasant-revolts'] },
  events: [
    timed('21:00:00', { type: 'draw', tile: 'U' }),
    { type: 'place' },
    { type: 'deploy', meeple: 'a1', feature: 'r1', kind: 'road', protect: true },
    timed('21:00:40', endTurn),
    timed('21:00:45', { type: 'draw', tile: 'V' }),
  ] as Event[],
};
