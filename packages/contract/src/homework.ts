import { z } from 'zod';
import { HOMEWORK_LIMITS, HOMEWORK_MESSAGES } from './homework-messages.ts';
import { pageQuerySchema } from './paging.ts';
import { photoRefSchema } from './photos.ts';
export { HOMEWORK_LIMITS, HOMEWORK_MESSAGES, homeworkMarksProblem } from './homework-messages.ts';

const M = HOMEWORK_MESSAGES;
const L = HOMEWORK_LIMITS;

/** A time on the academy's clock (India), as a datetime-local field sends it: 2026-11-25T17:00. */
const localTime = (message: string) =>
  z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, message);

/**
 * POST /api/homework (multipart, with an optional `pdf` part): homework a teacher sets a batch,
 * due at a time in India; after the cut-off, if any, it takes no submissions (decisions §122).
 */
export const homeworkSchema = z
  .object({
    batchId: z.uuid(M.batchInvalid),
    title: z
      .string({ error: M.titleRequired })
      .trim()
      .min(1, M.titleRequired)
      .max(L.titleMax, M.titleTooLong),
    instructions: z
      .string({ error: M.instructionsRequired })
      .trim()
      .min(1, M.instructionsRequired)
      .max(L.instructionsMax, M.instructionsTooLong),
    dueAt: localTime(M.dueInvalid),
    cutoffAt: z.preprocess(
      (v) => (v === '' ? undefined : v),
      localTime(M.cutoffInvalid).optional(),
    ),
    maxMarks: z.coerce
      .number({ error: M.maxMarksRange })
      .int(M.maxMarksRange)
      .min(1, M.maxMarksRange)
      .max(L.maxMarksMax, M.maxMarksRange),
  })
  .refine((h) => !h.cutoffAt || h.cutoffAt > h.dueAt, {
    path: ['cutoffAt'],
    message: M.cutoffBeforeDue,
  });
export type HomeworkInput = z.input<typeof homeworkSchema>;
export type HomeworkValues = z.output<typeof homeworkSchema>;

/** POST /api/homework/submissions/:id/return: the teacher's check, returned to the student. */
export const returnSubmissionSchema = z.object({
  marks: z.number({ error: M.marksInvalid }).min(0, M.marksNegative),
  comment: z.string().trim().max(L.commentMax, M.commentTooLong).default(''),
});
export type ReturnSubmissionValues = z.output<typeof returnSubmissionSchema>;

/**
 * Where a student's homework stands. Due: not yet submitted, before the due time. Overdue: past
 * it, still taken (marked late). Missed: past the cut-off. Submitted (on time or late), and
 * returned once checked.
 */
export const HOMEWORK_STATES = ['due', 'overdue', 'missed', 'submitted', 'returned'] as const;
export type HomeworkState = (typeof HOMEWORK_STATES)[number];

const ref = z.object({ id: z.string(), name: z.string() });

export const homeworkSummarySchema = z
  .object({
    id: z.string(),
    batch: ref,
    title: z.string(),
    dueAt: z.string(),
    cutoffAt: z.string().nullable(),
    maxMarks: z.number(),
    hasPdf: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'HomeworkSummary' });
export type HomeworkSummary = z.infer<typeof homeworkSummarySchema>;

/** A student's submission, with its photos (ids for the file route) and the teacher's check. */
export const submissionSchema = z
  .object({
    id: z.string(),
    student: ref,
    submittedAt: z.string(),
    late: z.boolean(),
    photos: z.array(photoRefSchema),
    pdfId: z.string().nullable(),
    returned: z.boolean(),
    marks: z.number().nullable(),
    comment: z.string().nullable(),
    returnedAt: z.string().nullable(),
  })
  .meta({ id: 'HomeworkSubmission' });
export type Submission = z.infer<typeof submissionSchema>;

/** GET /api/homework (staff): a batch's homework, or that of every batch the caller runs. */
export const homeworkListQuerySchema = pageQuerySchema(20).extend({ batchId: z.uuid().optional() });
export const staffHomeworkSchema = homeworkSummarySchema
  .extend({ students: z.number(), submitted: z.number(), returned: z.number() })
  .meta({ id: 'StaffHomework' });
export type StaffHomework = z.infer<typeof staffHomeworkSchema>;

/**
 * GET /api/homework/students/:studentId/items: a student's homework: `pending`, what they may
 * still send; `returned`, what their teachers checked; or `all`.
 */
export const STUDENT_HOMEWORK_SHOWS = ['pending', 'returned', 'all'] as const;
export type StudentHomeworkShow = (typeof STUDENT_HOMEWORK_SHOWS)[number];
export const studentHomeworkQuerySchema = pageQuerySchema(10).extend({
  show: z.enum(STUDENT_HOMEWORK_SHOWS).default('all'),
});
export const studentHomeworkSchema = homeworkSummarySchema
  .extend({
    state: z.enum(HOMEWORK_STATES),
    late: z.boolean(),
    marks: z.number().nullable(),
  })
  .meta({ id: 'StudentHomework' });
export type StudentHomework = z.infer<typeof studentHomeworkSchema>;

/** GET /api/homework/:id: the homework, the viewer's own submission, what they may do. */
export const homeworkDetailsSchema = homeworkSummarySchema
  .extend({
    instructions: z.string(),
    /** The student's own submission, or a parent's child's; null for staff. */
    submission: submissionSchema.nullable(),
    can: z.object({ submit: z.boolean(), check: z.boolean() }),
  })
  .meta({ id: 'HomeworkDetails' });
export type HomeworkDetails = z.infer<typeof homeworkDetailsSchema>;

/** GET /api/homework/:id/students: who was set it; `missing` lists who has not submitted. */
export const rosterQuerySchema = pageQuerySchema(30).extend({
  show: z.enum(['all', 'missing', 'submitted']).default('all'),
});
export const rosterRowSchema = z.object({ student: ref, submission: submissionSchema.nullable() });
export type RosterRow = z.infer<typeof rosterRowSchema>;
