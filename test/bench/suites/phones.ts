import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startWebServer } from '../../../src/main/web/server';
import { API_PATH_PREFIX, SESSION_EVENTS_PATH, TOKEN_HEADER } from '../../../src/shared/ipc/http';
import { buildRenderer, RENDERER_DIR } from '../../support/buildRenderer';
import { launchChromium } from '../../support/chromium';

/**
 * Phones at the table (issue 12): how long after a move is stored a phone hears of it (target
 * < 300 ms on the local network). The host's server with its "LAN" on 127.0.0.2 (loopback:
 * nothing leaves the machine); each move is an `adjust` of Ana's score posted by the host.
 * - stream: from the POST to the phone's Server-Sent Event (a Node client, like a phone's
 *   EventSource);
 * - screen: from the POST to the new score on a 390×844 Chromium page's "my seat" (open,
 *   replay and render included).
 */

const LAN_ADDRESS = '127.0.0.2';
const MOVES = 21;
const TARGET_MS = 300;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

export async function run(): Promise<void> {
  const problem = buildRenderer((line) => console.log(`phones: ${line}`));
  if (problem) throw new Error(`the renderer did not build: ${problem}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'meeple-phones-bench-'));
  const server = await startWebServer({
    dataDir,
    staticDir: RENDERER_DIR,
    log: () => {},
    lanAddress: () => LAN_ADDRESS,
  });
  let browser: Browser | undefined;
  try {
    const post = async (origin: string, channel: string, body: unknown, token?: string) => {
      const response = await fetch(`${origin}${API_PATH_PREFIX}${channel}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { [TOKEN_HEADER]: token } : {}),
        },
        body: JSON.stringify(body),
      });
      const result = (await response.json()) as { ok: boolean; value: never; error?: unknown };
      if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
      return result.value;
    };
    const hostOrigin = `http://127.0.0.1:${server.port}`;
    const created: { id: string } = await post(
      hostOrigin,
      'sessions:create',
      {
        name: 'Phones bench',
        header: {
          format: 'meeple-ledger/record@1',
          players: [
            { id: 'ana', name: 'Ana', color: 'red' },
            { id: 'ben', name: 'Ben', color: 'blue' },
          ],
          options: { edition: 'C3', expansions: ['peasant-revolts'] },
        },
      },
      server.token,
    );
    const invite: { code: string } = await post(hostOrigin, 'devices:invite', {}, server.token);
    const lan = server.sharing.current();
    if (!lan) throw new Error('not sharing');
    const lanOrigin = `http://${lan.address}:${lan.port}`;
    const joined: { token: string } = await post(lanOrigin, 'devices:join', {
      code: invite.code,
      name: 'Bench phone',
      role: 'viewer',
    });

    // The phone's event stream.
    const heard: number[] = [];
    const stream = request(
      `${lanOrigin}${SESSION_EVENTS_PATH}?token=${encodeURIComponent(joined.token)}`,
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          for (const _ of chunk.matchAll(/event: session-changed/g)) heard.push(performance.now());
        });
      },
    );
    stream.end();

    // The phone's page, on "my seat" as Ana.
    browser = await launchChromium();
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${lanOrigin}/blank`);
    await page.evaluate(
      `localStorage.setItem('meeple-ledger:device-token', ${JSON.stringify(joined.token)});
       localStorage.setItem('meeple-ledger:my-colour', 'red')`,
    );
    await page.goto(`${lanOrigin}/`);
    await page.locator('.ph-me__score[data-score="0"]').waitFor();
    await new Promise((r) => setTimeout(r, 300));

    const streamMs: number[] = [];
    const screenMs: number[] = [];
    for (let i = 1; i <= MOVES; i++) {
      // The page notes (on the machine's one clock) when the new score shows.
      // (An expression that is a promise would be awaited: it is kept, not returned.)
      await page.evaluate(`window.__shownAt = [new Promise((resolve) => {
        const seen = () => document.querySelector('.ph-me__score[data-score="${i}"]');
        const observer = new MutationObserver(() => {
          if (seen()) { observer.disconnect(); resolve(Date.now()); }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      })]; true`);
      const before = heard.length;
      const sentAt = Date.now();
      const sentPerf = performance.now();
      await post(
        hostOrigin,
        'sessions:append',
        { id: created.id, event: { type: 'adjust', player: 'ana', points: 1, note: 'bench' } },
        server.token,
      );
      const shownAt = (await page.evaluate('window.__shownAt[0]')) as number;
      while (heard.length === before) await new Promise((r) => setTimeout(r, 5));
      streamMs.push((heard[before] ?? Number.NaN) - sentPerf);
      screenMs.push(shownAt - sentAt);
    }
    stream.destroy();
    const line = (name: string, values: number[]) => {
      const p50 = percentile(values, 50);
      const p95 = percentile(values, 95);
      return `phones: ${name} p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${values.length} moves (target < ${TARGET_MS} ms) ${p95 < TARGET_MS ? 'ok' : 'MISSED'}`;
    };
    console.log(line('move stored → phone hears it (event stream)', streamMs));
    console.log(line('move stored → phone shows it (390×844 "my seat")', screenMs));
  } finally {
    await browser?.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
