import { Building2, FileCheck2 } from 'lucide-react';
import type { VerificationResult } from '@vouch/contracts';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  businessName: {
    id: 'verification.BusinessNameRow.businessName',
    defaultMessage: 'Business Name',
  },
  notProvided: { id: 'verification.BusinessNameRow.notProvided', defaultMessage: 'Not provided' },
  cac: {
    id: 'verification.BusinessNameRow.cac',
    defaultMessage: 'Registered with CAC, {registration}',
    description: '{registration}: the CAC number, e.g. "RC 1234567"',
  },
  document: {
    id: 'verification.BusinessNameRow.document',
    defaultMessage: 'Business name reviewed by Vouch',
    description: "A Vouch reviewer read the business's registration certificate",
  },
});

/**
 * A business's row on the Check Verification result (spec 2's Business Name), with how the name
 * was checked under it (issue 30): "Registered with CAC, RC 1234567" when the registry found the
 * number active under that name, "Business name reviewed by Vouch" when a reviewer read the
 * certificate. The server answers a business name only with one of the two.
 */
export function BusinessNameRow({ member }: { member: VerificationResult }) {
  const intl = useIntl();
  const check = member.business_check;
  const Icon = check?.method === 'cac' ? Building2 : FileCheck2;
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink-600">{intl.formatMessage(m.businessName)}</dt>
      <dd className="text-ink-900 [overflow-wrap:anywhere]">
        {member.business_name || (
          <span className="text-ink-600">{intl.formatMessage(m.notProvided)}</span>
        )}
        {member.business_name && check && (
          <span className="mt-1 flex items-center gap-1.5 text-sm text-success-700">
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {check.method === 'cac'
              ? intl.formatMessage(m.cac, { registration: check.registration })
              : intl.formatMessage(m.document)}
          </span>
        )}
      </dd>
    </div>
  );
}
