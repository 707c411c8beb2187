import { CalendarCheck, SearchCheck } from 'lucide-react';
import {
  matchedByText,
  parseWalletAddresses,
  tierText,
  verificationMessages,
  type VerificationResult,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { WalletAddressList } from '../profile';
import { BusinessNameRow } from './BusinessNameRow';

/** "2026-03" → "March 2026" (the month is already Lagos time). */
function monthOf(yearMonth: string) {
  const d = new Date(`${yearMonth}-15T12:00:00Z`);
  return Number.isNaN(d.getTime())
    ? yearMonth
    : d.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Spec 2's success view: 'The user is verified ✅.' with the advice, then Member Information
 * (Last Name, Business Name) and Wallet Addresses — only what the search returned.
 */
export function VerificationResultCard({ member }: { member: VerificationResult }) {
  return (
    <section aria-label="Search result" className="space-y-5">
      <Alert tone="success" title={verificationMessages.verified}>
        {verificationMessages.advice}
      </Alert>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-700">
        <li className="inline-flex items-center gap-1.5">
          <SearchCheck className="size-4 text-success-700" aria-hidden="true" />
          <span>Matched by: {matchedByText(member.matched_by)}</span>
        </li>
        <li className="inline-flex items-center gap-1.5">
          <CalendarCheck className="size-4 text-success-700" aria-hidden="true" />
          <span>Verified since {monthOf(member.verified_since)}</span>
        </li>
      </ul>
      <div>
        <h2 className="text-lg font-semibold text-brand-700">Member Information</h2>
        <dl className="mt-2 divide-y divide-ink-200">
          <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-sm font-medium text-ink-600">Last Name</dt>
            <dd className="text-ink-900 [overflow-wrap:anywhere]">{member.last_name}</dd>
          </div>
          {member.applicant_type === 'individual' ? (
            <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt className="text-sm font-medium text-ink-600">Verified as</dt>
              <dd className="text-ink-900">An individual</dd>
            </div>
          ) : (
            <BusinessNameRow member={member} />
          )}
          <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-sm font-medium text-ink-600">KYC tier</dt>
            <dd className="text-ink-900">
              <span>{tierText(member.kyc_tier)}</span>
              <span className="block text-sm text-ink-600">
                The CBN&rsquo;s three-tier KYC, from what Vouch verified
              </span>
            </dd>
          </div>
        </dl>
      </div>
      <div>
        <h2 className="text-lg font-semibold text-brand-700">Wallet Addresses</h2>
        <WalletAddressList wallets={parseWalletAddresses(member.wallet_address)} />
      </div>
    </section>
  );
}
