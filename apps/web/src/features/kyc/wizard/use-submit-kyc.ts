import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { kycPaths } from '@vouch/contracts';
import { paths } from '../../../lib/paths';
import { getUserInfo } from '../../../lib/session';
import { accountInfoKey, fetchAccountInfo } from '../../../lib/account-info';
import { kycRecordKey } from '../info/use-kyc-record';
import type { KycDraft } from './draft';
import { buildKycPayload } from './payload';
import { postWithProgress } from './upload';

export type SubmitState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'failed'; message: string; errors?: Record<string, string> };

/**
 * 'Submit for Review': upload with progress; on success forget the draft, refresh the user info and
 * the KYC record, and go to /kyc with the server's message. A failure keeps everything for a retry.
 */
export function useSubmitKyc(mode: 'capture' | 'update', clearDraft: () => Promise<void>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<SubmitState>({ phase: 'idle' });

  async function submit(draft: KycDraft) {
    const user = getUserInfo();
    if (!user) return;
    setState({ phase: 'uploading', percent: 0 });
    const res = await postWithProgress<string>(
      mode === 'update' ? kycPaths.update : kycPaths.create,
      buildKycPayload(draft, user),
      (f) => setState({ phase: 'uploading', percent: Math.round(f * 100) }),
    );
    if (!res.ok) {
      setState({ phase: 'failed', message: res.msg, errors: res.errors });
      return;
    }
    await clearDraft();
    try {
      queryClient.setQueryData(accountInfoKey, await fetchAccountInfo());
    } catch {
      // The status badge catches up on the next visit.
    }
    // Marked stale without refetching here: the wizard must not re-render from the new record.
    await queryClient.invalidateQueries({ queryKey: kycRecordKey, refetchType: 'none' });
    const notice = typeof res.msg === 'string' ? res.msg : undefined;
    await navigate(paths.kyc, { state: notice ? { notice } : null });
  }

  return { state, submit, dismiss: () => setState({ phase: 'idle' }) };
}
