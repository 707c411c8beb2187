import { useQuery } from '@tanstack/react-query';
import {
  type GoLiveChecklist,
  API_PREFIX,
  businessPaths,
  type ApiKeyInfo,
  type ApiKeyScope,
  type ApiMode,
  type CreateApiKeyPayload,
  type CreatedApiKey,
  type CreateOrganisationPayload,
  type DomainProof,
  type InviteTeammatePayload,
  type JoinedOrganisation,
  type LiveRequestPayload,
  type Organisation,
  type OrganisationSummary,
  type OrgRole,
  type PendingInvitation,
  type RollOverlap,
  type Team,
  type UpdateBrandingPayload,
  type UpdateOrganisationPayload,
  type UsageSummary,
} from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../lib/api';
import { getToken } from '../../lib/session';

/** A failed console read, keeping the HTTP status (404: not on this organisation's team). */
export class ConsoleError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function read<T>(path: string): Promise<T> {
  const res = await apiRequest<T>(path);
  if (!res.ok) throw new ConsoleError(res.status, res.msg);
  return res.msg;
}

const org = (id: string, rest = '') =>
  `${businessPaths.organisations}/${encodeURIComponent(id)}${rest}`;

/** One query-key scheme for the console (bulletproof-react). */
export const businessKeys = {
  all: ['business'] as const,
  mine: ['business', 'organisations'] as const,
  organisation: (id: string) => ['business', 'organisation', id] as const,
  keys: (id: string) => ['business', 'organisation', id, 'keys'] as const,
  team: (id: string) => ['business', 'organisation', id, 'team'] as const,
  usage: (id: string, mode: ApiMode, days: number) =>
    ['business', 'organisation', id, 'usage', mode, days] as const,
  goLive: (id: string) => ['business', 'organisation', id, 'go-live'] as const,
  domain: (id: string) => ['business', 'organisation', id, 'domain-proof'] as const,
};

/** GET …/go-live: what going live takes, step by step (issue 47). */
/** Owners: the website's domain proof (issue 49). */
export function useDomainProof(id: string, enabled: boolean) {
  return useQuery({
    queryKey: businessKeys.domain(id),
    enabled,
    queryFn: () => read<DomainProof>(org(id, '/domain-proof')),
    staleTime: 0,
  });
}

export const checkDomainProof = (id: string) =>
  apiRequest<DomainProof>(org(id, '/domain-proof/check'), { body: {} });

export function useGoLive(id: string) {
  return useQuery({
    queryKey: businessKeys.goLive(id),
    queryFn: () => read<GoLiveChecklist>(org(id, '/go-live')),
    staleTime: 0,
  });
}

/** GET /business/organisations: the member's organisations (the side menu asks too). */
export function useMyOrganisations(enabled = true) {
  return useQuery({
    queryKey: businessKeys.mine,
    queryFn: () => read<OrganisationSummary[]>(businessPaths.organisations),
    enabled,
    staleTime: 60_000,
  });
}

export function useOrganisation(id: string | null) {
  return useQuery({
    queryKey: businessKeys.organisation(id ?? ''),
    queryFn: () => read<Organisation>(org(id!)),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}

export function useApiKeys(id: string) {
  return useQuery({
    queryKey: businessKeys.keys(id),
    queryFn: () => read<ApiKeyInfo[]>(org(id, '/api-keys')),
    staleTime: 0,
  });
}

export function useTeam(id: string) {
  return useQuery({
    queryKey: businessKeys.team(id),
    queryFn: () => read<Team>(org(id, '/team')),
    staleTime: 0,
  });
}

export function useUsage(id: string, mode: ApiMode, days = 30) {
  return useQuery({
    queryKey: businessKeys.usage(id, mode, days),
    queryFn: () => read<UsageSummary>(`${org(id, '/usage')}?mode=${mode}&days=${days}`),
    staleTime: 0,
  });
}

export const createOrganisation = (body: CreateOrganisationPayload) =>
  apiRequest<Organisation>(businessPaths.organisations, { body });

export const updateOrganisation = (id: string, body: UpdateOrganisationPayload) =>
  apiRequest<Organisation>(org(id), { method: 'PATCH', body });

/** Owners: the logo and colour on customer pages (issue 47). */
export const updateBranding = (id: string, body: UpdateBrandingPayload) =>
  apiRequest<string>(org(id, '/branding'), { method: 'PATCH', body });

/** Issue 49: going live is a business verification of the organisation, by its CAC number. */
export const requestLive = (id: string, body: LiveRequestPayload) =>
  apiRequest<Organisation>(org(id, '/live-request'), { body });

export const createApiKey = (id: string, body: CreateApiKeyPayload) =>
  apiRequest<CreatedApiKey>(org(id, '/api-keys'), { body });

/** Issue 47: what a key may do, changed in place. */
export const changeKeyScopes = (id: string, keyId: string, scopes: ApiKeyScope[]) =>
  apiRequest<ApiKeyInfo>(org(id, `/api-keys/${encodeURIComponent(keyId)}`), {
    method: 'PATCH',
    body: { scopes },
  });

export const rollApiKey = (id: string, keyId: string, overlap: RollOverlap) =>
  apiRequest<CreatedApiKey>(org(id, `/api-keys/${encodeURIComponent(keyId)}/roll`), {
    body: { overlap },
  });

export const revokeApiKey = (id: string, keyId: string) =>
  apiRequest<string>(org(id, `/api-keys/${encodeURIComponent(keyId)}`), { method: 'DELETE' });

export const inviteTeammate = (id: string, body: InviteTeammatePayload) =>
  apiRequest<PendingInvitation>(org(id, '/invitations'), { body });

export const withdrawInvitation = (id: string, invitationId: string) =>
  apiRequest<string>(org(id, `/invitations/${encodeURIComponent(invitationId)}`), {
    method: 'DELETE',
  });

export const changeRole = (id: string, userId: string, role: OrgRole) =>
  apiRequest<string>(org(id, `/members/${encodeURIComponent(userId)}`), {
    method: 'PATCH',
    body: { role },
  });

export const removeTeammate = (id: string, userId: string) =>
  apiRequest<string>(org(id, `/members/${encodeURIComponent(userId)}`), { method: 'DELETE' });

export const acceptInvitation = (token: string): Promise<ApiResult<JoinedOrganisation>> =>
  apiRequest<JoinedOrganisation>(businessPaths.acceptInvitation, { body: { token } });

/**
 * GET …/usage.csv with the bearer token: the file, saved by the browser under the server's name
 * (not JSON, so not through apiRequest). Resolves to an error message, or null when saved.
 */
export async function downloadUsageCsv(id: string, mode: ApiMode, days: number) {
  const bearer = getToken();
  try {
    const res = await fetch(`${API_PREFIX}${org(id, '/usage.csv')}?mode=${mode}&days=${days}`, {
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
    if (!res.ok) return `The file could not be made (${res.status}).`;
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = `vouch-usage-${mode}.csv`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : 'Network error';
  }
}
