// Parses large JSON request bodies (KYC uploads: megabytes of base64 images) in a worker thread:
// decoding and parsing them is tens of milliseconds of synchronous work per request, which on the
// main thread would hold every other request meanwhile (docs/decisions/0023). Their data URLs are
// checked and decoded here too, and replaced by short keys (lib/held-uploads.ts, decision 0025).
// Plain JavaScript so it loads the same way under tsx, vitest and plain node.
import { randomBytes } from 'node:crypto';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { nestsDeeperThan } from './json-nesting.mjs';

// This thread alone at a lower CPU priority (Linux keeps one per thread; elsewhere the call would
// lower the whole process, so it is not made): an upload's parsing waits for the event loop,
// never the other way round.
if (process.platform === 'linux') {
  try {
    setPriority(0, 10);
  } catch {
    // not permitted: parsed at normal priority
  }
}

const decoder = new TextDecoder('utf-8');
/** The contract's data URLs (@vouch/contracts data-url.ts), given by the thread's creator. */
const dataUrl = new RegExp(workerData.dataUrlPattern);
const maxLength = workerData.maxDataUrlLength;
/** Shorter ones are left to the event loop: the key would save nothing. */
const MIN_LENGTH = 64 * 1024;

// The walks below recurse: they run only on bodies whose nesting was bounded first (issue 31).

/**
 * Every string in `value` that is a data URL the contract accepts (type, characters and size)
 * and worth moving, decoded: the string is replaced by a data URL of the same type whose content
 * is a random key, and the bytes are collected under that key.
 */
function decodeDataUrls(value, files) {
  if (value === null || typeof value !== 'object') return value;
  for (const key of Object.keys(value)) {
    const v = value[key];
    if (typeof v === 'string') {
      if (v.length < MIN_LENGTH || v.length > maxLength || !dataUrl.test(v)) continue;
      const comma = v.indexOf(',');
      const decoded = Buffer.from(v.slice(comma + 1), 'base64');
      // Its own memory, to be moved to the main thread (not a view into a pool).
      const bytes = new Uint8Array(decoded.length);
      bytes.set(decoded);
      const held = `${v.slice(0, comma + 1)}${randomBytes(24).toString('hex')}`;
      files.push({ key: held, bytes });
      value[key] = held;
    } else decodeDataUrls(v, files);
  }
  return value;
}

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

/** The answer to one body: its value and files, or why it was refused. Never throws. */
function answer(id, bytes) {
  try {
    if (nestsDeeperThan(bytes)) return { id, ok: false, reason: 'too deep' };
    let value;
    try {
      value = JSON.parse(decoder.decode(bytes));
    } catch {
      return { id, ok: false, reason: 'invalid JSON' };
    }
    if (poisoned(value)) return { id, ok: false, reason: 'prototype poisoning' };
    const files = [];
    decodeDataUrls(value, files);
    return { id, ok: true, value, files };
  } catch {
    // Whatever else goes wrong with one body is that body's refusal; the thread carries on.
    return { id, ok: false, reason: 'parser failed' };
  }
}

parentPort.on('message', ({ id, bytes }) => {
  const a = answer(id, bytes);
  parentPort.postMessage(a, a.ok ? a.files.map((f) => f.bytes.buffer) : []);
});
