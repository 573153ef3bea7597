import { cleanup, fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import qrcode from 'qrcode-generator';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BgStatsPanel } from '../../../src/renderer/src/screens/bgstats/BgStatsPanel';
import { qrPath } from '../../../src/renderer/src/screens/bgstats/QrCode';
import { GameNights } from '../../../src/renderer/src/screens/GameNights';
import { bgStatsLink, bgStatsPlayOfRecord } from '../../../src/shared/export/bgStats';
import type { GameEvent, GameRecord } from '../../../src/shared/record/schema';
import short from '../../fixtures/records/base-game-short.json';
import { createFakeApi, type FakeApi, record } from './fakeApi';

afterEach(cleanup);

/** base-game-short played to the end: Ana 9, Ben 8 (no `at` times: dated by the session). */
const finished = (): GameRecord =>
  ({
    ...structuredClone(short),
    events: [...structuredClone(short.events), { type: 'endGame' }, { type: 'finish' }],
  }) as GameRecord;

/** The same game with times: first draw 20:00, finish 20:47:40 (48 minutes). */
const timed = (): GameRecord => {
  const game = finished();
  const events = game.events as (GameEvent & { at?: string })[];
  if (events[0]) events[0].at = '2025-11-28T20:00:00.000Z';
  const last = events.at(-1);
  if (last) last.at = '2025-11-28T20:47:40.000Z';
  return game;
};

let api: FakeApi;
let shortGame: string;
let timedGame: string;
let playing: string;

beforeEach(() => {
  api = createFakeApi();
  shortGame = api.add(finished(), 'Friday · game 1', '2025-11-29T20:00:00.000Z');
  timedGame = api.add(timed(), 'Friday · game 2', '2025-11-29T21:00:00.000Z');
  playing = api.add(
    record(['Ben', 'Ana'], short.events.slice(0, 4) as GameEvent[]),
    'Friday · game 3',
  );
});

describe('QR code', () => {
  it('draws exactly the dark modules of the code, inside a 4-module quiet zone', () => {
    const text = 'https://app.bgstatsapp.com/createPlay.html?data=%7B%7D';
    const code = qrcode(0, 'L');
    code.addData(text);
    code.make();
    const count = code.getModuleCount();
    const { size, d } = qrPath(text);
    expect(size).toBe(count + 8);
    let dark = 0;
    for (let r = 0; r < count; r++) for (let c = 0; c < count; c++) if (code.isDark(r, c)) dark++;
    const drawn = [...d.matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(drawn).toBe(dark);
    // The top-left finder pattern starts at the quiet zone's corner, 7 modules wide.
    expect(d.startsWith('M4 4h7v1h-7z')).toBe(true);
  });
});

describe('Send to BG Stats', () => {
  it('one game: its QR code and its link, the link opened through the app', async () => {
    render(() => (
      <BgStatsPanel
        api={api}
        games={[{ id: timedGame, name: 'Friday · game 2', created: '2025-11-29T21:00:00.000Z' }]}
        onClose={() => {}}
      />
    ));
    const expected = bgStatsPlayOfRecord(timed());
    expect(expected.ok && [expected.play.playDate, expected.play.durationMin]).toEqual([
      '2025-11-28 20:00:00',
      48,
    ]);
    if (!expected.ok) throw new Error(expected.error);
    const link = bgStatsLink(expected.play);
    const field = (await screen.findByLabelText('Link')) as HTMLInputElement;
    expect(field.value).toBe(link);
    const svg = screen.getByRole('img', { name: 'QR code of Friday · game 2 for BG Stats' });
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(qrPath(link).d);
    expect(svg.getAttribute('style')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the link' }));
    await waitFor(() => expect(api.app.openExternal).toHaveBeenCalledWith(link));
    expect(screen.queryByRole('button', { name: /BG Stats file/ })).toBeNull();
  });

  it('a night: every finished game, the unfinished one named, and the file', async () => {
    const download = vi.fn<(fileName: string, blob: Blob) => void>();
    render(() => (
      <BgStatsPanel
        api={api}
        games={[
          { id: shortGame, name: 'Friday · game 1', created: '2025-11-29T20:00:00.000Z' },
          { id: timedGame, name: 'Friday · game 2', created: '2025-11-29T21:00:00.000Z' },
          { id: playing, name: 'Friday · game 3', created: '2025-11-29T22:00:00.000Z' },
        ]}
        nightName="Friday"
        onClose={() => {}}
        download={download}
      />
    ));
    const fields = (await screen.findAllByLabelText('Link')) as HTMLInputElement[];
    expect(fields).toHaveLength(2);
    const first = JSON.parse(new URL(fields[0]?.value ?? '').searchParams.get('data') ?? '');
    expect(first.playDate).toBe('2025-11-29 20:00:00');
    expect(first.players.map((p: { name: string; score: number }) => [p.name, p.score])).toEqual([
      ['Ana', 9],
      ['Ben', 8],
    ]);
    expect(screen.getByRole('list', { name: 'Not sent' }).textContent).toContain(
      'Friday · game 3: the game is not finished',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save the 2 plays as a BG Stats file' }));
    expect(download).toHaveBeenCalledTimes(1);
    const [fileName, blob] = download.mock.calls[0] ?? [];
    expect(fileName).toBe('meeple-ledger-friday.bgsplay');
    const file = JSON.parse(await (blob as Blob).text());
    expect(file.plays).toHaveLength(2);
    expect(file.games[0].bggId).toBe(822);
    expect(screen.getByText('Saved meeple-ledger-friday.bgsplay.')).toBeTruthy();
  });

  it('Game nights offers it for a night with a finished game', async () => {
    api.nightStore.push({
      id: '00000000-0000-4000-8000-00000000aaaa',
      name: 'Friday',
      created: '2025-11-29T19:00:00.000Z',
      sessions: [shortGame, playing],
    });
    render(() => <GameNights api={api} onOpen={() => {}} />);
    const send = await screen.findByRole('button', { name: 'Send to BG Stats: Friday' });
    fireEvent.click(send);
    const panel = await screen.findByRole('region', { name: 'Send to BG Stats' });
    await within(panel).findByLabelText('Link');
    expect(within(panel).getAllByLabelText('Link')).toHaveLength(1);
    expect(
      within(panel).getByRole('button', { name: 'Save the 1 play as a BG Stats file' }),
    ).toBeTruthy();
  });
});
