import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemarkRow } from '@academy/contract/report-cards';
import { api } from '@/lib/api-client';
import { remarksKey } from './list-remarks';

interface RemarkInput {
  termId: string;
  batchId: string;
  studentId: string;
  remark: string;
}

/** Writes a student's remark for the term (empty clears it). */
export const useSaveRemark = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RemarkInput) => api.put<RemarkRow>('/report-cards/remarks', values),
    onSuccess: (_answer, values) =>
      queryClient.invalidateQueries({ queryKey: remarksKey(values.termId, values.batchId) }),
  });
};
