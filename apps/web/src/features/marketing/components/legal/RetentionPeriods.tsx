import { describeDays, EXPORT_LINK_HOURS, type RetentionPolicy } from '@vouch/contracts';
import { useRetentionPolicy } from '../../../privacy';

/**
 * Section 6 of the privacy policy: what we keep, why and for how long. The periods come from the
 * server's configuration (GET /privacy/retention, RETENTION_* in .env.example), so the policy
 * says what the scheduled purge does.
 */
export function RetentionPeriods() {
  const policy = useRetentionPolicy();
  const p: RetentionPolicy | null = policy.data;
  const period = (days: keyof RetentionPolicy) =>
    p ? <strong>{describeDays(p[days])}</strong> : <span>the period our configuration sets</span>;
  return (
    <>
      <ul>
        <li>
          <strong>Account details</strong> (name, e-mail, phone and WhatsApp numbers, date of birth,
          country), your wallets, support tickets and the face data our checks compute from your
          selfie: while your account is open. When you close your account on the Your data page they
          are erased at once.
        </li>
        <li>
          <strong>Verification records</strong> (your KYC submissions with their identity details,
          selfie, documents and business papers), your <strong>payments</strong> and the{' '}
          <strong>consents</strong> you gave: {period('kyc_records_days')} after your account ends.
          The CBN&apos;s AML/CFT Regulations and the Money Laundering (Prevention and Prohibition)
          Act 2022 oblige us, as a KYC provider, to keep identification records for at least five
          years after the relationship ends; the NDPA 2023 (and, for members abroad, the GDPR art.
          6(1)(c) and 17(3)(b)) allow us to keep what a legal obligation requires even after you ask
          for erasure. While kept they are encrypted and locked: no staff screen shows them, and
          only an administrator answering a legal request can open them, which is recorded in our
          audit log. Then a scheduled job deletes them.
        </li>
        <li>
          <strong>Photos of a rejected submission</strong> that no later submission reuses:{' '}
          {period('rejected_images_days')} after the decision, long enough to answer a dispute about
          it (NDPA 2023 storage limitation).
        </li>
        <li>
          <strong>Check Verification searches</strong> (who searched, and by what kind of value):{' '}
          {period('lookups_days')}, to investigate abuse and to show you how many times you were
          looked up (never by whom).
        </li>
        <li>
          <strong>Sign-ups that never paid</strong> or never confirmed their e-mail:{' '}
          {period('abandoned_days')}, then deleted (data minimisation).
        </li>
        <li>
          <strong>A copy of your data</strong> you ask for: its link works once, for{' '}
          {EXPORT_LINK_HOURS} hours; the file is deleted when you download it or when the link
          expires.
        </li>
      </ul>
      <p>Security logs are kept up to 12 months.</p>
    </>
  );
}
