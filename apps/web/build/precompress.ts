import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this, compression saves less than the bytes of a header or two. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `file`.br and `file`.gz beside a text file worth compressing (kept only when smaller). */
export function compressFile(file: string): void {
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) return;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  const gz = gzipSync(bytes, { level: 9 });
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
}

/**
 * Writes a .br (brotli, best quality) and a .gz beside every text asset once the build is done, so
 * the server sends compressed bytes without compressing on each request (@fastify/static's
 * preCompressed). A kept .br or .gz is only used when smaller than the original.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vouch-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) if (COMPRESSIBLE.test(file)) compressFile(file);
    },
  };
}
