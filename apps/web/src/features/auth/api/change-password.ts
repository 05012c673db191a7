import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordSchema } from '@academy/contract/auth';
import { api } from '@/lib/api-client';

export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

export async function changePassword(values: ChangePasswordValues) {
  const { message } = await api.post<unknown>('/auth/password', values);
  return { message };
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
