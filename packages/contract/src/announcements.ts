import { z } from 'zod';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_MESSAGES } from './announcement-messages.ts';
export { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_MESSAGES } from './announcement-messages.ts';

/** POST /api/announcements: without a batch it goes to the whole academy (an admin's only). */
export const announcementSchema = z.object({
  title: z
    .string({ error: ANNOUNCEMENT_MESSAGES.titleRequired })
    .trim()
    .min(1, ANNOUNCEMENT_MESSAGES.titleRequired)
    .max(ANNOUNCEMENT_LIMITS.titleMax, ANNOUNCEMENT_MESSAGES.titleTooLong),
  body: z
    .string({ error: ANNOUNCEMENT_MESSAGES.bodyRequired })
    .trim()
    .min(1, ANNOUNCEMENT_MESSAGES.bodyRequired)
    .max(ANNOUNCEMENT_LIMITS.bodyMax, ANNOUNCEMENT_MESSAGES.bodyTooLong),
  batchId: z.uuid(ANNOUNCEMENT_MESSAGES.batchInvalid).optional(),
  /** Also a message to the phone of each of its students (the batch's, or all) and their parents. */
  bySms: z.boolean().default(false),
});
export type AnnouncementInput = z.input<typeof announcementSchema>;
export type AnnouncementValues = z.output<typeof announcementSchema>;

/** One announcement as the homes list it (GET /api/announcements, newest first). */
export const announcementAnswerSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    /** Null: to the whole academy. */
    batch: z.object({ id: z.string(), name: z.string() }).nullable(),
    author: z.object({ id: z.string(), name: z.string() }),
    createdAt: z.string(),
    /** Whether the viewer may delete it: its author, or an admin. */
    canDelete: z.boolean(),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcementAnswerSchema>;

/**
 * The kinds of message the academy sends to one person's phone, besides codes: a fee reminder,
 * a welcome to an imported student, an announcement, the parents' weekly digest, a paper test's
 * result, an answer to a student's doubt.
 */
export const TEXT_KINDS = [
  'fee',
  'welcome',
  'notice',
  'digest',
  'result',
  'doubt',
  'homework',
] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** GET /api/announcements/texts (admin): the texts sent this India month, by kind. */
export const textsSentSchema = z.object({
  /** YYYY-MM. */
  month: z.string(),
  kinds: z.array(z.object({ kind: z.enum(TEXT_KINDS), sent: z.number() })),
});
export type TextsSent = z.infer<typeof textsSentSchema>;
