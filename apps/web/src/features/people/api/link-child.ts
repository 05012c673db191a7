import type { ChildSummary } from '@academy/contract/people';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './use-people-mutation';

/** Link child: the student with this phone number becomes one of the parent's children. */
export const linkChild = ({ parentId, phone }: { parentId: string; phone: string }) =>
  api.post<{ children: ChildSummary[] }>(`/admin/people/${parentId}/children`, { phone });

export const useLinkChild = () => usePeopleMutation(linkChild);
