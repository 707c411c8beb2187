import { useQuery } from '@tanstack/react-query';
import { supportPaths, type SupportContact } from '@vouch/contracts';
import { apiRequest } from './api';

export const supportContactKey = ['support', 'contact'] as const;

/**
 * GET /support/contact: the phone line and WhatsApp chat from the server's configuration. The
 * Support page and the public Contact page show a card only for a channel that is configured.
 */
export function useSupportContact() {
  return useQuery({
    queryKey: supportContactKey,
    queryFn: async (): Promise<SupportContact> => {
      const res = await apiRequest<SupportContact>(supportPaths.contact, { auth: false });
      if (!res.ok) throw new Error(res.msg);
      return res.msg;
    },
    staleTime: 10 * 60_000,
  });
}
