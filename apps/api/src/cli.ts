import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.js';
import { createDb, migrateToLatest } from './db/database.js';
import { sealColumnsOnce } from './db/seal-columns.js';
import { commands } from './cli/commands.js';
import { cliPii, cliServices, type CliServices } from './cli/services.js';

/**
 * Operator CLI: `npm run vouch -- <command> [options]`. It reads the same environment as the
 * server, so it talks to the same database.
 */
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

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(usage());
    return 0;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command: ${name}\n\n${usage()}`);
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
    console.error(`${(err as Error).message}\n\n${command.help}`);
    return 2;
  }
  if (values.help) {
    console.log(command.help);
    return 0;
  }
  if ('standalone' in command) return command.run({ values, positionals });
  const config = loadConfig();
  const db = createDb(config.database);
  let services: Promise<CliServices> | undefined;
  try {
    await migrateToLatest(db);
    // As at the server's start: rows from before decision 0013's columns are encrypted first.
    await sealColumnsOnce(db, cliPii(config));
    return await command.run({
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

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
