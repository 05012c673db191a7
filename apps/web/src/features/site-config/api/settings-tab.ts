import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteConfigTab } from '@academy/contract/site-config';
import { showcaseQueryKey } from '@academy/contract/page-data';
import { api } from '@/lib/api-client';
import { siteConfigQueryKey } from '@/lib/site-config';

/** One settings tab as the admin edits it: GET and PUT /api/site-config/{tab}. */
export const settingsTabQueryOptions = (tab: SiteConfigTab) =>
  queryOptions({
    queryKey: ['admin', 'site-config', tab],
    queryFn: async ({ signal }) => (await api.get<unknown>(`/site-config/${tab}`, signal)).data,
  });

export const useSettingsTab = (tab: SiteConfigTab) => useQuery(settingsTabQueryOptions(tab));

export function useSaveSettingsTab(tab: SiteConfigTab) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: unknown) => api.put<unknown>(`/site-config/${tab}`, value),
    onSuccess: async () => {
      // The public pages read the settings too: they show the change at once.
      await queryClient.invalidateQueries({ queryKey: siteConfigQueryKey });
      await queryClient.invalidateQueries({ queryKey: showcaseQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'site-config', tab] });
    },
  });
}
