import type { PersonRow } from '@academy/contract/people';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './use-people-mutation';

/** Suspend (blocks login, ends sessions) or reactivate. */
export const setPersonSuspended = ({ id, suspend }: { id: string; suspend: boolean }) =>
  api.post<{ person: PersonRow }>(`/admin/people/${id}/${suspend ? 'suspend' : 'reactivate'}`);

export const useSetPersonSuspended = () => usePeopleMutation(setPersonSuspended);
