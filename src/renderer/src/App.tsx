import { ErrorBoundary, type JSX, Show } from 'solid-js';

export interface AppProps {
  /** App version shown in the footer, when the preload provides it. */
  version?: string | undefined;
}

/** Last-resort screen: shows what went wrong and lets the user try again. */
export function ErrorScreen(props: { error: unknown; reset: () => void }): JSX.Element {
  const message = (): string =>
    props.error instanceof Error ? props.error.message : String(props.error);
  return (
    <main class="screen screen--error" role="alert">
      <h1>Something went wrong</h1>
      <p class="error-message">{message()}</p>
      <button type="button" onClick={() => props.reset()}>
        Try again
      </button>
    </main>
  );
}

/** Catches rendering errors anywhere below it and shows {@link ErrorScreen}. */
export function AppErrorBoundary(props: { children: JSX.Element }): JSX.Element {
  return (
    <ErrorBoundary fallback={(error, reset) => <ErrorScreen error={error} reset={reset} />}>
      {props.children}
    </ErrorBoundary>
  );
}

function Placeholder(props: AppProps): JSX.Element {
  return (
    <main class="screen">
      <h1>Meeple Ledger — the table is coming</h1>
      <p>Scorekeeper, deck tracker and rules referee for Carcassonne.</p>
      <Show when={props.version}>{(version) => <footer class="version">v{version()}</footer>}</Show>
    </main>
  );
}

export function App(props: AppProps): JSX.Element {
  return (
    <AppErrorBoundary>
      <Placeholder version={props.version} />
    </AppErrorBoundary>
  );
}
