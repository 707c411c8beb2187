import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
/**
 * The e2e server's data folder (support/start-server.mjs: one per port); a spec on a server of its
 * own (support/own-server.ts) points the CLI at that server's with E2E_CLI_PORT.
 */
const dataDir = () =>
  path.join(here, `../.tmp/data-${process.env.E2E_CLI_PORT ?? process.env.E2E_PORT ?? 3100}`);

/**
 * Runs the operator CLI against the e2e server's data; returns stdout. The compiled CLI of the
 * build the journeys test (`npm run vouch` would load the sources through tsx: twice the time and
 * CPU for each command).
 */
export async function runVouch(args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=vouch-compiled', 'apps/api/dist/cli.js', ...args],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir(), NODE_ENV: 'development' } },
  );
  return stdout;
}
