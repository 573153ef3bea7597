import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/**
 * The built renderer (out/renderer) for the browser tests and the UI bench: built with
 * `npx electron-vite build` when index.html is missing or older than any of its sources.
 */

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const RENDERER_DIR = join(ROOT, 'out/renderer');
const BUILT = join(RENDERER_DIR, 'index.html');
const SOURCES = ['src/renderer', 'src/shared', 'electron.vite.config.ts', 'package.json'];

/** The newest modification time under `path` (a file or a folder), in ms. */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function builtAt(): number {
  try {
    return statSync(BUILT).mtimeMs;
  } catch {
    return -1;
  }
}

/** Builds when needed. Returns '' when out/renderer is up to date, else why the build failed. */
export function buildRenderer(log: (line: string) => void = console.log): string {
  const sources = Math.max(...SOURCES.map((source) => newest(join(ROOT, source))));
  if (builtAt() > sources) return '';
  log('building the renderer (npx electron-vite build)…');
  const run = spawnSync('npx', ['electron-vite', 'build'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  if (run.status === 0 && builtAt() > 0) return '';
  const output = stripVTControlCharacters(`${run.stdout ?? ''}\n${run.stderr ?? ''}`)
    .trim()
    .split('\n')
    .slice(-40)
    .join('\n');
  const why = run.error ? String(run.error) : `exit status ${run.status ?? run.signal}`;
  return `npx electron-vite build failed (${why}):\n${output}`;
}
