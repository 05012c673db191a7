import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { User } from '@academy/contract/auth';
import { AUTH_MESSAGES } from '@academy/contract/auth-messages';
import { ThemeProvider } from '@/components/theme-provider';
import { ToastHost } from '@/components/toast-host';
import { meQueryKey } from '@/features/auth/api/get-me';
import { setSessionListener } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Keeps the auth cache in step with what the API client learns about the session. */
function useSessionSync(queryClient: QueryClient) {
  useEffect(() => {
    setSessionListener({
      onRefreshed: (user) => {
        if (user) queryClient.setQueryData(meQueryKey, user as User);
      },
      onSessionExpired: () => {
        if (queryClient.getQueryData(meQueryKey)) toast.info(AUTH_MESSAGES.sessionExpired);
        queryClient.setQueryData(meQueryKey, null);
      },
    });
    return () => setSessionListener({});
  }, [queryClient]);
}

/**
 * Marks the document once React has taken it over. Until then a page the server rendered shows
 * controls that do nothing yet; the browser tests wait for this mark before they touch one.
 */
function useReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
}

export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useSessionSync(queryClient);
  useReadyMark();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ToastHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
