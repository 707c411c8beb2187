import { useQuery } from '@tanstack/react-query';
import {
  supportPaths,
  type StaffSupportTicket,
  type SupportTicket,
  type SupportTicketForm,
} from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../lib/api';

export type TicketStatus = SupportTicket['status'];

export const supportKeys = {
  all: ['support'] as const,
  mine: ['support', 'mine'] as const,
  staff: (status: TicketStatus | undefined) => ['support', 'staff', status ?? 'all'] as const,
};

async function read<T>(path: string): Promise<T> {
  const res = await apiRequest<T>(path);
  if (!res.ok) throw new Error(res.msg);
  return res.msg;
}

const ticketPath = (base: string, id: string, action: string) =>
  `${base}/${encodeURIComponent(id)}/${action}`;

/** GET /support/tickets: the member's own tickets, newest first, with the conversation. */
export function useMyTickets() {
  return useQuery({
    queryKey: supportKeys.mine,
    queryFn: () => read<SupportTicket[]>(supportPaths.tickets),
    staleTime: 0,
  });
}

/** POST /support/tickets → the stored ticket with its reference; a 400 carries errors by field. */
export function createTicket(form: SupportTicketForm): Promise<ApiResult<SupportTicket>> {
  return apiRequest<SupportTicket>(supportPaths.tickets, { body: form });
}

/** POST /support/tickets/:id/replies (409 once the ticket is closed). */
export function memberReply(id: string, message: string): Promise<ApiResult<string>> {
  return apiRequest<string>(ticketPath(supportPaths.tickets, id, 'replies'), {
    body: { message },
  });
}

/** GET /backoffice/tickets?status=…: every member's tickets, oldest first (reviewers, admins). */
export function useStaffTickets(status: TicketStatus | undefined) {
  return useQuery({
    queryKey: supportKeys.staff(status),
    queryFn: () =>
      read<StaffSupportTicket[]>(
        status ? `${supportPaths.staffTickets}?status=${status}` : supportPaths.staffTickets,
      ),
    staleTime: 0,
    retry: false,
  });
}

export function staffReply(id: string, message: string): Promise<ApiResult<string>> {
  return apiRequest<string>(ticketPath(supportPaths.staffTickets, id, 'replies'), {
    body: { message },
  });
}

export function closeTicket(id: string): Promise<ApiResult<string>> {
  return apiRequest<string>(ticketPath(supportPaths.staffTickets, id, 'close'), { method: 'POST' });
}
