import { CalendarCheck, SearchCheck } from 'lucide-react';
import { parseWalletAddresses, type VerificationResult } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { defineMessages, useIntl } from '../../i18n';
import { formatCalendarDay } from '../../lib/format';
import { WalletAddressList } from '../profile';
import { BusinessNameRow } from './BusinessNameRow';

const m = defineMessages({
  region: {
    id: 'verification.VerificationResultCard.region',
    defaultMessage: 'Search result',
    description: 'Name of the result section, for screen readers',
  },
  verified: {
    id: 'verification.VerificationResultCard.verified',
    defaultMessage: 'The user is verified ✅.',
    description: 'Title of the success answer of Check Verification',
  },
  advice: {
    id: 'verification.VerificationResultCard.advice',
    defaultMessage:
      'Ensure you are paying or receiving payment from the account with the information shown below.',
  },
  matchedBy: {
    id: 'verification.VerificationResultCard.matchedBy',
    defaultMessage: 'Matched by: {how}',
    description:
      '{how}: what the search matched and how Vouch knows it, e.g. "phone number, proven"',
  },
  verifiedSince: {
    id: 'verification.VerificationResultCard.verifiedSince',
    defaultMessage: 'Verified since {month}',
    description: '{month}: month and year, e.g. "March 2026"',
  },
  memberInformation: {
    id: 'verification.VerificationResultCard.memberInformation',
    defaultMessage: 'Member Information',
    description: 'Heading',
  },
  lastName: { id: 'verification.VerificationResultCard.lastName', defaultMessage: 'Last Name' },
  verifiedAs: {
    id: 'verification.VerificationResultCard.verifiedAs',
    defaultMessage: 'Verified as',
    description: 'Followed by "An individual" (or a business\'s name)',
  },
  individual: {
    id: 'verification.VerificationResultCard.individual',
    defaultMessage: 'An individual',
    description: 'Verified as a person, not as a business',
  },
  kycTier: {
    id: 'verification.VerificationResultCard.kycTier',
    defaultMessage: 'KYC tier',
    description: "The CBN's KYC tier (1, 2 or 3)",
  },
  tier: {
    id: 'verification.VerificationResultCard.tier',
    defaultMessage: 'Tier {tier}',
    description: 'A CBN KYC tier: Tier 1, Tier 2 or Tier 3, as banks call them',
  },
  noTier: {
    id: 'verification.VerificationResultCard.noTier',
    defaultMessage: 'No tier: no BVN or NIN validated',
  },
  tierNote: {
    id: 'verification.VerificationResultCard.tierNote',
    defaultMessage: 'The CBN’s three-tier KYC, from what Vouch verified',
  },
  walletAddresses: {
    id: 'verification.VerificationResultCard.walletAddresses',
    defaultMessage: 'Wallet Addresses',
    description: 'Heading: the crypto wallets of the member',
  },
});

/** "phone number, proven": the words after "Matched by:" on the result. */
const matchedBy = defineMessages({
  PHONE_NUMBER: {
    id: 'verification.matchedBy.PHONE_NUMBER',
    defaultMessage: 'phone number, proven',
  },
  WHATSAPP_NUMBER: {
    id: 'verification.matchedBy.WHATSAPP_NUMBER',
    defaultMessage: 'WhatsApp number, proven',
  },
  EMAIL_ADDRESS: {
    id: 'verification.matchedBy.EMAIL_ADDRESS',
    defaultMessage: 'e-mail address, confirmed',
  },
  UUID: { id: 'verification.matchedBy.UUID', defaultMessage: 'Vouch member ID' },
  WALLET_ADDRESS: {
    id: 'verification.matchedBy.WALLET_ADDRESS',
    defaultMessage: 'wallet address, proven by signature',
  },
  WECHAT_ID: {
    id: 'verification.matchedBy.WECHAT_ID',
    defaultMessage: 'WeChat ID, reviewed by Vouch',
  },
});

/**
 * Spec 2's success view: 'The user is verified ✅.' with the advice, then Member Information
 * (Last Name, Business Name) and Wallet Addresses — only what the search returned.
 */
export function VerificationResultCard({ member }: { member: VerificationResult }) {
  const intl = useIntl();
  /** "2026-03" → "March 2026" (the month is already Lagos time). */
  const monthOf = (yearMonth: string) => {
    const d = new Date(`${yearMonth}-15T12:00:00Z`);
    return Number.isNaN(d.getTime())
      ? yearMonth
      : formatCalendarDay({ month: d.getUTCMonth() + 1, year: d.getUTCFullYear() }, () =>
          intl.formatDate(d, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
        );
  };
  return (
    <section aria-label={intl.formatMessage(m.region)} className="space-y-5">
      <Alert tone="success" title={intl.formatMessage(m.verified)}>
        {intl.formatMessage(m.advice)}
      </Alert>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-700">
        <li className="inline-flex items-center gap-1.5">
          <SearchCheck className="size-4 text-success-700" aria-hidden="true" />
          <span>
            {intl.formatMessage(m.matchedBy, {
              how: intl.formatMessage(matchedBy[member.matched_by.search_by]),
            })}
          </span>
        </li>
        <li className="inline-flex items-center gap-1.5">
          <CalendarCheck className="size-4 text-success-700" aria-hidden="true" />
          <span>
            {intl.formatMessage(m.verifiedSince, { month: monthOf(member.verified_since) })}
          </span>
        </li>
      </ul>
      <div>
        <h2 className="text-lg font-semibold text-brand-700">
          {intl.formatMessage(m.memberInformation)}
        </h2>
        <dl className="mt-2 divide-y divide-ink-200">
          <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-sm font-medium text-ink-600">{intl.formatMessage(m.lastName)}</dt>
            <dd className="text-ink-900 [overflow-wrap:anywhere]">{member.last_name}</dd>
          </div>
          {member.applicant_type === 'individual' ? (
            <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt className="text-sm font-medium text-ink-600">
                {intl.formatMessage(m.verifiedAs)}
              </dt>
              <dd className="text-ink-900">{intl.formatMessage(m.individual)}</dd>
            </div>
          ) : (
            <BusinessNameRow member={member} />
          )}
          <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-sm font-medium text-ink-600">{intl.formatMessage(m.kycTier)}</dt>
            <dd className="text-ink-900">
              <span>
                {member.kyc_tier === null
                  ? intl.formatMessage(m.noTier)
                  : intl.formatMessage(m.tier, { tier: member.kyc_tier })}
              </span>
              <span className="block text-sm text-ink-600">{intl.formatMessage(m.tierNote)}</span>
            </dd>
          </div>
        </dl>
      </div>
      <div>
        <h2 className="text-lg font-semibold text-brand-700">
          {intl.formatMessage(m.walletAddresses)}
        </h2>
        <WalletAddressList wallets={parseWalletAddresses(member.wallet_address)} />
      </div>
    </section>
  );
}
