import type { FastifyInstance } from 'fastify';

/** What a client may still send after its 413, read and thrown away, before it is cut off. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

/**
 * A body over a route's limit is answered 413 before it is read (issue 46). Fastify then asks
 * for the connection to close, and Node closes the socket with the client's bytes still unread:
 * the kernel answers them with a reset, and a client still sending (Node's fetch two times in
 * three) fails with EPIPE and never reads the 413. Instead the 413 goes out on a connection kept
 * open, and the rest of the body is read and thrown away (nothing is kept), so every client gets
 * its answer and the connection serves the next request. A client sending far more than any
 * route takes (DRAIN_MAX_BYTES), or for longer than a request may take, is cut off as before.
 */
export function answerOverLimitBodies(app: FastifyInstance, o: { drainWithinMs: number }) {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (reply.statusCode !== 413 || raw.complete || raw.destroyed) return payload;
    reply.removeHeader('connection');
    let drained = 0;
    const cut = () => raw.socket?.destroy();
    const timer = setTimeout(cut, o.drainWithinMs);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      raw.removeListener('data', count);
    };
    const count = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_MAX_BYTES) {
        done();
        cut();
      }
    };
    raw.on('data', count);
    raw.once('end', done);
    raw.once('close', done);
    raw.resume();
    return payload;
  });
}
