import { useEffect, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { User } from '@academy/contract/auth';
import { AUTH_MESSAGES, SIGNED_OUT_ELSEWHERE } from '@academy/contract/auth-messages';
import { DEFAULT_LOCALE, isLocale } from '@academy/contract/locales';
import { ThemeProvider } from '@/components/theme-provider';
import { ToastHost } from '@/components/toast-host';
import { meQueryKey } from '@/lib/session';
import { rememberSignedOutNotice } from '@/features/auth/lib/signed-out-notice';
import { watchCacheOwner } from '@/lib/offline/cache-owner';
import { setSessionListener } from '@/lib/api-client';
import { loadMessageTables, translateMessage } from '@/lib/i18n/contract-messages';
import { setToastTranslator, toast } from '@/lib/toast';

/** Keeps the auth cache in step with what the API client learns about the session. */
function useSessionSync(queryClient: QueryClient) {
  useEffect(() => {
    setSessionListener({
      onRefreshed: (user) => {
        if (user) queryClient.setQueryData(meQueryKey, user as User);
      },
      onSessionExpired: (reason) => {
        // Signed out by a sign-in elsewhere: the login page says so, in place of the toast.
        if (reason?.code === SIGNED_OUT_ELSEWHERE) rememberSignedOutNotice(reason.message);
        else if (queryClient.getQueryData(meQueryKey)) toast.info(AUTH_MESSAGES.sessionExpired);
        queryClient.setQueryData(meQueryKey, null);
      },
    });
    return () => setSessionListener({});
  }, [queryClient]);
  useEffect(() => watchCacheOwner(queryClient), [queryClient]);
}

/**
 * Marks the document once React has taken all of it over (its first effects run after the whole
 * page is hydrated). Until then a page the server rendered shows controls that do nothing yet; the
 * browser tests wait for this mark before they touch one.
 */
function useReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
}

export function AppProvider({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  /** The page's language and its catalog (lib/i18n). */
  i18n: I18n;
  children: ReactNode;
}) {
  useSessionSync(queryClient);
  useReadyMark();
  useEffect(
    () =>
      setToastTranslator(async (message) => {
        await loadMessageTables(isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
        return translateMessage(i18n, message);
      }),
    [i18n],
  );
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          {children}
          <ToastHost />
        </ThemeProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
