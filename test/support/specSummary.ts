import { expect } from 'vitest';
import type { GameSummary } from '../../src/shared/record/summary';

/** The spec rounds its probabilities to 6 places (../shared/spec/game-record.md). */
const CLOSE = 1e-6;

/**
 * Compares a summary with one the spec prints: every field exactly, except the probabilities
 * (deck.next, players[].revoltRisk), each within 1e-6.
 */
export function expectSpecSummary(actual: GameSummary, expected: GameSummary): void {
  const { deck: actualDeck, players: actualPlayers, ...actualRest } = actual;
  const { deck: expectedDeck, players: expectedPlayers, ...expectedRest } = expected;
  expect(actualRest).toEqual(expectedRest);
  const withoutRisk = (players: GameSummary['players']) =>
    players.map(({ revoltRisk: _, ...player }) => player);
  expect(withoutRisk(actualPlayers)).toEqual(withoutRisk(expectedPlayers));
  expectedPlayers.forEach((player, seat) => {
    const risk = actualPlayers[seat]?.revoltRisk ?? Number.NaN;
    expect(Math.abs(risk - player.revoltRisk), `${player.id}.revoltRisk`).toBeLessThanOrEqual(
      CLOSE,
    );
  });
  expect(actualDeck.remaining).toBe(expectedDeck.remaining);
  expect(Object.keys(actualDeck.next).sort()).toEqual(Object.keys(expectedDeck.next).sort());
  for (const [id, p] of Object.entries(expectedDeck.next)) {
    expect(Math.abs((actualDeck.next[id] ?? Number.NaN) - p), id).toBeLessThanOrEqual(CLOSE);
  }
}
