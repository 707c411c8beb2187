#!/usr/bin/env node
// `npx vouch listen | trigger`: the compiled command (`npm run build` makes dist/).
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('vouch: @vouch/vouch-node is not built yet. Run `npm run build` first.');
  process.exit(1);
}
const { main } = await import(cli.href);
process.exitCode = await main(process.argv.slice(2));
