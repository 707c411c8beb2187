// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CaseView, VerifiedDetails } from '@vouch/contracts';
import { Certifies } from './Certifies';

const person: VerifiedDetails = {
  first_name: 'Ada',
  last_name: 'Obi',
  middle_name: null,
  dob: '14-03-1992',
  phone_number: '08031234567',
  whatsapp_number: '08031234567',
  wechat_id: null,
  email_address: 'ada@example.com',
};

/** Only what the Certifies section reads of a case. */
const caseOf = (certifies: VerifiedDetails, business: string | null): CaseView =>
  ({
    submission: business
      ? { applicant_type: 'business', business_name: business }
      : { applicant_type: 'individual' },
    certifies,
    claim_conflicts: [],
  }) as unknown as CaseView;

function renderCertifies(view: CaseView) {
  render(<Certifies view={view} />);
  return screen.getByRole('region', { name: 'What approval certifies' });
}

afterEach(cleanup);

describe('what an approval certifies about the business', () => {
  it('the business name with how it was checked', () => {
    const section = renderCertifies(
      caseOf(
        {
          ...person,
          business_name: 'Amaka Fabrics',
          business_check: { method: 'cac', registration: 'RC 1234567' },
        },
        'Amaka Fabrics',
      ),
    );
    const term = within(section).getByText('Business name');
    expect(term.nextElementSibling!.textContent).toBe(
      'Amaka FabricsRegistered with CAC, RC 1234567',
    );
    expect(section.textContent).not.toContain('is not certified');
  });

  it('says so when approval will not certify the submitted business name', () => {
    const section = renderCertifies(caseOf(person, 'Amaka Fabrics'));
    expect(within(section).queryByText('Business name')).toBeNull();
    expect(section.textContent).toContain(
      'Business name “Amaka Fabrics” is not certified: the CAC registry check has not passed and no business certificate was submitted, so an approval verifies the person only.',
    );
  });

  it('an individual: nothing about a business', () => {
    const section = renderCertifies(caseOf(person, null));
    expect(section.textContent).not.toMatch(/[Bb]usiness/);
  });
});
