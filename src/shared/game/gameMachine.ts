import { assign, setup } from 'xstate';
import type { EventOf, GameEvent, RecordHeader } from '../record/schema';
import { tilesRemaining } from '../rules/deckOdds';
import { revoltStopsAfter } from '../rules/revolt';
import { isRevoltTile, tileType } from '../tiles/catalog';
import {
  checkAdjust,
  checkCropCircle,
  checkCropDeploy,
  checkCropPass,
  checkCropRemove,
  checkDeploy,
  checkDraw,
  checkFinalScore,
  checkMerge,
  checkPlace,
  checkProtect,
  checkRecall,
  checkReturnMeeple,
  checkScore,
  cropRoundDue,
  seatCanAct,
} from './checks';
import {
  adjustScore,
  beginCropRound,
  beginRevolt,
  checkNextRevoltSeat,
  cropDeploy,
  cropRemove,
  deployMeeple,
  discardTile,
  drawTile,
  earnsExtraTurn,
  endPlayEarly,
  mergeFeatures,
  nextTurn,
  passCropSeat,
  placeTile,
  protectMeeple,
  recallAbbot,
  returnOneMeeple,
  scoreAtEnd,
  scoreCompleted,
  startGame,
} from './effects';
import { createGame, type GameContext } from './gameContext';

export type StartEvent = { type: 'start'; header: RecordHeader };
export type MachineEvent = GameEvent | StartEvent;

/** The phases a game waits in, by a stable key (the app names them in its language). */
export type PhaseKey =
  | 'setup'
  | 'startOfTurn'
  | 'tileDrawn'
  | 'tileDiscarded'
  | 'meeple'
  | 'scoring'
  | 'cropRound'
  | 'endOfTurn'
  | 'finalScoring'
  | 'finished';

/** What each phase waits for, in English (`phase`, `expects`) for people and replay errors. */
export interface PhaseMeta {
  readonly key: PhaseKey;
  readonly phase: string;
  readonly expects: string;
}

const EMPTY_HEADER: RecordHeader = {
  format: 'meeple-ledger/record@1',
  players: [],
  options: { edition: 'C3', expansions: [] },
};

/** Corrections allowed at any time of play or final scoring. */
const corrections = {
  merge: { guard: 'canMerge', actions: 'merge' },
  adjust: { guard: 'canAdjust', actions: 'adjust' },
  returnMeeple: { guard: 'canReturnMeeple', actions: 'returnMeeple' },
} as const;

/** R2: a revolt tile starts a revolt at once, before it is placed. */
const drawTransitions = [
  { guard: 'canDrawRevoltTile', target: 'revolt', actions: 'drawTile' },
  { guard: 'canDraw', target: 'tileInHand', actions: 'drawTile' },
] as const;

/**
 * The game as a statechart: setup, play, final scoring, finished. Inside play, the phases of a
 * turn; the revolt's walk round the table and the crop circle round are states of their own.
 * The rules live in pure functions (checks, effects, rules/); this machine orchestrates them.
 */
