// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyDraft, type KycDraft } from './draft';
import { HubStep } from './HubStep';
import { DocumentStep } from './PhotoSteps';
import type { StepProps } from './step-props';

const IMG = 'data:image/jpeg;base64,AAAA';
const base: KycDraft = {
  ...emptyDraft(),
  country: 'nigeria',
  idType: 'bvn',
  idNumber: '22222222222',
};

function renderStep(Screen: (p: StepProps) => ReactNode, draft: KycDraft) {
  const props = { draft, update: vi.fn(), go: vi.fn(), back: vi.fn(), focusHeading: false };
  render(
    <MemoryRouter>
      <Screen {...props} />
    </MemoryRouter>,
  );
  return props;
}

afterEach(cleanup);

describe('the hub', () => {
  it('offers Continue later until everything is done', () => {
    const props = renderStep(HubStep, { ...base, selfie: IMG });
    expect(screen.getByRole('button', { name: /^Selfie.*Done/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Document.*To do/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review Information' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue later' }).getAttribute('href')).toBe('/kyc');
    fireEvent.click(screen.getByRole('button', { name: /^Document/ }));
    expect(props.go).toHaveBeenCalledWith('docType');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(props.back).toHaveBeenCalled();
  });

  it('offers Review Information once selfie, document and business are done', () => {
    const props = renderStep(HubStep, {
      ...base,
      selfie: IMG,
      docType: 'passport',
      docFront: IMG,
      businessName: 'Okafor Ventures',
    });
    expect(screen.queryByRole('link', { name: 'Continue later' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Review Information' }));
    expect(props.go).toHaveBeenCalledWith('review');
  });
});

describe('the document step', () => {
  it('enables Continue only when the required sides are there', () => {
    renderStep(DocumentStep, { ...base, docType: 'national_id', docFront: IMG });
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(screen.getByText('Add the back of your document.')).toBeTruthy();
    cleanup();
    renderStep(DocumentStep, { ...base, docType: 'passport', docFront: IMG });
    expect(screen.queryByRole('group', { name: 'Document Back' })).toBeNull();
    const ready = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(ready.disabled).toBe(false);
  });
});
