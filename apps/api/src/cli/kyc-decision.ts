import { PiiCipher } from '../lib/crypto.js';
import { createStorage } from '../adapters/factories.js';
import { kycService } from '../modules/kyc/service.js';
import { memberPii } from '../modules/users/pii.js';
import { usersRepository } from '../modules/users/repository.js';
import type { Command } from './commands.js';

/**
 * Approve or reject a member's KYC submission that is under review. Until the back office lands
 * this is how an operator decides; the back office will use the same service.
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
  async run({ db, config, values }) {
    const email = typeof values.email === 'string' ? values.email.trim().toLowerCase() : '';
    const reason = typeof values.reject === 'string' ? values.reject.trim() : '';
    if (
      !email ||
      Boolean(values.approve) === Boolean(values.reject !== undefined) ||
      (values.reject !== undefined && !reason)
    ) {
      console.error(
        `Give --email and exactly one of --approve or --reject "reason".\n\n${kycDecision.help}`,
      );
      return 2;
    }
    const user = await usersRepository(db).findByEmail(email);
    if (!user) {
      console.error(`No account with the e-mail ${email}.`);
      return 1;
    }
    const cipher = new PiiCipher(config.piiKey);
    const kyc = kycService({
      db,
      storage: createStorage(config.storage),
      cipher,
      pii: memberPii(cipher, config.blindIndexKey),
      indexKey: config.blindIndexKey,
    });
    const decision = values.approve ? 'APPROVED' : 'REJECTED';
    if (!(await kyc.decide(user.id, decision, values.approve ? null : reason, null))) {
      console.error(`${email} has no KYC submission under review.`);
      return 1;
    }
    console.log(`${email}: KYC ${decision.toLowerCase()}${reason ? ` (${reason})` : ''}.`);
    return 0;
  },
};
