import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMail {
  to_address: string;
  subject: string;
  text_body: string;
}

/** Reads the dev outbox (served outside production) until a mail with the subject arrives. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as { msg: OutboxMail[] };
        found = body.msg.find((m) => m.subject.includes(subject));
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export function linkIn(mail: OutboxMail): string {
  const m = /https?:\/\/\S+/.exec(mail.text_body);
  if (!m) throw new Error(`No link in "${mail.subject}"`);
  return m[0];
}

/** The code a mail gives to type ("Your code: 123456"). */
export function codeIn(mail: OutboxMail): string {
  const m = /Your code: (\S+)/.exec(mail.text_body);
  if (!m) throw new Error(`No code in "${mail.subject}"`);
  return m[1]!;
}
