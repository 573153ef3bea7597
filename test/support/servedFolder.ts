import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The renderer folder both page servers are tested on (the desktop app's scheme,
 * src/main/appProtocol.ts, and browser mode's server, src/main/web/server.ts): a page, an
 * asset, a hidden file, and beside the folder a secret that no path may reach, even through
 * a link inside it.
 */
export async function writeServedFolder(root: string): Promise<string> {
  const rendererDir = join(root, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Meeple Ledger</title>');
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'console.log("hi")');
  await writeFile(join(rendererDir, '.hidden'), 'hidden');
  await writeFile(join(root, 'secret.txt'), SECRET);
  await symlink(join(root, 'secret.txt'), join(rendererDir, 'link-out'));
  return rendererDir;
}

/** What secret.txt holds: no answer may contain it. */
export const SECRET = 'SECRET';

/** Paths that must not be served: out of the folder, encoded, a link out, hidden, a folder. */
export const PATHS_NOT_SERVED = [
  '/../secret.txt',
  '/../../../../etc/passwd',
  '/%2e%2e/secret.txt',
  '/..%2fsecret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '/..%5csecret.txt',
  '/%2e%2e%5c%2e%2e%5csecret.txt',
  '/index.html%00.js',
  '/link-out',
  '/.hidden',
  '/assets/',
  '/assets',
  '/%E0%A4%A',
  '/nope.html',
] as const;
