import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The first screen is one script (README, Benchmarks): every module the page's entry imports
 * statically is in it. The rules engine, the game record's replay and the statistics' facts
 * come with the screens that load them (`import()`); one static import from a module of the
 * first screen brings them all in (a results CSV date read through `playDates` from App.tsx
 * once made it 81 KB gzip against 53, over the bench's 60 KB target). The bench weighs the
 * script; this test names the import.
 */

const ROOT = resolve(__dirname, '../..');
const ENTRY = join(ROOT, 'src/renderer/src/main.tsx');

/** Static imports and re-exports that carry code (`import type` does not; `import()` is lazy). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveModule(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined; // a package: not ours to follow
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return undefined;
}

/** Every module the entry reaches by static imports (with the one that first imported it), and the packages. */
function firstScreen(): { modules: Map<string, string>; packages: Set<string> } {
  const modules = new Map<string, string>([[ENTRY, '(entry)']]);
  const packages = new Set<string>();
  const queue = [ENTRY];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const spec = match[1] ?? '';
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const target = resolveModule(file, spec);
      if (!target || modules.has(target)) continue;
      modules.set(target, relative(ROOT, file));
      queue.push(target);
    }
  }
  return { modules, packages };
}

/** What the table, the record and the statistics load with their screens, never before. */
const HEAVY = [
  'src/shared/game/gameMachine.ts',
  'src/shared/game/gameSnapshot.ts',
  'src/shared/record/replay.ts',
  'src/shared/stats/gameFacts.ts',
  'src/shared/tiles/catalog.ts',
  'src/shared/rules/',
];

describe('the first screen’s script', () => {
  const { modules, packages } = firstScreen();
  const shown = (file: string) => relative(ROOT, file);

  it('reaches the app shell and Home (the walk itself works)', () => {
    const reached = [...modules.keys()].map(shown);
    expect(reached).toContain('src/renderer/src/App.tsx');
    expect(reached).toContain('src/renderer/src/screens/Home.tsx');
  });

  it('does not bring in the rules engine, the tile catalog, the replay or the statistics’ facts', () => {
    const heavy = [...modules.keys()]
      .map(shown)
      .filter((file) => HEAVY.some((path) => file.startsWith(path)))
      .map((file) => `${file} (imported by ${modules.get(resolve(ROOT, file))})`);
    expect(heavy).toEqual([]);
  });

  it('takes no package but Solid (XState comes with the table)', () => {
    expect([...packages].filter((name) => !name.startsWith('solid-js'))).toEqual([]);
  });
});
