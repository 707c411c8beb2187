/**
 * The /health prober, in a process of its own so the bench's uploads and polling never delay it:
 * autocannon at a fixed rate (a latency probe, not a throughput test) until the parent says stop,
 * then the figures go back over IPC.
 *
 *   argv: <url> <requests per second> <connections>
 */
import autocannon from 'autocannon';

const [url, rate, connections] = process.argv.slice(2);
let ip = 0;
const instance = autocannon(
  {
    url: url!,
    overallRate: Number(rate),
    connections: Number(connections),
    duration: 3600,
    requests: [
      {
        method: 'GET',
        // Many client addresses through the trusted loopback proxy: a probe is not one client
        // hammering one address into the rate limit.
        setupRequest: (req) => ({
          ...req,
          headers: { 'x-forwarded-for': `10.9.${(++ip >> 8) & 255}.${ip & 255}` },
        }),
      },
    ],
  },
  (err, r) => {
    if (err) {
      process.send!({ error: String(err) });
    } else {
      const ok = (r.statusCodeStats as Record<string, { count: number }>)['200']?.count ?? 0;
      process.send!({
        requests: r.requests.total,
        ok,
        notOk: r.non2xx + r.errors + r.timeouts,
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
      });
    }
    process.disconnect();
  },
);
process.on('message', (m) => {
  if (m === 'stop') instance.stop();
});
process.send!('started');
