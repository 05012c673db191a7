import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { User, registerSchema } from '@academy/contract/auth';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session';

export type RegisterValues = z.output<typeof registerSchema>;

export async function registerStudent(values: RegisterValues) {
  const { data, message } = await api.post<{ user: User | null; confirmPhone?: string | null }>(
    '/auth/register',
    values,
  );
  return { user: data.user, confirmPhone: data.confirmPhone ?? null, message };
}

/**
 * Creates the account. Usually the server signs the new student in, so the cache gets the user;
 * with numbers confirmed at sign-up, a code is on its way to `confirmPhone` instead.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerStudent,
    onSuccess: ({ user }) => {
      if (user) queryClient.setQueryData(meQueryKey, user);
    },
  });
}
