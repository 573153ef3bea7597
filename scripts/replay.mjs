/**
 * `npm run --silent replay -- FILE`: runs the built command (out/cli/replay.mjs), building it
 * first when it is missing or older than its sources (scripts/build-cli.mjs).
 */
import { buildReplay, REPLAY_BUNDLE, replayBundleFresh } from './build-cli.mjs';

if (!replayBundleFresh()) await buildReplay();
await import(REPLAY_BUNDLE);
