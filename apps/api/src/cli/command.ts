import type { ParseArgsConfig } from 'node:util';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { CliServices } from './services.js';

/**
 * What a command reads and where it writes: the process's environment and its terminal when run
 * as `npm run vouch`, or what a caller hands `runCli` (cli/run.ts), e.g. a test in its process.
 */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  stdout(line: string): void;
  stderr(line: string): void;
}

/** What every CLI command is; commands.ts lists them. (Apart, so a command need not import the list.) */
export interface CommandContext extends CommandIo {
  db: Db;
  config: Config;
  values: Record<string, string | boolean | string[] | undefined>;
  /** The lifecycle, audit log and keys, made on first use and closed when the command ends. */
  services: () => Promise<CliServices>;
}

export interface Command {
  summary: string;
  help: string;
  options: NonNullable<ParseArgsConfig['options']>;
  run(ctx: CommandContext): Promise<number>;
}

/**
 * A command that runs before the configuration is read and the database opened: restore must find
 * DATA_DIR as it is (loading the configuration would generate a secrets.json in it).
 */
export interface StandaloneCommand {
  standalone: true;
  summary: string;
  help: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Whether it takes arguments besides its options (a file name). */
  positionals?: boolean;
  run(
    ctx: CommandIo & {
      values: Record<string, string | boolean | string[] | undefined>;
      positionals: string[];
    },
  ): Promise<number>;
}
