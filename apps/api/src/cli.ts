import { ConfigError } from './config.js';
import { runCli } from './cli/run.js';

/**
 * Operator CLI: `npm run vouch -- <command> [options]`. It reads the same environment as the
 * server, so it talks to the same database.
 */
runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
