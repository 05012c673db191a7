import type { ChildSummary } from '@academy/contract/people';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './use-people-mutation';

export const unlinkChild = ({ parentId, studentId }: { parentId: string; studentId: string }) =>
  api.delete<{ children: ChildSummary[] }>(`/admin/people/${parentId}/children/${studentId}`);

export const useUnlinkChild = () => usePeopleMutation(unlinkChild);
