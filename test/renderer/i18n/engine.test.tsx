import { fireEvent, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../src/renderer/src/i18n';
import { cs } from '../../../src/renderer/src/i18n/cs';
import { de } from '../../../src/renderer/src/i18n/de';
import { en, type Key } from '../../../src/renderer/src/i18n/en';
import { pl } from '../../../src/renderer/src/i18n/pl';
import { ro } from '../../../src/renderer/src/i18n/ro';
import {
  describedMessage,
  phaseName,
  problemMessage,
} from '../../../src/renderer/src/state/engineText';
import type { GameContext } from '../../../src/shared/game/gameContext';
import { gameMachine, type PhaseMeta } from '../../../src/shared/game/gameMachine';
import { type GameSnapshot, phaseOf, step } from '../../../src/shared/game/gameSnapshot';
import { PROBLEMS, type Problem } from '../../../src/shared/game/problems';
import type { Term } from '../../../src/shared/game/terms';
import {
  type Described,
  describeEvent,
  describeEventParts,
  HISTORY,
} from '../../../src/shared/record/describeEvent';
import { replayRecord } from '../../../src/shared/record/replay';
import {
  ARROW_KINDS,
  EVENT_TYPES,
  FEATURE_KINDS,
  type GameEvent,
} from '../../../src/shared/record/schema';
import { FOLLOWER_NAME } from '../../../src/shared/rules/cropCircle';
import { tileTypes } from '../../../src/shared/tiles/catalog';
import short from '../../fixtures/records/base-game-short.json';
import extraTurn from '../../fixtures/records/extra-turn.json';
import full from '../../fixtures/records/full-game-every-expansion.json';
import { gameRecord } from '../screens/table/fakeApi';
import {
  button,
  deploy,
  draw,
  endTurn,
  place,
  reasonOf,
  renderTable,
} from '../screens/table/helpers';

afterEach(async () => {
  await setLanguage('en');
});

const dictionary = en as Readonly<Record<string, string>>;

/**
 * Messages whose English on screen differs from the engine's: the engine names record fields
 * (`ownArrow`, `beside`, event types) and ids (meeple m12, feature C3), which never reach the
 * screen (components/names.ts names the pieces). Their placeholders are the engine's.
 */
const REWORDED = new Set([
  'engine.meepleNotOnBoard',
  'engine.notOwnMeeple',
  'engine.meepleIdUsed',
  'engine.unknownFeature',
  'engine.featureScored',
  'engine.featureMerged',
  'engine.tileSetNotInGame',
  'engine.tileNotInEdition',
  'engine.arrowTileNeedsOwnArrow',
  'engine.ownArrowWithoutArrow',
  'engine.neighbourNeedsActivate',
  'engine.activateOwnNeedsNeighbour',
  'engine.addNeedsBeside',
  'engine.neverAThird',
  'engine.besideOtherKind',
  'engine.besideOtherFeature',
  'engine.besideOnlyForAdd',
  'engine.deployNeedsFeature',
  'engine.deployNeedsKind',
  'engine.featureIdUsed',
  'engine.alreadyProtected',
  'engine.recallNotAbbot',
  'engine.notAFollower',
  'engine.cropCircleBeforeEndTurn',
  // "is out of its phase: the game is at … and expects …" was the engine's voice, not a person's.
  'engine.outOfPhase',
  'engine.outOfPhaseSomewhere',
  'history.merged',
  'history.meepleId',
  // The engine's English has one form; the screen's says "1 point" (newcomer finding).
  'history.scored',
]);

/** The `{placeholders}` of a message, sorted, each once. */
const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))].sort();

/** The engine's English, or for a reworded message the same placeholders. */
function expectEngineEnglish(key: string, form: string | undefined, engine: string): void {
  expect(form, key).toBeDefined();
  if (REWORDED.has(key)) expect(placeholders(form ?? ''), key).toEqual(placeholders(engine));
  else expect(form, key).toBe(engine);
}

/** No record field name in a message meant for people. */
const FIELD_WORDS =
  /ownArrow|activate:|"own"|"open"|"neighbour"|beside:|via:|feature id|meeple id|cropCircle|endTurn|finalScore|returnMeeple/;

/** Every phase the machine describes (its states' meta). */
function machinePhases(): PhaseMeta[] {
  const out: PhaseMeta[] = [];
  const walk = (node: { meta?: unknown; states?: Record<string, unknown> }) => {
    if (node.meta) out.push(node.meta as PhaseMeta);
    for (const child of Object.values(node.states ?? {})) walk(child as typeof node);
  };
  walk(gameMachine.root as unknown as Parameters<typeof walk>[0]);
  return out;
}

