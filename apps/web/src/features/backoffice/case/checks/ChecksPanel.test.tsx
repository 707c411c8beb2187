// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubmissionChecks } from '@vouch/contracts';
import { ChecksPanel } from './ChecksPanel';
import { pendingChecks, sampleChecks } from './sample-checks';

function renderPanel(checks: SubmissionChecks, reason: string | null = null, stalled = false) {
  render(
    <MemoryRouter>
      <ChecksPanel checks={checks} rejectionReason={reason} stalled={stalled} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Automated checks' });
}

const itemOf = (list: HTMLElement, label: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(label))!;

afterEach(cleanup);

describe('the automated checks panel', () => {
  it('says the checks are running while they are', () => {
    const panel = renderPanel(pendingChecks);
    expect(within(panel).getByRole('status').textContent).toBe('Checks running…');
    expect(panel.textContent).toContain('the results appear here in a few seconds');
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('says so when the checks are turned off, instead of "running" forever', () => {
    const panel = renderPanel({ ...pendingChecks, enabled: false });
    expect(panel.textContent).toContain('Automated checks are turned off');
    expect(within(panel).queryByRole('status')).toBeNull();
  });

  it('tells the reviewer to reload once the page stopped asking', () => {
    const panel = renderPanel(pendingChecks, null, true);
    expect(panel.textContent).toContain('Reload the page to look again');
  });

  it('shows the verdict, what needs a look (failed apart from could not run) and what passed', () => {
    const panel = renderPanel(sampleChecks);
    expect(within(panel).getByRole('status').textContent).toBe('High risk');
    expect(panel.textContent).toContain('7 need your eye · 3 passed');

    const attention = within(panel).getByRole('list', { name: 'Needs your eye' });
    const face = itemOf(attention, 'Selfie matches the document photo');
    expect(face.textContent).toContain('Failed');
    expect(face.textContent).toContain('41% similar · threshold 60%');
    expect(itemOf(attention, 'Names and date of birth').textContent).toContain('Could not run');

    const passed = within(panel).getByRole('list', { name: 'Passed (3)' });
    expect(within(passed).getAllByRole('listitem')).toHaveLength(3);
    const liveness = itemOf(passed, 'Liveness and anti-spoofing');
    expect(liveness.textContent).toContain('Anti-spoofing 92%');
    expect(liveness.textContent).toContain('a submitted photo alone proves no liveness');
  });

  it('details image quality per image, the MRZ and the sanctions hit', () => {
    const panel = renderPanel(sampleChecks);
    const attention = within(panel).getByRole('list', { name: 'Needs your eye' });
    const quality = itemOf(attention, 'Image quality');
    expect(quality.textContent).toContain(
      'Selfie600 × 600 px · quality 100% · sharpness 182 · brightness 131',
    );
    expect(quality.textContent).toContain('BlurredToo darkLooks like a screenshot');
    expect(quality.textContent).toContain(
      'Screenshot signs: exact screen size 1170×2532; large flat areas (92% of pixels)',
    );

    const mrz = within(attention).getByRole('list', { name: 'Machine-readable zone' });
    expect(mrz.textContent).toContain('Names differ');
    expect(mrz.textContent).toContain('Not expired (2031-05-01)');

    const sanctions = itemOf(attention, 'Sanctions and PEP screening');
    expect(sanctions.textContent).toContain('“Ada Obi” matches OBI, Ada · 93%');
    expect(sanctions.textContent).toContain('OFAC SDNPEP · programmes: SDGT · entry 36512');
  });

  it('links the other members to their case or the queue searched for them', () => {
    const panel = renderPanel(sampleChecks);
    expect(
      within(panel)
        .getByRole('link', { name: /Open their case/ })
        .getAttribute('href'),
    ).toBe('/backoffice/cases/9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d');
    expect(
      within(panel)
        .getByRole('link', { name: /Find in the queue/ })
        .getAttribute('href'),
    ).toBe('/backoffice?q=0b7e2f4c-1d2a-4c3b-9e8f-7a6b5c4d3e2f');
  });

  it('says when the checks rejected the submission themselves', () => {
    const panel = renderPanel(
      { ...sampleChecks, auto_rejected: true },
      'We could not find a face in your selfie.',
    );
    expect(panel.textContent).toContain(
      'Rejected automatically: We could not find a face in your selfie.',
    );
  });
});
