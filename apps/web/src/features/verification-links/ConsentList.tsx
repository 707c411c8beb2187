import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import {
  idTypes,
  sessionPaths,
  type ClaimValue,
  type ConsentPreview,
  type HostedSession,
  type SessionClaim,
} from '@vouch/contracts';
import { apiRequest } from '../../lib/api';
import { formatDate, humanizeCode } from '../../lib/format';
import { defineMessages, useIntl } from '../../i18n';
import { claimLabels } from './claim-labels';

const m = defineMessages({
  over18: {
    id: 'verificationLinks.ConsentList.over18',
    defaultMessage: 'Whether you are over 18',
    description: 'What a business asks to see, when it also asks for the date of birth',
  },
  noNumber: {
    id: 'verificationLinks.ConsentList.noNumber',
    defaultMessage: 'None: no number proven on your account',
    description: 'The value shared for the phone number when there is none',
  },
  none: {
    id: 'verificationLinks.ConsentList.none',
    defaultMessage: 'None',
    description: 'A value shared: there is none',
  },
  tier: {
    id: 'verificationLinks.ConsentList.tier',
    defaultMessage: 'Tier {tier}',
    description: 'A KYC tier: Tier 1, 2 or 3',
  },
  yes: {
    id: 'verificationLinks.ConsentList.yes',
    defaultMessage: 'Yes',
    description: 'A yes/no value shared',
  },
  no: {
    id: 'verificationLinks.ConsentList.no',
    defaultMessage: 'No',
    description: 'A yes/no value shared',
  },
  idType: {
    id: 'verificationLinks.ConsentList.idType',
    defaultMessage:
      "{type, select, bvn {Bank Verification Number (BVN)} nin {National Identification Number (NIN)} passport {International Passport Number} drivers_licence {Driver's Licence Number} voters_card {Voter's Identification Number (VIN)} other {{type}}}",
    description: 'The kind of ID the member verified with (a value shared)',
  },
});

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
function shown(
  intl: ReturnType<typeof useIntl>,
  claim: SessionClaim,
  value: ClaimValue | undefined,
): string {
  if (value === undefined) return '';
  if (value === null) return intl.formatMessage(claim === 'phone_number' ? m.noNumber : m.none);
  if (typeof value === 'number')
    return claim === 'kyc_tier' ? intl.formatMessage(m.tier, { tier: value }) : String(value);
  if (typeof value === 'boolean') return intl.formatMessage(value ? m.yes : m.no);
  if (claim === 'date_of_birth') return formatDate(value);
  if (claim === 'id_type')
    return idTypes.some((t) => t.value === value)
      ? intl.formatMessage(m.idType, { type: value })
      : value;
  if (claim === 'country') return humanizeCode(value);
  return value;
}

export function ConsentList({ s, signedIn }: { s: HostedSession; signedIn: boolean }) {
  const intl = useIntl();
  const preview = useConsentPreview(s, signedIn && s.mode === 'live');
  const values = preview.data ?? null;
  return (
    <ul className="mt-2 space-y-2">
      {s.claims.map((c) => (
        <li key={c} className="flex items-start gap-2 text-ink-800">
          <Check className="mt-0.5 size-5 shrink-0 text-success-700" aria-hidden="true" />
          <span>
            {intl.formatMessage(
              c === 'age_over_18' && s.claims.includes('date_of_birth') ? m.over18 : claimLabels[c],
            )}
            {values && (
              <span
                className={`block font-semibold break-all text-ink-900 ${c === 'member_uuid' ? 'font-mono text-sm' : ''}`}
                data-testid={`shared-${c}`}
              >
                {shown(intl, c, values[c])}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
