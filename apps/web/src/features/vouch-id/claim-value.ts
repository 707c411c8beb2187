import { type DisclosableClaim } from '@vouch/contracts';
import { defineMessages, type useIntl } from '../../i18n';
import { intlFor } from '../../i18n/provider';

/** Formats the texts: the screen's `useIntl()`; English when none is given (tests, pure use). */
export type Formatter = Pick<ReturnType<typeof useIntl>, 'formatMessage'>;
let english: Formatter | undefined;
const inEnglish = (): Formatter => (english ??= intlFor('en', {}));

const m = defineMessages({
  adult: {
    id: 'vouchId.claim.adult',
    defaultMessage: 'Yes, 18 or over',
    description: 'The value of "Aged 18 or over"',
  },
  minor: {
    id: 'vouchId.claim.minor',
    defaultMessage: 'Under 18',
    description: 'The value of "Aged 18 or over"',
  },
  nigerian: {
    id: 'vouchId.claim.nigerian',
    defaultMessage: 'Nigerian',
    description: 'A nationality',
  },
  verifiedBy: {
    id: 'vouchId.claim.verifiedBy',
    defaultMessage: 'Verified {date} by {methods}',
    description: '{date}: e.g. 05/03/2026; {methods}: how, as codes (e.g. "id document, bvn")',
  },
  verified: {
    id: 'vouchId.claim.verified',
    defaultMessage: 'Verified {date}',
    description: '{date}: e.g. 05/03/2026',
  },
});

/** The claims' names as the screens show them (contracts' disclosableClaimLabels). */
const labels = defineMessages({
  given_name: { id: 'vouchId.claimLabel.given_name', defaultMessage: 'First name' },
  family_name: { id: 'vouchId.claimLabel.family_name', defaultMessage: 'Last name' },
  birthdate: { id: 'vouchId.claimLabel.birthdate', defaultMessage: 'Date of birth' },
  age_equal_or_over: {
    id: 'vouchId.claimLabel.age_equal_or_over',
    defaultMessage: 'Aged 18 or over',
  },
  nationalities: { id: 'vouchId.claimLabel.nationalities', defaultMessage: 'Nationality' },
  phone_number: { id: 'vouchId.claimLabel.phone_number', defaultMessage: 'Phone number' },
  email: { id: 'vouchId.claimLabel.email', defaultMessage: 'E-mail address' },
  business_name: { id: 'vouchId.claimLabel.business_name', defaultMessage: 'Business name' },
  kyc: { id: 'vouchId.claimLabel.kyc', defaultMessage: 'How Vouch verified you' },
});

/** A claim's name as a person reads it; an unknown claim by its own name. */
export function claimLabel(name: string, intl: Formatter = inEnglish()): string {
  return Object.hasOwn(labels, name) ? intl.formatMessage(labels[name as DisclosableClaim]) : name;
}

/** A claim's value as a person reads it. */
export function claimValue(name: string, value: unknown, intl: Formatter = inEnglish()): string {
  if (name === 'age_equal_or_over' && value && typeof value === 'object')
    return intl.formatMessage((value as Record<string, boolean>)['18'] ? m.adult : m.minor);
  if (name === 'nationalities' && Array.isArray(value))
    return value.map((v) => (v === 'NG' ? intl.formatMessage(m.nigerian) : String(v))).join(', ');
  if (name === 'kyc' && value && typeof value === 'object') {
    const k = value as { methods?: string[]; verified_at?: string };
    const methods = (k.methods ?? []).map((x) => x.replace('_', ' ')).join(', ');
    const date = k.verified_at ? new Date(k.verified_at).toLocaleDateString('en-GB') : '';
    return methods
      ? intl.formatMessage(m.verifiedBy, { date, methods })
      : intl.formatMessage(m.verified, { date });
  }
  if (name === 'birthdate' && typeof value === 'string') {
    const [y, mo, d] = value.split('-');
    return `${d}/${mo}/${y}`;
  }
  return String(value);
}
