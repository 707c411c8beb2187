import { useQuery } from '@tanstack/react-query';
import {
  sessionPaths,
  type ConnectedBusiness,
  type ConsentDecision,
  type HostedSession,
  type MemberSharing,
  type SessionOutcome,
  type HostedTestOutcome,
} from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../lib/api';

/** One query-key scheme for verification links and consent. */
export const linkKeys = {
  all: ['verification-links'] as const,
  session: (id: string) => ['verification-links', 'session', id] as const,
  connected: ['verification-links', 'connected'] as const,
  waiting: ['verification-links', 'waiting'] as const,
};

class LinkError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const sessionPath = (id: string, rest = '') =>
  `${sessionPaths.session}/${encodeURIComponent(id)}${rest}`;

/** GET /verification-sessions/{id}: public, the link is the key. */
export function useHostedSession(id: string, refetchInterval: number | false = false) {
  return useQuery({
    // Vouch.verify's frame follows a session answered in the sign-in window (embed.ts).
    refetchInterval,
    queryKey: linkKeys.session(id),
    queryFn: async () => {
      const res = await apiRequest<HostedSession>(sessionPath(id), { auth: false });
      if (!res.ok) throw new LinkError(res.status, res.msg);
      return res.msg;
    },
    retry: false,
    staleTime: 0,
  });
}

export const giveConsent = (id: string, decision: ConsentDecision) =>
  apiRequest<SessionOutcome>(sessionPath(id, '/consent'), { body: { decision } });

/** The customer's Vouch ID answers the link instead of a sign-in (issue 36). */
export const presentToSession = (id: string, presentation: string) =>
  apiRequest<SessionOutcome>(sessionPath(id, '/present'), { body: { presentation }, auth: false });

export const startKyc = (id: string) =>
  apiRequest<SessionOutcome>(sessionPath(id, '/start'), { body: {} });

export const testOutcome = (id: string, outcome: HostedTestOutcome) =>
  apiRequest<SessionOutcome>(sessionPath(id, '/test-outcome'), {
    body: { outcome },
    auth: false,
  });

/** GET /account/connected-businesses: the member's grants. */
export function useConnectedBusinesses() {
  return useQuery({
    queryKey: linkKeys.connected,
    queryFn: async () => {
      const res = await apiRequest<ConnectedBusiness[]>(sessionPaths.connected);
      if (!res.ok) throw new LinkError(res.status, res.msg);
      return res.msg;
    },
    staleTime: 0,
  });
}

export const revokeGrant = (id: string): Promise<ApiResult<string>> =>
  apiRequest<string>(`${sessionPaths.connected}/${encodeURIComponent(id)}/revoke`, { body: {} });

/** Staff: the member's sessions and grants (the case view). */
export function useMemberSharing(uuid: string) {
  return useQuery({
    queryKey: [...linkKeys.all, 'member', uuid] as const,
    queryFn: async () => {
      const res = await apiRequest<MemberSharing>(
        `${sessionPaths.staff}/${encodeURIComponent(uuid)}/verification-sessions`,
      );
      if (!res.ok) throw new LinkError(res.status, res.msg);
      return res.msg;
    },
    staleTime: 0,
  });
}
