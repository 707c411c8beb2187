import { describe, expect, it } from 'vitest';
import { curlLookup } from './curl';

describe('the quickstart command', () => {
  it('looks up the always-verified test phone number with the key given', () => {
    const cmd = curlLookup('https://vouch.example', 'vk_test_abc');
    expect(cmd).toBe(
      [
        'curl https://vouch.example/api/business/v1/lookups \\',
        '  -H "Authorization: Bearer vk_test_abc" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{"search_by":"PHONE_NUMBER","search_value":"+2348000000001"}'`,
      ].join('\n'),
    );
  });
});
