import { fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { gameRecord } from './fakeApi';
import { button, deploy, draw, endTurn, place, renderTable } from './helpers';

/** Ana has a protected thief, Ben an unprotected one, Cleo none; Cleo draws a road revolt. */
const beforeRevolt = [
  draw('U'),
  place(),
  deploy('a1', 'R1', 'road', { protect: true }),
  endTurn,
  draw('U'),
  place(),
  deploy('b1', 'R2', 'road'),
  endTurn,
];

const checks = () =>
  within(screen.getByRole('list', { name: 'Players checked, in order' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-player'));

describe('Table: revolt', () => {
  it('walks the checks in seat order from the drawer, with what each lost or scored, and where it stopped', async () => {
    const { api, session } = await renderTable(
      gameRecord([...beforeRevolt, draw('revolt-road')], {
        players: ['ana', 'ben', 'cleo'],
        expansions: ['peasant-revolts'],
      }),
    );
    expect(screen.getByRole('heading', { name: 'Revolt on road meeples!' })).toBeTruthy();
    // Cleo drew: Cleo, then Ana on her left, then Ben, where it stops.
    expect(checks()).toEqual(['cleo', 'ana', 'ben']);
    const items = within(
      screen.getByRole('list', { name: 'Players checked, in order' }),
    ).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Cleo has no meeple on a road.');
    // How it ended comes before the checks (on a phone the stop may be screens down).
    const end = screen.getByText(/^The revolt stopped at Ben/);
    expect(
      end.compareDocumentPosition(screen.getByRole('list', { name: 'Players checked, in order' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(items[1]?.textContent).toContain(
      '+2 points for 1 protected meeple (they stay): thief on road 1',
    );
    expect(items[2]?.textContent).toContain('Takes 1 meeple off the board: thief on road 2');
    expect(items[2]?.textContent).toContain('The revolt stops here (R4)');
    expect(screen.getByText(/The revolt stopped at Ben\./)).toBeTruthy();
    // The engine applied it already: Ana scored, Ben's thief is back in supply.
    const game = session.snapshot().context;
    expect(game.players.map((p) => p.score)).toEqual([-4 + 2, 0, 0]);
    expect(game.meeples.map((m) => m.id)).toEqual(['a1']);

    const proceed = button(/Continue: place the tile/);
    proceed.focus();
    fireEvent.click(proceed);
    const play = await screen.findByRole('heading', { name: 'Cleo plays the tile' });
    // Continue's button went with its panel: the focus goes to the next panel's heading, not
    // to the page's body (newcomer finding, by keyboard).
    await waitFor(() => expect(document.activeElement).toBe(play));
    // It can be shown again until the tile is placed.
    fireEvent.click(button('See the revolt again'));
    const revoltHeading = screen.getByRole('heading', { name: 'Revolt on road meeples!' });
    await waitFor(() => expect(document.activeElement).toBe(revoltHeading));
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(await screen.findByRole('heading', { name: 'Cleo plays the tile' })).toBeTruthy();
    // N pressed twice (as C was, which deployed a knight on the next panel) does nothing more.
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(api.appended).toEqual([]);
  });

  it('counts two meeples that read alike once: thief on road 2 ×2', async () => {
    const pair = [
      ...beforeRevolt,
      draw('V'),
      place(),
      endTurn,
      draw('V'),
      place(),
      endTurn,
      draw('U'),
      place(),
      deploy('b2', 'R3', 'road'),
      { type: 'merge' as const, features: ['R2', 'R3'] },
      endTurn,
    ];
    await renderTable(
      gameRecord([...pair, draw('revolt-road')], {
        players: ['ana', 'ben', 'cleo'],
        expansions: ['peasant-revolts'],
      }),
    );
    const items = within(
      screen.getByRole('list', { name: 'Players checked, in order' }),
    ).getAllByRole('listitem');
    expect(items[2]?.textContent).toContain('Takes 2 meeples off the board: thief on road 2 ×2.');
  });

  it('comes up right after a revolt tile is drawn at the table', async () => {
    const { api } = await renderTable(
      gameRecord(beforeRevolt, {
        players: ['ana', 'ben', 'cleo'],
        expansions: ['peasant-revolts'],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Tile Revolt road\s*:/ }));
    expect(await screen.findByRole('heading', { name: 'Revolt on road meeples!' })).toBeTruthy();
    expect(api.appended).toEqual([{ type: 'draw', tile: 'revolt-road' }]);
    expect(checks()).toEqual(['cleo', 'ana', 'ben']);
    expect(screen.getByText(/The revolt stopped at Ben\./)).toBeTruthy();
  });

  it('says when every player was checked and nobody took a meeple off the board', async () => {
    const events = [
      draw('U'),
      place(),
      deploy('a1', 'R1', 'road', { protect: true }),
      endTurn,
      draw('revolt-city'),
    ];
    await renderTable(gameRecord(events, { expansions: ['peasant-revolts'] }));
    expect(screen.getByRole('heading', { name: 'Revolt on city meeples!' })).toBeTruthy();
    expect(checks()).toEqual(['ben', 'ana']);
    expect(
      screen.getByText('Every player was checked: nobody took a meeple off the board.'),
    ).toBeTruthy();
    // The last one checked has nobody to pass it to: it ends there.
    const verdicts = [...document.querySelectorAll('.tb-revolt__verdict')].map(
      (p) => p.textContent,
    );
    expect(verdicts).toEqual([
      'Nothing taken off: the revolt passes to the left.',
      'Nothing taken off, and no one is left: the revolt ends.',
    ]);
  });

  it('names the players the revolt never reached who had a protected meeple it would have paid (R5)', async () => {
    await renderTable(
      gameRecord(
        [
          draw('U'),
          place(),
          deploy('a1', 'R1', 'road'),
          endTurn,
          draw('V'),
          place(),
          deploy('b1', 'R2', 'road', { protect: true }),
          endTurn,
          draw('revolt-road'),
        ],
        {
          players: ['ana', 'ben', 'cleo'],
          expansions: ['peasant-revolts'],
        },
      ),
    );
    // Cleo drew; Ana on her left returns her thief: Ben, lying on a road, is never checked.
    expect(checks()).toEqual(['cleo', 'ana']);
    expect(
      screen.getByText(/The revolt stopped at Ana\. Not checked, .*\(R5\): Ben\./),
    ).toBeTruthy();
  });

  it('names nobody as unchecked when nobody unchecked had a protected meeple to be paid for', async () => {
    await renderTable(
      gameRecord(
        [
          draw('U'),
          place(),
          deploy('a1', 'R1', 'road'),
          endTurn,
          draw('V'),
          place(),
          endTurn,
          draw('revolt-road'),
        ],
        { players: ['ana', 'ben', 'cleo'], expansions: ['peasant-revolts'] },
      ),
    );
    expect(checks()).toEqual(['cleo', 'ana']);
    expect(screen.getByText(/The revolt stopped at Ana\./)).toBeTruthy();
    expect(screen.queryByText(/Not checked/)).toBeNull();
  });

  it('is not shown after an ordinary draw', async () => {
    const { api } = await renderTable(gameRecord([], { expansions: ['peasant-revolts'] }));
    fireEvent.click(screen.getByRole('button', { name: /^Tile V\s*:/ }));
    await waitFor(() => expect(api.appended).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Ana plays the tile' })).toBeTruthy();
    expect(screen.queryByText(/Revolt on/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'See the revolt again' })).toBeNull();
  });
});
