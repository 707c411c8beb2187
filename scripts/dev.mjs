#!/usr/bin/env node
// `npm run dev`: the product on one port as `npm start` serves it (http://localhost:3000), for the
// person changing it. The web app comes from Vite with hot module replacement: an edited React
// component updates the open page without a reload. The API runs from its TypeScript sources in a
// child process that restarts when a file it loaded changes; while it restarts, requests wait
// for it (up to RESTART_WAIT_MS) instead of failing. Same data folder and defaults as `npm start`.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { createServer as createVite } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '127.0.0.1';
const RESTART_WAIT_MS = 20_000;

/**
 * What the API serves outside the web app: its routes, the discovery documents (RFC 8615), the
 * dev outbox, credential status lists, /metrics and the browser's face models (plugins/spa.ts
 * sends everything else to the web app).
 */
const API_PATHS = [
  '/api/',
  '/.well-known/',
  '/dev/',
  '/credentials/',
  '/models/',
  '/metrics',
  '/sdk/',
];
const isApi = (url) => API_PATHS.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const apiPort = await freePort();
const appUrl = process.env.APP_URL ?? `http://localhost:${PORT}`;
const api = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    // Restarts when a file the API loaded changes (its sources and the contracts package).
    '--watch',
    '--watch-preserve-output',
    'apps/api/src/server.ts',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      APP_URL: appUrl,
      // The web app comes from Vite here, never from a stale build.
      WEB_DIST: path.join(root, 'apps/web/dev-has-no-dist'),
    },
  },
);

const server = http.createServer();
const vite = await createVite({
  root: path.join(root, 'apps/web'),
  configFile: path.join(root, 'apps/web/vite.config.ts'),
  appType: 'spa',
  server: { middlewareMode: true, ws: { server } },
});

/** Buffers a request's body so it can be sent again if the API is restarting. */
function bodyOf(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

async function toApi(req, res) {
  const body = await bodyOf(req);
  const until = Date.now() + RESTART_WAIT_MS;
  const attempt = () => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: apiPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (err.code === 'ECONNREFUSED' && Date.now() < until && !res.headersSent) {
        setTimeout(attempt, 200);
        return;
      }
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`The API did not answer: ${err.message}`);
    });
    upstream.end(body);
  };
  attempt();
}

server.on('request', (req, res) => {
  const pathname = (req.url ?? '/').split('?', 1)[0];
  if (isApi(pathname)) {
    toApi(req, res).catch((err) => {
      res.writeHead(502);
      res.end(String(err));
    });
    return;
  }
  vite.middlewares(req, res);
});

server.listen(PORT, HOST, () => {
  console.log(
    `\nVouch (development) on ${appUrl}: the web app with hot reload, the API restarting on change.\n`,
  );
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await vite.close();
  server.close();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop());
api.on('exit', (code, signal) => {
  if (!stopping) {
    console.error(`The API process ended (${signal ?? code}).`);
    void stop(1);
  }
});
