import { z } from 'zod';
import { pageQuerySchema } from './paging.ts';
import { FEEDBACK_MESSAGES } from './feedback-messages.ts';
export { FEEDBACK_MESSAGES } from './feedback-messages.ts';

/** Product §3.7, Feedback: name at least 2, a valid email, message at least 10 characters. */
export const feedbackSchema = z.object({
  name: z.string().trim().min(2, FEEDBACK_MESSAGES.nameMin).max(80),
  email: z.email(FEEDBACK_MESSAGES.emailInvalid).max(254),
  message: z.string().trim().min(10, FEEDBACK_MESSAGES.messageMin).max(5000),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;

export const feedbackListQuerySchema = pageQuerySchema(20).extend({
  q: z.string().trim().max(100).default(''),
  read: z.enum(['all', 'read', 'unread']).default('all'),
});

export const feedbackReadSchema = z.object({ read: z.boolean() });

export const feedbackItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    userId: z.string().nullable(),
    isRead: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'FeedbackItem' });
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
