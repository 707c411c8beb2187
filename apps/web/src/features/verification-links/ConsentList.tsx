import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import {
  idTypes,
  sessionClaimLabels,
  sessionPaths,
  type ClaimValue,
  type ConsentPreview,
  type HostedSession,
  type SessionClaim,
} from '@vouch/contracts';
import { apiRequest } from '../../lib/api';
import { formatDate, humanizeCode } from '../../lib/format';

/**
 * The values Allow would share, from the member's approved verification (issue 47: the list
 * named what, never the values themselves). Asked only of a signed-in member on a live link;
 * anyone else (not verified, signed out, test mode) sees the list without values.
 */
function useConsentPreview(s: HostedSession, enabled: boolean) {
  return useQuery({
    queryKey: ['verification-links', 'preview', s.id] as const,
    enabled,
    retry: false,
    queryFn: async () => {
      const res = await apiRequest<ConsentPreview>(
        `${sessionPaths.session}/${encodeURIComponent(s.id)}/consent-preview`,
      );
      return res.ok ? res.msg.values : null;
    },
  });
}

/** One value as the member reads it. */
function shown(claim: SessionClaim, value: ClaimValue | undefined): string {
  if (value === undefined) return '';
  if (value === null)
    return claim === 'phone_number' ? 'None: no number proven on your account' : 'None';
  if (typeof value === 'number') return claim === 'kyc_tier' ? `Tier ${value}` : String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (claim === 'date_of_birth') return formatDate(value);
  if (claim === 'id_type') return idTypes.find((t) => t.value === value)?.label ?? value;
  if (claim === 'country') return humanizeCode(value);
  return value;
}

export function ConsentList({ s, signedIn }: { s: HostedSession; signedIn: boolean }) {
  const preview = useConsentPreview(s, signedIn && s.mode === 'live');
  const values = preview.data ?? null;
  return (
    <ul className="mt-2 space-y-2">
      {s.claims.map((c) => (
        <li key={c} className="flex items-start gap-2 text-ink-800">
          <Check className="mt-0.5 size-5 shrink-0 text-success-700" aria-hidden="true" />
          <span>
            {c === 'age_over_18' && s.claims.includes('date_of_birth')
              ? 'Whether you are over 18'
              : sessionClaimLabels[c]}
            {values && (
              <span
                className={`block font-semibold break-all text-ink-900 ${c === 'member_uuid' ? 'font-mono text-sm' : ''}`}
                data-testid={`shared-${c}`}
              >
                {shown(c, values[c])}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