/** The words the engine can put in a message, by term kind (players, tiles, sets aside). */
const TERMS: Record<string, readonly string[]> = {
  kind: [...FEATURE_KINDS, 'feature'],
  piece: ['meeple', 'abbot', 'farmer'],
  aPiece: ['meeple', 'abbot'],
  follower: Object.values(FOLLOWER_NAME),
  arrow: ARROW_KINDS,
  event: EVENT_TYPES,
};

describe('the engine in the dictionaries', () => {
  it('has an engine.<code> key for every problem code, in the engine’s English', () => {
    for (const [code, text] of Object.entries(PROBLEMS))
      expectEngineEnglish(`engine.${code}`, dictionary[`engine.${code}`], text);
    for (const key of Object.keys(en).filter((k) => /^(engine|history|phase)\./.test(k)))
      expect(dictionary[key], key).not.toMatch(FIELD_WORDS);
  });

  it('has a history.<key> key for every history sentence, in the engine’s English', () => {
    for (const [key, text] of Object.entries(HISTORY)) {
      const forms = dictionary[`history.${key}`]?.split('|');
      expect(forms, key).toBeDefined();
      for (const form of forms ?? []) expectEngineEnglish(`history.${key}`, form, text);
      // A plural message takes its count from {n}.
      if ((forms?.length ?? 0) > 1) expect(text, key).toContain('{n}');
    }
  });

  it('names every phase of the machine and what it waits for, in the engine’s English', () => {
    const phases = machinePhases();
    expect(phases.length).toBeGreaterThan(5);
    for (const meta of phases) {
      expect(dictionary[`phase.${meta.key}`], meta.key).toBe(meta.phase);
      // What a phase waits for: the engine lists event types; the screen says it in words.
      expect(dictionary[`phase.${meta.key}.expects`], meta.key).toBeTruthy();
      expect(dictionary[`phase.${meta.key}.expects`], meta.key).not.toMatch(FIELD_WORDS);
    }
    const named = Object.keys(en).filter((key) => key.startsWith('phase.'));
    expect(named.sort()).toEqual(
      phases.flatMap((m) => [`phase.${m.key}`, `phase.${m.key}.expects`]).sort(),
    );
  });

  it('says every word the engine uses, and has no engine key it does not', () => {
    const expected = new Set(Object.keys(PROBLEMS).map((code) => `engine.${code}`));
    for (const [kind, ids] of Object.entries(TERMS))
      for (const id of ids) {
        // Event types are record fields: on screen they are words ("ending the turn"); a piece
        // with its article is the piece's word with it ("an abbot").
        if (kind === 'event' || kind === 'aPiece')
          expect(dictionary[`engine.${kind}.${id}`], id).toBeTruthy();
        else expect(dictionary[`engine.${kind}.${id}`], `${kind}.${id}`).toBe(id);
        expected.add(`engine.${kind}.${id}`);
      }
    const engineKeys = Object.keys(en).filter((key) => key.startsWith('engine.'));
    expect(engineKeys.filter((key) => !expected.has(key))).toEqual([]);
  });

  it('translates every engine, history and phase key in every language', () => {
    const keys = Object.keys(en).filter((key) => /^(engine|history|phase)\./.test(key)) as Key[];
    expect(keys.length).toBeGreaterThan(140);
    for (const dict of [pl, cs, ro, de]) {
      // "meeple" is a word of Romanian and German too.
      const same = keys.filter(
        (key) =>
          dict[key] === en[key] && !['engine.piece.meeple', 'history.meepleId'].includes(key),
      );
      expect(same).toEqual([]);
    }
  });
});

/** Records of whole games (test/fixtures/records). */
const RECORDS: unknown[] = [short, extraTurn, full];

