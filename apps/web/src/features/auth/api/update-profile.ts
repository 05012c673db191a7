import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  User,
  adminProfileSchema,
  parentProfileSchema,
  profileSchema,
} from '@academy/contract/auth';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session';

/** A student's details, a parent's with their address, or an administrator's name and email. */
export type ProfileValues =
  | z.output<typeof profileSchema>
  | z.output<typeof parentProfileSchema>
  | z.output<typeof adminProfileSchema>;

export async function updateProfile(values: ProfileValues) {
  const { data, message } = await api.put<{ user: User }>('/auth/me', values);
  return { user: data.user, message };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, user),
  });
}
