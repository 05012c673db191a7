import type {
  StudentImportInput,
  StudentImportPreview,
  StudentImportResult,
} from '@academy/contract/student-import';
import { api } from '@/lib/api-client';
import { useStudentMutation } from './use-student-mutation';

export const STUDENT_IMPORT_TEMPLATE_URL = '/api/admin/students/import/template.csv';

/** Each row of the file with its problems and what importing it would do; saves nothing. */
export const previewStudentImport = async (csv: string) =>
  (await api.post<StudentImportPreview>('/admin/students/import/preview', { csv })).data;

export const importStudents = (input: StudentImportInput) =>
  api.post<StudentImportResult>('/admin/students/import', input);

export const useImportStudents = () => useStudentMutation(importStudents);
