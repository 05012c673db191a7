import type { z } from 'zod';
import type { PersonRow, createPersonSchema } from '@academy/contract/people';
import { api } from '@/lib/api-client';
import { usePeopleMutation } from './use-people-mutation';

export type NewPersonValues = z.output<typeof createPersonSchema>;

export const createPerson = (values: NewPersonValues) =>
  api.post<{ person: PersonRow }>('/admin/people', values);

export const useCreatePerson = () => usePeopleMutation(createPerson);
