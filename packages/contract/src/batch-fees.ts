import { z } from 'zod';
import { BATCH_MESSAGES, FEE_LIMITS, FEE_MESSAGES } from './batch-messages.ts';
export { FEE_LIMITS, FEE_MESSAGES } from './batch-messages.ts';

/** POST /api/admin/batches/:id/instalments and PUT /api/admin/batches/:id/instalments/:instalmentId */
export const instalmentSchema = z.object({
  label: z
    .string({ error: FEE_MESSAGES.labelRequired })
    .trim()
    .min(1, FEE_MESSAGES.labelRequired)
    .max(FEE_LIMITS.labelMax, FEE_MESSAGES.labelTooLong),
  amountPaise: z
    .number({ error: FEE_MESSAGES.amountRange })
    .int(FEE_MESSAGES.amountRange)
    .min(100, FEE_MESSAGES.amountRange)
    .max(FEE_LIMITS.amountMaxPaise, FEE_MESSAGES.amountRange),
  dueDate: z.iso.date(FEE_MESSAGES.dueDateInvalid),
});
export type InstalmentInput = z.infer<typeof instalmentSchema>;

/** One instalment of a batch's fee, with how many members have paid it. */
export const instalmentAnswerSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    amountPaise: z.number(),
    dueDate: z.string(),
    paidCount: z.number(),
  })
  .meta({ id: 'Instalment' });
export type Instalment = z.infer<typeof instalmentAnswerSchema>;

/** POST /api/admin/batches/:id/dues/remind: one instalment's unpaid members (or the chosen). */
export const remindSchema = z.object({
  instalmentId: z.uuid(FEE_MESSAGES.instalmentNotFound),
  studentIds: z.array(z.uuid(BATCH_MESSAGES.notMember)).max(1_000).optional(),
});
export type RemindInput = z.infer<typeof remindSchema>;

export const remindResultSchema = z.object({
  /** Members reminded now (each by a notice to them and to their parents). */
  reminded: z.number(),
  /** Members already reminded today, left alone. */
  skipped: z.number(),
});
export type RemindResult = z.infer<typeof remindResultSchema>;

/** `overdue`: past its due date (in India); `due`: not yet. */
const dueStateSchema = z.enum(['due', 'overdue']);

/** One member's unpaid instalment: a row of the admin's Dues list. */
const dueRowSchema = z.object({
  instalmentId: z.string(),
  label: z.string(),
  amountPaise: z.number(),
  dueDate: z.string(),
  state: dueStateSchema,
  student: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
  remindedAt: z.string().nullable(),
  /** The day the seat ended, when the student has left: they still owe what fell due before. */
  leftOn: z.string().nullable(),
});
export type DueRow = z.infer<typeof dueRowSchema>;

/** GET /api/admin/batches/:id/dues: every member's unpaid instalments, the earliest due first. */
export const batchDuesSchema = z.object({
  rows: z.array(dueRowSchema),
  overduePaise: z.number(),
  duePaise: z.number(),
});
export type BatchDues = z.infer<typeof batchDuesSchema>;

/** A fee the student owes (the student's and the parent's home). */
export const feeDueSchema = z
  .object({
    instalmentId: z.string(),
    batchName: z.string(),
    label: z.string(),
    amountPaise: z.number(),
    dueDate: z.string(),
    state: dueStateSchema,
  })
  .meta({ id: 'FeeDue' });
export type FeeDue = z.infer<typeof feeDueSchema>;
