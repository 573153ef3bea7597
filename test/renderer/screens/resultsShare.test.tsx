import { cleanup, fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_LABEL, Results } from '../../../src/renderer/src/screens/Results';
import {
  type CardCanvas,
  type CardContext,
  type DrawOp,
  layoutResultsCard,
  paintCard,
  renderCardPng,
} from '../../../src/renderer/src/screens/resultsCard';
import {
  resultsCsvBlob,
  resultsFileName,
  UTF8_BOM,
} from '../../../src/renderer/src/screens/resultsShare';
import { replayRecord } from '../../../src/shared/record/replay';
import type { GameEvent } from '../../../src/shared/record/schema';
import { createFakeApi, record } from './fakeApi';

afterEach(cleanup);

/** Ana and Ben tie on 4 (a city, a road); Cleo has 3 (an unfinished monastery and a correction). */
const events: GameEvent[] = [
  { type: 'draw', tile: 'E' },
  { type: 'place' },
  { type: 'deploy', meeple: 'a1', feature: 'c1', kind: 'city' },
  { type: 'endTurn' },
  { type: 'draw', tile: 'U' },
  { type: 'place' },
  { type: 'deploy', meeple: 'b1', feature: 'r1', kind: 'road' },
  { type: 'endTurn' },
  { type: 'draw', tile: 'B' },
  { type: 'place' },
  { type: 'deploy', meeple: 'c1', feature: 'k1', kind: 'monastery' },
  { type: 'score', feature: 'c1', tiles: 2, pennants: 0 },
  { type: 'endTurn' },
  { type: 'draw', tile: 'U' },
  { type: 'place' },
  { type: 'score', feature: 'r1', tiles: 4 },
  { type: 'adjust', player: 'cleo', points: 1, note: 'forgot a point, "really"' },
  { type: 'endTurn' },
  { type: 'endGame' },
  { type: 'finalScore', feature: 'k1', tiles: 2 },
  { type: 'finish' },
];

function finishedGame(names = ['Ana', 'Ben', 'Cleo']) {
  const game = record(['Ana', 'Ben', 'Cleo'], events);
  game.players.forEach((player, i) => {
    player.name = names[i] ?? player.name;
  });
  const replayed = replayRecord(game);
  if (!replayed.ok) throw new Error(replayed.error);
  return replayed.snapshot.context;
}

/** A 2D context that records what is drawn: calls with their arguments, and the state set. */
function recordingContext() {
  const calls: { name: string; args: unknown[]; style: Record<string, unknown> }[] = [];
  const style: Record<string, unknown> = {};
  const ctx = new Proxy(style, {
    get(target, key: string) {
      if (key in target) return target[key];
      return (...args: unknown[]) => {
        calls.push({ name: key, args, style: { ...target } });
      };
    },
    set(target, key: string, value) {
      target[key] = value;
      return true;
    },
  }) as unknown as CardContext;
  const texts = () => calls.filter((c) => c.name === 'fillText').map((c) => c.args[0] as string);
  return { ctx, calls, texts };
}

function fakeCanvas(context: unknown = recordingContext().ctx) {
  const canvas = {
    width: 0,
    height: 0,
    getContext: vi.fn(() => context),
    toBlob: vi.fn((done: (blob: Blob | null) => void, type?: string) => {
      done(new Blob(['png bytes'], { type: type ?? 'image/png' }));
    }),
  };
  return canvas satisfies CardCanvas;
}

