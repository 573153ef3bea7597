import { cleanup, fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../src/shared/record/schema';
import { gameRecord } from './fakeApi';
import {
  appendedCount,
  button,
  deploy,
  draw,
  endTurn,
  place,
  queryButton,
  reasonOf,
  renderTable,
} from './helpers';

/** Ana and Ben have a knight each, Cleo only a thief; Ana then places a shield crop circle. */
const board: GameEvent[] = [
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
  deploy('c1', 'R1', 'road'),
  endTurn,
  draw('crop1-knight'),
  place(),
];
const options = {
  players: ['ana', 'ben', 'cleo'] as ('ana' | 'ben' | 'cleo')[],
  expansions: ['crop-circles-1' as const, 'peasant-revolts' as const],
};

const rows = () =>
  within(screen.getByRole('list', { name: 'Crop circle round, in seat order' })).getAllByRole(
    'listitem',
  );

describe('Table: crop circle round', () => {
  it('gives no two buttons one key on a crop circle tile with the Abbot: A is the crop choice, no abbot offered', async () => {
    const withAbbot = { ...options, expansions: [...options.expansions, 'abbot' as const] };
    const { api } = await renderTable(gameRecord(board, withAbbot));
    const keys = [...document.querySelectorAll('.tb-turn button .tb-kbd')].map((k) =>
      k.textContent?.trim(),
    );
    expect(keys).toContain('A');
    // Neither drawing of a crop circle tile shows a monastery or a garden: no abbot button (T).
    expect(queryButton(/^Abbot/)).toBeNull();
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    fireEvent.keyDown(document.body, { key: 'a' });
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'cropCircle', choice: 'deploy' });
  });

  it("stores the choice and the first player's move with one tap: one tap per player who acts", async () => {
    const { api } = await renderTable(gameRecord(board, options));
    const deploy = within(document.querySelector('[data-first="deploy"]') as HTMLElement);
    const remove = within(document.querySelector('[data-first="remove"]') as HTMLElement);
    // Ben, on Ana's left, is the first who can act under either choice (C3, C4).
    expect(deploy.getByRole('group').textContent).toContain(
      "Or this choice and Ben's move at once:",
    );
    expect(deploy.getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^A\) Deploy/),
      'Beside knight on city 2',
      'Ben passes',
    ]);
    expect(remove.getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^B\) Remove/),
      'Take back the knight on city 2',
    ]);
    fireEvent.click(remove.getByRole('button', { name: 'Take back the knight on city 2' }));
    await appendedCount(api, 2);
    expect(api.appended).toEqual([
      { type: 'cropCircle', choice: 'remove' },
      { type: 'cropRemove', player: 'ben', meeple: 'b1' },
    ]);
    // Cleo is passed over: Ana's own move is next.
    await waitFor(() => expect(rows()[2]?.getAttribute('aria-current')).toBe('step'));
  });

  it('C2: says the choice comes last, ending the meeple and scoring, with the tile in hand and after a score', async () => {
    const hint = /The crop circle comes last \(C2\)/;
    await renderTable(gameRecord(board, options));
    expect(screen.getByText(hint)).toBeTruthy();
    cleanup();
    await renderTable(gameRecord([...board, { type: 'score', feature: 'C1', tiles: 1 }], options));
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it('asks A or B after scoring, then checks players off in seat order, the active player last', async () => {
    const { api } = await renderTable(gameRecord(board, options));
    // The turn cannot end before the choice.
    expect(screen.queryByRole('button', { name: /End turn/ })).toBeNull();
    fireEvent.click(button(/A\) Deploy/));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'cropCircle', choice: 'deploy' });

    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((r) => r.getAttribute('data-player'))).toEqual(['ben', 'cleo', 'ana']);
    expect(rows()[0]?.getAttribute('aria-current')).toBe('step');
    expect(rows()[1]?.textContent).toContain('will be passed over: no knight on the board (C4)');
    expect(rows()[2]?.textContent).toContain('active player, last');

    // Only the active player may protect (R10).
    const protect = button(/Protect it/) as HTMLButtonElement;
    expect(protect.disabled).toBe(true);
    expect(reasonOf(protect)).toBe(
      'Only the active player may protect a meeple placed by a crop circle (R10)',
    );
    fireEvent.click(button('Beside knight on city 2'));
    await appendedCount(api, 2);
    expect(api.appended[1]).toEqual({
      type: 'cropDeploy',
      player: 'ben',
      meeple: 'm1',
      beside: 'b1',
    });

    // Cleo cannot act and is passed over; Ana, last, may protect.
    await waitFor(() => expect(rows()[2]?.getAttribute('aria-current')).toBe('step'));
    expect(rows()[0]?.textContent).toMatch(/added a knight beside/);
    expect(rows()[1]?.textContent).toContain('passed over: no knight on the board (C4)');
    fireEvent.keyDown(document.body, { key: 'l' });
    expect(button(/Protect it/).getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(document.body, { key: '1' });
    await appendedCount(api, 3);
    expect(api.appended[2]).toEqual({
      type: 'cropDeploy',
      player: 'ana',
      meeple: 'm2',
      beside: 'a1',
      protect: true,
    });
    expect(await screen.findByText('The crop circle round is over (C5).')).toBeTruthy();
    fireEvent.click(button(/End turn/));
    await appendedCount(api, 4);
    expect(api.appended[3]).toEqual({ type: 'endTurn' });
  });

  it('C4, R7: in a remove round a lying (protected) and a standing knight on one city are two choices told apart', async () => {
    // Ben lays his first knight down (R7), puts a second one on another city, then joins them.
    const twoOfBens: GameEvent[] = [
      draw('E'),
      place(),
      deploy('a1', 'C1', 'city'),
      endTurn,
      draw('E'),
      place(),
      { ...deploy('b1', 'C2', 'city'), protect: true } as GameEvent,
      endTurn,
      draw('U'),
      place(),
      endTurn,
      draw('E'),
      place(),
      endTurn,
      draw('E'),
      place(),
      deploy('b2', 'C3', 'city'),
      { type: 'merge', features: ['C2', 'C3'] },
      endTurn,
      draw('U'),
      place(),
      endTurn,
      draw('crop1-knight'),
      place(),
    ];
    await renderTable(gameRecord(twoOfBens, options));
    const remove = within(document.querySelector('[data-first="remove"]') as HTMLElement);
    expect(remove.getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^B\) Remove/),
      'Take back the knight on city 2 (lying, protected)',
      'Take back the knight on city 2',
    ]);
  });

  it('in a remove round, the due player must take one back; passing is not offered', async () => {
    const { api } = await renderTable(
      gameRecord([...board, { type: 'cropCircle', choice: 'remove' }], options),
    );
    expect(rows().map((r) => r.getAttribute('data-player'))).toEqual(['ben', 'cleo', 'ana']);
    expect(screen.queryByRole('button', { name: /passes/ })).toBeNull();
    fireEvent.click(button('Take back the knight on city 2'));
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'cropRemove', player: 'ben', meeple: 'b1' });
  });

  it('lets the due player pass in a deploy round', async () => {
    const { api } = await renderTable(
      gameRecord([...board, { type: 'cropCircle', choice: 'deploy' }], options),
    );
    fireEvent.keyDown(document.body, { key: 'p' });
    await appendedCount(api, 1);
    expect(api.appended[0]).toEqual({ type: 'cropPass', player: 'ben' });
    await waitFor(() => expect(rows()[0]?.textContent).toContain('passed: did not deploy'));
  });
});

