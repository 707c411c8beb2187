import { QueryClient } from '@tanstack/react-query';

/**
 * One client for the signed-in app and the auth pages. Only lazily loaded routes import this
 * module, which keeps react-query out of the landing page's bundle.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
