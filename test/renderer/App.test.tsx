import { cleanup, fireEvent, render, screen } from '@solidjs/testing-library';
import { createSignal } from 'solid-js';
import { afterEach, describe, expect, it } from 'vitest';
import { App, AppErrorBoundary } from '../../src/renderer/src/App';

afterEach(cleanup);

describe('App', () => {
  it('renders the placeholder screen', () => {
    render(() => <App />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Meeple Ledger — the table is coming');
  });

  it('shows the version when the preload provides one', () => {
    render(() => <App version="1.2.3" />);
    expect(screen.getByText('v1.2.3')).toBeTruthy();
  });

  it('shows no version outside Electron', () => {
    render(() => <App />);
    expect(screen.queryByText(/^v\d/)).toBeNull();
  });
});

describe('AppErrorBoundary', () => {
  it('shows the error and recovers when the user tries again', () => {
    const [broken, setBroken] = createSignal(true);
    function Fragile() {
      if (broken()) throw new Error('tile catalog exploded');
      return <p>all good</p>;
    }
    render(() => (
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>
    ));
    expect(screen.getByRole('alert').textContent).toContain('tile catalog exploded');
    setBroken(false);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('all good')).toBeTruthy();
  });
});
