import { useQuery } from '@tanstack/react-query';
import { accountInfoKey, fetchAccountInfo } from './account-info';

/** The signed-in member's profile, fetched on mount of every protected screen. */
export function useAccountInfo() {
  return useQuery({ queryKey: accountInfoKey, queryFn: fetchAccountInfo });
}
