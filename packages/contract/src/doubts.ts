import { z } from 'zod';
import { DOUBT_LIMITS, DOUBT_MESSAGES } from './doubt-messages.ts';
import { pageQuerySchema } from './paging.ts';
import { photoRefSchema } from './photos.ts';
export { DOUBT_LIMITS, DOUBT_MESSAGES } from './doubt-messages.ts';

const text = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(DOUBT_LIMITS.textMax, DOUBT_MESSAGES.textTooLong);

/** Multipart fields arrive as text: an empty one is a field left out. */
const optionalId = (message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.uuid(message).optional());

/**
 * POST /api/doubts (multipart, with up to three photos): a question tied to a batch the student
 * sits in, to a lesson of one of their courses, or to a mock test's question (decisions §116).
 */
export const askDoubtSchema = z
  .object({
    text: text(DOUBT_MESSAGES.textRequired),
    batchId: optionalId(DOUBT_MESSAGES.batchInvalid),
    subject: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().trim().max(60, DOUBT_MESSAGES.subjectInvalid).optional(),
    ),
    courseId: optionalId(DOUBT_MESSAGES.lessonInvalid),
    lessonId: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().max(100, DOUBT_MESSAGES.lessonInvalid).optional(),
    ),
    questionId: optionalId(DOUBT_MESSAGES.questionInvalid),
  })
  .refine((d) => Boolean(d.courseId) === Boolean(d.lessonId), {
    path: ['lessonId'],
    message: DOUBT_MESSAGES.lessonInvalid,
  })
  .refine((d) => d.batchId || d.lessonId || d.questionId, {
    path: ['batchId'],
    message: DOUBT_MESSAGES.contextRequired,
  });
export type AskDoubtValues = z.output<typeof askDoubtSchema>;

/** POST /api/doubts/:id/answers (a teacher's, with photos) and /reply (the student's one). */
export const answerDoubtSchema = z.object({ text: text(DOUBT_MESSAGES.answerRequired) });
export const replyDoubtSchema = z.object({ text: text(DOUBT_MESSAGES.textRequired) });

/**
 * Open: waiting for an answer (asked, or replied to). Answered: the student may reply once or
 * mark it solved. Solved: closed by the student.
 */
export const DOUBT_STATUSES = ['open', 'answered', 'solved'] as const;
export type DoubtStatus = (typeof DOUBT_STATUSES)[number];

/** GET /api/doubts: the doubts the viewer may see, paged; staff get the queue's order. */
export const doubtListQuerySchema = pageQuerySchema(20).extend({
  status: z.enum(DOUBT_STATUSES).optional(),
  /** A batch, or `none` for the doubts no batch names (an admin's to answer). */
  batchId: z.union([z.uuid(), z.literal('none')]).optional(),
  subject: z.string().trim().max(60).optional(),
});

const ref = z.object({ id: z.string(), name: z.string() });

/** Where a doubt was asked from; the names as the student saw them. */
const doubtContextSchema = z.object({
  batch: ref.nullable(),
  subject: z.string().nullable(),
  lesson: z.object({ courseId: z.string(), lessonId: z.string(), title: z.string() }).nullable(),
  question: z.object({ id: z.string(), testId: z.string(), testTitle: z.string() }).nullable(),
});

export const doubtSummarySchema = doubtContextSchema
  .extend({
    id: z.string(),
    status: z.enum(DOUBT_STATUSES),
    /** The question's first lines. */
    text: z.string(),
    student: ref,
    photoCount: z.number(),
    createdAt: z.string(),
    /** When it was last asked, replied to or answered. */
    updatedAt: z.string(),
  })
  .meta({ id: 'DoubtSummary' });
export type DoubtSummary = z.infer<typeof doubtSummarySchema>;

export const doubtPageSchema = z.object({
  items: z.array(doubtSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type DoubtPage = z.infer<typeof doubtPageSchema>;

export const DOUBT_POST_KINDS = ['question', 'answer', 'reply'] as const;

/** GET /api/doubts/:id: the question, the answers and the reply, oldest first. */
export const doubtDetailsSchema = doubtSummarySchema
  .extend({
    posts: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(DOUBT_POST_KINDS),
        author: ref,
        text: z.string(),
        /** Empty for a parent: photos are the asker's, their teachers' and the admins' only. */
        photos: z.array(photoRefSchema),
        createdAt: z.string(),
      }),
    ),
    /** What the viewer may do now. */
    can: z.object({ answer: z.boolean(), reply: z.boolean(), solve: z.boolean() }),
  })
  .meta({ id: 'DoubtDetails' });
export type DoubtDetails = z.infer<typeof doubtDetailsSchema>;

/** GET /api/doubts/similar: solved doubts on the same lesson or question, before asking. */
export const similarDoubtsQuerySchema = z
  .object({
    courseId: z.uuid().optional(),
    lessonId: z.string().max(100).optional(),
    questionId: z.uuid().optional(),
  })
  .refine((q) => (q.courseId && q.lessonId) || q.questionId, {
    message: DOUBT_MESSAGES.contextRequired,
  });

export const similarDoubtSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  solvedAt: z.string(),
});
export type SimilarDoubt = z.infer<typeof similarDoubtSchema>;

/** GET /api/doubts/batches: the batches a student may ask in, with their subjects. */
export const doubtBatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  subjects: z.array(z.string()),
});
export type DoubtBatch = z.infer<typeof doubtBatchSchema>;

/** GET /api/admin/doubts/response-times: per teacher, over the last 30 days. */
export const responseTimeSchema = z.object({
  teacher: ref,
  /** Doubts this teacher answered first. */
  answered: z.number(),
  /** The median minutes from asking to their first answer; null with none answered. */
  medianMinutes: z.number().nullable(),
  /** Doubts in their batches waiting for an answer for more than a day. */
  openOverADay: z.number(),
});
export type ResponseTime = z.infer<typeof responseTimeSchema>;
