import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { User, loginSchema } from '@academy/contract/auth';
import { AUTH_MESSAGES } from '@academy/contract/auth-messages';
import { apiRequest } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session';

export type LoginValues = z.output<typeof loginSchema>;

export async function login(values: LoginValues) {
  const { data, message } = await apiRequest<{ user: User }>('/auth/login', {
    method: 'POST',
    body: values,
    failureMessage: AUTH_MESSAGES.loginFailed,
  });
  return { user: data.user, message };
}

/** Signs in and writes the user into the auth cache. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
