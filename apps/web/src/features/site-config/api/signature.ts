import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PATH = '/site-config/business/signature';
const signatureQueryKey = ['admin', 'site-config', 'signature'];

/** A data address, which, unlike an object URL, never needs releasing. */
const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });

/**
 * GET /api/site-config/business/signature: the image the next invoice is signed with, as an
 * address the preview can show; none set (204) is null.
 */
export const useSignature = () =>
  useQuery({
    queryKey: signatureQueryKey,
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api${PATH}`, { credentials: 'same-origin', signal });
      if (res.status === 204) return null;
      if (!res.ok) throw new Error(res.statusText);
      return dataUrlOf(await res.blob());
    },
  });

/** PUT (an image file) or DELETE (null) /api/site-config/business/signature. */
export function useSaveSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => (file ? api.put<null>(PATH, file) : api.delete<null>(PATH)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signatureQueryKey }),
  });
}
