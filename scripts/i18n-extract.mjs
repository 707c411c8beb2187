#!/usr/bin/env node
// The English catalogues, extracted from the sources by FormatJS's CLI (issue 51): nobody keeps a
// list of message ids by hand. `npm run i18n:extract` writes them; a test fails while they are stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as contracts from '../packages/contracts/src/index.ts';

const root = path.resolve(import.meta.dirname, '..');
const formatjs = path.join(root, 'node_modules', '.bin', 'formatjs');

/**
 * Where each catalogue's messages come from, and where its English goes. The web app's also has
 * `errors.<key>` for every message of @vouch/contracts' `messages`: the API answers with them in
 * English (`msg`, with a stable `code`) and the forms validate with them; the app shows them in
 * the member's language (src/i18n/server-text.ts).
 */
/**
 * The groups of @vouch/contracts messages a member can be shown (the API's `msg`, the forms'
 * validation): `messages` is `errors.common.*`, `kycMessages` `errors.kyc.*`. The business
 * console's and the back office's stay English.
 */
export const SERVER_MESSAGE_GROUPS = {
  common: 'messages',
  ...Object.fromEntries(
    [
      'addressProof',
      'capture',
      'credentialRequest',
      'documentExpiry',
      'renewalProblem',
      'emailCode',
      'handoff',
      'hold',
      'kyc',
      'liveness',
      'memberSecondFactor',
      'numberProof',
      'payment',
      'privacy',
      'secondFactor',
      'support',
      'session',
      'verification',
      'wallet',
      'walletProof',
      'lifecycle',
      'instantDecision',
    ].map((group) => [group, `${group}Messages`]),
  ),
};

/** errors.<group>.<key> → the English text, for every string message of those groups. */
export function serverMessages() {
  const out = {};
  for (const [group, name] of Object.entries(SERVER_MESSAGE_GROUPS))
    for (const [key, text] of Object.entries(contracts[name]))
      if (typeof text === 'string') out[`errors.${group}.${key}`] = text;
  return out;
}

export const EXTRACTED = [
  {
    sources: 'apps/web/src/**/*.{ts,tsx}',
    out: 'apps/web/src/i18n/catalogues/en.json',
    server: true,
  },
  {
    sources: 'apps/api/src/{adapters/mail,adapters/messaging,modules}/**/*.ts',
    out: 'apps/api/src/i18n/catalogues/en.json',
  },
];

/** The catalogue as JSON text: { id: { defaultMessage, description? } }, ids sorted. */
export function extract({ sources, server = false }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vouch-extract-'));
  try {
    const out = path.join(dir, 'en.json');
    execFileSync(
      formatjs,
      ['extract', sources, '--ignore', '**/*.test.*', '--out-file', out, '--throws'],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const messages = JSON.parse(readFileSync(out, 'utf8'));
    if (server)
      for (const [id, defaultMessage] of Object.entries(serverMessages()))
        messages[id] = {
          // ICU reads an apostrophe before { or } as a quote, and { } as arguments: these are
          // plain text, so their braces are quoted.
          defaultMessage: defaultMessage.replace(/'/g, "''").replace(/([{}])/g, "'$1'"),
          description:
            'A message of the API or a form (@vouch/contracts), shown as the server words it',
        };
    const sorted = Object.fromEntries(
      Object.keys(messages)
        .sort()
        .map((id) => [id, messages[id]]),
    );
    return `${JSON.stringify(sorted, null, 2)}\n`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const catalogue of EXTRACTED) {
    const text = extract(catalogue);
    writeFileSync(path.join(root, catalogue.out), text);
    console.log(`${catalogue.out}: ${Object.keys(JSON.parse(text)).length} messages`);
  }
}
