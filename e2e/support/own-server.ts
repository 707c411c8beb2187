import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A second e2e server on a fresh data folder, for a journey that needs a database nobody else has
 * written to (instant decisions: the sandbox BVN and person A's face count as duplicates once an
 * earlier journey used them). Same start as the suite's server (start-server.mjs); the operator
 * CLI follows it while it runs (E2E_CLI_PORT).
 */
export function ownServer(port: number, env: Record<string, string> = {}) {
  let child: ChildProcess | null = null;
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    baseURL,
    async start() {
      child = spawn(process.execPath, [path.join(here, 'start-server.mjs')], {
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: 'ignore',
      });
      process.env.E2E_CLI_PORT = String(port);
      const until = Date.now() + 120_000;
      for (;;) {
        try {
          if ((await fetch(`${baseURL}/api/v1/health`)).ok) return;
        } catch {
          // not listening yet
        }
        if (child.exitCode !== null) throw new Error(`the server on ${port} exited`);
        if (Date.now() > until) throw new Error(`the server on ${port} did not start in 120 s`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    async stop() {
      delete process.env.E2E_CLI_PORT;
      if (child && child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
