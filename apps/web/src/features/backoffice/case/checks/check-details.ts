import type { CheckResult } from '@vouch/contracts';
import { qualityImageLabels, type QualityImage } from './check-format';

/**
 * A check's `details` are free-form JSON in the contract: each reader here takes out what the case
 * view shows, checking every field's type, so a stage that changes its details degrades to less
 * detail rather than a broken page.
 */

type Details = CheckResult['details'];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
const records = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter(isRecord) : [];

/** Face match: the score needed to count as the same person. */
export function matchThreshold(details: Details): number | null {
  return num(details.threshold);
}

export interface LivenessEvidence {
  antispoof: number | null;
  liveness: number | null;
  /** Below this a score asks for a closer look. */
  floor: number | null;
  evidenceOnly: boolean;
}

export function livenessEvidence(details: Details): LivenessEvidence {
  return {
    antispoof: num(details.antispoof),
    liveness: num(details.liveness),
    floor: num(details.floor),
    evidenceOnly: details.evidence_only === true,
  };
}

export interface ImageQualityRow {
  kind: QualityImage;
  label: string;
  width: number | null;
  height: number | null;
  problems: string[];
  screenshotSigns: string[];
  sharpness: number | null;
  brightness: number | null;
  score: number | null;
}

/** The member's images in a fixed order: selfie, document front, document back. */
export function imageQualityRows(details: Details): ImageQualityRow[] {
  const images = isRecord(details.images) ? details.images : {};
  return (Object.keys(qualityImageLabels) as QualityImage[]).flatMap((kind) => {
    const q = images[kind];
    if (!isRecord(q)) return [];
    return [
      {
        kind,
        label: qualityImageLabels[kind],
        width: num(q.width),
        height: num(q.height),
        problems: strings(q.problems),
        screenshotSigns: strings(q.screenshotSigns),
        sharpness: num(q.sharpness),
        brightness: num(q.brightness),
        score: num(q.score),
      },
    ];
  });
}

export interface SanctionsHit {
  query: string;
  matchedName: string;
  score: number | null;
  entry: {
    list: string;
    name: string;
    programs: string[];
    pep: boolean;
    source: string | null;
    id: string | null;
  };
}

export function sanctionsHits(details: Details): SanctionsHit[] {
  return records(details.hits).map((h) => {
    const e = isRecord(h.entry) ? h.entry : {};
    return {
      query: str(h.query) ?? '—',
      matchedName: str(h.matched_name) ?? str(e.name) ?? '—',
      score: num(h.score),
      entry: {
        list: str(e.list) ?? 'Unnamed list',
        name: str(e.name) ?? str(h.matched_name) ?? '—',
        programs: strings(e.programs),
        pep: e.pep === true,
        source: str(e.source),
        id: str(e.id) ?? (typeof e.id === 'number' ? String(e.id) : null),
      },
    };
  });
}

export interface DuplicateFace {
  memberUuid: string;
  submissionId: string | null;
  similarity: number | null;
}

export function duplicateFaces(details: Details): DuplicateFace[] {
  return records(details.matches).flatMap((m) => {
    const memberUuid = str(m.member_uuid);
    return memberUuid
      ? [{ memberUuid, submissionId: str(m.submission_id), similarity: num(m.similarity) }]
      : [];
  });
}

export function duplicateIdAccounts(details: Details): string[] {
  return strings(details.member_uuids);
}

export interface MrzReading {
  checkDigitsValid: boolean | null;
  expired: boolean | null;
  expirationDate: string | null;
  number: boolean | null;
  names: boolean | null;
  dob: boolean | null;
}

/** Null when the zone was not read (the details are empty then). */
export function mrzReading(details: Details): MrzReading | null {
  const m = isRecord(details.matches) ? details.matches : {};
  const reading: MrzReading = {
    checkDigitsValid: bool(details.check_digits_valid),
    expired: bool(details.expired),
    expirationDate: str(details.expiration_date),
    number: bool(m.number),
    names: bool(m.names),
    dob: bool(m.dob),
  };
  return Object.values(reading).every((v) => v === null) ? null : reading;
}

export interface BusinessRegistryReading {
  /** "RC 1234567", when the registry found the number. */
  registration: string | null;
  registeredName: string | null;
  submittedName: string | null;
  nameMatches: boolean | null;
  status: string | null;
  active: boolean | null;
  type: string | null;
  /** YYYY-MM-DD */
  registrationDate: string | null;
}

/** The CAC registry's answer beside what the member typed; null when nothing was found. */
export function businessRegistryReading(details: Details): BusinessRegistryReading | null {
  const reading: BusinessRegistryReading = {
    registration: str(details.registration),
    registeredName: str(details.registered_name),
    submittedName: str(details.submitted_name),
    nameMatches: bool(details.name_matches),
    status: str(details.status),
    active: bool(details.active),
    type: str(details.type),
    registrationDate: str(details.registration_date),
  };
  return reading.registeredName === null ? null : reading;
}

export interface LiveCaptureFrame {
  idx: number;
  /** neutral, an action, between, or unread */
  state: string;
  yaw: number | null;
  pitch: number | null;
}

export interface LiveCaptureDetails {
  sessionId: string;
  checker: string | null;
  challenge: string[];
  movements: string[];
  frames: LiveCaptureFrame[];
}

/** The live capture (issue 45): the challenge, what the server measured, and each frame's pose. */
export function liveCaptureDetails(details: Details): LiveCaptureDetails | null {
  const sessionId = str(details.session_id);
  if (!sessionId) return null;
  return {
    sessionId,
    checker: str(details.checker),
    challenge: strings(details.challenge),
    movements: strings(details.movements),
    frames: records(details.frames).flatMap((f) => {
      const idx = num(f.idx);
      return idx === null
        ? []
        : [{ idx, state: str(f.state) ?? 'unread', yaw: num(f.yaw), pitch: num(f.pitch) }];
    }),
  };
}
