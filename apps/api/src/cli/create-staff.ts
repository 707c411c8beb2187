import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { emailField, registrationPasswordField } from '@vouch/contracts';
import { PiiCipher } from '../lib/crypto.js';
import { nowIso } from '../lib/time.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { memberPii } from '../modules/users/pii.js';
import { usersRepository } from '../modules/users/repository.js';
import type { Command } from './commands.js';

const input = z.object({
  email: emailField,
  password: registrationPasswordField,
  role: z.enum(['reviewer', 'admin'], { error: '--role must be reviewer or admin' }),
  'first-name': z.string().trim().min(1).max(100).default('Vouch'),
  'last-name': z.string().trim().min(1).max(100).default('Staff'),
});

/**
 * Creates a reviewer or admin (or gives an existing account that role and a new password).
 * Staff accounts have a verified e-mail; they are not members waiting for KYC.
 */
export const createStaff: Command = {
  summary: 'Create a reviewer or admin account',
  help: [
    'Usage: npm run vouch -- create-staff --email E --password P --role reviewer|admin',
    '         [--first-name F] [--last-name L]',
    '',
    'The password follows the member rules (6+ characters, upper, lower, digit, one of @$!%*?&).',
    'An existing account with that e-mail is given the role and the new password.',
  ].join('\n'),
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
  async run({ db, config, values }) {
    const parsed = input.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        console.error(`--${issue.path.join('.')}: ${issue.message}`);
      }
      console.error(`\n${createStaff.help}`);
      return 2;
    }
    const v = parsed.data;
    const users = usersRepository(db);
    const passwordHash = await hashPassword(v.password);
    const existing = await users.findByEmail(v.email);
    const now = nowIso();
    if (existing) {
      await users.update(existing.id, {
        role: v.role,
        password_hash: passwordHash,
        email_verified_at: existing.email_verified_at ?? now,
      });
      console.log(`Updated ${v.email}: role ${v.role}, new password set.`);
      return 0;
    }
    const pii = memberPii(new PiiCipher(config.piiKey), config.blindIndexKey);
    const noPhone = pii.phone('');
    await users.insert({
      id: randomUUID(),
      email: v.email,
      password_hash: passwordHash,
      first_name: v['first-name'],
      last_name: v['last-name'],
      phone_enc: noPhone.enc,
      phone_bidx: noPhone.bidx,
      whatsapp_enc: noPhone.enc,
      whatsapp_bidx: noPhone.bidx,
      wechat_id: null,
      wechat_id_norm: null,
      wechat_name: null,
      gender: 'prefer_not_to_say',
      dob_enc: pii.dob(''),
      country: 'nigeria',
      profile_image: null,
      status: 'KYC_REQUIREMENT',
      role: v.role,
      last_seen: null,
      last_ip_address: null,
      email_verified_at: now,
      verification_sent_at: null,
      created_at: now,
      updated_at: now,
    });
    console.log(`Created ${v.role} ${v.email}.`);
    return 0;
  },
};
