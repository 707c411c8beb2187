import { z } from 'zod';
import { emailField, staffPasswordField } from '@vouch/contracts';
import { changeRole, hashPassword, sessions } from '../modules/auth/index.js';
import { operator } from '../modules/lifecycle/index.js';
import { newUserRow, usersRepository } from '../modules/users/index.js';
import type { Command } from './command.js';

const input = z.object({
  email: emailField,
  password: staffPasswordField,
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
    'The password needs 12+ characters, upper, lower, digit and one of @$!%*?& (staff rule).',
    'At their first sign-in the staff member sets up an authenticator app (second factor).',
    'An existing account with that e-mail is given the role and the new password.',
  ].join('\n'),
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
  async run({ db, config, values, services, stdout, stderr }) {
    const parsed = input.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        stderr(`--${issue.path.join('.')}: ${issue.message}`);
      }
      stderr(`\n${createStaff.help}`);
      return 2;
    }
    const v = parsed.data;
    const { pii, audit, lifecycle } = await services();
    const users = usersRepository(db, pii);
    const passwordHash = await hashPassword(v.password);
    const existing = await users.findByEmail(v.email);
    const via = { via: 'cli', role: v.role };
    if (existing) {
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', existing.id)
          .execute();
        const live = sessions(db, config.jwtSecret, pii.columns);
        // A new role ends the account's sessions (they sign in again under its rules); so does
        // a new password, as a reset does, when the role stays.
        const role = await changeRole(tx, live, existing.id, v.role);
        const ended = role.sessionsEnded + (await live.revokeAllFor(existing.id, undefined, tx));
        await audit.append(tx, {
          actorId: null,
          action: 'staff.update',
          targetType: 'user',
          targetId: existing.id,
          ip: null,
          details: { ...via, role_changed: role.changed, sessions_ended: ended },
        });
      });
      // Staff accounts have a verified e-mail; they are not members waiting for KYC.
      await lifecycle.emailVerified(existing.id, operator);
      stdout(`Updated ${v.email}: role ${v.role}, new password set, sessions ended.`);
      return 0;
    }
    const row = newUserRow(
      {
        email: v.email,
        passwordHash,
        firstName: v['first-name'],
        lastName: v['last-name'],
        phone: '',
        whatsapp: '',
        wechatId: null,
        wechatName: null,
        gender: 'prefer_not_to_say',
        dob: '',
        country: 'nigeria',
        role: v.role,
        ip: null,
      },
      pii,
    );
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('users')
        .values(pii.columns.seal('users', row.id, row))
        .execute();
      await audit.append(tx, {
        actorId: null,
        action: 'staff.create',
        targetType: 'user',
        targetId: row.id,
        ip: null,
        details: via,
      });
    });
    await lifecycle.emailVerified(row.id, operator);
    stdout(`Created ${v.role} ${v.email}.`);
    return 0;
  },
};
