import { cleanup, fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/renderer/src/App';
import type { GameSession } from '../../../src/renderer/src/state/gameSession';
import { ok } from '../../../src/shared/ipc/result';
import type { SessionDamage } from '../../../src/shared/ipc/types';
import type { GameEvent } from '../../../src/shared/record/schema';
import { createFakeApi, record } from './fakeApi';

vi.mock('../../../src/renderer/src/screens/Table', () => ({
  Table: (props: { session: GameSession }) => (
    <main>
      <h1>Table</h1>
      <p data-testid="events">{props.session.events().length} events</p>
    </main>
  ),
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const turn: GameEvent[] = [{ type: 'draw', tile: 'U' }, { type: 'place' }, { type: 'endTurn' }];

/** A game whose file lost moves: open says so once, until it is repaired. */
function damagedGame(damage: SessionDamage) {
  const api = createFakeApi();
  const id = api.add(record(['Ana', 'Ben'], [...turn]), 'Friday', '2025-11-29T20:00:00Z');
  const open = vi.mocked(api.sessions.open).getMockImplementation();
  let damaged = true;
  vi.mocked(api.sessions.open).mockImplementation(async (sessionId: string) => {
    const opened = await open?.(sessionId);
    if (!opened?.ok || !damaged) return opened as never;
    return ok({ ...opened.value, damage });
  });
  vi.mocked(api.sessions.repair).mockImplementation(async () => {
    damaged = false;
    return (await open?.(id)) as never;
  });
  render(() => <App api={api} version="0.1.0" />);
  return { api, id };
}

describe('a damaged game file', () => {
  it('says what is missing and restores the last copy from the notice', async () => {
    const { api, id } = damagedGame({
      kind: 'short',
      message: 'store words',
      acknowledged: 62,
      present: 20,
      copy: { file: 'sessions/backups/x.1.jsonl', moves: 62 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resume Friday' }));
    const alert = await screen.findByText(
      'The file of this game ends after move 20: 42 of the 62 saved moves are missing. The last copy (sessions/backups/x.1.jsonl) has all 62 moves.',
    );
    expect(alert).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restore the last copy' }));
    await waitFor(() => expect(api.sessions.repair).toHaveBeenCalledWith(id, 'copy'));
    await waitFor(() => expect(api.sessions.open).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/saved moves are missing/)).toBeNull();
  });

  it('with no copy left, offers to keep the file as it is', async () => {
    const { api, id } = damagedGame({
      kind: 'changed',
      message: 'store words',
      acknowledged: 3,
      present: 3,
      move: 2,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resume Friday' }));
    await screen.findByText(
      'Move 2 of this game no longer matches what was saved: another program changed its file. No copy holding them was found.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep the file as it is' }));
    await waitFor(() => expect(api.sessions.repair).toHaveBeenCalledWith(id, 'file'));
  });
});
