import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createKeyProvider, createStorage } from '../adapters/factories.js';
import { auditLog } from '../modules/audit/index.js';
import { livenessSamples } from '../modules/liveness/index.js';
import type { Command } from './command.js';
import { cliPii } from './services.js';

/**
 * Writes the genuine live-check recordings (made on the staff screen, with consent) as files for
 * `LIVENESS_GENUINE_DIR=<dir> npm run eval:liveness` (issue 45). They are biometric data: the
 * folder is the operator's to keep safe and to delete after the evaluation.
 */
export const livenessSamplesExport: Command = {
  summary: 'Write the genuine live-check recordings to a folder, for eval:liveness',
  help: [
    'Usage: npm run vouch -- liveness-samples --out <dir>',
    '',
    'One <id>.json a recording ({ challenge, elapsed_ms, frames }). Then:',
    '  LIVENESS_GENUINE_DIR=<dir> npm run eval:liveness',
    'The files are biometric data: delete the folder when the evaluation is done.',
  ].join('\n'),
  options: { out: { type: 'string' } },
  async run({ db, config, values, stdout, stderr }) {
    const out = values.out as string | undefined;
    if (!out) {
      stderr('Say where: --out <dir>.');
      return 2;
    }
    const dir = path.resolve(out);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const storage = createStorage(config.storage, createKeyProvider(config.masterKeys));
    const samples = livenessSamples({
      db,
      storage,
      audit: auditLog(db, config.auditKey, cliPii(config).columns),
    });
    let n = 0;
    for await (const s of samples.all()) {
      writeFileSync(path.join(dir, `${s.id}.json`), s.json, { mode: 0o600 });
      n += 1;
    }
    stdout(`${n} recording${n === 1 ? '' : 's'} written to ${dir}`);
    return 0;
  },
};
