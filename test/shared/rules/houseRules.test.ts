import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../../src/shared/record/describeEvent';
import {
  HOUSE_RULE_NUMBER,
  HOUSE_RULES,
  houseRuleApplies,
  showsAids,
} from '../../../src/shared/rules/houseRules';
import { protectNewCost } from '../../../src/shared/rules/points';
import type { Expansion } from '../../../src/shared/tiles/catalog';
import {
  deploy,
  draw,
  type Ev,
  endTurn,
  place,
  record,
  replayOk,
  scores,
  turn,
} from '../../support/gameScript';

const withRules = (houseRules: string[], expansions: Expansion[], events: Ev[]) => {
  const rec = record(['ana', 'ben'], expansions, events);
  return { ...rec, options: { ...rec.options, houseRules } };
};

describe('house rules (README "House rules")', () => {
  it('there are two: H1 cheap-protection and H2 no-aids', () => {
    expect(HOUSE_RULES).toEqual(['cheap-protection', 'no-aids']);
    expect(HOUSE_RULE_NUMBER).toEqual({ 'cheap-protection': 'H1', 'no-aids': 'H2' });
  });
});

describe('H1: cheap protection', () => {
  const PR: Expansion[] = ['peasant-revolts', 'crop-circles-1'];

  it('H1: protecting the new meeple costs 2 instead of 4', () => {
    expect(protectNewCost([])).toBe(4);
    expect(protectNewCost(['cheap-protection'])).toBe(2);
    const events = [draw('E'), place(), deploy('a1', 'c1', 'city', { protect: true })];
    expect(scores(replayOk(withRules(['cheap-protection'], PR, events)))).toEqual({
      ana: -2,
      ben: 0,
    });
    expect(scores(replayOk(withRules([], PR, events)))).toEqual({ ana: -4, ben: 0 });
  });

  it('H1: a meeple placed by a crop circle and protected costs 2 too', () => {
    const events = [
      ...turn('E', deploy('a1', 'c1', 'city')),
      ...turn('U'),
      draw('crop1-knight'),
      place(),
      { type: 'cropCircle', choice: 'deploy' },
      { type: 'cropDeploy', player: 'ana', meeple: 'a2', beside: 'a1', protect: true },
    ];
    expect(scores(replayOk(withRules(['cheap-protection'], PR, events))).ana).toBe(-2);
  });

  it('H1: protecting a standing meeple still costs 2', () => {
    const events = [
      ...turn('E', deploy('a1', 'c1', 'city')),
      ...turn('U'),
      draw('U'),
      place(),
      { type: 'protect', meeple: 'a1' },
      endTurn,
    ];
    expect(scores(replayOk(withRules(['cheap-protection'], PR, events))).ana).toBe(-2);
    expect(scores(replayOk(withRules([], PR, events))).ana).toBe(-2);
  });
});

describe('H2: no aids', () => {
  it('H2: the record and its replay are unchanged (odds and risk still printed)', () => {
    const events = [...turn('E', deploy('a1', 'c1', 'city')), draw('U')];
    const aided = replayOk(withRules([], ['peasant-revolts'], events)).summary;
    const unaided = replayOk(withRules(['no-aids'], ['peasant-revolts'], events)).summary;
    expect(unaided).toEqual(aided);
    expect(unaided.players[0]?.revoltRisk).toBeGreaterThan(0);
  });

  it('H2: the app shows no aids when the game uses it', () => {
    expect(showsAids([])).toBe(true);
    expect(showsAids(['cheap-protection'])).toBe(true);
    expect(showsAids(['no-aids'])).toBe(false);
  });
});

describe('H1 in the history', () => {
  it('H1: the history says what protection cost in this game', () => {
    const gameWith = (houseRules: string[]) =>
      replayOk(withRules(houseRules, ['peasant-revolts'], [draw('E'), place()])).game;
    const event = {
      type: 'deploy',
      meeple: 'a1',
      feature: 'c1',
      kind: 'city',
      protect: true,
    } as const;
    expect(describeEvent(gameWith(['cheap-protection']), event)).toBe(
      'ANA deployed a meeple on a city, protected (−2)',
    );
    expect(describeEvent(gameWith([]), event)).toBe(
      'ANA deployed a meeple on a city, protected (−4)',
    );
  });
});

describe('H1, H2, Ruling 9: which games a house rule changes anything in', () => {
  it('H1 (cheap protection) only with The Peasant Revolts: protection exists only there (Ruling 9)', () => {
    expect(houseRuleApplies('cheap-protection', ['peasant-revolts'])).toBe(true);
    expect(houseRuleApplies('cheap-protection', ['anniversary', 'abbot'])).toBe(false);
    expect(houseRuleApplies('cheap-protection', [])).toBe(false);
  });

  it('H2 (no aids) in every game: every game has tile counts and odds', () => {
    expect(houseRuleApplies('no-aids', [])).toBe(true);
    expect(houseRuleApplies('no-aids', ['peasant-revolts'])).toBe(true);
  });
});
