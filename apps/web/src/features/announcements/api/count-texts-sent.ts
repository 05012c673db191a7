import { useQuery } from '@tanstack/react-query';
import type { TextsSent } from '@academy/contract/announcements';
import { api } from '@/lib/api-client';

/** The texts sent this month in India, by kind (the admin's; what the SMS provider bills). */
export const useTextsSent = () =>
  useQuery({
    queryKey: ['announcements', 'texts'],
    queryFn: async ({ signal }) => (await api.get<TextsSent>('/announcements/texts', signal)).data,
  });
