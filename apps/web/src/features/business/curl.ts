import { BUSINESS_API_PREFIX, businessTestIdentities } from '@vouch/contracts';

/** The quickstart's first lookup: a test identity that is always verified, by phone number. */
export function curlLookup(origin: string, key: string): string {
  const body = JSON.stringify({
    search_by: 'PHONE_NUMBER',
    search_value: businessTestIdentities.verified.PHONE_NUMBER,
  });
  return [
    `curl ${origin}${BUSINESS_API_PREFIX}/lookups \\`,
    `  -H "Authorization: Bearer ${key}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${body}'`,
  ].join('\n');
}

/** A placeholder in the command until a key is made in this tab. */
export const KEY_PLACEHOLDER = 'vk_test_YOUR_SECRET_KEY';
