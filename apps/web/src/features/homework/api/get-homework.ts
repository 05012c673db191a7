import { useQuery } from '@tanstack/react-query';
import type { HomeworkDetails } from '@academy/contract/homework';
import { api } from '@/lib/api-client';
import { homeworkKey } from './keys';

/** A homework, the student's own submission, and what the viewer may do. */
export const useHomework = (id: string) =>
  useQuery({
    queryKey: [...homeworkKey, 'one', id],
    queryFn: async ({ signal }) => (await api.get<HomeworkDetails>(`/homework/${id}`, signal)).data,
  });

/** Where a homework's PDF is read from: the server checks who asks. */
export const homeworkPdfSrc = (id: string) => `/api/homework/${id}/pdf`;

/** Where a submission's photo or PDF is read from: the server checks who asks. */
export const submissionFileSrc = (submissionId: string, fileId: string) =>
  `/api/homework/submissions/${submissionId}/files/${fileId}`;
