import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Retry only what may succeed a second time: network failures and 5xx. */
const isRetryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Asked even when the phone says it is offline: the service worker may have the answer
        // stored (src/service-worker). A failure then waits for the network before retrying.
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
}
