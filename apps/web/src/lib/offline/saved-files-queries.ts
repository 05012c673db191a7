import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  SAVE_FAILURES,
  SaveFailedError,
  canSaveOffline,
  listSavedFiles,
  removeSavedFile,
  saveFile,
} from '@/lib/offline/saved-files';

/** Not under 'auth' or a feature's key: a sign-out's removeQueries forgets it with the rest. */
export const savedFilesQueryKey = ['offline', 'saved'] as const;

/** The phone's saved files; read from its own storage, so asked offline too. */
export function useSavedFiles() {
  return useQuery({
    queryKey: savedFilesQueryKey,
    queryFn: listSavedFiles,
    enabled: canSaveOffline(),
    networkMode: 'always',
    staleTime: 0,
  });
}

export function useSaveFile() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ url, title }: { url: string; title: string }) => saveFile(url, title),
    onSuccess: (_result, { title }) => toast.success(t`Saved “${title}” for offline reading`),
    // A failed download (offline, a server error) says the same as a failed save.
    onError: (error) =>
      toast.error(i18n._(error instanceof SaveFailedError ? error.reason : SAVE_FAILURES.notSaved)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedFilesQueryKey }),
  });
}

export function useRemoveSavedFile() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ url }: { url: string; title: string }) => removeSavedFile(url),
    networkMode: 'always',
    onSuccess: (_result, { title }) => toast.success(t`Removed “${title}” from this phone`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedFilesQueryKey }),
  });
}
