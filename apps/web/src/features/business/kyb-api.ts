import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  API_PREFIX,
  businessPaths,
  type ApiMode,
  type BusinessDocumentKind,
  type BusinessVerification,
  type BusinessVerificationPage,
} from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../lib/api';
import { getToken } from '../../lib/session';

async function read<T>(path: string): Promise<T> {
  const res = await apiRequest<T>(path);
  if (!res.ok) throw new Error(res.msg);
  return res.msg;
}

const kybPath = (orgId: string, rest = '') =>
  `${businessPaths.organisations}/${encodeURIComponent(orgId)}/business-verifications${rest}`;

export const kybKey = (orgId: string, mode: ApiMode) =>
  ['business', 'organisation', orgId, 'business-verifications', mode] as const;

/** The organisation's business verifications of one mode, a page at a time (issue 49). */
export function useBusinessVerifications(orgId: string, mode: ApiMode) {
  return useInfiniteQuery({
    queryKey: kybKey(orgId, mode),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      read<BusinessVerificationPage>(
        kybPath(
          orgId,
          `?mode=${mode}&limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        ),
      ),
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 0,
  });
}

/** One, with its people's progress. */
export function useBusinessVerification(orgId: string, mode: ApiMode, id: string | null) {
  return useQuery({
    queryKey: [...kybKey(orgId, mode), id] as const,
    enabled: id !== null,
    queryFn: () =>
      read<BusinessVerification>(kybPath(orgId, `/${encodeURIComponent(id!)}?mode=${mode}`)),
    staleTime: 0,
  });
}

/** A person's link again (owners and developers). */
export function resendPersonLink(
  orgId: string,
  mode: ApiMode,
  id: string,
  personId: string,
): Promise<ApiResult<BusinessVerification>> {
  return apiRequest<BusinessVerification>(
    kybPath(
      orgId,
      `/${encodeURIComponent(id)}/people/${encodeURIComponent(personId)}/resend?mode=${mode}`,
    ),
    { body: {} },
  );
}

/**
 * GET …/report.pdf with the bearer token, saved by the browser (not JSON, so not through
 * apiRequest). Resolves to an error message, or null when saved.
 */
export async function downloadKybReport(orgId: string, mode: ApiMode, id: string, file: string) {
  const bearer = getToken();
  try {
    const res = await fetch(
      `${API_PREFIX}${kybPath(orgId, `/${encodeURIComponent(id)}/report.pdf`)}?mode=${mode}`,
      { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} },
    );
    if (!res.ok) return `The report could not be made (${res.status}).`;
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = file;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : 'Network error';
  }
}

/** The business's own document for the reviewer (owners and developers). */
export function addKybDocument(
  orgId: string,
  mode: ApiMode,
  id: string,
  body: { kind: BusinessDocumentKind; file: string },
): Promise<ApiResult<BusinessVerification>> {
  return apiRequest<BusinessVerification>(
    kybPath(orgId, `/${encodeURIComponent(id)}/documents?mode=${mode}`),
    { body },
  );
}
