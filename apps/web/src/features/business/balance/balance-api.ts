import { useQuery } from '@tanstack/react-query';
import { businessPaths, type OrganisationBalance, type TopUpStarted } from '@vouch/contracts';
import { apiRequest } from '../../../lib/api';

const balancePath = (orgId: string, rest = '') =>
  `${businessPaths.organisations}/${encodeURIComponent(orgId)}/balance${rest}`;

export const balanceKey = (orgId: string) =>
  ['business', 'organisation', orgId, 'balance'] as const;

/** The prepaid balance, what draws on it and the latest top-ups (issue 47). */
export function useBalance(orgId: string) {
  return useQuery({
    queryKey: balanceKey(orgId),
    queryFn: async () => {
      const res = await apiRequest<OrganisationBalance>(balancePath(orgId));
      if (!res.ok) throw new Error(res.msg);
      return res.msg;
    },
    staleTime: 0,
  });
}

export const startTopUp = (orgId: string, amount_ngn: number) =>
  apiRequest<TopUpStarted>(balancePath(orgId, '/top-ups'), { body: { amount_ngn } });

/** The sandbox provider's checkout: pay or fail, then the server asks the provider. */
export const payTopUpInSandbox = (
  orgId: string,
  reference: string,
  outcome: 'successful' | 'failed',
) =>
  apiRequest<OrganisationBalance>(
    balancePath(orgId, `/top-ups/${encodeURIComponent(reference)}/sandbox`),
    { body: { outcome } },
  );

/** After the provider's checkout: the server asks the provider, and credits once when paid. */
export const confirmTopUp = (orgId: string, reference: string) =>
  apiRequest<OrganisationBalance>(
    balancePath(orgId, `/top-ups/${encodeURIComponent(reference)}/confirm`),
    { body: {} },
  );
