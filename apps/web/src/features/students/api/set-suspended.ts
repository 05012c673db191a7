import type { StudentRow } from '@academy/contract/students';
import { api } from '@/lib/api-client';
import { useStudentMutation } from './use-student-mutation';

/** Suspend (blocks login, ends sessions) or reactivate. */
export const setSuspended = ({ id, suspend }: { id: string; suspend: boolean }) =>
  api.post<{ student: StudentRow }>(`/admin/students/${id}/${suspend ? 'suspend' : 'reactivate'}`);

export const useSetSuspended = () => useStudentMutation(setSuspended);
