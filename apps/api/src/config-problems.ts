/** A configuration the process cannot start with; its message names every problem, one a line. */
export class ConfigError extends Error {}

const HEADING = 'Invalid configuration:\n';

/** "Invalid configuration:" and one indented line per problem. */
export const invalidConfiguration = (lines: string[]) =>
  new ConfigError(`${HEADING}${lines.map((l) => `  ${l}`).join('\n')}`);

/**
 * Every problem a start finds, gathered so that the operator reads them all at once instead of
 * fixing one per start (issue 46). The checks keep throwing ConfigError where they are written;
 * `check` runs one and keeps its lines, and `throwIfAny` raises them together before anything
 * is read from or written to the data folder.
 */
export class ConfigProblems {
  private readonly lines: string[] = [];
  /** Variables whose value could not be read: a later "required" about them would say it twice. */
  private readonly unreadable = new Set<string>();

  add(line: string) {
    const name = line.slice(0, line.indexOf(':'));
    if (!this.unreadable.has(name) && !this.lines.includes(line)) this.lines.push(line);
  }

  /** Lines naming variables that could not be read; nothing later is said about them. */
  addUnreadable(name: string, line: string) {
    this.lines.push(line);
    this.unreadable.add(name);
  }

  /** Runs a check that throws ConfigError: its value, or undefined with its lines kept. */
  check<T>(run: () => T): T | undefined {
    try {
      return run();
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      const text = err.message.startsWith(HEADING)
        ? err.message.slice(HEADING.length)
        : err.message;
      for (const line of text.split('\n')) if (line.trim()) this.add(line.trim());
      return undefined;
    }
  }

  throwIfAny() {
    if (this.lines.length > 0) throw invalidConfiguration(this.lines);
  }
}
