import { HttpError } from '../lib/http-errors.js';
import { kycRepository } from '../modules/kyc/index.js';
import { operator } from '../modules/lifecycle/index.js';
import { usersRepository } from '../modules/users/index.js';
import type { Command } from './command.js';

/**
 * Approve or reject a member's KYC submission that is under review: the same decision as the back
 * office's (lifecycle), audited as the operator's, and the member is e-mailed.
 */
export const kycDecision: Command = {
  summary: "Approve or reject a member's KYC submission under review",
  help: [
    'Usage: npm run vouch -- kyc-decision --email E (--approve | --reject "reason shown to the member")',
  ].join('\n'),
  options: {
    email: { type: 'string' },
    approve: { type: 'boolean' },
    reject: { type: 'string' },
  },
  async run({ db, values, services, stdout, stderr }) {
    const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : '';
    const reason = typeof values.reject === 'string' ? values.reject.trim() : '';
    if (
      !email ||
      Boolean(values.approve) === Boolean(values.reject !== undefined) ||
      (values.reject !== undefined && !reason)
    ) {
      stderr(
        `Give --email and exactly one of --approve or --reject "reason".\n\n${kycDecision.help}`,
      );
      return 2;
    }
    const user = await usersRepository(db, (await services()).pii).findByEmail(email);
    if (!user) {
      stderr(`No account with the e-mail ${email}.`);
      return 1;
    }
    const latest = await kycRepository(db, (await services()).pii.columns).latest(user.id);
    if (latest?.status !== 'CURRENTLY_UNDER_REVIEW') {
      stderr(`${email} has no KYC submission under review.`);
      return 1;
    }
    try {
      await (
        await services()
      ).lifecycle.decide({
        submissionId: latest.id,
        approve: Boolean(values.approve),
        reason: values.approve ? null : reason,
        actor: operator,
      });
    } catch (err) {
      if (err instanceof HttpError) {
        stderr(`${email}: ${err.message}`);
        return 1;
      }
      throw err;
    }
    const decision = values.approve ? 'approved' : 'rejected';
    stdout(`${email}: KYC ${decision}${reason ? ` (${reason})` : ''}.`);
    return 0;
  },
};
