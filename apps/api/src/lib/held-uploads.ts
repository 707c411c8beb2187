/**
 * Files of large upload bodies, decoded in the JSON parsing thread (lib/off-thread-json.ts) and
 * held here for the request that brought them. In the body the route validates, each data URL was
 * replaced by one of the same type whose content is a 192-bit random key, so the contract's checks
 * apply as before (type and size: a data URL over the size limit is left as it was and refused as
 * before) and the megabytes of base64 never enter the event loop's heap (decision 0025).
 * `decodeDataUrl` (lib/uploads.ts) takes the bytes by that key; the request's end releases them.
 */
const held = new Map<string, Buffer>();

export function holdUpload(dataUrl: string, bytes: Buffer) {
  held.set(dataUrl, bytes);
}

/** The bytes held for this data URL, if it is the key of one. */
export function heldUpload(dataUrl: string): Buffer | undefined {
  return held.get(dataUrl);
}

export function releaseUploads(dataUrls: readonly string[]) {
  for (const d of dataUrls) held.delete(d);
}

/** How many files are held right now (tests: none left after a request). */
export const heldUploadCount = () => held.size;
