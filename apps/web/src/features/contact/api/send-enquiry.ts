import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { enquirySchema } from '@academy/contract/contact';
import { api } from '@/lib/api-client';

export type EnquiryValues = z.input<typeof enquirySchema>;

/** One call stores the enquiry; the server sends the email and Telegram notices itself. */
export const sendEnquiry = (values: EnquiryValues) => api.post<{ id: string }>('/contact', values);

export const useSendEnquiry = () => useMutation({ mutationFn: sendEnquiry });
