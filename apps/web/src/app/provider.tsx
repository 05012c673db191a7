import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster, toast } from 'sonner';
import type { User } from '@academy/contract/auth';
import { AUTH_MESSAGES } from '@academy/contract/auth-messages';
import { ThemeProvider, useTheme } from '@/components/theme-provider';
import { meQueryKey } from '@/features/auth/api/get-me';
import { setSessionListener } from '@/lib/api-client';

function ThemedToaster() {
  const { theme } = useTheme();
  // Sonner's defaults are the spec's numbers: 4 s, 3 visible, width 356, gap 14, swipe 45.
  return <Toaster theme={theme} closeButton />;
}

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

export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useSessionSync(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
