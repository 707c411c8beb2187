import { Building2, FileCheck2 } from 'lucide-react';
import { businessCheckLabel, type VerificationResult } from '@vouch/contracts';

/**
 * A business's row on the Check Verification result (spec 2's Business Name), with how the name
 * was checked under it (issue 30): "Registered with CAC, RC 1234567" when the registry found the
 * number active under that name, "Business name reviewed by Vouch" when a reviewer read the
 * certificate. The server answers a business name only with one of the two.
 */
export function BusinessNameRow({ member }: { member: VerificationResult }) {
  const check = member.business_check;
  const Icon = check?.method === 'cac' ? Building2 : FileCheck2;
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink-600">Business Name</dt>
      <dd className="text-ink-900 [overflow-wrap:anywhere]">
        {member.business_name || <span className="text-ink-600">Not provided</span>}
        {member.business_name && check && (
          <span className="mt-1 flex items-center gap-1.5 text-sm text-success-700">
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {businessCheckLabel(check)}
          </span>
        )}
      </dd>
    </div>
  );
}
