import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { runCli } from '../../src/cli/run.js';
import type { Config } from '../../src/config.js';
import { envOf } from './test-app.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs an operator command (`npm run vouch -- …`) against the database of the app under test, in
 * this process: the same code from argument parsing to exit code, given the environment a shell
 * would (the app's database and keys) and its output collected as the terminal would show it.
 * Starting Node and loading the API for each command cost 3-6 s; runVouchProcess keeps the
 * process boundary where a test is about it.
 */
export async function runVouch(
  config: Config,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    env: { ...process.env, ...envOf(config), NODE_ENV: 'test', ...env },
    stdout: (line) => (stdout += `${line}\n`),
    stderr: (line) => (stderr += `${line}\n`),
  }).catch((err: unknown) => {
    stderr += `${err instanceof Error ? err.message : String(err)}\n`;
    return 1;
  });
  return { code, stdout, stderr };
}

const cli = path.resolve(import.meta.dirname, '../../src/cli.ts');

/** The same command as its own process (`node cli.ts`), as an operator's shell starts it. */
export async function runVouchProcess(
  config: Config,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliResult> {
  try {
    const r = await promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, ...envOf(config), NODE_ENV: 'test', ...env },
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
