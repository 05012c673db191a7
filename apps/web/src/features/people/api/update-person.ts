import type { z } from 'zod';
import type { PersonRow, updatePersonSchema } from '@academy/contract/people';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './use-people-mutation';

export type PersonValues = z.output<typeof updatePersonSchema>;

export const updatePerson = ({ id, values }: { id: string; values: PersonValues }) =>
  api.put<{ person: PersonRow }>(`/admin/people/${id}`, values);

export const useUpdatePerson = () => usePeopleMutation(updatePerson);