/** A handful of events the game may refuse where it stands. */
function tries(game: GameContext): GameEvent[] {
  const meeple = game.meeples[0]?.id ?? 'm0';
  const feature = [...game.features.keys()][0] ?? 'F0';
  const other = game.players[1]?.id ?? 'p2';
  return [
    { type: 'draw', tile: 'no-such-tile' },
    { type: 'draw', tile: 'arrow-add' },
    { type: 'place', ownArrow: 'open' },
    { type: 'place', activate: 'extra' },
    { type: 'deploy', meeple, feature: 'NEW', kind: 'garden' },
    { type: 'deploy', meeple: 'fresh', feature: 'NEW', kind: 'field', protect: true },
    { type: 'deploy', meeple: 'fresh', via: 'add', beside: meeple, kind: 'road' },
    { type: 'deploy', meeple: 'fresh', feature: 'NEW', kind: 'monastery', abbot: true },
    { type: 'protect', meeple },
    { type: 'recall', meeple, tiles: 3 },
    { type: 'score', feature },
    { type: 'finalScore', feature, tiles: 12 },
    { type: 'cropCircle', choice: 'remove' },
    { type: 'cropDeploy', player: other, meeple: 'fresh', beside: meeple },
    { type: 'cropRemove', player: 'nobody', meeple },
    { type: 'merge', features: [feature, 'X9'] },
    { type: 'adjust', player: 'nobody', points: 2 },
    { type: 'returnMeeple', meeple: 'zz' },
    { type: 'endTurn' },
    { type: 'finish' },
  ];
}

/** Every meeple and feature id a record's events name. */
function recordIds(events: readonly GameEvent[]): Set<string> {
  const ids = new Set<string>();
  for (const event of events) {
    const e = event as Partial<Record<'meeple' | 'feature' | 'beside', string>> & {
      features?: string[];
    };
    for (const id of [e.meeple, e.feature, e.beside, ...(e.features ?? [])]) if (id) ids.add(id);
  }
  return ids;
}

/** The ids found in a text as words, rule numbers such as (A6) or (C1) aside. */
function idsIn(text: string, ids: ReadonlySet<string>): string[] {
  const words = text.replace(/\((?:[A-Z]\d+(?:, )?)+\)/g, '').split(/[^A-Za-z0-9_-]+/);
  return words.filter((word) => ids.has(word));
}

function termsOf(params: Readonly<Record<string, unknown>>, out: Term[]): void {
  for (const value of Object.values(params)) {
    if (typeof value !== 'object' || value === null) continue;
    if ('key' in value) termsOf((value as Described).params, out);
    else out.push(value as Term);
  }
}

describe('the engine’s messages through the dictionary', () => {
  it('read in English as the engine tells them, every word known, no id on screen', () => {
    const terms: Term[] = [];
    let refusals = 0;
    for (const record of RECORDS) {
      const game = replayRecord(record, { keepHistory: true });
      if (!game.ok) throw new Error(game.error);
      const ids = recordIds(game.record.events);
      game.record.events.forEach((event, i) => {
        const before = game.history?.[i] as GameSnapshot;
        const parts = describeEventParts(before.context, event);
        termsOf(parts.params, terms);
        const told = describedMessage(parts, before.context);
        expect(idsIn(told, ids), told).toEqual([]);
        // Sentences without a piece read exactly as the engine's English.
        if (
          ['place', 'endTurn', 'endGame', 'cropCircle', 'cropPass', 'finish'].includes(event.type)
        )
          expect(told).toBe(describeEvent(before.context, event));
        if (i % 3 !== 0) return;
        expect(phaseName(phaseOf(before))).toBe(phaseOf(before).phase);
        for (const attempt of tries(before.context)) {
          const result = step(before, attempt);
          if (result.ok) continue;
          refusals++;
          termsOf(result.problem.params, terms);
          const refusal = problemMessage(result.problem, before.context);
          expect(idsIn(refusal, new Set([...ids, 'NEW', 'X9', 'fresh', 'zz'])), refusal).toEqual(
            [],
          );
          expect(refusal).not.toMatch(FIELD_WORDS);
        }
      });
    }
    expect(refusals).toBeGreaterThan(1000);
    const unknown = terms.filter((term) => {
      if (term.term === 'player' || term.term === 'tile') return false;
      if (term.term === 'set') return term.id !== 'base' && !(`ng.exp.${term.id}` in en);
      if (term.term === 'phase') return !(`phase.${term.id}` in en);
      if (term.term === 'expects') return !(`phase.${term.id}.expects` in en);
      return !(`engine.${term.term}.${term.id}` in en);
    });
    expect(unknown).toEqual([]);
    expect(new Set(terms.map((term) => term.term)).size).toBeGreaterThanOrEqual(8);
  });

  it('names every winner of a tied score in the history (B4), in each language', async () => {
    // Ana and Ben each have a knight on the city C1 and C2 became when merged: a tie.
    const events: GameEvent[] = [
      draw('E'),
      place(),
      deploy('a1', 'C1', 'city'),
      endTurn,
      draw('E'),
      place(),
      deploy('b1', 'C2', 'city'),
      endTurn,
      draw('U'),
      place(),
      { type: 'merge', features: ['C1', 'C2'] },
    ];
    const game = replayRecord(gameRecord(events));
    if (!game.ok) throw new Error(game.error);
    const score: GameEvent = { type: 'score', feature: 'C1', tiles: 3 };
    const parts = describeEventParts(game.snapshot.context, score);
    expect(describedMessage(parts, game.snapshot.context)).toBe(
      'Completed city 1: 6 points to Ana and Ben',
    );
    await setLanguage('de');
    expect(describedMessage(parts, game.snapshot.context)).toMatch(/: 6 Punkte .*Ana und Ben$/);
  });

  it('names players by name, in the current language', async () => {
    await setLanguage('pl');
    const problem: Problem = {
      code: 'notOwnMeeple',
      params: {
        meeple: 'm1',
        owner: { term: 'player', id: 'ben', text: 'ben' },
        player: { term: 'player', id: 'ana', text: 'ana' },
      },
    };
    const game = {
      players: [
        { id: 'ana', name: 'Ana' },
        { id: 'ben', name: 'Ben' },
      ],
      features: new Map([['r7', { kind: 'road', status: 'open' }]]),
      meeples: [
        { id: 'm1', player: 'ben', feature: 'r7', kind: 'road', protected: false, abbot: false },
      ],
    } as unknown as GameContext;
    expect(problemMessage(problem, game)).toBe(
      'Gracz Ana nie może użyć złodzieja na trakcie 1 (Ben): ten podwładny należy do gracza Ben',
    );
  });

  it('describes tiles in the current language, in English as the catalog says', async () => {
    const game = replayRecord(short, { keepHistory: true });
    const before = (game.ok && game.history?.[0]) as GameSnapshot;
    for (const tile of tileTypes.slice(0, 3)) {
      const parts = describeEventParts(before.context, { type: 'draw', tile: tile.id });
      expect(describedMessage(parts)).toBe(
        describeEvent(before.context, { type: 'draw', tile: tile.id }),
      );
    }
    await setLanguage('de');
    const parts = describeEventParts(before.context, { type: 'draw', tile: 'B' });
    expect(describedMessage(parts)).toMatch(/ zog B \(Kloster\)$/);
  });
});

