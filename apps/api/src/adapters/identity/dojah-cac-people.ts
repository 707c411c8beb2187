import type { BusinessPersonRole } from '@vouch/contracts';
import type { RegistryPerson } from './provider.js';

/**
 * Dojah's CAC Advance lookup (GET /api/v1/kyc/cac/advance?rc=…&class=premium&type=co|bn) answers
 * the company's "affiliates": its directors, shareholders and proprietors (issue 49). Its
 * documentation shows the entity in Title_Case (Name_of_Company, Number_of_Affiliates…) and cuts
 * its sample off before the affiliates themselves, so each person is read by the names the CAC's
 * own records use in either case (surname, firstname, othername, dateOfBirth, affiliateType or
 * designation, numSharesAlloted, shareholding percent) and a person without a surname and a first
 * name is left out rather than guessed. Tested against a local stand-in of that shape.
 */

/** Dojah's `type` for each kind we look up. */
export const DOJAH_ADVANCE_TYPE = { RC: 'co', BN: 'bn' } as const;

type Loose = Record<string, unknown>;

/** A field by the first of its spellings present (case and underscores aside), in that order. */
function field(o: Loose, ...names: string[]): unknown {
  const keyed = new Map<string, unknown>();
  for (const [k, v] of Object.entries(o)) keyed.set(k.toLowerCase().replace(/_/g, ''), v);
  for (const n of names) {
    const v = keyed.get(n.toLowerCase().replace(/_/g, ''));
    if (v !== undefined && v !== '' && v !== null) return v;
  }
  return undefined;
}

/** A number as registries write them: 1000000, "1,000,000", "12.5". */
const numberOf = (v: unknown) => Number(typeof v === 'string' ? v.replace(/,/g, '') : v);

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** YYYY-MM-DD from an ISO timestamp, a plain date or dd-mm-yyyy / dd/mm/yyyy; null otherwise. */
function dateOf(v: string): string | null {
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(v);
  if (iso) return iso[1]!;
  const dmy = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(v);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null;
}

function rolesOf(o: Loose): BusinessPersonRole[] {
  const said = `${text(field(o, 'affiliateType', 'designation', 'type', 'role'))}`.toLowerCase();
  const roles = new Set<BusinessPersonRole>();
  if (said.includes('director')) roles.add('director');
  if (said.includes('shareholder') || said.includes('subscriber')) roles.add('shareholder');
  if (said.includes('proprietor') || said.includes('partner')) roles.add('proprietor');
  if (said.includes('significant') || said.includes('psc')) roles.add('significant_control');
  if (roles.size === 0) roles.add('director');
  return [...roles];
}

function shareOf(o: Loose, totalShares: number | null): number | null {
  const pct = numberOf(field(o, 'percentageOfShares', 'shareholdingPercent', 'sharePercentage'));
  if (Number.isFinite(pct) && pct > 0) return Math.min(100, pct);
  const shares = numberOf(field(o, 'numSharesAlloted', 'numSharesAllotted', 'sharesAlloted'));
  if (totalShares && Number.isFinite(shares) && shares > 0)
    return Math.round((shares / totalShares) * 10_000) / 100;
  return null;
}

/** The affiliates of an advance answer's entity as RegistryPersons. */
export function dojahAffiliates(entity: Loose): RegistryPerson[] {
  const list = field(entity, 'affiliates', 'affiliatesData', 'directors');
  if (!Array.isArray(list)) return [];
  const people = list.filter((p): p is Loose => typeof p === 'object' && p !== null);
  const allotted = people
    .map((p) => numberOf(field(p, 'numSharesAlloted', 'numSharesAllotted', 'sharesAlloted')))
    .filter((n) => Number.isFinite(n) && n > 0);
  const total = allotted.length > 0 ? allotted.reduce((a, b) => a + b, 0) : null;
  const out: RegistryPerson[] = [];
  for (const p of people) {
    // A corporate shareholder is no person to verify: kept as a company, so a reviewer is told
    // to have the people behind it added when it holds 5 % or more.
    if (field(p, 'isCorporate') === true) {
      const name = text(field(p, 'corporationName', 'surname', 'name'));
      if (name)
        out.push({
          firstName: '',
          lastName: name,
          middleName: null,
          dob: null,
          roles: ['shareholder'],
          sharePercent: shareOf(p, total),
          corporate: true,
        });
      continue;
    }
    const lastName = text(field(p, 'surname', 'lastName', 'last_name'));
    const firstName = text(field(p, 'firstname', 'firstName', 'first_name'));
    if (!lastName || !firstName) continue;
    const dob = dateOf(text(field(p, 'dateOfBirth', 'date_of_birth', 'dob')));
    out.push({
      firstName,
      lastName,
      middleName: text(field(p, 'othername', 'otherName', 'middleName', 'middle_name')) || null,
      dob,
      roles: rolesOf(p),
      sharePercent: shareOf(p, total),
    });
  }
  return out;
}
