import { describe, expect, it } from 'vitest';
import { documentExpiryMessages, handoffMessages } from '@vouch/contracts';
import { linkIncomplete } from '../handoff/phone-session';
import { renewalMessages } from './expiry-words';

describe('the renewal and hand-off words the contracts also hold', () => {
  it('say in English exactly what the server says', () => {
    for (const [key, m] of Object.entries(renewalMessages))
      expect(m.defaultMessage).toBe(documentExpiryMessages[key as keyof typeof renewalMessages]);
    expect(linkIncomplete.defaultMessage).toBe(handoffMessages.tokenRequired);
  });
});
