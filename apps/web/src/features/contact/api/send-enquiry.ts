import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { enquirySchema } from '@academy/contract/contact';
import { api } from '@/lib/api-client';
import { landingCampaign } from '@/lib/landing-campaign';

export type EnquiryValues = z.input<typeof enquirySchema>;

/**
 * One call stores the enquiry and its lead, with the campaign the visitor landed by; the server
 * sends the email and Telegram notices itself.
 */
export const sendEnquiry = (values: EnquiryValues) =>
  api.post<{ id: string }>('/contact', { ...values, ...landingCampaign() });

export const useSendEnquiry = () => useMutation({ mutationFn: sendEnquiry });