describe('the table in Polish', () => {
  it('gives a refused action’s reason in Polish', async () => {
    const both = { expansions: ['peasant-revolts' as const, 'anniversary' as const] };
    await renderTable(gameRecord([draw('U'), place()], both));
    fireEvent.keyDown(document.body, { key: 'l' });
    const farmer = button('Meeple on the field') as HTMLButtonElement;
    expect(reasonOf(farmer)).toBe('Farmers cannot be protected (R8)');

    await setLanguage('pl');
    expect(farmer.disabled).toBe(true);
    expect(reasonOf(farmer)).toBe('Chłopów nie można chronić (R8)');
    expect(document.querySelector('.tb-top__phase')?.textContent).toBe('stawianie podwładnego');

    await setLanguage('en');
    expect(reasonOf(farmer)).toBe('Farmers cannot be protected (R8)');
    expect(document.querySelector('.tb-top__phase')?.textContent).toBe('meeple');
  });

  it('checks with player names, and tells the history in Polish', async () => {
    const abbot = { expansions: ['abbot' as const] };
    const { session } = await renderTable(
      gameRecord(
        [
          draw('B'),
          place(),
          deploy('a1', 'M1', 'monastery', { abbot: true }),
          endTurn,
          draw('V'),
          place(),
          endTurn,
          draw('B'),
          place(),
        ],
        abbot,
      ),
    );
    const again = {
      type: 'deploy',
      meeple: 'a2',
      feature: 'M2',
      kind: 'monastery',
      abbot: true,
    } as const;
    expect(session.check(again)).toBe("Ana's abbot is already on the board");

    await setLanguage('pl');
    expect(session.check(again)).toBe('opat gracza Ana jest już na planszy');
    expect(session.check({ type: 'draw', tile: 'B' })).toBe(
      'ruch „dobranie płytki” nie jest teraz możliwy (faza: stawianie podwładnego); gra czeka na: postawienie lub ochronę podwładnego, zabranie opata, podliczenie, krąg w zbożu albo koniec tury',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Historia' }));
    const lines = [...document.querySelectorAll('.tb-history__events li')].map(
      (li) => li.textContent,
    );
    expect(lines).toContain('Ana stawia opata (klasztor)');
    expect(lines).toContain('Ben kończy turę');
    expect(lines.some((line) => line?.startsWith('Ana dobiera B ('))).toBe(true);
  });
});
