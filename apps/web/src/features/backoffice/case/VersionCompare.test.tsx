// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CaseVersion, CaseView } from '@vouch/contracts';
import { VersionCompare } from './VersionCompare';

const image = 'data:image/png;base64,iVBORw0KGgo=';
const version = (over: Partial<CaseVersion> = {}): CaseVersion => ({
  submission_id: 'sub-0',
  version: 1,
  status: 'REJECTED',
  reason: 'Face does not match the document',
  submitted_at: '2026-11-20T10:00:00Z',
  decided_at: '2026-11-21T10:00:00Z',
  files: { document_front: image, document_back: null, portrait: image },
  rejected_item: 'portrait',
  ...over,
});
const view = (versions: CaseVersion[]) =>
  ({
    submission: {
      document_file: { f: image, b: null },
      portrait_file: { old_capture: null, new_capture: image },
    },
    versions,
  }) as unknown as CaseView;

afterEach(cleanup);

describe('a resubmission beside the rejected version', () => {
  it('shows the earlier photos beside the new ones, the one the rejection named marked', async () => {
    render(<VersionCompare view={view([version()])} />);
    expect(screen.getByRole('heading', { name: 'Compared with version 1' })).toBeTruthy();
    expect(
      screen.getByText('Version 1 was rejected: Face does not match the document'),
    ).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: 'Portrait Photo, version 1 (rejected)' }),
    ).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Document Front, version 1' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Portrait Photo, this version' })).toBeTruthy();
    expect(screen.getAllByText('Rejected')).toHaveLength(1);
  });

  it('shows nothing for a first submission or when no earlier version was rejected', () => {
    const { container } = render(<VersionCompare view={view([])} />);
    expect(container.textContent).toBe('');
    render(<VersionCompare view={view([version({ status: 'APPROVED', rejected_item: null })])} />);
    expect(screen.queryByText(/Compared with/)).toBeNull();
  });
});
