import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../../src/config.js';
import { envOf } from './test-app.js';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../../src/cli.ts');

/** Runs `npm run vouch -- …`'s script against the database of the app under test. */
export async function runVouch(config: Config, args: string[], env: Record<string, string> = {}) {
  try {
    const r = await run(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, ...envOf(config), NODE_ENV: 'test', ...env },
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
