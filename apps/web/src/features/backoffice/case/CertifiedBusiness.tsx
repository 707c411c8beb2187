import { businessCheckLabel, type VerifiedDetails } from '@vouch/contracts';
import { Fact } from './Section';

/**
 * A certified business name with how it was checked (issue 30): "Registered with CAC, RC …" or
 * "Business name reviewed by Vouch". Nothing when the details certify no business name.
 */
export function CertifiedBusiness({ details }: { details: VerifiedDetails }) {
  if (!details.business_name) return null;
  return (
    <Fact label="Business name">
      {details.business_name}
      {details.business_check && (
        <span className="block text-sm text-ink-600">
          {businessCheckLabel(details.business_check)}
        </span>
      )}
    </Fact>
  );
}
