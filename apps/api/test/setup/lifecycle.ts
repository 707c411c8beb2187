import type { KycRecord, MemberProfile, RegisterPayload } from '@vouch/contracts';
import { paidMember, passportSubmission } from './kyc-fixtures.js';
import { get, post, registerMember } from './members.js';
import type { TestApp } from './test-app.js';
import { proveNumbers } from './numbers.js';
import { makeStaff } from './second-factor.js';

/** A reviewer or admin (the role is set directly: roles are not the lifecycle's). */
export async function staff(t: TestApp, role: 'reviewer' | 'admin') {
  const m = await registerMember(t.app, t.db, { verify: true });
  return { ...m, factor: await makeStaff(t, m, role) };
}

export async function uuidOf(t: TestApp, token: string) {
  return ((await get(t.app, '/account/info', token)).body.msg as MemberProfile).uuid;
}

export async function profileOf(t: TestApp, token: string) {
  return (await get(t.app, '/account/info', token)).body.msg as MemberProfile;
}

/** A paid member with a passport submission under review. */
export async function submitted(t: TestApp, overrides: Partial<RegisterPayload> = {}) {
  const m = await paidMember(t.app, t.db, overrides);
  const r = await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), m.token);
  if (r.code !== 200) throw new Error(`submission failed: ${JSON.stringify(r.body)}`);
  const info = ((await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord })
    .info;
  return { ...m, submissionId: info.id, uuid: await uuidOf(t, m.token) };
}

export const decide = (t: TestApp, token: string, id: string, body: unknown) =>
  post(t.app, `/backoffice/cases/${id}/decision`, body, token);

/** A member verified the real way: paid, submitted, approved by a reviewer. */
export async function verifiedMember(
  t: TestApp,
  reviewerToken: string,
  overrides: Partial<RegisterPayload> = {},
) {
  const m = await submitted(t, overrides);
  const r = await decide(t, reviewerToken, m.submissionId, { decision: 'approve' });
  if (r.code !== 200) throw new Error(`approval failed: ${JSON.stringify(r.body)}`);
  return m;
}

/** A verified member who proved both numbers by code, as the dashboard asks them to. */
export async function verifiedProvenMember(
  t: TestApp,
  reviewerToken: string,
  overrides: Partial<RegisterPayload> = {},
) {
  const m = await verifiedMember(t, reviewerToken, overrides);
  await proveNumbers(t, m);
  return m;
}

export const lookup = (t: TestApp, token: string, search_by: string, search_value: string) =>
  post(t.app, '/verification/check-verification', { search_by, search_value }, token);

/** The last name Check Verification answers with, or null for "not verified". */
export async function answeredName(t: TestApp, token: string, by: string, value: string) {
  const r = await lookup(t, token, by, value);
  if (r.code === 404) return null;
  return (r.body.msg as { search: { last_name: string }[] }).search[0]!.last_name;
}

export const profileEdit = (m: { payload: RegisterPayload }, changes: Record<string, unknown>) => ({
  first_name: m.payload.first_name,
  last_name: m.payload.last_name,
  phone_number: m.payload.phone_number,
  whatsapp_number: m.payload.whatsapp_number,
  wechat_id: m.payload.wechat_id,
  wechat_name: m.payload.wechat_name,
  ...changes,
});
