import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { newCredentialKey, parseCredentialKeys } from '../config.js';
import type { Command } from './command.js';

/**
 * A new ES256 key signs the Vouch credential from now on; the older keys stay published in
 * /.well-known/jwt-vc-issuer so the credentials they signed still verify until they expire
 * (decision 0043). With the generated secrets.json the running server reads the file again by
 * itself; with CREDENTIAL_SIGNING_KEYS the new set is printed for the operator to deploy.
 */
export const rotateCredentialKey: Command = {
  summary: 'Make a new Vouch credential signing key current (old keys stay published)',
  help: [
    'Usage: npm run vouch -- rotate-credential-key [--retire <kid>]',
    '',
    'Adds a new ES256 key first in the credential key set: new credentials are signed with it,',
    'credentials signed with the older keys still verify (their keys stay published).',
    '--retire <kid> removes an old key once the credentials it signed have expired (12 months).',
    'With CREDENTIAL_SIGNING_KEYS in the environment, prints the new set to put there on every',
    'instance (nothing is written).',
  ].join('\n'),
  options: { retire: { type: 'string' } },
  run({ config, values, stdout, stderr }) {
    const current = config.credentialKeys.keys;
    const retire = typeof values.retire === 'string' ? values.retire : undefined;
    let keys;
    if (retire) {
      if (!current.some((k) => k.kid === retire)) {
        stderr(`No credential key ${retire}.`);
        return Promise.resolve(2);
      }
      if (current[0]!.kid === retire) {
        stderr(`${retire} is the current key: rotate first, then retire it.`);
        return Promise.resolve(2);
      }
      keys = current.filter((k) => k.kid !== retire);
    } else {
      keys = [newCredentialKey(), ...current];
    }
    const set = JSON.stringify({ keys });
    const file = config.credentialKeys.file;
    if (!file) {
      stdout(
        'CREDENTIAL_SIGNING_KEYS comes from the environment: set it to this on every instance:',
      );
      stdout(set);
      return Promise.resolve(0);
    }
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    // Checked before it is written: a set the server could not read would stop it signing.
    parseCredentialKeys(set);
    stored.CREDENTIAL_SIGNING_KEYS = set;
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(stored, null, 2), { mode: 0o600 });
    renameSync(temp, file);
    stdout(
      retire
        ? `Credential key ${retire} retired; ${keys[0]!.kid} signs.`
        : `New credential key ${keys[0]!.kid} signs; ${current.map((k) => k.kid).join(', ')} stay published.`,
    );
    return Promise.resolve(0);
  },
};
