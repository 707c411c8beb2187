import type { IncomingMessage } from 'node:http';

/** A request's body parsed as JSON, or undefined when it is not JSON (the fakes answer 400). */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
