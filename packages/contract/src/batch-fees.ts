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
export interface Instalment extends InstalmentInput {
  id: string;
  paidCount: number;
}

/** POST /api/admin/batches/:id/dues/remind: one instalment's unpaid members (or the chosen). */
export const remindSchema = z.object({
  instalmentId: z.uuid(FEE_MESSAGES.instalmentNotFound),
  studentIds: z.array(z.uuid(BATCH_MESSAGES.notMember)).max(1_000).optional(),
});
export type RemindInput = z.infer<typeof remindSchema>;

export interface RemindResult {
  /** Members reminded now (each by a notice to them and to their parents). */
  reminded: number;
  /** Members already reminded today, left alone. */
  skipped: number;
}

/** `overdue`: past its due date (in India); `due`: not yet. */
export type DueState = 'due' | 'overdue';

/** One member's unpaid instalment: a row of the admin's Dues list. */
export interface DueRow {
  instalmentId: string;
  label: string;
  amountPaise: number;
  dueDate: string;
  state: DueState;
  student: { id: string; name: string; phone: string | null };
  remindedAt: string | null;
}

/** GET /api/admin/batches/:id/dues: every member's unpaid instalments, the earliest due first. */
export interface BatchDues {
  rows: DueRow[];
  overduePaise: number;
  duePaise: number;
}

/** A fee the student owes (the student's and the parent's home). */
export interface FeeDue {
  instalmentId: string;
  batchName: string;
  label: string;
  amountPaise: number;
  dueDate: string;
  state: DueState;
}
