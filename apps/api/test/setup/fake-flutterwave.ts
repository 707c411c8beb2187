import { createServer, type Server } from 'node:http';

export interface FakeCharge {
  status: 'successful' | 'failed' | 'pending';
  amount: number;
  currency: string;
  tx_ref?: string;
  payment_type?: string;
}

/**
 * A local stand-in for Flutterwave's documented v3 API, as far as we use it:
 * GET /v3/transactions/verify_by_reference?tx_ref=… with the secret key as a bearer token.
 * Tests set what the "provider" knows per reference, or make it slow or broken.
 */
export async function startFakeFlutterwave(secretKey: string) {
  const charges = new Map<string, FakeCharge>();
  let mode: 'normal' | 'slow' | 'broken' = 'normal';
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (code: number, body: unknown) => {
      res.writeHead(code, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(401, { status: 'error', message: 'Invalid authorization key', data: null });
    }
    if (req.method !== 'GET' || url.pathname !== '/v3/transactions/verify_by_reference') {
      return send(404, { status: 'error', message: 'Not found', data: null });
    }
    const ref = url.searchParams.get('tx_ref') ?? '';
    calls.push(ref);
    if (mode === 'broken') return send(500, { status: 'error', message: 'Internal error' });
    const answer = () => {
      const c = charges.get(ref);
      if (!c)
        return send(400, {
          status: 'error',
          message: 'No transaction was found for this id',
          data: null,
        });
      send(200, {
        status: 'success',
        message: 'Transaction fetched successfully',
        data: {
          id: 4_000_000 + calls.length,
          tx_ref: c.tx_ref ?? ref,
          flw_ref: `FLW-MOCK-${ref}`,
          amount: c.amount,
          currency: c.currency,
          charged_amount: c.amount,
          status: c.status,
          payment_type: c.payment_type ?? 'card',
        },
      });
    };
    if (mode === 'slow') setTimeout(answer, 2_000);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    charges,
    calls,
    setMode(m: typeof mode) {
      mode = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