export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as MachineEvent,
  },
  guards: {
    canDraw: ({ context, event }) => checkDraw(context, event as EventOf<'draw'>) === undefined,
    canDrawRevoltTile: ({ context, event }) => {
      const draw = event as EventOf<'draw'>;
      const tile = tileType(draw.tile);
      return tile !== undefined && isRevoltTile(tile) && checkDraw(context, draw) === undefined;
    },
    revoltStopped: ({ context }) => {
      const last = context.revolt?.checks.at(-1);
      return last !== undefined && revoltStopsAfter(last);
    },
    everyPlayerChecked: ({ context }) =>
      (context.revolt?.checks.length ?? 0) >= context.players.length,
    canPlace: ({ context, event }) => checkPlace(context, event as EventOf<'place'>) === undefined,
    canDeploy: ({ context, event }) =>
      checkDeploy(context, event as EventOf<'deploy'>) === undefined,
    canProtect: ({ context, event }) =>
      checkProtect(context, event as EventOf<'protect'>) === undefined,
    canRecall: ({ context, event }) =>
      checkRecall(context, event as EventOf<'recall'>) === undefined,
    canScore: ({ context, event }) => checkScore(context, event as EventOf<'score'>) === undefined,
    placedCropTile: ({ context }) => checkCropCircle(context) === undefined,
    noCropRoundDue: ({ context }) => !cropRoundDue(context),
    cropRoundOver: ({ context }) =>
      context.crop !== null && context.crop.position >= context.crop.order.length,
    seatCanAct: ({ context }) => seatCanAct(context),
    canCropDeploy: ({ context, event }) =>
      checkCropDeploy(context, event as EventOf<'cropDeploy'>) === undefined,
    canCropPass: ({ context, event }) =>
      checkCropPass(context, event as EventOf<'cropPass'>) === undefined,
    canCropRemove: ({ context, event }) =>
      checkCropRemove(context, event as EventOf<'cropRemove'>) === undefined,
    deckEmpty: ({ context }) => tilesRemaining(context.deck) === 0,
    earnsExtraTurn: ({ context }) => earnsExtraTurn(context),
    canMerge: ({ context, event }) => checkMerge(context, event as EventOf<'merge'>) === undefined,
    canAdjust: ({ context, event }) =>
      checkAdjust(context, event as EventOf<'adjust'>) === undefined,
    canReturnMeeple: ({ context, event }) =>
      checkReturnMeeple(context, event as EventOf<'returnMeeple'>) === undefined,
    canFinalScore: ({ context, event }) =>
      checkFinalScore(context, event as EventOf<'finalScore'>) === undefined,
  },
  actions: {
    startGame: assign(({ event }) => startGame((event as StartEvent).header)),
    drawTile: assign(({ context, event }) => drawTile(context, event as EventOf<'draw'>)),
    discardTile: assign(({ context }) => discardTile(context)),
    beginRevolt: assign(({ context }) => beginRevolt(context)),
    checkNextRevoltSeat: assign(({ context }) => checkNextRevoltSeat(context)),
    placeTile: assign(({ context, event }) => placeTile(context, event as EventOf<'place'>)),
    deploy: assign(({ context, event }) => deployMeeple(context, event as EventOf<'deploy'>)),
    protect: assign(({ context, event }) => protectMeeple(context, event as EventOf<'protect'>)),
    recall: assign(({ context, event }) => recallAbbot(context, event as EventOf<'recall'>)),
    score: assign(({ context, event }) => scoreCompleted(context, event as EventOf<'score'>)),
    beginCropRound: assign(({ context, event }) =>
      beginCropRound(context, event as EventOf<'cropCircle'>),
    ),
    passCropSeat: assign(({ context }) => passCropSeat(context)),
    cropDeploy: assign(({ context, event }) => cropDeploy(context, event as EventOf<'cropDeploy'>)),
    cropRemove: assign(({ context, event }) => cropRemove(context, event as EventOf<'cropRemove'>)),
    nextSeat: assign(({ context }) => nextTurn(context, false)),
    beginExtraTurn: assign(({ context }) => nextTurn(context, true)),
    endPlayEarly: assign(({ context }) => endPlayEarly(context)),
    merge: assign(({ context, event }) => mergeFeatures(context, event as EventOf<'merge'>)),
    adjust: assign(({ context, event }) => adjustScore(context, event as EventOf<'adjust'>)),
    returnMeeple: assign(({ context, event }) =>
      returnOneMeeple(context, event as EventOf<'returnMeeple'>),
    ),
    finalScore: assign(({ context, event }) => scoreAtEnd(context, event as EventOf<'finalScore'>)),
  },
}).createMachine({
  id: 'game',
  context: createGame(EMPTY_HEADER),
  initial: 'setup',
  states: {
    setup: {
      meta: {
        key: 'setup',
        phase: 'setup',
        expects: 'the players and options',
      } satisfies PhaseMeta,
      on: { start: { target: 'play', actions: 'startGame' } },
    },
    play: {
      initial: 'awaitingDraw',
      on: corrections,
      states: {
        awaitingDraw: {
          meta: {
            key: 'startOfTurn',
            phase: 'start of turn',
            expects: 'draw or endGame',
          } satisfies PhaseMeta,
          on: {
            draw: drawTransitions,
            endGame: { target: '#game.finalScoring', actions: 'endPlayEarly' },
          },
        },
        revolt: {
          initial: 'checkingSeat',
          entry: 'beginRevolt',
          onDone: 'tileInHand',
          states: {
            checkingSeat: {
              entry: 'checkNextRevoltSeat',
              always: [
                { guard: 'revoltStopped', target: 'over' },
                { guard: 'everyPlayerChecked', target: 'over' },
                { target: 'passingLeft' },
              ],
            },
            passingLeft: { always: 'checkingSeat' },
            over: { type: 'final' },
          },
        },
        tileInHand: {
          meta: {
            key: 'tileDrawn',
            phase: 'tile drawn',
            expects: 'place or discard',
          } satisfies PhaseMeta,
          on: {
            place: { guard: 'canPlace', target: 'meeplePhase', actions: 'placeTile' },
            discard: { target: 'tileDiscarded', actions: 'discardTile' },
          },
        },
        tileDiscarded: {
          meta: {
            key: 'tileDiscarded',
            phase: 'tile discarded',
            expects: 'another draw, or endTurn once the deck is empty',
          } satisfies PhaseMeta,
          on: {
            draw: drawTransitions,
            endTurn: { guard: 'deckEmpty', target: 'endOfTurn' },
          },
        },
        meeplePhase: {
          meta: {
            key: 'meeple',
            phase: 'meeple',
            expects: 'deploy, protect, recall, score, cropCircle or endTurn',
          } satisfies PhaseMeta,
          on: {
            deploy: { guard: 'canDeploy', target: 'scoring', actions: 'deploy' },
            protect: { guard: 'canProtect', target: 'scoring', actions: 'protect' },
            recall: { guard: 'canRecall', target: 'scoring', actions: 'recall' },
            score: { guard: 'canScore', target: 'scoring', actions: 'score' },
            cropCircle: { guard: 'placedCropTile', target: 'cropRound', actions: 'beginCropRound' },
            endTurn: { guard: 'noCropRoundDue', target: 'endOfTurn' },
          },
        },
        scoring: {
          meta: {
            key: 'scoring',
            phase: 'scoring',
            expects: 'score, cropCircle or endTurn',
          } satisfies PhaseMeta,
          on: {
            score: { guard: 'canScore', actions: 'score' },
            cropCircle: { guard: 'placedCropTile', target: 'cropRound', actions: 'beginCropRound' },
            endTurn: { guard: 'noCropRoundDue', target: 'endOfTurn' },
          },
        },
        cropRound: {
          initial: 'askingSeat',
          onDone: 'turnEnding',
          states: {
            askingSeat: {
              always: [
                { guard: 'cropRoundOver', target: 'over' },
                { guard: 'seatCanAct', target: 'awaitingSeat' },
                { target: 'passingOver' },
              ],
            },
            awaitingSeat: {
              meta: {
                key: 'cropRound',
                phase: 'crop circle round',
                expects: 'cropDeploy or cropPass (deploy round), cropRemove (remove round)',
              } satisfies PhaseMeta,
              on: {
                cropDeploy: {
                  guard: 'canCropDeploy',
                  target: 'passingOver',
                  actions: 'cropDeploy',
                },
                cropPass: { guard: 'canCropPass', target: 'passingOver' },
                cropRemove: {
                  guard: 'canCropRemove',
                  target: 'passingOver',
                  actions: 'cropRemove',
                },
                // A correction may take away the follower the seat would act with: ask again.
                returnMeeple: {
                  guard: 'canReturnMeeple',
                  target: 'askingSeat',
                  actions: 'returnMeeple',
                },
              },
            },
            passingOver: { entry: 'passCropSeat', always: 'askingSeat' },
            over: { type: 'final' },
          },
        },
        turnEnding: {
          meta: { key: 'endOfTurn', phase: 'end of turn', expects: 'endTurn' } satisfies PhaseMeta,
          on: { endTurn: { target: 'endOfTurn' } },
        },
        endOfTurn: {
          always: [
            { guard: 'deckEmpty', target: '#game.finalScoring' },
            { guard: 'earnsExtraTurn', target: 'extraTurn' },
            { target: 'awaitingDraw', actions: 'nextSeat' },
          ],
        },
        extraTurn: {
          entry: 'beginExtraTurn',
          always: 'awaitingDraw',
        },
      },
    },
    finalScoring: {
      meta: {
        key: 'finalScoring',
        phase: 'final scoring',
        expects: 'finalScore or finish',
      } satisfies PhaseMeta,
      on: {
        ...corrections,
        finalScore: { guard: 'canFinalScore', actions: 'finalScore' },
        finish: { target: 'finished' },
      },
    },
    finished: {
      type: 'final',
      meta: {
        key: 'finished',
        phase: 'finished',
        expects: 'nothing: the game is over',
      } satisfies PhaseMeta,
    },
  },
});

export type GameMachine = typeof gameMachine;
