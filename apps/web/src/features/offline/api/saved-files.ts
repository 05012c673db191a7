import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  SAVED_MESSAGES,
  canSaveOffline,
  listSavedFiles,
  removeSavedFile,
  saveFile,
} from '../lib/saved-files';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ url, title }: { url: string; title: string }) => saveFile(url, title),
    onSuccess: (_result, { title }) => toast.success(SAVED_MESSAGES.saved(title)),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedFilesQueryKey }),
  });
}

export function useRemoveSavedFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ url }: { url: string; title: string }) => removeSavedFile(url),
    networkMode: 'always',
    onSuccess: (_result, { title }) => toast.success(SAVED_MESSAGES.removed(title)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedFilesQueryKey }),
  });
}
