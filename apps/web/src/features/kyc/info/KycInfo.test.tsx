// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { KycRecord } from '@vouch/contracts';
import { KycInfo } from './KycInfo';

const image = 'data:image/png;base64,iVBORw0KGgo=';
const record = (pages: string[]): KycRecord => ({
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
  document_type: 'passport',
  document_file: { f: image, b: null },
  portrait_file: { old_capture: null, new_capture: image },
  business_cartificate_file: pages[0] ?? null,
  business_cartificate_pages: pages,
  business_name: 'Okafor Ventures',
  business_number: null,
  status: 'CURRENTLY_UNDER_REVIEW',
  reason: null,
  submitted_at: '2026-01-05T10:00:00.000Z',
});

const show = (r: KycRecord) =>
  render(
    <MemoryRouter>
      <KycInfo record={r} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe("the member's KYC information", () => {
  it('shows every page of a PDF certificate as an image, in order', () => {
    const pages = [image, `${image}AA`, `${image}AB`];
    show(record(pages));
    pages.forEach((src, i) => {
      const img = screen.getByAltText(`Business Certificate, page ${i + 1} of 3`);
      expect(img.getAttribute('src')).toBe(src);
    });
    expect(screen.queryByText(/PDF/)).toBeNull();
  });

  it('shows a one-page certificate under its caption, and none when there is none', () => {
    show(record([image]));
    expect(screen.getByAltText('Business Certificate')).toBeTruthy();
    cleanup();
    show(record([]));
    expect(screen.queryByAltText(/Business Certificate/)).toBeNull();
  });

  it('masks the BVN but for its last 4 digits; the full number is nowhere on the page', () => {
    const { container } = show({
      ...record([]),
      identity_type: 'bvn',
      identity_number: '22345678901',
      document_type: 'national_id',
    });
    expect(screen.getByText('•••••••8901')).toBeTruthy();
    expect(screen.getByText('ending in 8901')).toBeTruthy();
    expect(container.textContent).not.toContain('22345678901');
    expect(container.textContent).not.toContain('2234567');
  });
});
