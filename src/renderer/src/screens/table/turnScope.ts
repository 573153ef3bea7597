import {
  type Accessor,
  createComputed,
  createContext,
  createSignal,
  on,
  type Signal,
  useContext,
} from 'solid-js';

/**
 * The turn (and the tile drawn) the panels' choices belong to. The turn panel stays up from
 * one turn to the next, changing only what differs (building it afresh was half of the cost of
 * every tap that starts a turn), so a choice made in one turn is forgotten when the next one
 * begins, as a new panel would forget it.
 */
export const TurnScope = createContext<Accessor<string>>();

/** The turn the panel is in, if it is in the turn panel. */
export const useTurn = (): Accessor<string> | undefined => useContext(TurnScope);

/**
 * A panel's own choice (an arrow, a feature, pennants, an error shown): back to `initial`
 * when a new turn or a new draw begins. Outside a turn it is a plain signal.
 */
export function createTurnSignal<T>(initial: T): Signal<T> {
  const turn = useTurn();
  const signal = createSignal<T>(initial);
  const [, set] = signal;
  if (turn)
    createComputed(
      on(
        turn,
        () => {
          set(() => initial);
        },
        { defer: true },
      ),
    );
  return signal;
}
