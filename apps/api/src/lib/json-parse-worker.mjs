// Parses large JSON request bodies (KYC uploads: megabytes of base64 images) in a worker thread:
// decoding and parsing them is tens of milliseconds of synchronous work per request, which on the
// main thread would hold every other request meanwhile (docs/decisions/0023). Plain JavaScript so
// it loads the same way under tsx, vitest and plain node.
import { parentPort } from 'node:worker_threads';

const decoder = new TextDecoder('utf-8');

/**
 * The prototype poisoning Fastify's own JSON parser refuses (secure-json-parse with
 * onProtoPoisoning and onConstructorPoisoning 'error'): a "__proto__" key, or a "constructor"
 * object with a "prototype" key, at any depth.
 */
function poisoned(value) {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(poisoned);
  for (const key of Object.keys(value)) {
    if (key === '__proto__') return true;
    const v = value[key];
    if (
      key === 'constructor' &&
      v !== null &&
      typeof v === 'object' &&
      Object.prototype.hasOwnProperty.call(v, 'prototype')
    )
      return true;
    if (poisoned(v)) return true;
  }
  return false;
}

parentPort.on('message', ({ id, bytes }) => {
  let value;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    parentPort.postMessage({ id, ok: false, reason: 'invalid' });
    return;
  }
  if (poisoned(value)) parentPort.postMessage({ id, ok: false, reason: 'poisoned' });
  else parentPort.postMessage({ id, ok: true, value });
});
