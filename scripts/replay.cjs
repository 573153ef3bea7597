/**
 * `npm run --silent replay -- FILE`: runs the built command (out/cli/replay.cjs), building it
 * first when it is missing or older than its sources (scripts/build-cli.cjs).
 *
 * package.json starts it with `node --no-opt`: a whole game replays in some 50 ms of
 * interpreted and baseline code, over before V8's optimizing compiler pays for itself; its
 * compiles were a quarter of the command's CPU time (the result is the same either way).
 */
const { buildReplay, REPLAY_BUNDLE, replayBundleFresh } = require('./build-cli.cjs');

if (replayBundleFresh()) require(REPLAY_BUNDLE);
else
  buildReplay().then(
    () => require(REPLAY_BUNDLE),
    (error) => {
      process.stderr.write(`record: the replay command could not be built (${error.message})\n`);
      process.exitCode = 1;
    },
  );
