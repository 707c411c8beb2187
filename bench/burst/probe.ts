/**
 * The /health prober, in a process of its own so the bench's uploads and polling never delay it:
 * GET /health at a fixed rate over a few keep-alive connections until the parent says stop, then
 * the figures go back over IPC. Each request's time runs from the moment it was due to its
 * answer's last byte, so a request that waits for a free connection counts that wait.
 *
 * node:http, not autocannon: autocannon's rate-limited mode added its own pacing to what it
 * measured (p50 4 ms, p99 34–61 ms against a bare Fastify app whose answers take well under a
 * millisecond; this probe: p50 1.4 ms, p99 5–9 ms on the same machine at the same time).
 *
 *   argv: <url> <requests per second> <connections>
 */
import http from 'node:http';

const [url, rate, connections] = process.argv.slice(2);
const target = new URL(url!);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const every = 1000 / Number(rate);
const times: number[] = [];
let notOk = 0;
let ip = 0;
let next = performance.now();
let stopped = false;

function send(due: number) {
  const req = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      agent,
      // Many client addresses through the trusted loopback proxy: a probe is not one client
      // hammering one address into the rate limit.
      headers: { 'x-forwarded-for': `10.9.${(++ip >> 8) & 255}.${ip & 255}` },
    },
    (res) => {
      res.resume();
      res.on('end', () => {
        times.push(performance.now() - due);
        if (res.statusCode !== 200) notOk++;
      });
    },
  );
  req.on('error', () => notOk++);
  req.end();
}

function tick() {
  if (stopped) return;
  for (const now = performance.now(); next <= now; next += every) send(next);
  setTimeout(tick, Math.max(0, next - performance.now()));
}

process.on('message', (m) => {
  if (m !== 'stop') return;
  stopped = true;
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const ms = (v: number) => Math.round(v * 10) / 10;
  process.send!({
    requests: sorted.length + notOk,
    ok: sorted.length - notOk,
    notOk,
    p50: ms(at(0.5)),
    p99: ms(at(0.99)),
    max: ms(sorted.at(-1) ?? 0),
  });
  agent.destroy();
  process.disconnect();
});
process.send!('started');
tick();