describe('Table: undo in a crop circle round', () => {
  /** Only Cleo, the active player, has a knight: she is the round's one player who can act. */
  const cleoAlone: GameEvent[] = [
    ...[draw('V'), place(), endTurn, draw('V'), place(), endTurn],
    ...[draw('E'), place(), deploy('c1', 'C1', 'city'), endTurn],
    ...[draw('V'), place(), endTurn, draw('V'), place(), endTurn],
    ...[draw('crop1-knight'), place()],
  ];

  it('undoing the one move of the round (stored with the choice) asks that player again', async () => {
    const { api } = await renderTable(gameRecord(cleoAlone, options));
    const deployOption = within(document.querySelector('[data-first="deploy"]') as HTMLElement);
    fireEvent.click(deployOption.getByRole('button', { name: 'Beside knight on city 1' }));
    await appendedCount(api, 2);
    expect(await screen.findByText('The crop circle round is over (C5).')).toBeTruthy();

    fireEvent.click(button('Undo'));
    await waitFor(() => expect(api.calls.filter((c) => c === 'undo')).toHaveLength(1));
    await waitFor(() => expect(rows()[2]?.getAttribute('aria-current')).toBe('step'));
    expect(screen.queryByText('The crop circle round is over (C5).')).toBeNull();
    expect(rows()[2]?.textContent).not.toContain('passed over');
    expect(screen.getByRole('group', { name: "Cleo's move" }).textContent).toContain(
      'Cleo: add one?',
    );
    expect(button('Beside knight on city 1')).toBeTruthy();
    expect(button('Cleo passes')).toBeTruthy();
  });
});
