import { BUSINESS_API_PREFIX, type CreateSessionPayload } from '@vouch/contracts';

/**
 * The quickstart's verification link (issue 47): the README's example session, made with curl
 * or @vouch/vouch-node, opened by redirect or Vouch.verify. One body for all of them, so the
 * snippets cannot drift apart (the test checks it against the API's schema).
 */
export const sampleSession = {
  reference: 'order-1001',
  redirect_url: 'https://shop.example.com/kyc/done',
  claims: ['first_name', 'last_name', 'age_over_18'],
  purpose: 'Opening your seller account',
} satisfies CreateSessionPayload;

export function curlSession(origin: string, key: string): string {
  return [
    `curl ${origin}${BUSINESS_API_PREFIX}/verification-sessions \\`,
    `  -H "Authorization: Bearer ${key}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -H "Idempotency-Key: ${sampleSession.reference}" \\`,
    `  -d '${JSON.stringify(sampleSession)}'`,
    `# {"id":"vs_…","url":"${origin}/verify/vs_…","status":"created",…}`,
  ].join('\n');
}

/** In the business's page: a classic script, so the await sits in a handler. */
export function embedSnippet(origin: string): string {
  return `<script src="${origin}/sdk/v1/vouch.js"></script>
<script>
  button.addEventListener('click', async () => {
    const { status } = await Vouch.verify({ sessionId: 'vs_…' }); // the id your server made
    // 'approved', 'declined', 'rejected' or 'closed': now ask your server, which reads the session
  });
</script>`;
}

export function curlReadSession(origin: string, key: string): string {
  return [
    `curl ${origin}${BUSINESS_API_PREFIX}/verification-sessions/vs_… \\`,
    `  -H "Authorization: Bearer ${key}"`,
  ].join('\n');
}

/** The same with the server library, as packages/vouch-node's README writes it. */
export function nodeSnippet(origin: string): string {
  const claims = sampleSession.claims.map((c) => `'${c}'`).join(', ');
  return `import { Vouch, verifyWebhook } from '@vouch/vouch-node';

const vouch = new Vouch({ apiKey: process.env.VOUCH_API_KEY!, baseUrl: '${origin}' });

const session = await vouch.verificationSessions.create(
  {
    reference: '${sampleSession.reference}',
    redirect_url: '${sampleSession.redirect_url}',
    claims: [${claims}],
    purpose: '${sampleSession.purpose}',
  },
  { idempotencyKey: '${sampleSession.reference}' },
);
// Send the customer to session.url, or open it with Vouch.verify.

// Back at redirect_url?session_id=vs_…, or on a verification_session.approved webhook:
const answer = await vouch.verificationSessions.retrieve(session.id);
if (answer.status === 'approved') console.log(answer.claims);

// A webhook handler: the raw body as received, the request's headers, the endpoint's secret.
const event = verifyWebhook(rawBody, req.headers, process.env.VOUCH_WEBHOOK_SECRET!);`;
}
