import type { z } from 'zod';
import type { StudentRow, updateStudentSchema } from '@academy/contract/students';
import { api } from '@/lib/api-client';
import { useStudentMutation } from './use-student-mutation';

export type StudentUpdateValues = z.output<typeof updateStudentSchema>;

export const updateStudent = ({ id, values }: { id: string; values: StudentUpdateValues }) =>
  api.put<{ student: StudentRow }>(`/admin/students/${id}`, values);

export const useUpdateStudent = () => useStudentMutation(updateStudent);
