import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * A UUID version 7 (RFC 9562): the millisecond first, then a 12-bit sequence, then 62 random bits.
 * Ids made by this process sort in the order they were made, even within one millisecond (the
 * sequence counts up; when it runs out the millisecond moves on), so "order by created_at, id"
 * keeps a member's rows in the order they were added when two land in the same millisecond.
 */
export function orderedId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    // A random start within the lower half leaves room to count up in the same millisecond.
    sequence = randomBytes(2).readUInt16BE() & 0x7ff;
  } else if (++sequence > 0xfff) {
    lastMs += 1;
    sequence = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
