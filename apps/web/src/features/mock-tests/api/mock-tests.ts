import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminMockTestRow,
  AdminTestResults,
  AnswerInput,
  AttemptResult,
  AttemptView,
  MockTestDetail,
  MockTestForm,
  MockTestIntro,
  StudentMockTest,
  StudentTestResult,
} from '@academy/contract/mock-tests';
import type { CsvQuestion } from '@academy/contract/mock-test-csv';
import { studentTestsQueryKey } from '@academy/contract/page-data';
import { api } from '@/lib/api-client';

const enc = encodeURIComponent;

export const mockTestKeys = {
  all: ['mock-tests'] as const,
  adminList: () => ['mock-tests', 'admin', 'list'] as const,
  adminDetail: (id: string) => ['mock-tests', 'admin', 'detail', id] as const,
  adminResults: (id: string) => ['mock-tests', 'admin', 'results', id] as const,
  ofStudent: (userId: string) => ['mock-tests', 'admin', 'student', userId] as const,
  mine: () => ['mock-tests', 'student', 'mine'] as const,
  /** Inlined into a visitor's `/tests` by the server, so the key is shared with it. */
  studentList: studentTestsQueryKey,
  intro: (id: string) => ['mock-tests', 'student', 'intro', id] as const,
  attempt: (id: string) => ['mock-tests', 'attempt', id] as const,
  result: (id: string) => ['mock-tests', 'result', id] as const,
};

// --- Admin ------------------------------------------------------------------------------------

export const useAdminTests = () =>
  useQuery({
    queryKey: mockTestKeys.adminList(),
    queryFn: async ({ signal }) =>
      (await api.get<AdminMockTestRow[]>('/admin/mock-tests', signal)).data,
  });

export const useAdminTest = (id: string | undefined) =>
  useQuery({
    queryKey: mockTestKeys.adminDetail(id ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<MockTestDetail>(`/admin/mock-tests/${enc(id!)}`, signal)).data,
    enabled: Boolean(id),
    retry: false,
    // The editor keeps its own copy: a background refetch must not overwrite typing.
    staleTime: Infinity,
  });

export const useAdminResults = (id: string) =>
  useQuery({
    queryKey: mockTestKeys.adminResults(id),
    queryFn: async ({ signal }) =>
      (await api.get<AdminTestResults>(`/admin/mock-tests/${enc(id)}/results`, signal)).data,
    retry: false,
  });

/** A student's submitted attempts, for Manage Students' View Details. */
export const useStudentTestResults = (userId: string) =>
  useQuery({
    queryKey: mockTestKeys.ofStudent(userId),
    queryFn: async ({ signal }) =>
      (await api.get<StudentTestResult[]>(`/admin/students/${enc(userId)}/test-results`, signal))
        .data,
  });

/** My Tests: the signed-in student's own submitted attempts. */
export const useMyTestResults = () =>
  useQuery({
    queryKey: mockTestKeys.mine(),
    queryFn: async ({ signal }) =>
      (await api.get<StudentTestResult[]>('/student/my-tests', signal)).data,
  });

export function useSaveTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id?: string; values: MockTestForm }) => {
      const result = id
        ? await api.put<MockTestDetail>(`/admin/mock-tests/${enc(id)}`, values)
        : await api.post<MockTestDetail>('/admin/mock-tests', values);
      return { test: result.data, message: result.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mockTestKeys.all }),
  });
}

export function useDeleteTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => api.delete<{ id: string }>(`/admin/mock-tests/${enc(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mockTestKeys.all }),
  });
}

export const importCsv = async (csv: string) => {
  const result = await api.post<{ questions: CsvQuestion[] }>('/admin/mock-tests/import-csv', {
    csv,
  });
  return { questions: result.data.questions, message: result.message };
};

export const CSV_TEMPLATE_URL = '/api/admin/mock-tests/csv-template';

/** Courses a test can come with (admins see drafts too). */
export const useCourseChoices = () =>
  useQuery({
    queryKey: ['courses', 'choices'],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ items: { _id: string; title: string }[] }>(
          '/courses?status=all&pageSize=100',
          signal,
        )
      ).data.items,
    staleTime: 60_000,
  });

// --- Students ---------------------------------------------------------------------------------

export const useStudentTests = (viewerId: string | undefined) =>
  useQuery({
    queryKey: mockTestKeys.studentList(viewerId),
    queryFn: async ({ signal }) => (await api.get<StudentMockTest[]>('/mock-tests', signal)).data,
  });

export const useTestIntro = (id: string) =>
  useQuery({
    queryKey: mockTestKeys.intro(id),
    queryFn: async ({ signal }) =>
      (await api.get<MockTestIntro>(`/mock-tests/${enc(id)}`, signal)).data,
    retry: false,
  });

export function useStartAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (testId: string) =>
      (await api.post<{ id: string; resumed: boolean }>(`/mock-tests/${enc(testId)}/attempts`))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mockTestKeys.all }),
  });
}

export const attemptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mockTestKeys.attempt(id),
    queryFn: async ({ signal }) =>
      (await api.get<AttemptView>(`/mock-attempts/${enc(id)}`, signal)).data,
    retry: false,
    // The running test keeps its own state; the server is asked again only on reload.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useAttempt = (id: string) => useQuery(attemptQueryOptions(id));

export const saveAnswer = (attemptId: string, questionId: string, body: AnswerInput) =>
  api.put<{ remainingSeconds: number }>(
    `/mock-attempts/${enc(attemptId)}/answers/${enc(questionId)}`,
    body,
  );

export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attemptId: string) =>
      api.post<{ id: string; autoSubmitted: boolean }>(`/mock-attempts/${enc(attemptId)}/submit`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mockTestKeys.all }),
  });
}

export const useAttemptResult = (id: string) =>
  useQuery({
    queryKey: mockTestKeys.result(id),
    queryFn: async ({ signal }) =>
      (await api.get<AttemptResult>(`/mock-attempts/${enc(id)}/result`, signal)).data,
    retry: false,
  });
