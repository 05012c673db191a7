import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { feedbackSchema } from '@academy/contract/feedback';
import { api } from '@/lib/api-client';

export type FeedbackValues = z.output<typeof feedbackSchema>;

export const sendFeedback = (values: FeedbackValues) => api.post<unknown>('/feedback', values);

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
