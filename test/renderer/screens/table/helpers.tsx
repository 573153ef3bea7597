import { cleanup, render, screen, waitFor, within } from '@solidjs/testing-library';
import { afterEach, expect, vi } from 'vitest';
import { Table } from '../../../../src/renderer/src/screens/Table';
import type { GameEvent, GameRecord } from '../../../../src/shared/record/schema';
import { type OpenedTable, openSession } from './fakeApi';

const opened: OpenedTable[] = [];

afterEach(() => {
  cleanup();
  for (const table of opened.splice(0)) table.dispose();
});

/** Opens a record in a real session over the fake store and renders the Table on it. */
export async function renderTable(record: GameRecord, readOnly?: string) {
  const table = await openSession(record, readOnly);
  opened.push(table);
  const onHome = vi.fn();
  const onResults = vi.fn();
  const result = render(() => (
    <Table session={table.session} onHome={onHome} onResults={onResults} />
  ));
  // On screen: its first frame has passed (the focus is set in it, after the render).
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return { ...table, ...result, onHome, onResults };
}

// Event builders, read like the record.
export const draw = (tile: string): GameEvent => ({ type: 'draw', tile });
export const place = (fields: Partial<Extract<GameEvent, { type: 'place' }>> = {}): GameEvent => ({
  type: 'place',
  ...fields,
});
export const deploy = (
  meeple: string,
  feature: string,
  kind: 'city' | 'road' | 'monastery' | 'field' | 'garden',
  fields: Partial<Extract<GameEvent, { type: 'deploy' }>> = {},
): GameEvent => ({ type: 'deploy', meeple, feature, kind, ...fields });
export const endTurn: GameEvent = { type: 'endTurn' };
/** A quiet turn: draw a plain tile, place it, end. */
export const quietTurn = (tile = 'V'): GameEvent[] => [draw(tile), place(), endTurn];

export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const queryButton = (name: string | RegExp) => screen.queryByRole('button', { name });

/** The reason shown beside a disabled button (its aria-describedby text). */
export function reasonOf(element: HTMLElement): string {
  const id = element.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

/**
 * The store holds `count` events and the table has taken the last move in: it waits for the
 * frame of the tap before it does, and a tap meanwhile lands nowhere.
 */
export async function appendedCount(api: OpenedTable['api'], count: number) {
  await waitFor(() => {
    expect(api.appended).toHaveLength(count);
    expect(document.querySelector('.tb-table[aria-busy="true"]')).toBeNull();
  });
}

export const turnPanel = () => document.querySelector('.tb-turn, .fs') as HTMLElement;
export const inTurn = () => within(turnPanel());
