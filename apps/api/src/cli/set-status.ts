import { memberStatuses, type MemberStatus } from '@vouch/contracts';
import { HttpError } from '../lib/http-errors.js';
import { operator } from '../modules/lifecycle/index.js';
import { usersRepository } from '../modules/users/index.js';
import type { Command } from './command.js';

/**
 * Sets a member's status directly — for demos and tests outside production only; in production a
 * member becomes VERIFIED only through an approved KYC submission. Still the lifecycle's change:
 * audited, and VERIFIED certifies the member's profile as it is (lookups answer from it).
 */
export const setStatus: Command = {
  summary: "Set a member's status (not in production: for demos and tests)",
  help: `Usage: npm run vouch -- set-status --email E --status ${memberStatuses.join('|')}`,
  options: { email: { type: 'string' }, status: { type: 'string' } },
  async run({ db, config, values, services, stdout, stderr }) {
    if (config.env === 'production') {
      stderr('set-status is not available in production: approve the KYC submission instead.');
      return 2;
    }
    const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : '';
    const status = String(values.status ?? '') as MemberStatus;
    if (!email || !memberStatuses.includes(status)) {
      stderr(setStatus.help);
      return 2;
    }
    const user = await usersRepository(db, (await services()).pii).findByEmail(email);
    if (!user) {
      stderr(`No account with the e-mail ${email}.`);
      return 1;
    }
    try {
      await (await services()).lifecycle.forceStatus(user.id, status, operator);
    } catch (err) {
      if (err instanceof HttpError) {
        stderr(`${email}: ${err.message}`);
        return 1;
      }
      throw err;
    }
    stdout(`${email}: status ${status}.`);
    return 0;
  },
};
