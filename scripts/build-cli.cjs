/**
 * The command-line tools as plain JavaScript: src/cli/replay.ts bundled once by esbuild into
 * out/cli/replay.cjs (engine, valibot and xstate included), so `npm run --silent replay` starts
 * Node on one file instead of loading a TypeScript compiler first. CommonJS on purpose: Node's
 * ES module loader costs more to start than the replay itself (resolving, translating, and a
 * `node:fs` namespace that loads the streams), `require` does not.
 *
 * `npm ci` runs it (the `prepare` script); scripts/replay.cjs runs it again whenever a source
 * is newer than the build, so the command always prints what the source says. Beside the
 * bundle, out/cli/replay.inputs.json lists the project files it was built from.
 */
const { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const ROOT = join(__dirname, '..');
const REPLAY_BUNDLE = join(ROOT, 'out/cli/replay.cjs');
const INPUTS = join(ROOT, 'out/cli/replay.inputs.json');
/** Dependencies change only with the lock file; checking it spares a stat per module. */
const ALWAYS = ['package-lock.json', 'scripts/build-cli.cjs'];

/** True when the bundle exists and no file it was built from is newer. */
function replayBundleFresh() {
  let built;
  let inputs;
  try {
    built = statSync(REPLAY_BUNDLE).mtimeMs;
    inputs = JSON.parse(readFileSync(INPUTS, 'utf8'));
  } catch {
    return false;
  }
  if (!Array.isArray(inputs)) return false;
  try {
    return [...ALWAYS, ...inputs].every((file) => statSync(join(ROOT, file)).mtimeMs <= built);
  } catch {
    return false; // a source was removed or renamed
  }
}

async function buildReplay() {
  const { build } = require('esbuild');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['src/cli/replay.ts'],
    outfile: REPLAY_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minifySyntax: true,
    minifyWhitespace: true,
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.includes('node_modules/'));
  // Written aside and renamed: a replay started meanwhile reads the old build or the new one.
  mkdirSync(dirname(REPLAY_BUNDLE), { recursive: true });
  const suffix = `.${process.pid}.tmp`;
  writeFileSync(`${INPUTS}${suffix}`, `${JSON.stringify(inputs)}\n`);
  writeFileSync(`${REPLAY_BUNDLE}${suffix}`, result.outputFiles[0].contents);
  renameSync(`${INPUTS}${suffix}`, INPUTS);
  renameSync(`${REPLAY_BUNDLE}${suffix}`, REPLAY_BUNDLE);
}

module.exports = { REPLAY_BUNDLE, replayBundleFresh, buildReplay };

if (require.main === module) {
  buildReplay().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
