import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AttendanceInput,
  AttendanceSheet,
  AttendanceSummary,
  CalendarFeed,
  ClassChangeInput,
  ClassOccurrence,
  Recording,
  WeekView,
} from '@academy/contract/timetable';
import { api } from '@/lib/api-client';

/** Everything the timetable shows; a change or a register refreshes it all. */
const root = ['timetable'];

export const useWeek = (week: string | undefined, batchId?: string) =>
  useQuery({
    queryKey: [...root, 'week', week ?? 'now', batchId ?? 'all'],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams();
      if (week) query.set('week', week);
      if (batchId) query.set('batchId', batchId);
      const search = query.size ? `?${query}` : '';
      return (await api.get<WeekView>(`/timetable${search}`, signal)).data;
    },
  });

const feedKey = [...root, 'feed'];

export const useFeedUrl = (enabled: boolean) =>
  useQuery({
    queryKey: feedKey,
    enabled,
    queryFn: async ({ signal }) =>
      (await api.get<CalendarFeed>('/timetable/feed', signal)).data.url,
  });

/** A new calendar address: the old one stops working at once. */
export function useRenewFeedUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeed>('/timetable/feed'),
    onSuccess: ({ data }) => queryClient.setQueryData(feedKey, data.url),
  });
}

export const useAttendanceSheet = (key: string) =>
  useQuery({
    queryKey: [...root, 'attendance', key],
    queryFn: async ({ signal }) =>
      (await api.get<AttendanceSheet>(`/classes/${key}/attendance`, signal)).data,
  });

export const useAttendanceSummary = (studentId: string | undefined) =>
  useQuery({
    queryKey: [...root, 'summary', studentId],
    enabled: Boolean(studentId),
    queryFn: async ({ signal }) =>
      (await api.get<AttendanceSummary>(`/attendance/${studentId}`, signal)).data,
  });

/** The recordings of every batch the user sees, the latest first. */
export const useRecordings = () =>
  useQuery({
    queryKey: [...root, 'recordings'],
    queryFn: async ({ signal }) => (await api.get<Recording[]>('/recordings', signal)).data,
  });

function useTimetableMutation<A, T>(fn: (args: A) => Promise<{ data: T; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export const useMarkAttendance = (key: string) =>
  useTimetableMutation((marks: AttendanceInput) =>
    api.put<AttendanceSheet>(`/classes/${key}/attendance`, marks),
  );

export const useChangeClass = (key: string) =>
  useTimetableMutation((change: ClassChangeInput) =>
    api.put<ClassOccurrence>(`/classes/${key}`, change),
  );

export const useAttachRecording = (key: string) =>
  useTimetableMutation((recordingUrl: string) =>
    api.put<ClassOccurrence>(`/classes/${key}/recording`, { recordingUrl }),
  );
