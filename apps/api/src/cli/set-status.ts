import { memberStatuses, type MemberStatus } from '@vouch/contracts';
import { nowIso } from '../lib/time.js';
import { usersRepository } from '../modules/users/repository.js';
import type { Command } from './commands.js';

/**
 * Sets a member's status directly — for demos and tests outside production only; in production a
 * member becomes VERIFIED only through an approved KYC submission.
 */
export const setStatus: Command = {
  summary: "Set a member's status (not in production: for demos and tests)",
  help: `Usage: npm run vouch -- set-status --email E --status ${memberStatuses.join('|')}`,
  options: { email: { type: 'string' }, status: { type: 'string' } },
  async run({ db, config, values }) {
    if (config.env === 'production') {
      console.error(
        'set-status is not available in production: approve the KYC submission instead.',
      );
      return 2;
    }
    const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : '';
    const status = String(values.status ?? '') as MemberStatus;
    if (!email || !memberStatuses.includes(status)) {
      console.error(setStatus.help);
      return 2;
    }
    const users = usersRepository(db);
    const user = await users.findByEmail(email);
    if (!user) {
      console.error(`No account with the e-mail ${email}.`);
      return 1;
    }
    await users.update(user.id, {
      status,
      ...(status !== 'EMAIL_VERIFICATION' && !user.email_verified_at
        ? { email_verified_at: nowIso() }
        : {}),
    });
    console.log(`${email}: status ${status}.`);
    return 0;
  },
};
