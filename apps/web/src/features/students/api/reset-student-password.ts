import { api } from '@/lib/api-client';
import { useStudentMutation } from './use-student-mutation';

export const resetStudentPassword = ({ id, password }: { id: string; password: string }) =>
  api.post<unknown>(`/admin/students/${id}/reset-password`, { password });

export const useResetStudentPassword = () => useStudentMutation(resetStudentPassword);
