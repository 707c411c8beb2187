// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { KycRecord } from '@vouch/contracts';
import { applyEdit, draftFromRecord, emptyDraft, withCurrentLookup, type KycDraft } from './draft';
import { buildKycPayload } from './payload';
import { canReview } from './steps';

const IMG = 'data:image/jpeg;base64,AAAA';
const user = {
  first_name: 'Amaka',
  last_name: 'Okafor',
  phone_number: '08031234567',
  email_address: 'amaka@example.com',
};
const lookup = {
  idNumber: '22222222222',
  firstname: 'AMAKA',
  lastname: 'OKAFOR',
  middlename: 'CHIOMA',
  matches: { first_name: true, last_name: true, dob: true },
};

const record: KycRecord = {
  id: 'rec-1',
  version: 1,
  first_name: 'Amaka',
  last_name: 'Okafor',
  middle_name: null,
  applicant_type: 'business',
  identity_number: 'A12345678',
  identity_type: 'passport',
  country: 'nigeria',
  phone_number: '08031234567',
  email_address: 'amaka@example.com',
  document_type: 'national_id',
  document_file: { f: '/api/v1/kyc/files/f', b: '/api/v1/kyc/files/b' },
  portrait_file: { old_capture: null, new_capture: '/api/v1/kyc/files/s' },
  business_cartificate_file: null,
  business_cartificate_pages: [],
  business_name: 'Okafor Ventures',
  business_number: null,
  status: 'REJECTED',
  reason: 'The document photo is blurred',
  submitted_at: '2026-01-05T10:00:00.000Z',
};

describe('draft edits', () => {
  it('drop a lookup when the ID number or type changes', () => {
    const d: KycDraft = { ...emptyDraft(), idType: 'bvn', idNumber: '22222222222', lookup };
    expect(applyEdit(d, { businessName: 'X' }).lookup).toBe(lookup);
    expect(applyEdit(d, { idNumber: '22222222223' }).lookup).toBeNull();
    expect(applyEdit(d, { idType: 'nin' }).lookup).toBeNull();
  });

  it('drop a lookup once the names or date of birth it matched have changed (issue 31)', () => {
    const profile = { first_name: 'Amaka', last_name: 'Okafor', dob: '14-03-1992' };
    const matched = { ...lookup, matchedFor: profile };
    const d: KycDraft = {
      ...emptyDraft(),
      idType: 'bvn',
      idNumber: '22222222222',
      lookup: matched,
    };
    expect(withCurrentLookup(d, profile).lookup).toBe(matched);
    expect(withCurrentLookup(d, { ...profile, last_name: 'Nwosu' }).lookup).toBeNull();
    expect(withCurrentLookup(d, { ...profile, dob: '15-03-1992' }).lookup).toBeNull();
    expect(withCurrentLookup(d, null).lookup).toBeNull();
    // Saved before lookups remembered what they matched: the server would not count it either.
    expect(withCurrentLookup({ ...d, lookup }, profile).lookup).toBeNull();
  });

  it('drop the back side when the document becomes a passport', () => {
    const d: KycDraft = { ...emptyDraft(), docType: 'national_id', docFront: IMG, docBack: IMG };
    expect(applyEdit(d, { docType: 'passport' }).docBack).toBeNull();
    expect(applyEdit(d, { docType: 'voters_card' }).docBack).toBe(IMG);
  });
});

describe('the submitted payload', () => {
  it('is spec 3’s record; the registry’s portrait is never sent (old_capture null)', () => {
    const d: KycDraft = {
      ...emptyDraft(),
      applicantType: 'business',
      country: 'nigeria',
      idType: 'bvn',
      idNumber: ' 22222222222 ',
      lookup,
      selfie: IMG,
      docType: 'passport',
      docFront: IMG,
      docBack: IMG,
      businessName: ' Okafor Ventures ',
      businessNumber: '',
    };
    expect(buildKycPayload(d, user)).toEqual({
      applicant_type: 'business',
      identity_type: 'bvn',
      identity_number: '22222222222',
      country: 'nigeria',
      document_type: 'passport',
      business_name: 'Okafor Ventures',
      business_number: null,
      first_name: 'Amaka',
      last_name: 'Okafor',
      middle_name: 'CHIOMA',
      phone_number: '08031234567',
      email_address: 'amaka@example.com',
      document_file: { f: IMG, b: null },
      portrait_file: { old_capture: null, new_capture: IMG },
      business_cartificate_file: null,
      biometric_consent: true,
    });
  });

  it('for an individual carries no business field, even ones typed before switching', () => {
    const d: KycDraft = {
      ...emptyDraft(),
      applicantType: 'individual',
      country: 'nigeria',
      idType: 'bvn',
      idNumber: '22222222222',
      selfie: IMG,
      docType: 'passport',
      docFront: IMG,
      businessName: 'Okafor Ventures',
      businessNumber: 'RC123456',
      certificate: IMG,
    };
    const p = buildKycPayload(d, user);
    expect(p.applicant_type).toBe('individual');
    expect(p).not.toHaveProperty('business_name');
    expect(p).not.toHaveProperty('business_number');
    expect(p).not.toHaveProperty('business_cartificate_file');
  });

  it('an individual’s rejected record reopens as an individual with no business details', () => {
    const {
      business_name: _n,
      business_number: _b,
      ...rest
    } = record as KycRecord & {
      applicant_type: 'business';
    };
    const { business_cartificate_file: _c, business_cartificate_pages: _p, ...base } = rest;
    const d = draftFromRecord({ ...base, applicant_type: 'individual' });
    expect(d).toMatchObject({ applicantType: 'individual', businessName: '', certificate: null });
    expect(canReview(d)).toBe(true);
  });

  it('in the update wizard sends only re-taken files; the stored ones go as null (kept)', () => {
    const d = draftFromRecord(record);
    expect(d.step).toBe('initial');
    expect(canReview(d)).toBe(true);
    const p = buildKycPayload({ ...d, docFront: IMG }, user);
    expect(p.document_file).toEqual({ f: IMG, b: null });
    expect(p.portrait_file).toEqual({ old_capture: null, new_capture: null });
    expect(p.identity_number).toBe('A12345678');
  });
});

describe('a stored certificate of several pages (update wizard)', () => {
  const pages = ['/api/v1/kyc/files/p1', '/api/v1/kyc/files/p2', '/api/v1/kyc/files/p3'];
  const withPages: KycRecord = {
    ...record,
    business_cartificate_file: pages[0]!,
    business_cartificate_pages: pages,
  };

  it('is kept whole: the draft holds every page and sends the certificate as null', () => {
    const d = draftFromRecord(withPages);
    expect(d.certificate).toBe(pages[0]);
    expect(d.certificatePages).toEqual(pages);
    expect(buildKycPayload(d, user).business_cartificate_file).toBeNull();
    expect(applyEdit(d, { businessName: 'Okafor Ventures Ltd' }).certificatePages).toEqual(pages);
  });

  it('is dropped, all pages, when another certificate is chosen', () => {
    const pdf = 'data:application/pdf;base64,JVBERi0xLjcK';
    const d = applyEdit(draftFromRecord(withPages), { certificate: pdf });
    expect(d.certificatePages).toBeUndefined();
    expect(buildKycPayload(d, user).business_cartificate_file).toBe(pdf);
  });
});
