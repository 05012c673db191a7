import { api } from '@/lib/api-client';
import { useStudentMutation } from './use-student-mutation';

export const deleteStudent = (id: string) => api.delete<unknown>(`/admin/students/${id}`);

export const useDeleteStudent = () => useStudentMutation(deleteStudent);
