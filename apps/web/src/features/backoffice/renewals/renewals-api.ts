import { useQuery } from '@tanstack/react-query';
import {
  API_PREFIX,
  documentRenewalPaths,
  type DocumentRenewalDecision,
  type DocumentRenewalReview,
  type RenewalImageKind,
} from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../../lib/api';
import { read } from '../api';

export const renewalsKey = ['backoffice', 'document-renewals'] as const;

/** GET /backoffice/document-renewals: driver's licences waiting for a reviewer (issue 50). */
export function useDocumentRenewals() {
  return useQuery({
    queryKey: renewalsKey,
    queryFn: () => read<DocumentRenewalReview[]>(documentRenewalPaths.queue),
    staleTime: 0,
    retry: false,
  });
}

/** One image of a renewal, for useFileSource (the reviewer's token; each view audited). */
export const renewalImageUrl = (id: string, kind: RenewalImageKind) =>
  `${API_PREFIX}${documentRenewalPaths.queue}/${encodeURIComponent(id)}/images/${kind}`;

export function postRenewalDecision(
  id: string,
  body: DocumentRenewalDecision,
): Promise<ApiResult<string>> {
  return apiRequest<string>(`${documentRenewalPaths.queue}/${encodeURIComponent(id)}/decision`, {
    body,
  });
}
