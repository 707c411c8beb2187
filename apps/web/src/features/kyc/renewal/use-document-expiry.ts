import { useQuery } from '@tanstack/react-query';
import { documentRenewalPath, type DocumentExpiry } from '@vouch/contracts';
import { apiRequest } from '../../../lib/api';

export const documentExpiryKey = ['document-expiry'] as const;

/** Where the passport the member's verification rests on stands (issue 50); null: none known. */
export function useDocumentExpiry(enabled: boolean) {
  return useQuery({
    queryKey: documentExpiryKey,
    enabled,
    queryFn: async () => {
      const res = await apiRequest<DocumentExpiry | null>(documentRenewalPath);
      if (!res.ok) throw new Error(res.msg);
      return res.msg;
    },
  });
}