/** Results with a recorded download and a fake canvas (or the one `createCanvas` gives). */
function renderResults(
  options: {
    finished?: boolean;
    name?: string;
    game?: ReturnType<typeof finishedGame>;
    onExport?: () => void;
    createCanvas?: () => ReturnType<typeof fakeCanvas>;
    stored?: Parameters<typeof Results>[0]['stored'];
    played?: string;
  } = {},
) {
  const download = vi.fn<(fileName: string, blob: Blob) => void>();
  const drawing = recordingContext();
  const canvas = fakeCanvas(drawing.ctx);
  render(() => (
    <Results
      game={options.game ?? finishedGame()}
      name={options.name ?? 'Friday night'}
      events={[{ type: 'draw', tile: 'D', at: options.played ?? '2026-11-27T19:30:00' }]}
      finished={options.finished ?? true}
      onHome={vi.fn()}
      onExport={options.onExport ?? vi.fn()}
      share={{ download, createCanvas: options.createCanvas ?? (() => canvas) }}
      stored={options.stored}
    />
  ));
  return { download, canvas, drawing };
}

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const decoded = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytes(blob));

describe('Results: CSV', () => {
  it('downloads results-<name>.csv: UTF-8 with a BOM, ranked rows, points by category', async () => {
    const { download } = renderResults();
    fireEvent.click(screen.getByRole('button', { name: /Save as CSV/ }));
    expect(download).toHaveBeenCalledOnce();
    const [fileName, blob] = download.mock.calls[0] ?? [];
    expect(fileName).toBe('results-friday-night.csv');
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const raw = await bytes(blob as Blob);
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await decoded(blob as Blob);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Game,Date,Rank,Player,Score,City,Road,Monastery,Garden,Field,Revolt,Protection,Arrow,Abbot recall,Adjustment',
      'Friday night,2026-11-27,1,Ana,4,4,0,0,0,0,0,0,0,0,0',
      'Friday night,2026-11-27,1,Ben,4,0,4,0,0,0,0,0,0,0,0',
      'Friday night,2026-11-27,3,Cleo,3,0,0,2,0,0,0,0,0,0,1',
      '',
    ]);
    expect(screen.getByRole('status', { name: 'Sharing' }).textContent).toBe(
      'Saved results-friday-night.csv.',
    );
  });

  it('also saves by key, and quotes and guards names as the CSV module does', async () => {
    const game = finishedGame(['=SUM(A1)', 'Ben, "B"', 'Zoë']);
    const { download } = renderResults({ game, name: 'Zoë’s night!' });
    fireEvent.keyDown(document.body, { key: 'c' });
    const [fileName, blob] = download.mock.calls[0] ?? [];
    expect(fileName).toBe('results-zoe-s-night.csv');
    const lines = (await decoded(blob as Blob)).slice(1).split('\r\n');
    expect(lines[1]).toMatch(/^Zoë’s night!,2026-11-27,1,'=SUM\(A1\),4,/);
    expect(lines[2]).toMatch(/^Zoë’s night!,2026-11-27,1,"Ben, ""B""",4,/);
    expect(lines[3]).toMatch(/^Zoë’s night!,2026-11-27,3,Zoë,3,/);
  });

  it('makes file names from any session name', () => {
    expect(resultsFileName('Friday night', 'png')).toBe('results-friday-night.png');
    expect(resultsFileName('!!!', 'csv')).toBe('results-game.csv');
    expect(resultsFileName('Été à Köln', 'csv')).toBe('results-ete-a-koln.csv');
  });

  it('writes the standings so far for a game still being played', async () => {
    const text = await decoded(
      resultsCsvBlob(finishedGame(), false, { name: 'Tonight', played: '2026-12-05T20:10:00' }),
    );
    expect(text.split('\r\n')).toHaveLength(5);
    expect(text.split('\r\n')[1]).toMatch(/^Tonight,2026-12-05,1,/);
  });

  it("dates the rows by the day the game began where this computer is, and guards the game's name", async () => {
    // 12:30 UTC on 27 November is 01:30 on the 28th in Auckland (UTC+13 in summer).
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Auckland';
    try {
      const { download } = renderResults({ name: '=cmd|x', played: '2026-11-27T12:30:00Z' });
      fireEvent.click(screen.getByRole('button', { name: /Save as CSV/ }));
      const [, blob] = download.mock.calls[0] ?? [];
      const lines = (await decoded(blob as Blob)).slice(1).split('\r\n');
      expect(lines[1]).toMatch(/^'=cmd\|x,2026-11-28,1,Ana,/);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('Results: picture', () => {
  it('draws the card on a canvas and downloads results-<name>.png', async () => {
    const { download, canvas, drawing } = renderResults();
    fireEvent.click(screen.getByRole('button', { name: /Save as image/ }));
    await waitFor(() => expect(download).toHaveBeenCalledOnce());
    const [fileName, blob] = download.mock.calls[0] ?? [];
    expect(fileName).toBe('results-friday-night.png');
    expect(blob?.type).toBe('image/png');
    expect(canvas.getContext).toHaveBeenCalledWith('2d');
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
    // Twice the card's size, for sharp pixels.
    expect(canvas.width).toBe(2400);
    expect(drawing.calls[0]).toMatchObject({ name: 'scale', args: [2, 2] });

    const texts = drawing.texts();
    expect(texts).toContain('Results: Friday night');
    // The ranking, best first, with the scores.
    const ranked = ['Ana', 'Ben', 'Cleo'].map((name) => texts.indexOf(name));
    expect(ranked.every((i) => i >= 0)).toBe(true);
    expect([...ranked].sort((a, b) => a - b)).toEqual(ranked);
    expect(texts).toEqual(expect.arrayContaining(['=1st', '3rd', 'shared win', '4', '3']));
    // Points by category and the chart.
    expect(texts).toEqual(
      expect.arrayContaining(['Points by category', 'Cities', 'Monasteries', 'Total']),
    );
    expect(texts).toEqual(expect.arrayContaining(['Score over the turns', 'lap 1', '50']));
    const strokes = drawing.calls.filter((c) => c.name === 'stroke');
    expect(strokes.length).toBeGreaterThan(6);
    // Each player's line in their colour (the box's red, blue and green).
    const lineColours = drawing.calls
      .filter((c) => c.name === 'stroke')
      .map((c) => c.style.strokeStyle);
    expect(lineColours).toEqual(expect.arrayContaining(['#d0312d', '#1f63c4', '#2c8a3c']));
    expect(screen.getByRole('status', { name: 'Sharing' }).textContent).toBe(
      'Saved results-friday-night.png.',
    );
  });

  it('says so when the page cannot draw', async () => {
    const { download } = renderResults({ name: 'Friday', createCanvas: () => fakeCanvas(null) });
    fireEvent.keyDown(document.body, { key: 'i' });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Sharing' }).textContent).toContain(
        'Could not save the picture: This browser cannot draw pictures',
      ),
    );
    expect(download).not.toHaveBeenCalled();
  });
});

describe('Results: the sharing line tells the last action only', () => {
  const line = () => screen.getByRole('status', { name: 'Sharing' }).textContent;

  it('clears “Saved …png.” when Export starts (its outcome is a notice), by button or key', async () => {
    const onExport = vi.fn();
    renderResults({ onExport });
    fireEvent.click(screen.getByRole('button', { name: /Save as image/ }));
    await waitFor(() => expect(line()).toBe('Saved results-friday-night.png.'));
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(line()).toBe('');
    fireEvent.keyDown(document.body, { key: 'c' });
    expect(line()).toBe('Saved results-friday-night.csv.');
    fireEvent.keyDown(document.body, { key: 'e' });
    expect(onExport).toHaveBeenCalledTimes(2);
    expect(line()).toBe('');
  });

  it('clears it on File › Export… too (the menu exports through the app, not this page)', () => {
    const api = createFakeApi();
    renderResults({
      stored: { api, game: { id: 'g1', name: 'Friday night', created: '2025-11-29T20:00:00Z' } },
    });
    fireEvent.keyDown(document.body, { key: 'c' });
    expect(line()).toBe('Saved results-friday-night.csv.');
    api.menu('newGame');
    expect(line()).toBe('Saved results-friday-night.csv.');
    api.menu('export');
    expect(line()).toBe('');
  });

  it('replaces one outcome by the next, and clears it as Print starts', async () => {
    const print = vi.fn();
    const before = window.print; // happy-dom has none
    window.print = print;
    try {
      let canvas = fakeCanvas(null);
      renderResults({ createCanvas: () => canvas });
      fireEvent.keyDown(document.body, { key: 'i' });
      await waitFor(() => expect(line()).toContain('Could not save the picture'));
      fireEvent.click(screen.getByRole('button', { name: /Save as CSV/ }));
      expect(line()).toBe('Saved results-friday-night.csv.');
      canvas = fakeCanvas();
      fireEvent.keyDown(document.body, { key: 'i' });
      // The picture is drawn: the CSV's line is gone meanwhile, then the picture's is there.
      expect(line()).toBe('');
      await waitFor(() => expect(line()).toBe('Saved results-friday-night.png.'));
      fireEvent.click(screen.getByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledTimes(1);
      expect(line()).toBe('');
    } finally {
      window.print = before;
    }
  });
});

describe('layoutResultsCard', () => {
  const layout = (finished = true) =>
    layoutResultsCard({
      title: finished ? 'Results' : 'Standings so far',
      name: 'Friday',
      game: finishedGame(),
      finished,
      turns: 4,
      categories: ['city', 'road', 'monastery', 'adjustment'],
      categoryLabel: CATEGORY_LABEL,
    });
  const texts = (ops: readonly DrawOp[]) =>
    ops.flatMap((op) => (op.op === 'text' ? [op.text] : []));

  it('puts the title, the ranking, the chosen categories and the chart on a paper background', () => {
    const card = layout();
    expect(card.width).toBe(1200);
    expect(card.ops[0]).toEqual({
      op: 'rect',
      x: 0,
      y: 0,
      w: 1200,
      h: card.height,
      fill: '#f5efdf',
    });
    const words = texts(card.ops);
    expect(words.slice(0, 3)).toEqual(['MEEPLE LEDGER', 'Results: Friday', '4 turns · 3 players']);
    expect(words).toEqual(
      expect.arrayContaining(['Cities', 'Roads', 'Monasteries', 'Adjustments']),
    );
    expect(words).not.toContain('Gardens');
    // The category rows hold each player's points, in ranking order, then the totals.
    const rowOf = (label: string) => {
      const head = card.ops.find((op) => op.op === 'text' && op.text === label);
      const y = head?.op === 'text' ? head.y : Number.NaN;
      return texts(card.ops.filter((op) => op.op === 'text' && op.y === y));
    };
    expect(rowOf('Cities')).toEqual(['Cities', '4', '0', '0']);
    expect(rowOf('Total')).toEqual(['Total', '4', '4', '3']);
    // One line per player in the chart, drawn over a dark halo.
    const lines = card.ops.filter((op) => op.op === 'line' && op.width === 4);
    expect(lines).toHaveLength(3);
    // Everything inside the card.
    for (const op of card.ops) {
      if (op.op === 'text') expect(op.y).toBeLessThanOrEqual(card.height);
    }
  });

  it('says when the game is still in progress, and names no winner', () => {
    const words = texts(layout(false).ops);
    expect(words[1]).toBe('Standings so far: Friday');
    expect(words[2]).toBe('4 turns · 3 players · game in progress');
    expect(words).not.toContain('shared win');
  });

  it('paints every operation on the context', () => {
    const card = layout();
    const { ctx, calls } = recordingContext();
    paintCard(ctx, card);
    const count = (name: string) => calls.filter((c) => c.name === name).length;
    expect(count('fillText')).toBe(card.ops.filter((op) => op.op === 'text').length);
    expect(count('arc')).toBe(card.ops.filter((op) => op.op === 'circle').length);
    expect(count('fillRect')).toBe(card.ops.filter((op) => op.op === 'rect').length);
  });

  it('fails when the canvas gives no picture', async () => {
    const canvas = { ...fakeCanvas(), toBlob: (done: (blob: Blob | null) => void) => done(null) };
    await expect(renderCardPng(layout(), () => canvas)).rejects.toThrow(/could not be made/);
  });
});
