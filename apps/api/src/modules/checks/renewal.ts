import type { RenewalProblem } from '@vouch/contracts';
import type { DetectedFace, FaceEngine } from '../../adapters/faces/face-engine.js';
import { faceSimilarity } from '../../adapters/faces/similarity.js';
import type { Db, Tx } from '../../db/database.js';
import { compareMrz } from './mrz/compare.js';
import type { MrzReader } from './mrz/reader.js';

/** Who the member was verified as: the certified names and date of birth (YYYY-MM-DD). */
export interface RenewalIdentity {
  firstName: string;
  lastName: string;
  middleName: string | null;
  dob: string;
}

export interface RenewalInput {
  certified: RenewalIdentity;
  /** The expiry of the passport on record; a renewal must expire later. */
  previousExpiresOn: string | null;
  /** The new passport's data page (cleaned). */
  document: Buffer;
  /** The live capture's selfie frame. */
  selfie: Buffer;
  /** The face description of the selfie the member was approved with; null: none kept. */
  previousFace: number[] | null;
  /**
   * passport: the MRZ is read and judged; drivers_licence: the faces only (no MRZ we read: a
   * reviewer reads its expiry).
   */
  documentType: 'passport' | 'drivers_licence';
}

export interface RenewalJudgement {
  problems: RenewalProblem[];
  /**
   * Whether the face approved before could be compared (its description is kept): when not, a
   * reviewer compares the selfies instead of the machine.
   */
  previousCompared: boolean;
  /** The new passport's expiry, when its MRZ was read. */
  expiresOn: string | null;
}

const best = (faces: DetectedFace[]) =>
  faces.reduce<DetectedFace | null>((m, f) => (!m || f.score > m.score ? f : m), null);

/**
 * A document renewal (issue 50, decision 0059), judged with the checks' own readers: for a
 * passport the MRZ read with valid check digits, not expired, later than the one on record, the
 * certified names and date of birth; for any document the live capture's face matches the new
 * document's portrait and the face approved before. Any doubt is a refusal the member can act
 * on: nothing is approved on a guess, and nothing changes. A driver's licence that passes its
 * faces still waits for a reviewer, who reads its expiry (expiresOn stays null).
 */
export async function judgeRenewal(
  d: { reader: MrzReader; engine: FaceEngine; matchThreshold: number; now?: Date },
  input: RenewalInput,
): Promise<RenewalJudgement> {
  const passport = input.documentType === 'passport';
  const [reading, selfie, page] = await Promise.all([
    passport ? d.reader.read(input.document) : null,
    d.engine.analyse(input.selfie),
    d.engine.analyse(input.document),
  ]);
  const problems: RenewalProblem[] = [];
  let expiresOn: string | null = null;
  if (passport) {
    const parsed = reading?.found ? reading.parsed : null;
    if (!parsed) return { problems: ['mrz_unreadable'], expiresOn: null, previousCompared: false };
    expiresOn = parsed.fields.expirationDate;
    const today = (d.now ?? new Date()).toISOString().slice(0, 10);
    if (!parsed.valid) problems.push('mrz_invalid');
    if (!expiresOn || expiresOn < today) problems.push('still_expired');
    else if (input.previousExpiresOn && expiresOn <= input.previousExpiresOn)
      problems.push('not_newer');
    const match = compareMrz(parsed, { ...input.certified, identityNumber: '' });
    if (!match.names || !match.dob) problems.push('other_person');
  }
  const face = selfie.faces.length === 1 ? selfie.faces[0]!.descriptor : null;
  const portrait = best(page.faces)?.descriptor ?? null;
  const similar = (a: ArrayLike<number> | null | undefined, b: ArrayLike<number> | null) =>
    !!a && !!b && faceSimilarity(a, b) >= d.matchThreshold;
  if (!similar(face, portrait)) problems.push('face_document');
  // No description kept of the approved selfie (a case from before faces were kept): nothing to
  // compare here; a reviewer compares the two selfies.
  const previousCompared = input.previousFace !== null;
  if (previousCompared && !similar(face, input.previousFace)) problems.push('face_previous');
  return { problems, expiresOn: problems.length === 0 ? expiresOn : null, previousCompared };
}

/** A passport_mrz check's details → the expiry it read with valid check digits, or null. */
function expiryFromDetails(details: string): string | null {
  const d = JSON.parse(details) as {
    check_digits_valid?: boolean;
    expiration_date?: string | null;
  };
  const date = d.check_digits_valid ? d.expiration_date : null;
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}

/**
 * The expiry the checks read from an approved submission's passport (its MRZ with valid check
 * digits): what the lifecycle watches after approval. Null: not a passport, or not read.
 */
export async function documentExpiryOf(executor: Db | Tx, submissionId: string) {
  const row = await executor
    .selectFrom('kyc_checks')
    .select('details')
    .where('submission_id', '=', submissionId)
    .where('code', '=', 'passport_mrz')
    .executeTakeFirst();
  return row ? expiryFromDetails(row.details) : null;
}

/**
 * Verified members whose snapshot has no expiry though the checks read their passport's (those
 * approved before issue 50): one query over the passport checks only, for the start's backfill.
 */
export async function unwatchedPassportExpiries(
  db: Db,
): Promise<{ userId: string; expiresOn: string }[]> {
  const rows = await db
    .selectFrom('verified_snapshots as v')
    .innerJoin('kyc_checks as c', (join) =>
      join.onRef('c.submission_id', '=', 'v.submission_id').on('c.code', '=', 'passport_mrz'),
    )
    .select(['v.user_id', 'c.details'])
    .where('v.document_expires_on', 'is', null)
    .execute();
  return rows.flatMap((r) => {
    const expiresOn = expiryFromDetails(r.details);
    return expiresOn ? [{ userId: r.user_id, expiresOn }] : [];
  });
}
