import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

export interface Instance {
  name: string;
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  /** Whether the process is still running. */
  alive: () => boolean;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * One process as production runs it: the compiled server or worker, plain node. Resolves once
 * the server's /api/v1/ready answers 200, or the worker says it is ready.
 */
export async function start(
  name: string,
  kind: 'api' | 'worker',
  env: Record<string, string>,
  port = 0,
): Promise<Instance> {
  const entry = kind === 'api' ? 'apps/api/dist/server.js' : 'apps/api/dist/worker.js';
  const child = spawn(process.execPath, ['--conditions=vouch-compiled', entry], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // A worker says it is ready at the info level.
      ...(kind === 'worker' ? { LOG_LEVEL: 'info' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const instance: Instance = {
    name,
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop(signal = 'SIGTERM') {
      if (instance.alive()) child.kill(signal);
      return exited;
    },
  };
  const until = Date.now() + 120_000;
  for (;;) {
    if (!instance.alive()) throw new Error(`${name} exited:\n${out}`);
    if (Date.now() > until) throw new Error(`${name} did not become ready:\n${out}`);
    if (kind === 'worker' && out.includes('Vouch worker ready')) return instance;
    if (kind === 'api') {
      const ok = await fetch(`${instance.url}/api/v1/ready`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return instance;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A free TCP port on this machine. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
