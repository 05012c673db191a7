import { useQuery } from '@tanstack/react-query';
import type { HomeworkDetails } from '@academy/contract/homework';
import { api } from '@/lib/api-client';
import { homeworkKey } from './keys';

/**
 * A homework, the student's own submission (or, for a parent, that of the child `student`
 * names), and what the viewer may do.
 */
export const useHomework = (id: string, student: string | null) =>
  useQuery({
    queryKey: [...homeworkKey, 'one', id, student],
    queryFn: async ({ signal }) => {
      const whose = student ? `?student=${encodeURIComponent(student)}` : '';
      return (await api.get<HomeworkDetails>(`/homework/${id}${whose}`, signal)).data;
    },
  });

/** Where a homework's PDF is read from: the server checks who asks. */
export const homeworkPdfSrc = (id: string) => `/api/homework/${id}/pdf`;

/** Where a submission's photo or PDF is read from: the server checks who asks. */
export const submissionFileSrc = (submissionId: string, fileId: string) =>
  `/api/homework/submissions/${submissionId}/files/${fileId}`;
