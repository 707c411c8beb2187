import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Locale } from '@vouch/contracts';
import type { UsersTable } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import type { MemberPii } from './pii.js';
import type { UserRow } from './repository.js';

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  whatsapp: string;
  wechatId: string | null;
  wechatName: string | null;
  gender: string;
  dob: string;
  country: string;
  role: UserRow['role'];
  ip: string | null;
  /** Issue 51: the language the account was made in (its mails and text messages). */
  locale?: Locale;
}

/**
 * The one place a users row is put together: phone and date of birth encrypted, e-mail and WeChat
 * indexed, timestamps set. Names, e-mail and WeChat stay plain here: the repository seals them
 * for the row's id as it inserts.
 */
export function newUserRow(
  u: NewUser,
  pii: MemberPii,
): Insertable<UsersTable> &
  Pick<UserRow, 'id' | 'email' | 'first_name' | 'preferred_language'> & { email_bidx: string } {
  const now = nowIso();
  const phone = pii.phone(u.phone);
  const whatsapp = pii.phone(u.whatsapp);
  return {
    id: randomUUID(),
    email: u.email.toLowerCase(),
    email_bidx: pii.emailIndex(u.email),
    password_hash: u.passwordHash,
    first_name: u.firstName,
    last_name: u.lastName,
    phone_enc: phone.enc,
    phone_bidx: phone.bidx,
    whatsapp_enc: whatsapp.enc,
    whatsapp_bidx: whatsapp.bidx,
    wechat_id: u.wechatId,
    wechat_id_norm: u.wechatId ? pii.wechatIndex(u.wechatId) : null,
    wechat_name: u.wechatName,
    gender: u.gender,
    dob_enc: pii.dob(u.dob),
    country: u.country,
    profile_image: null,
    // Every account starts here; the lifecycle moves it on (modules/lifecycle).
    status: 'EMAIL_VERIFICATION',
    role: u.role,
    last_seen: null,
    last_ip_address: u.ip,
    email_verified_at: null,
    verification_sent_at: null,
    registration_attempt_mailed_at: null,
    created_at: now,
    updated_at: now,
    preferred_language: u.locale ?? 'en',
  };
}
