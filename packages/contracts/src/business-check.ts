/**
 * How a verified business name was checked (issue 30, decision 0032). A business name is part of
 * the verified answer only when something outside the member's word backs it: the Corporate
 * Affairs Commission's registry (the number was found, active, under that name) or a reviewer who
 * read the business certificate. Otherwise only the person is verified.
 */

/** CAC registration kinds we look up: RC (companies) and BN (business names). */
export const cacKinds = ['RC', 'BN'] as const;
export type CacKind = (typeof cacKinds)[number];

/** A CAC number as members type it, read into its kind and digits. */
export interface CacNumber {
  /** null: only digits were typed, so it may be either kind. */
  kind: CacKind | null;
  /** Without leading zeros: the registry's numbers are integers. */
  digits: string;
}

/**
 * Reads "RC 1234567", "rc1234567", "RC-1234567", "RC No. 1234567", "BN: 3456789" or "1234567".
 * Spaces, dots, dashes, colons, slashes and "#" are ignored; null when it is no RC/BN number
 * (letters elsewhere, another prefix such as IT, no digits, more than 9 digits).
 */
export function parseCacNumber(raw: string): CacNumber | null {
  const compact = raw.toUpperCase().replace(/[\s.\-:/#]/g, '');
  const m = /^(RC|BN)?(?:NO)?(\d{1,9})$/.exec(compact);
  if (!m) return null;
  const digits = m[2]!.replace(/^0+/, '');
  if (!digits) return null;
  return { kind: (m[1] as CacKind | undefined) ?? null, digits };
}

/** The one way a registration is written: "RC 1234567", "BN 3456789". */
export const formatCacNumber = (kind: CacKind, digits: string) => `${kind} ${digits}`;

/**
 * What the answer says about a business name: `cac` with the registration it was found under, or
 * `document` (a reviewer approved the submission with its business certificate).
 */
export type BusinessCheck = { method: 'cac'; registration: string } | { method: 'document' };
export const businessCheckMethods = ['cac', 'document'] as const;
export type BusinessCheckMethod = (typeof businessCheckMethods)[number];

/** From the snapshot's columns; null when no business name is certified. */
export function businessCheckFrom(
  method: string | null,
  registration: string | null,
): BusinessCheck | null {
  if (method === 'cac' && registration) return { method: 'cac', registration };
  if (method === 'document') return { method: 'document' };
  return null;
}

/** The line shown under a certified business name (result card, back office). */
export function businessCheckLabel(check: BusinessCheck): string {
  return check.method === 'cac'
    ? `Registered with CAC, ${check.registration}`
    : 'Business name reviewed by Vouch';
}
