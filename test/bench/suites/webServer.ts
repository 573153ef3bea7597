import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSessionStore } from '../../../src/main/store';
import { API_PATH_PREFIX, TOKEN_HEADER } from '../../../src/shared/ipc/http';
import { RECORD_FORMAT } from '../../../src/shared/record/schema';
import { legalEvents, PLAYERS } from '../../main/store/fixtures';

/**
 * Browser mode's resident memory with a 1,000-event session open (target < 100 MB): the real
 * server (`src/main/web/server.ts`) in its own process, asked over HTTP like the page does.
 */

async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export async function run(): Promise<void> {
  const root = await mkdtemp(join(tmpdir(), 'meeple-web-bench-'));
  const dataDir = join(root, 'data');
  const staticDir = join(root, 'static');
  await mkdir(staticDir, { recursive: true });
  // The server only needs an index.html to start; the memory measured is the API's.
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>bench</title>');
  const setup = await openSessionStore(dataDir);
  const record = {
    format: RECORD_FORMAT,
    players: PLAYERS,
    options: {},
    events: legalEvents(1000),
  };
  const id = await setup.import(JSON.stringify(record), { name: 'Memory bench' });
  await setup.close();

  // As `npm run web` runs it: bundled, on plain Node (no TypeScript loader in memory).
  execFileSync('npm', ['run', '--silent', 'build:web']);
  const child = spawn(
    process.execPath,
    ['out/web/server.mjs', '--data', dataDir, '--static', staticDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const url = await new Promise<URL>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /Open (http:\/\/\S+)/.exec(out);
        if (match?.[1]) resolve(new URL(match[1]));
      });
      child.on('exit', (code) => reject(new Error(`web server exited (${code})`)));
    });
    const token = url.searchParams.get('token') ?? '';
    const call = async (channel: string, body: unknown) => {
      const response = await fetch(new URL(`${API_PATH_PREFIX}${channel}`, url.origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { ok: boolean };
    };
    const idle = await residentMegabytes(child.pid ?? 0);
    for (let i = 0; i < 5; i++) {
      const opened = await call('sessions:open', { id });
      if (!opened.ok) throw new Error('web bench: the session did not open');
    }
    const open = await residentMegabytes(child.pid ?? 0);
    console.log(
      `web: browser-mode server resident memory ${idle.toFixed(1)} MB idle, ${open.toFixed(1)} MB with a 1,000-event session open (target < 100 MB) ${open < 100 ? 'ok' : 'MISSED'}`,
    );
  } finally {
    child.kill();
    await rm(root, { recursive: true, force: true });
  }
}
