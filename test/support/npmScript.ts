import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository: where `npm run` finds the scripts. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run --silent SCRIPT -- ARGS…` as a real process, as a user types it. */
export function runNpmScript(script: string, args: readonly string[]): Promise<ScriptRun> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: REPO_ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}
