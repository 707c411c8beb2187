import { describe, expect, it } from 'vitest';
import { draftOf } from './prefill';

describe('draftOf', () => {
  it('gives the sign-up form what the business passed, a Nigerian number as people write it', () => {
    expect(
      draftOf({
        first_name: 'Tunde',
        last_name: 'Bakare',
        email_address: 'tunde@example.com',
        phone_number: '+2348030000099',
      }),
    ).toEqual({
      firstName: 'Tunde',
      lastName: 'Bakare',
      email: 'tunde@example.com',
      phoneNumber: '08030000099',
    });
    expect(draftOf({ phone_number: '+447700900123' })).toEqual({ phoneNumber: '+447700900123' });
    expect(draftOf({})).toEqual({});
  });
});
