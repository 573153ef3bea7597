import { type JSX, lazy, Suspense } from 'solid-js';
import type { WinChancesProps } from './WinChances';

/**
 * The win chances load with the rating engine (OpenSkill and its maths) in a chunk of their own,
 * after the screen that shows them: New game and the presenter must not wait for it.
 */
const WinChancesChunk = lazy(() =>
  import('./WinChances').then((module) => ({ default: module.WinChances })),
);

export function LazyWinChances(props: WinChancesProps): JSX.Element {
  return (
    <Suspense>
      <WinChancesChunk {...props} />
    </Suspense>
  );
}
