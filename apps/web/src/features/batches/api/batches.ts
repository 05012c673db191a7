import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddMembersInput,
  AddMembersResult,
  BatchDetails,
  BatchInput,
  BatchSummary,
} from '@academy/contract/batches';
import type {
  BatchDues,
  Instalment,
  InstalmentInput,
  RemindInput,
  RemindResult,
} from '@academy/contract/batch-fees';
import type { PeoplePage } from '@academy/contract/people';
import type { StudentPage } from '@academy/contract/students';
import type { LowAttendanceRow, SlotInput, TimetableSlot } from '@academy/contract/timetable';
import { api } from '@/lib/api-client';

/** Everything about batches; the timetable's views are refreshed with them. */
const root = ['admin', 'batches'];

/** One batch's queries (its details, week, fee and dues), to refresh together. */
export const batchKey = (id: string) => [...root, id];

export const useBatches = () =>
  useQuery({
    queryKey: root,
    queryFn: async ({ signal }) => (await api.get<BatchSummary[]>('/admin/batches', signal)).data,
  });

export const useBatch = (id: string) =>
  useQuery({
    queryKey: batchKey(id),
    queryFn: async ({ signal }) =>
      (await api.get<BatchDetails>(`/admin/batches/${id}`, signal)).data,
  });

export const useSlots = (id: string) =>
  useQuery({
    queryKey: [...batchKey(id), 'slots'],
    queryFn: async ({ signal }) =>
      (await api.get<TimetableSlot[]>(`/admin/batches/${id}/slots`, signal)).data,
  });

export const useLowAttendance = (id: string, below: number) =>
  useQuery({
    queryKey: [...batchKey(id), 'low-attendance', below],
    queryFn: async ({ signal }) =>
      (
        await api.get<LowAttendanceRow[]>(
          `/admin/batches/${id}/low-attendance?below=${below}`,
          signal,
        )
      ).data,
  });

/** The academy's teachers, to choose a batch's from (the first hundred, by name). */
export const useTeacherChoices = () =>
  useQuery({
    queryKey: ['people', 'teacher-choices'],
    queryFn: async ({ signal }) =>
      (await api.get<PeoplePage>('/admin/people?role=teacher&pageSize=100', signal)).data.items,
  });

/** Students matching a search, to add to a batch. */
export const useStudentSearch = (q: string) =>
  useQuery({
    queryKey: ['admin', 'students', 'batch-search', q],
    enabled: q.trim().length >= 2,
    queryFn: async ({ signal }) =>
      (
        await api.get<StudentPage>(
          `/user/admin?${new URLSearchParams({ q, pageSize: '20', status: 'active' })}`,
          signal,
        )
      ).data.items,
  });

function useBatchMutation<A, T>(fn: (args: A) => Promise<{ data: T; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: root }),
        queryClient.invalidateQueries({ queryKey: ['timetable'] }),
      ]),
  });
}

export const useSaveBatch = () =>
  useBatchMutation(({ id, values }: { id?: string; values: BatchInput }) =>
    id
      ? api.put<BatchSummary>(`/admin/batches/${id}`, values)
      : api.post<BatchSummary>('/admin/batches', values),
  );

export const useDeleteBatch = () =>
  useBatchMutation((id: string) => api.delete<null>(`/admin/batches/${id}`));

export const useAddMembers = (id: string) =>
  useBatchMutation((input: AddMembersInput) =>
    api.post<AddMembersResult>(`/admin/batches/${id}/members`, input),
  );

export const useRemoveMember = (id: string) =>
  useBatchMutation((studentId: string) =>
    api.delete<null>(`/admin/batches/${id}/members/${studentId}`),
  );

export const useSaveSlot = (batchId: string) =>
  useBatchMutation(({ slotId, values }: { slotId?: string; values: SlotInput }) =>
    slotId
      ? api.put<TimetableSlot>(`/admin/batches/${batchId}/slots/${slotId}`, values)
      : api.post<TimetableSlot>(`/admin/batches/${batchId}/slots`, values),
  );

export const useDeleteSlot = (batchId: string) =>
  useBatchMutation((slotId: string) =>
    api.delete<null>(`/admin/batches/${batchId}/slots/${slotId}`),
  );

export const useInstalments = (id: string) =>
  useQuery({
    queryKey: [...batchKey(id), 'instalments'],
    queryFn: async ({ signal }) =>
      (await api.get<Instalment[]>(`/admin/batches/${id}/instalments`, signal)).data,
  });

export const useDues = (id: string) =>
  useQuery({
    queryKey: [...batchKey(id), 'dues'],
    queryFn: async ({ signal }) =>
      (await api.get<BatchDues>(`/admin/batches/${id}/dues`, signal)).data,
  });

export const useSaveInstalment = (batchId: string) =>
  useBatchMutation(
    ({ instalmentId, values }: { instalmentId?: string; values: InstalmentInput }) =>
      instalmentId
        ? api.put<Instalment[]>(`/admin/batches/${batchId}/instalments/${instalmentId}`, values)
        : api.post<Instalment[]>(`/admin/batches/${batchId}/instalments`, values),
  );

export const useDeleteInstalment = (batchId: string) =>
  useBatchMutation((instalmentId: string) =>
    api.delete<Instalment[]>(`/admin/batches/${batchId}/instalments/${instalmentId}`),
  );

export const useRemind = (batchId: string) =>
  useBatchMutation((input: RemindInput) =>
    api.post<RemindResult>(`/admin/batches/${batchId}/dues/remind`, input),
  );
