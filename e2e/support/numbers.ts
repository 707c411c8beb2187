import { expect, type APIRequestContext } from '@playwright/test';

/** The latest 6-digit code the messaging sandbox kept for `to` (E.164 or as typed). */
export async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(
          `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&channel=sms`,
        );
        const body = (await res.json()) as { msg: { text: string }[] };
        code = body.msg.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
        return Boolean(code);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return code!;
}

/**
 * Proves a member's phone and WhatsApp numbers through the API with codes read from the dev
 * outbox (number-proof-journey.spec.ts walks the same path on the screens).
 */
export async function proveNumbersByApi(
  request: APIRequestContext,
  token: string,
  numbers: { phone: string; whatsapp: string },
) {
  const headers = { authorization: `Bearer ${token}` };
  // One number for both is proven once.
  const digits = (n: string) => n.replace(/\D/g, '').replace(/^0/, '234');
  const kinds = [['phone', numbers.phone]] as [string, string][];
  if (digits(numbers.whatsapp) !== digits(numbers.phone))
    kinds.push(['whatsapp', numbers.whatsapp]);
  for (const [kind, number] of kinds) {
    const sent = await request.post('/api/v1/account/number-proofs', {
      headers,
      data: { kind, channel: 'sms' },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    if (((await sent.json()) as { msg: { outcome: string } }).msg.outcome === 'proven') continue;
    const code = await codeSentTo(request, number);
    const done = await request.post('/api/v1/account/number-proofs/confirm', {
      headers,
      data: { kind, code },
    });
    expect(done.status(), await done.text()).toBe(200);
  }
}
