import { api } from '@/lib/api-client';
import { usePeopleMutation } from './use-people-mutation';

export const resetPersonPassword = ({ id, password }: { id: string; password: string }) =>
  api.post<unknown>(`/admin/people/${id}/reset-password`, { password });

export const useResetPersonPassword = () => usePeopleMutation(resetPersonPassword);
