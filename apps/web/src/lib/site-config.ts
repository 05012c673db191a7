import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@academy/contract/site-config';
import { api } from '@/lib/api-client';

export const siteConfigQueryKey = ['site-config'] as const;

/** The server inlines the public settings into the page, so a normal load needs no request. */
function readInlinedConfig(): SiteConfig | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('site-config');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SiteConfig;
  } catch {
    return undefined;
  }
}

export async function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const { data } = await api.get<SiteConfig>('/site-config', signal);
  return data;
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: siteConfigQueryKey,
    queryFn: ({ signal }) => getSiteConfig(signal),
    initialData: readInlinedConfig,
    // Fresh enough for a visit; an admin's save invalidates it at once.
    staleTime: 5 * 60 * 1000,
    retry: 1,
  });

/**
 * The public site settings, or null while unknown or when they could not be loaded: every
 * reader then falls back to neutral content (product §2.2).
 */
export function useSiteConfig(): SiteConfig | null {
  return useQuery(siteConfigQueryOptions()).data ?? null;
}

/** The site's name from the General tab, or 'Academy' until an admin saves one. */
// A stand-in for the academy's own name, which no page translates: kept as it is.
// eslint-disable-next-line lingui/no-unlocalized-strings
export const siteNameOf = (config: SiteConfig | null) => config?.general?.siteName || 'Academy';

/**
 * Product §2.2: the home page shows a full-screen loader until the settings request ends. A request
 * that failed offline and waits for the network to try again has ended for the page: it shows
 * the neutral content, as a kept page must open offline (decisions §88).
 */
export function useIsSiteConfigLoading(): boolean {
  const { isPending, fetchStatus } = useQuery(siteConfigQueryOptions());
  return isPending && fetchStatus === 'fetching';
}
