import type { ReactNode } from 'react';
import { EXPORT_LINK_HOURS, type RetentionPolicy } from '@vouch/contracts';
import { defineMessages, FormattedMessage, useIntl } from '../../../../i18n';
import { useRetentionPolicy } from '../../../privacy';

const m = defineMessages({
  years: {
    id: 'marketing.retention.years',
    defaultMessage: '{count, plural, one {# year} other {# years}}',
  },
  days: {
    id: 'marketing.retention.days',
    defaultMessage: '{count, plural, one {# day} other {# days}}',
  },
  configured: {
    id: 'marketing.retention.configured',
    defaultMessage: 'the period our configuration sets',
    description: 'Stands for a retention period while it loads from the server',
  },
  account: {
    id: 'marketing.retention.account',
    defaultMessage:
      '<b>Account details</b> (name, e-mail, phone and WhatsApp numbers, date of birth, country), your wallets, support tickets and the face data our checks compute from your selfie: while your account is open. When you close your account on the Your data page they are erased at once.',
  },
  kyc: {
    id: 'marketing.retention.kyc',
    defaultMessage:
      '<b>Verification records</b> (your KYC submissions with their identity details, selfie, documents and business papers), your <b>payments</b> and the <b>consents</b> you gave: {period} after your account ends. The CBN’s AML/CFT Regulations and the Money Laundering (Prevention and Prohibition) Act 2022 oblige us, as a KYC provider, to keep identification records for at least five years after the relationship ends; the NDPA 2023 (and, for members abroad, the GDPR art. 6(1)(c) and 17(3)(b)) allow us to keep what a legal obligation requires even after you ask for erasure. While kept they are encrypted and locked: no staff screen shows them, and only an administrator answering a legal request can open them, which is recorded in our audit log. Then a scheduled job deletes them.',
    description: '{period} is a duration, e.g. “5 years”',
  },
  rejected: {
    id: 'marketing.retention.rejected',
    defaultMessage:
      '<b>Photos of a rejected submission</b> that no later submission reuses: {period} after the decision, long enough to answer a dispute about it (NDPA 2023 storage limitation).',
    description: '{period} is a duration, e.g. “1 year”',
  },
  lookups: {
    id: 'marketing.retention.lookups',
    defaultMessage:
      '<b>Check Verification searches</b> (who searched, and by what kind of value): {period}, to investigate abuse and to show you how many times you were looked up (never by whom).',
    description: '{period} is a duration, e.g. “1 year”',
  },
  abandoned: {
    id: 'marketing.retention.abandoned',
    defaultMessage:
      '<b>Sign-ups that never paid</b> or never confirmed their e-mail: {period}, then deleted (data minimisation).',
    description: '{period} is a duration, e.g. “90 days”',
  },
  export: {
    id: 'marketing.retention.export',
    defaultMessage:
      '<b>A copy of your data</b> you ask for: its link works once, for {hours} hours; the file is deleted when you download it or when the link expires.',
  },
  securityLogs: {
    id: 'marketing.retention.securityLogs',
    defaultMessage: 'Security logs are kept up to 12 months.',
  },
});

const b = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/**
 * Section 6 of the privacy policy: what we keep, why and for how long. The periods come from the
 * server's configuration (GET /privacy/retention, RETENTION_* in .env.example), so the policy
 * says what the scheduled purge does.
 */
export function RetentionPeriods() {
  const intl = useIntl();
  const policy = useRetentionPolicy();
  const p: RetentionPolicy | null = policy.data;
  /** A period in whole years when it is one (as describeDays in @vouch/contracts), else in days. */
  const period = (key: keyof RetentionPolicy) => {
    if (!p) return <span>{intl.formatMessage(m.configured)}</span>;
    const days = p[key];
    return (
      <strong>
        {days % 365 === 0
          ? intl.formatMessage(m.years, { count: days / 365 })
          : intl.formatMessage(m.days, { count: days })}
      </strong>
    );
  };
  return (
    <>
      <ul>
        <li>
          <FormattedMessage {...m.account} values={{ b }} />
        </li>
        <li>
          <FormattedMessage {...m.kyc} values={{ b, period: period('kyc_records_days') }} />
        </li>
        <li>
          <FormattedMessage
            {...m.rejected}
            values={{ b, period: period('rejected_images_days') }}
          />
        </li>
        <li>
          <FormattedMessage {...m.lookups} values={{ b, period: period('lookups_days') }} />
        </li>
        <li>
          <FormattedMessage {...m.abandoned} values={{ b, period: period('abandoned_days') }} />
        </li>
        <li>
          <FormattedMessage {...m.export} values={{ b, hours: EXPORT_LINK_HOURS }} />
        </li>
      </ul>
      <p>{intl.formatMessage(m.securityLogs)}</p>
    </>
  );
}
