import {
  parseWalletAddresses,
  verificationMessages,
  type VerificationResult,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { WalletAddressList } from '../profile';

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
            <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt className="text-sm font-medium text-ink-600">Business Name</dt>
              <dd className="text-ink-900 [overflow-wrap:anywhere]">
                {member.business_name || <span className="text-ink-600">Not provided</span>}
              </dd>
            </div>
          )}
        </dl>
      </div>
      <div>
        <h2 className="text-lg font-semibold text-brand-700">Wallet Addresses</h2>
        <WalletAddressList wallets={parseWalletAddresses(member.wallet_address)} />
      </div>
    </section>
  );
}
