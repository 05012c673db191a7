import type { z } from 'zod';
import type { StudentRow, createStudentSchema } from '@academy/contract/students';
import { api } from '@/lib/api-client';
import { useStudentMutation } from './use-student-mutation';

export type NewStudentValues = z.output<typeof createStudentSchema>;

export const createStudent = (values: NewStudentValues) =>
  api.post<{ student: StudentRow }>('/admin/students', values);

export const useCreateStudent = () => useStudentMutation(createStudent);
