import { assertEvent, assign, setup } from 'xstate';
import type { GameEvent, RecordHeader } from '../record/schema';
import { tilesRemaining } from '../rules/deckOdds';
import { revoltStopsAfter } from '../rules/revolt';
import { isRevoltTile, tileType } from '../tiles/catalog';
import { checkEvent, seatCanAct } from './checks';
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
  // Each guard passes an event when its check in the table (checks.ts, EVENT_CHECKS) finds nothing.
  guards: {
    canDraw: ({ context, event }) => {
      assertEvent(event, 'draw');
      return checkEvent(context, event) === undefined;
    },
    canDrawRevoltTile: ({ context, event }) => {
      assertEvent(event, 'draw');
      const tile = tileType(event.tile);
      return tile !== undefined && isRevoltTile(tile) && checkEvent(context, event) === undefined;
    },
    revoltStopped: ({ context }) => {
      const last = context.revolt?.checks.at(-1);
      return last !== undefined && revoltStopsAfter(last);
    },
    everyPlayerChecked: ({ context }) =>
      (context.revolt?.checks.length ?? 0) >= context.players.length,
    canPlace: ({ context, event }) => {
      assertEvent(event, 'place');
      return checkEvent(context, event) === undefined;
    },
    canDeploy: ({ context, event }) => {
      assertEvent(event, 'deploy');
      return checkEvent(context, event) === undefined;
    },
    canProtect: ({ context, event }) => {
      assertEvent(event, 'protect');
      return checkEvent(context, event) === undefined;
    },
    canRecall: ({ context, event }) => {
      assertEvent(event, 'recall');
      return checkEvent(context, event) === undefined;
    },
    canScore: ({ context, event }) => {
      assertEvent(event, 'score');
      return checkEvent(context, event) === undefined;
    },
    placedCropTile: ({ context, event }) => {
      assertEvent(event, 'cropCircle');
      return checkEvent(context, event) === undefined;
    },
    canEndTurn: ({ context, event }) => {
      assertEvent(event, 'endTurn');
      return checkEvent(context, event) === undefined;
    },
    cropRoundOver: ({ context }) =>
      context.crop !== null && context.crop.position >= context.crop.order.length,
    seatCanAct: ({ context }) => seatCanAct(context),
    canCropDeploy: ({ context, event }) => {
      assertEvent(event, 'cropDeploy');
      return checkEvent(context, event) === undefined;
    },
    canCropPass: ({ context, event }) => {
      assertEvent(event, 'cropPass');
      return checkEvent(context, event) === undefined;
    },
    canCropRemove: ({ context, event }) => {
      assertEvent(event, 'cropRemove');
      return checkEvent(context, event) === undefined;
    },
    deckEmpty: ({ context }) => tilesRemaining(context.deck) === 0,
    earnsExtraTurn: ({ context }) => earnsExtraTurn(context),
    canMerge: ({ context, event }) => {
      assertEvent(event, 'merge');
      return checkEvent(context, event) === undefined;
    },
    canAdjust: ({ context, event }) => {
      assertEvent(event, 'adjust');
      return checkEvent(context, event) === undefined;
    },
    canReturnMeeple: ({ context, event }) => {
      assertEvent(event, 'returnMeeple');
      return checkEvent(context, event) === undefined;
    },
    canFinalScore: ({ context, event }) => {
      assertEvent(event, 'finalScore');
      return checkEvent(context, event) === undefined;
    },
  },
  actions: {
    startGame: assign(({ event }) => {
      assertEvent(event, 'start');
      return startGame(event.header);
    }),
    drawTile: assign(({ context, event }) => {
      assertEvent(event, 'draw');
      return drawTile(context, event);
    }),
    discardTile: assign(({ context }) => discardTile(context)),
    beginRevolt: assign(({ context }) => beginRevolt(context)),
    checkNextRevoltSeat: assign(({ context }) => checkNextRevoltSeat(context)),
    placeTile: assign(({ context, event }) => {
      assertEvent(event, 'place');
      return placeTile(context, event);
    }),
    deploy: assign(({ context, event }) => {
      assertEvent(event, 'deploy');
      return deployMeeple(context, event);
    }),
    protect: assign(({ context, event }) => {
      assertEvent(event, 'protect');
      return protectMeeple(context, event);
    }),
    recall: assign(({ context, event }) => {
      assertEvent(event, 'recall');
      return recallAbbot(context, event);
    }),
    score: assign(({ context, event }) => {
      assertEvent(event, 'score');
      return scoreCompleted(context, event);
    }),
    beginCropRound: assign(({ context, event }) => {
      assertEvent(event, 'cropCircle');
      return beginCropRound(context, event);
    }),
    passCropSeat: assign(({ context }) => passCropSeat(context)),
    cropDeploy: assign(({ context, event }) => {
      assertEvent(event, 'cropDeploy');
      return cropDeploy(context, event);
    }),
    cropRemove: assign(({ context, event }) => {
      assertEvent(event, 'cropRemove');
      return cropRemove(context, event);
    }),
    nextSeat: assign(({ context }) => nextTurn(context, false)),
    beginExtraTurn: assign(({ context }) => nextTurn(context, true)),
    endPlayEarly: assign(({ context }) => endPlayEarly(context)),
    merge: assign(({ context, event }) => {
      assertEvent(event, 'merge');
      return mergeFeatures(context, event);
    }),
    adjust: assign(({ context, event }) => {
      assertEvent(event, 'adjust');
      return adjustScore(context, event);
    }),
    returnMeeple: assign(({ context, event }) => {
      assertEvent(event, 'returnMeeple');
      return returnOneMeeple(context, event);
    }),
    finalScore: assign(({ context, event }) => {
      assertEvent(event, 'finalScore');
      return scoreAtEnd(context, event);
    }),
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
            endTurn: { guard: 'canEndTurn', target: 'endOfTurn' },
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
            endTurn: { guard: 'canEndTurn', target: 'endOfTurn' },
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
            endTurn: { guard: 'canEndTurn', target: 'endOfTurn' },
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
          on: { endTurn: { guard: 'canEndTurn', target: 'endOfTurn' } },
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
