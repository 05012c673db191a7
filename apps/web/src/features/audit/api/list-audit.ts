import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@academy/contract/envelope';
import { api } from '@/lib/api-client';

export interface AuditEntry {
  id: string;
  /** What was done, as a code: `student.reset-password`, `course.update`. */
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
  actorName: string | null;
  /** Who or what it was done to, by name: a student's name, a course's title. */
  subject: string | null;
  /** What was bought, for a payment. */
  item: string | null;
}

export const AUDIT_PAGE_SIZE = 25;

export async function listAudit(page: number, signal?: AbortSignal) {
  const { data } = await api.get<Page<AuditEntry>>(
    `/admin/audit?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`,
    signal,
  );
  return data;
}

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['audit', page],
    queryFn: ({ signal }) => listAudit(page, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (page: number) => useQuery(auditQueryOptions(page));
