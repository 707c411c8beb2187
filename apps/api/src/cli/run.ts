import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createDb, migrateToLatest } from '../db/database.js';
import { sealColumnsOnce } from '../db/seal-columns.js';
import type { CommandIo } from './command.js';
import { commands } from './commands.js';
import { cliPii, cliServices, type CliServices } from './services.js';

function usage(): string {
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(14)} ${c.summary}`);
  return [
    'Usage: npm run vouch -- <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Run `npm run vouch -- <command> --help` for its options.',
  ].join('\n');
}

/**
 * Runs one operator command with the environment and output it is given, and answers its exit
 * code. `cli.ts` gives it the process's own; tests run commands in their process with the app's
 * environment (apps/api/test/setup/cli.ts), where starting Node and loading the API for each
 * command cost seconds (issue 44).
 */
export async function runCli(argv: string[], io: CommandIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage());
    return 0;
  }
  const command = commands[name];
  if (!command) {
    io.stderr(`Unknown command: ${name}\n\n${usage()}`);
    return 2;
  }
  let values: Record<string, string | boolean | string[] | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: 'standalone' in command && command.positionals === true,
    }));
  } catch (err) {
    io.stderr(`${(err as Error).message}\n\n${command.help}`);
    return 2;
  }
  if (values.help) {
    io.stdout(command.help);
    return 0;
  }
  if ('standalone' in command) return command.run({ ...io, values, positionals });
  const config = loadConfig(io.env);
  const db = createDb(config.database);
  let services: Promise<CliServices> | undefined;
  try {
    await migrateToLatest(db);
    // As at the server's start: rows from before decision 0013's columns are encrypted first.
    await sealColumnsOnce(db, cliPii(config));
    return await command.run({
      ...io,
      db,
      config,
      values,
      services: () => (services ??= cliServices(db, config)),
    });
  } finally {
    if (services) await (await services).close();
    await db.destroy();
  }
}
