import { useQuery } from '@tanstack/react-query';
import type { WhatsappTemplateValues } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** The message the work list's WhatsApp button starts with. */
export const useWhatsappTemplate = () =>
  useQuery({
    queryKey: [...leadsKey, 'whatsapp-template'],
    queryFn: async ({ signal }) =>
      (await api.get<WhatsappTemplateValues>('/admissions/whatsapp-template', signal)).data
        .template,
  });
