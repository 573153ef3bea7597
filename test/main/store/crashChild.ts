/**
 * The child of crash.test.ts: `node --import tsx test/main/store/crashChild.ts DIR SEED`.
 * Opens the store in DIR (creating the one session if there is none) and changes it in a loop,
 * forever: mostly legal appends, some undos and redos. Before each operation it prints
 * `try append <event json>` / `try undo` / `try redo`, and `ack` once the call has returned
 * (so the change is on disk). The parent kills it with SIGKILL at a random moment.
 * Writes to a pipe are synchronous on Linux, so an `ack` is out before the next operation.
 */
import { openSessionStore } from '../../../src/main/store';
import type { GameEvent } from '../../../src/shared/record/schema';
import { newSession, nextLegalEvent } from './fixtures';

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(dir: string, seed: number): Promise<void> {
  const random = mulberry32(seed);
  // Sidecars after every change, so that kills land in those writes too.
  const store = await openSessionStore(dir, { sidecarDelayMs: 0 });
  const { sessions } = await store.list();
  let id = sessions[0]?.id;
  if (!id) {
    say('creating');
    id = await store.create(newSession('Crash test'));
  }
  const opened = await store.open(id);
  const events: GameEvent[] = [...opened.record.events];
  let canRedo = opened.info.canRedo;
  say(`ready ${id} ${events.length}`);
  for (let n = 0; n < 2000; n++) {
    const roll = random();
    if (roll < 0.1 && events.length > 0) {
      say('try undo');
      await store.undo(id);
      events.pop();
      canRedo = true;
    } else if (roll < 0.18 && canRedo) {
      say('try redo');
      const result = await store.redo(id);
      events.push(result.event);
      canRedo = result.info.canRedo;
    } else {
      const event = nextLegalEvent(events, Math.floor(random() * 30));
      say(`try append ${JSON.stringify(event)}`);
      await store.append(id, event);
      events.push(event);
      canRedo = false;
    }
    say('ack');
  }
}

const [dir, seed] = process.argv.slice(2);
if (!dir || !seed) {
  process.stderr.write('usage: crashChild.ts DIR SEED\n');
  process.exit(2);
}
main(dir, Number(seed)).catch((error: unknown) => {
  process.stderr.write(`crash child failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
