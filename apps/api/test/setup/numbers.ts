import { normalisePhone, numberProofPaths, type NumberKind } from '@vouch/contracts';
import type { Db } from '../../src/db/database.js';
import { post } from './members.js';
import type { TestApp } from './test-app.js';

/**
 * The 6-digit code the messaging sandbox kept for `number` (any form a member types), newest
 * first: what a member reads on their phone. Waits for the message job to run.
 */
export async function codeSentTo(db: Db, number: string, channel?: 'sms' | 'whatsapp') {
  const to = normalisePhone(number);
  for (let i = 0; i < 500; i++) {
    let q = db
      .selectFrom('dev_outbox')
      .select(['text_body', 'channel', 'created_at'])
      .where('to_address', '=', to)
      .where('channel', '!=', 'email');
    if (channel) q = q.where('channel', '=', channel);
    const row = await q.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    const code = row && /\b(\d{6})\b/.exec(row.text_body)?.[1];
    if (row && code) return { code, channel: row.channel, text: row.text_body };
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`No code sent to ${number}`);
}

/** How many text messages the sandbox kept for `number`, once every queued message has gone. */
export async function messagesTo(t: TestApp, number: string) {
  await t.jobs.drain();
  const rows = await t.db
    .selectFrom('dev_outbox')
    .select('id')
    .where('to_address', '=', normalisePhone(number))
    .where('channel', '!=', 'email')
    .execute();
  return rows.length;
}

export const requestCode = (t: TestApp, token: string, kind: NumberKind, channel?: string) =>
  post(t.app, numberProofPaths.request, { kind, ...(channel ? { channel } : {}) }, token);

export const confirmCode = (t: TestApp, token: string, kind: NumberKind, code: string) =>
  post(t.app, numberProofPaths.confirm, { kind, code }, token);

/** The whole path as a member walks it: ask for a code, read it off the phone, type it. */
export async function proveNumber(
  t: TestApp,
  m: { token: string },
  kind: NumberKind,
  number: string,
  channel?: 'sms' | 'whatsapp',
) {
  const sent = await requestCode(t, m.token, kind, channel);
  if (sent.code !== 200) throw new Error(`code refused: ${JSON.stringify(sent.body)}`);
  if ((sent.body.msg as { outcome: string }).outcome === 'proven') return sent;
  await t.jobs.drain();
  const { code } = await codeSentTo(t.db, number);
  const r = await confirmCode(t, m.token, kind, code);
  if (r.code !== 200) throw new Error(`proof refused: ${JSON.stringify(r.body)}`);
  return r;
}

/** Both numbers of a member proven (one code when they are the same number). */
export async function proveNumbers(
  t: TestApp,
  m: { token: string; payload: { phone_number: string; whatsapp_number: string } },
) {
  await proveNumber(t, m, 'phone', m.payload.phone_number);
  if (normalisePhone(m.payload.whatsapp_number) !== normalisePhone(m.payload.phone_number))
    await proveNumber(t, m, 'whatsapp', m.payload.whatsapp_number);
}
