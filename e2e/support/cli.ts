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
const port = () => process.env.E2E_CLI_PORT ?? process.env.E2E_PORT ?? 3100;
const dataDir = () => path.join(here, `../.tmp/data-${port()}`);

/**
 * Runs the operator CLI against the e2e server's data; returns stdout. The compiled CLI of the
 * build the journeys test (`npm run vouch` would load the sources through tsx: twice the time and
 * CPU for each command).
 */
export async function runVouch(args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=vouch-compiled', 'apps/api/dist/cli.js', ...args],
    {
      cwd: root,
      // The server's own address: a mail a command queues links to it, as the server's would.
      env: {
        ...process.env,
        DATA_DIR: dataDir(),
        APP_URL: `http://127.0.0.1:${port()}`,
        NODE_ENV: 'development',
      },
    },
  );
  return stdout;
}
