#!/usr/bin/env node
// Runs Electronegativity (Doyensec's Electron security scanner) on src/ and fails on any HIGH
// or MEDIUM finding, except the reviewed reminders in REVIEWED below, and on any file it could
// not parse (a file it skips is a file nobody checked).
//
// Electronegativity is installed apart, in tools/electronegativity/ (own package.json and lock
// file): it parses TypeScript with TypeScript 4.2, and installed beside the app's TypeScript 7
// its parser would load the app's one and crash. Install it with
//   npm ci --prefix tools/electronegativity
// Its runner is called directly rather than through its CLI: the CLI's `-o report.csv` writes
// the header and the rows with two racing writes, and sometimes loses rows.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const runnerPath = join(
  root,
  'tools/electronegativity/node_modules/@doyensec/electronegativity/dist/runner.js',
);

/**
 * Findings that stay after review, each with why. They are reminders to review a kind of
 * code, which cannot go away while the code exists; anything else must be fixed.
 */
const REVIEWED = [
  {
    check: 'PRELOAD_JS_CHECK',
    file: 'main/windowOptions.ts',
    why: 'the preload exposes one frozen API object built from the channel list, never ipcRenderer',
  },
  {
    check: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'main/security.ts',
    why: 'openExternalSafely: the one call of shell.openExternal, for https URLs only (tested)',
  },
  {
    check: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'renderer/src/screens/bgstats/BgStatsPanel.tsx',
    why: 'the API method app.openExternal, answered in main by openExternalSafely (https only)',
  },
];

if (!existsSync(runnerPath)) {
  console.error('Electronegativity is not installed: run npm ci --prefix tools/electronegativity');
  process.exit(2);
}

const electronVersion = JSON.parse(
  readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8'),
).version;
const run = createRequire(import.meta.url)(runnerPath);
const report = await run({
  // The folder to scan: src/ unless given (handy to check the check on a bad sample).
  input: resolve(process.argv[2] ?? join(root, 'src')),
  customScan: [],
  excludeFromScan: [],
  isRelative: true,
  isVerbose: false,
  electronVersionOverride: electronVersion,
  parserPlugins: [],
});

let failures = 0;
for (const error of report.errors) {
  failures += 1;
  console.log(`FAIL could not parse ${error.file}: ${error.message ?? error.error ?? 'unknown'}`);
}
for (const issue of report.issues) {
  const severity = issue.severity?.name ?? '?';
  const serious = severity === 'HIGH' || severity === 'MEDIUM';
  const reviewed = REVIEWED.find((r) => r.check === issue.id && r.file === issue.file);
  const where = `${issue.file}:${issue.location?.line ?? '?'}:${issue.location?.column ?? '?'}`;
  if (serious && !reviewed) failures += 1;
  console.log(`${!serious ? 'ok  ' : reviewed ? 'seen' : 'FAIL'} ${severity} ${issue.id} ${where}`);
  if (reviewed) console.log(`       reviewed: ${reviewed.why}`);
  else if (serious) console.log(`       ${issue.description}: ${issue.sample}`);
}
console.log(
  failures === 0
    ? `electronegativity: ${report.issues.length} findings, no HIGH or MEDIUM one left unreviewed`
    : `electronegativity: ${failures} problem(s) to fix`,
);
process.exit(failures === 0 ? 0 : 1);
