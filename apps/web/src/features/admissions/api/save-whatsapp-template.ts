import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WhatsappTemplateValues } from '@academy/contract/admissions';
import { api } from '@/lib/api-client';
import { leadsKey } from './keys';

/** Saves the WhatsApp message leads are sent. */
export const useSaveWhatsappTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: WhatsappTemplateValues) =>
      api.put<WhatsappTemplateValues>('/admissions/whatsapp-template', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsKey }),
  });
};
