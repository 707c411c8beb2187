// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrecheckResult } from '@vouch/contracts';
import { PrecheckRequestContext, type PrecheckRequest } from '../capture-check/precheck-request';
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

/** The server's check at capture: every photo fine, or every one flagged. */
const checkSays =
  (ok: boolean): PrecheckRequest =>
  async (body) => ({
    ok: true,
    status: 200,
    msg: {
      kind: body.kind,
      checked: true,
      ok,
      problems: ok ? [] : [{ code: 'blurred', message: 'This photo is blurred.' }],
    } as PrecheckResult,
  });

function renderStep(
  Screen: (p: StepProps) => ReactNode,
  draft: KycDraft,
  precheck: PrecheckRequest = checkSays(true),
) {
  const props = { draft, update: vi.fn(), go: vi.fn(), back: vi.fn(), focusHeading: false };
  render(
    <MemoryRouter>
      <PrecheckRequestContext.Provider value={precheck}>
        <Screen {...props} />
      </PrecheckRequestContext.Provider>
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
  it('enables Continue only when the required sides are there', async () => {
    renderStep(DocumentStep, { ...base, docType: 'national_id', docFront: IMG });
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(screen.getByText('Add the back of your document.')).toBeTruthy();
    cleanup();
    renderStep(DocumentStep, { ...base, docType: 'passport', docFront: IMG });
    expect(screen.queryByRole('group', { name: 'Document Back' })).toBeNull();
    await screen.findByText('Photo checked: sharp, well lit and readable.');
    const ready = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(ready.disabled).toBe(false);
  });

  it('one state per photo: a flagged photo holds Continue until retaken or kept (issue 37)', async () => {
    const flagged = `${IMG}BB`;
    const props = renderStep(
      DocumentStep,
      { ...base, docType: 'passport', docFront: flagged },
      checkSays(false),
    );
    await screen.findByText('Your document front needs another try');
    const box = screen.getByRole('group', { name: 'Document Front' });
    expect(within(box).getByText('Needs a retake')).toBeTruthy();
    expect(within(box).queryByText('Added')).toBeNull();
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Keep this photo anyway' }));
    expect(props.update).toHaveBeenCalledWith({ keptPhotos: ['docFront'] });
    cleanup();
    renderStep(
      DocumentStep,
      { ...base, docType: 'passport', docFront: flagged, keptPhotos: ['docFront'] },
      checkSays(false),
    );
    await screen.findByText('You chose to keep this document front');
    expect(screen.getByText('Kept anyway')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
