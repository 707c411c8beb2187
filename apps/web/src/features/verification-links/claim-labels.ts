import type { SessionClaim } from '@vouch/contracts';
import { defineMessages } from '../../i18n';
import type { Message } from '../../i18n/messages';

const m = defineMessages({
  verified: {
    id: 'verificationLinks.claim.verified',
    defaultMessage: 'That you are verified by Vouch',
    description: 'What a business asks to see (a list under "They will see")',
  },
  first_name: {
    id: 'verificationLinks.claim.firstName',
    defaultMessage: 'Your first name',
    description: 'What a business asks to see',
  },
  last_name: {
    id: 'verificationLinks.claim.lastName',
    defaultMessage: 'Your last name',
    description: 'What a business asks to see',
  },
  date_of_birth: {
    id: 'verificationLinks.claim.dateOfBirth',
    defaultMessage: 'Your date of birth',
    description: 'What a business asks to see',
  },
  age_over_18: {
    id: 'verificationLinks.claim.ageOver18',
    defaultMessage: 'Whether you are over 18 (not your date of birth)',
    description: 'What a business asks to see: a yes or no, without the date',
  },
  phone_number: {
    id: 'verificationLinks.claim.phoneNumber',
    defaultMessage: 'Your phone number',
    description: 'What a business asks to see',
  },
  email_address: {
    id: 'verificationLinks.claim.emailAddress',
    defaultMessage: 'Your e-mail address',
    description: 'What a business asks to see',
  },
  country: {
    id: 'verificationLinks.claim.country',
    defaultMessage: 'Your country',
    description: 'What a business asks to see',
  },
  id_type: {
    id: 'verificationLinks.claim.idType',
    defaultMessage: 'The kind of ID you verified with (not its number)',
    description: 'What a business asks to see',
  },
  business_name: {
    id: 'verificationLinks.claim.businessName',
    defaultMessage: 'Your verified business name',
    description: 'What a business asks to see',
  },
  member_uuid: {
    id: 'verificationLinks.claim.memberUuid',
    defaultMessage: 'Your Vouch member ID',
    description: 'What a business asks to see',
  },
  kyc_tier: {
    id: 'verificationLinks.claim.kycTier',
    defaultMessage: 'Your KYC tier (Tier 1, 2 or 3), not the evidence behind it',
    description: 'What a business asks to see',
  },
});

/** What a business asks to see, in words (the member's language). */
export const claimLabels: Record<SessionClaim, Message> = m;
