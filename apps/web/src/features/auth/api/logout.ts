import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { AUTH_MESSAGES } from '@academy/contract/auth-messages';
import { ApiError, api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session';

/** Ends the session on the server. A 401 means it had already ended: that is a success too. */
export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useLingui();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // Leave the page first: RequireAuth waits while this navigation is pending, so a
      // protected page does not bounce the user to /login.
      await navigate('/', { replace: true, flushSync: true });
      queryClient.setQueryData(meQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      toast.success(AUTH_MESSAGES.loggedOut);
    },
    onError: (error) => {
      toast.error(error instanceof ApiError ? error.message : t`Could not log out. Try again.`);
    },
  });
}
