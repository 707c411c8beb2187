import {
  formatCacNumber,
  parseCacNumber,
  reviewReasons,
  SIGNIFICANT_CONTROL_PERCENT,
  type BusinessPersonRole,
  type RegistryLookup,
  type ScreeningOutcome,
} from '@vouch/contracts';
import {
  IdentityUnavailableError,
  type IdentityProvider,
  type RegistryPerson,
} from '../../adapters/identity/provider.js';
import { sameBusinessName, type SanctionsScreener } from '../checks/index.js';
import { screenNames } from './screening.js';
import type { ListedPerson, RegistryRecord, ScreeningHitView } from './store.js';

/** A person to verify, from the registry or the business, with their own screening. */
export interface PersonToVerify {
  listed: ListedPerson;
  roles: BusinessPersonRole[];
  sharePercent: number | null;
  source: 'registry' | 'business';
  screening: ScreeningOutcome;
  hits: ScreeningHitView[];
}

/** What the registry and the lists said of a business, and what a reviewer must weigh. */
export interface RegistryFindings {
  lookup: RegistryLookup;
  record: RegistryRecord | null;
  nameMatches: boolean | null;
  screening: ScreeningOutcome;
  hits: ScreeningHitView[];
  /** The registry's people who count (directors, proprietors, 5 % or more), screened. */
  people: PersonToVerify[];
  /** Each stops the people's links: the verification goes to a reviewer at once. */
  reasons: string[];
}

/**
 * Who of the registry's people a business verification asks for (CAMA 2020 s.119 and the
 * Persons with Significant Control Regulations 2022): every director and proprietor, and every
 * shareholder with 5 % or more (named a person with significant control) or whose share the
 * registry does not give (asked rather than guessed). One person listed twice (as director and as
 * shareholder, or with shares in two rows) is one person, their shares added. Companies holding
 * shares are not people: see corporateHolders.
 */
export function peopleWhoCount(people: RegistryPerson[]): RegistryPerson[] {
  const merged = new Map<string, RegistryPerson>();
  for (const p of people.filter((x) => !x.corporate)) {
    const key = `${[p.firstName, p.middleName, p.lastName].join(' ').toLowerCase().replace(/\s+/g, ' ')}|${p.dob ?? ''}`;
    const seen = merged.get(key);
    if (!seen) merged.set(key, { ...p, roles: [...p.roles] });
    else {
      seen.roles = [...new Set([...seen.roles, ...p.roles])];
      if (p.sharePercent !== null) seen.sharePercent = (seen.sharePercent ?? 0) + p.sharePercent;
    }
  }
  return [...merged.values()].flatMap((p) => {
    const significant = (p.sharePercent ?? 0) >= SIGNIFICANT_CONTROL_PERCENT;
    const officer = p.roles.includes('director') || p.roles.includes('proprietor');
    const unknownShare = p.roles.includes('shareholder') && p.sharePercent === null;
    if (!officer && !significant && !unknownShare && !p.roles.includes('significant_control'))
      return [];
    const roles = new Set(p.roles);
    if (significant) roles.add('significant_control');
    return [{ ...p, roles: [...roles] }];
  });
}

/** Companies holding 5 % or more: the people behind them must be added by the business. */
export const corporateHolders = (people: RegistryPerson[]) =>
  people.filter((p) => p.corporate && (p.sharePercent ?? 0) >= SIGNIFICANT_CONTROL_PERCENT);

const fullName = (l: ListedPerson) =>
  [l.firstName, l.middleName, l.lastName].filter(Boolean).join(' ');

/** Screens one person as listed; a possible match is a reason for the reviewer. */
export async function screenPerson(
  screener: SanctionsScreener,
  person: Omit<PersonToVerify, 'screening' | 'hits'>,
): Promise<PersonToVerify> {
  const names = [`${person.listed.firstName} ${person.listed.lastName}`];
  if (person.listed.middleName) names.push(fullName(person.listed));
  const s = await screenNames(screener, names, 'person');
  return { ...person, screening: s.outcome, hits: s.hits };
}

/**
 * The registry's answer for a registration and the name given: the record, its people, the
 * name compared as decision 0032 does, the entity and each person screened, and the reasons
 * that stop it for a reviewer (not found, not active, another name, a listed entity or person).
 * Throws IdentityUnavailableError when the registry could not be asked (the caller retries).
 */
export async function askRegistry(
  identity: IdentityProvider,
  screener: SanctionsScreener,
  registration: string,
  givenName: string,
): Promise<RegistryFindings> {
  const n = parseCacNumber(registration);
  if (!n?.kind) throw new Error(`not a CAC number: ${registration}`);
  const lookup = { kind: n.kind, digits: n.digits };
  const reg = formatCacNumber(n.kind, n.digits);
  const found = await identity.lookupBusiness(lookup);
  if (!found)
    return {
      lookup: 'not_found',
      record: null,
      nameMatches: null,
      screening: 'not_run',
      hits: [],
      people: [],
      reasons: [reviewReasons.notFound(reg)],
    };
  const listedPeople = (await identity.lookupBusinessPeople(lookup)) ?? [];
  const record: RegistryRecord = {
    name: found.name,
    status: found.status,
    active: found.active,
    type: found.type,
    registeredOn: found.registeredOn,
    address: found.address ?? null,
  };
  const nameMatches = sameBusinessName(found.name, givenName);
  const entity = await screenNames(screener, [found.name, givenName], 'organisation');
  const people = await Promise.all(
    peopleWhoCount(listedPeople).map((p) =>
      screenPerson(screener, {
        listed: {
          firstName: p.firstName,
          lastName: p.lastName,
          middleName: p.middleName,
          dob: p.dob,
          idNumber: p.idNumber ?? null,
        },
        roles: p.roles,
        sharePercent: p.sharePercent,
        source: 'registry',
      }),
    ),
  );
  const reasons: string[] = [];
  for (const c of corporateHolders(listedPeople))
    reasons.push(reviewReasons.corporateHolder(c.lastName, c.sharePercent ?? 0));
  if (found.active !== true) reasons.push(reviewReasons.inactive(reg, found.status ?? 'no status'));
  if (!nameMatches) reasons.push(reviewReasons.otherName(reg, found.name, givenName));
  if (entity.hits[0])
    reasons.push(reviewReasons.entityListed(entity.hits[0].query, entity.hits[0].list));
  for (const p of people)
    if (p.hits[0]) reasons.push(reviewReasons.personListed(fullName(p.listed), p.hits[0].list));
  return {
    lookup: 'found',
    record,
    nameMatches,
    screening: entity.outcome,
    hits: entity.hits,
    people,
    reasons,
  };
}

export { IdentityUnavailableError };
