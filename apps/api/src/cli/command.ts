import type { ParseArgsConfig } from 'node:util';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { CliServices } from './services.js';

/** What every CLI command is; commands.ts lists them. (Apart, so a command need not import the list.) */
export interface CommandContext {
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
  run(ctx: {
    values: Record<string, string | boolean | string[] | undefined>;
    positionals: string[];
  }): Promise<number>;
}
