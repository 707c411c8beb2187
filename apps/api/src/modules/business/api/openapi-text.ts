import { businessProblems, businessTestIdentities, searchTypeValues } from '@vouch/contracts';

/** The document's introduction (Markdown): keys, modes, test identities, errors, limits. */
export function openapiDescription(appUrl: string): string {
  const v = businessTestIdentities.verified;
  const u = businessTestIdentities.unverified;
  const rows = searchTypeValues.map((t) => `| \`${t}\` | \`${v[t]}\` | \`${u[t]}\` |`);
  const problems = Object.entries(businessProblems).map(
    ([slug, p]) => `| ${p.status} | \`${slug}\` | \`${appUrl}/developers#${slug}\` | ${p.title} |`,
  );
  return [
    'Check that the person your customer is about to pay, or be paid by, is verified on Vouch.',
    '',
    '**Authentication.** Send a secret key from the business console as `Authorization: Bearer vk_test_…` (test mode) or `vk_live_…` (live mode, once a Vouch admin approved your organisation). Keys are shown once; keep them on your server. A missing, malformed, unknown, revoked or expired key gets 401; a key without the scope an operation needs gets 403.',
    '',
    '**Test mode** never reads a Vouch member: a test key answers from these identities (numbers in any form: +234…, 234…, 0…); any other value is `verified: false`.',
    '',
    '| search_by | verified | not verified |',
    '| --- | --- | --- |',
    ...rows,
    '',
    `A verified test identity answers last name \`${businessTestIdentities.member.last_name}\`, business name \`${businessTestIdentities.member.business_name}\` and one proven USDT (TRC20) wallet.`,
    '',
    '**Errors** are RFC 9457 problem details (`application/problem+json`: `type`, `code` — the stable slug of `type` to branch on —, `title`, `status`, `detail`, `request_id`, and `errors` per field for an invalid request):',
    '',
    '| status | code | type | title |',
    '| --- | --- | --- | --- |',
    ...problems,
    '',
    '**Every answer** carries `Vouch-Request-Id`; quote it to support. **Rate limits** are per organisation and mode, all its keys together (counted across Vouch’s servers), announced on every answer with the IETF `RateLimit-Policy` and `RateLimit` fields; a 429 says when to try again in `Retry-After`.',
  ].join('\n');
}
