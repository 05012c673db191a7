import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { User, registerSchema } from '@academy/contract/auth';
import { api } from '@/lib/api-client';
import { meQueryKey } from './get-me';

export type RegisterValues = z.output<typeof registerSchema>;

export async function registerStudent(values: RegisterValues) {
  const { data, message } = await api.post<{ user: User }>('/auth/register', values);
  return { user: data.user, message };
}

/** Creates the account; the server signs the new student in, so the cache gets the user. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerStudent,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
