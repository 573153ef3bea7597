/**
 * `npm run --silent replay -- FILE`: runs the built command (out/cli/replay.cjs), building it
 * first when it is missing or older than its sources (scripts/build-cli.cjs).
 *
 * package.json starts it with `node --no-opt`: a whole game replays in some 50 ms of
 * interpreted and baseline code, over before V8's optimizing compiler pays for itself; its
 * compiles were a quarter of the command's CPU time (the result is the same either way). And
 * with `--single-threaded-gc`: the first young-generation collections of a run started V8's
 * helper threads for a few hundred kilobytes each; on two cores the whole command was some
 * 20 ms faster without them (median of 30 runs, alternated: 119 against 142 ms).
 * It also clears NODE_EXTRA_CA_CERTS for that Node: Node reads and parses the certificates it
 * names at start-up, before any script runs (some 40 ms for a system bundle of 150), and the
 * command opens no connection.
 *
 * The bundle runs with V8's code cache (out/cli/replay.cache): the bytecode of every function
 * the last replay compiled, so the next one compiles none of it. Node 20 has no built-in cache
 * for CommonJS files, hence node:vm. V8 checks the cache against the source's length and its
 * own flags only, and release builds of V8 trust its bytes, so the cache file also names the
 * bundle it was made from (size and time) and a digest of its bytes (scripts/digest.cjs): a
 * cache that does not match, torn or corrupt, is ignored and made again after the replay.
 */
const {
  closeSync,
  fstatSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
} = require('node:fs');
const Module = require('node:module');
const { dirname } = require('node:path');
const { Script } = require('node:vm');
const { buildReplay, REPLAY_BUNDLE, replayBundleFresh } = require('./build-cli.cjs');
const { digest } = require('./digest.cjs');

const CODE_CACHE = REPLAY_BUNDLE.replace(/\.cjs$/, '.cache');

/** The bundle's text and the stamp (size, modification time) of the very file read. */
function readBundle() {
  const fd = openSync(REPLAY_BUNDLE, 'r');
  try {
    const { size, mtimeMs } = fstatSync(fd);
    return { source: readFileSync(fd, 'utf8'), stamp: `${size} ${mtimeMs}` };
  } finally {
    closeSync(fd);
  }
}

/** The cached bytecode when it was made from this very bundle and is whole. */
function cachedDataFor(stamp) {
  let cache;
  try {
    cache = readFileSync(CODE_CACHE);
  } catch {
    return undefined;
  }
  const lineEnd = cache.indexOf(10);
  if (lineEnd < 0) return undefined;
  const [size, time, recorded] = cache.subarray(0, lineEnd).toString('latin1').split(' ');
  const bytes = cache.subarray(lineEnd + 1);
  return `${size} ${time}` === stamp && recorded === digest(bytes) ? bytes : undefined;
}

function saveCodeCache(script, stamp) {
  try {
    const temporary = `${CODE_CACHE}.${process.pid}.tmp`;
    const bytes = script.createCachedData();
    const header = Buffer.from(`${stamp} ${digest(bytes)}\n`, 'latin1');
    writeFileSync(temporary, Buffer.concat([header, bytes]));
    renameSync(temporary, CODE_CACHE); // a replay started meanwhile reads the old cache or the new one
  } catch {
    // Only a faster next start is lost.
  }
}

/** Runs the bundle as `require` would, with the code cache. */
function runBundle() {
  const { source, stamp } = readBundle();
  const cachedData = cachedDataFor(stamp);
  const script = new Script(Module.wrap(source), { filename: REPLAY_BUNDLE, cachedData });
  if (cachedData === undefined || script.cachedDataRejected)
    process.once('exit', () => saveCodeCache(script, stamp));
  const module = { exports: {} };
  const requireFromBundle = Module.createRequire(REPLAY_BUNDLE);
  script
    .runInThisContext()
    .call(
      module.exports,
      module.exports,
      requireFromBundle,
      module,
      REPLAY_BUNDLE,
      dirname(REPLAY_BUNDLE),
    );
}

/**
 * Runs the bundle and exits at once, with its exit code: everything is written synchronously
 * by then and the code cache is saved on 'exit', and Node's own way out after the last task
 * took some 4 ms more.
 */
function runAndExit() {
  runBundle();
  process.exit();
}

if (replayBundleFresh()) runAndExit();
else
  buildReplay().then(runAndExit, (error) => {
    process.stderr.write(`record: the replay command could not be built (${error.message})\n`);
    process.exitCode = 1;
  });
