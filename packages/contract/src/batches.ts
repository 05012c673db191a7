import { z } from 'zod';
import { BATCH_LIMITS, BATCH_MESSAGES } from './batch-messages.ts';
import type { Weekday } from './academy-calendar.ts';
import { PROGRAM_SLUGS, type ProgramSlug } from './programs.ts';
export { BATCH_LIMITS, BATCH_MESSAGES } from './batch-messages.ts';

const day = z.iso.date(BATCH_MESSAGES.dateInvalid);

/** POST /api/admin/batches and PUT /api/admin/batches/:id */
export const batchSchema = z
  .object({
    name: z
      .string({ error: BATCH_MESSAGES.nameRequired })
      .trim()
      .min(1, BATCH_MESSAGES.nameRequired)
      .max(BATCH_LIMITS.nameMax, BATCH_MESSAGES.nameTooLong),
    program: z.enum(PROGRAM_SLUGS, BATCH_MESSAGES.programRequired),
    subjects: z
      .array(
        z
          .string()
          .trim()
          .min(1, BATCH_MESSAGES.subjectTooLong)
          .max(BATCH_LIMITS.subjectMax, BATCH_MESSAGES.subjectTooLong),
      )
      .max(BATCH_LIMITS.subjectsMax, BATCH_MESSAGES.tooManySubjects)
      .default([]),
    teacherIds: z
      .array(z.uuid(BATCH_MESSAGES.teacherUnknown))
      .max(BATCH_LIMITS.teachersMax)
      .default([]),
    startDate: day,
    endDate: day,
    capacity: z
      .number({ error: BATCH_MESSAGES.capacityRange })
      .int(BATCH_MESSAGES.capacityRange)
      .min(1, BATCH_MESSAGES.capacityRange)
      .max(BATCH_LIMITS.capacityMax, BATCH_MESSAGES.capacityRange),
    /** Students may join it themselves, from their Batches page. */
    enrolmentOpen: z.boolean().default(false),
  })
  .refine((b) => b.endDate >= b.startDate, {
    path: ['endDate'],
    message: BATCH_MESSAGES.datesOrder,
  });
export type BatchInput = z.input<typeof batchSchema>;
export type BatchValues = z.output<typeof batchSchema>;

export interface PersonRef {
  id: string;
  name: string;
}

/** A row of the admin's batch list, and the head of a batch's page. */
export interface BatchSummary {
  id: string;
  name: string;
  program: ProgramSlug;
  subjects: string[];
  startDate: string;
  endDate: string;
  capacity: number;
  enrolmentOpen: boolean;
  teachers: PersonRef[];
  memberCount: number;
  waitingCount: number;
}

export interface BatchMember extends PersonRef {
  phone: string | null;
  class: string | null;
  joinedAt: string;
}

/** GET /api/admin/batches/:id: the batch with its members and its waiting list, in order. */
export interface BatchDetails extends BatchSummary {
  members: BatchMember[];
  waiting: BatchMember[];
}

/** POST /api/admin/batches/:id/members: one or many students; past capacity they wait. */
export const addMembersSchema = z.object({
  studentIds: z
    .array(z.uuid(BATCH_MESSAGES.studentUnknown))
    .min(1, BATCH_MESSAGES.studentUnknown)
    .max(BATCH_LIMITS.addMax),
});

export interface AddMembersResult {
  added: number;
  waiting: number;
  /** Already in the batch or on its waiting list: left as they were. */
  alreadyIn: number;
}

/** GET /api/student/batches: a batch open to join, as a student weighs it. */
export interface OpenBatch {
  id: string;
  name: string;
  program: ProgramSlug;
  subjects: string[];
  startDate: string;
  endDate: string;
  teachers: string[];
  /** 0: joining puts the student on the waiting list. */
  seatsLeft: number;
  /** Its weekly classes, Monday first. */
  week: { weekday: Weekday; startTime: string; durationMinutes: number; subject: string }[];
  /** Its fee's instalments, the earliest due first. */
  fee: { label: string; amountPaise: number; dueDate: string }[];
  /** Where the student is already: in it, waiting, or neither. */
  myPlace: 'member' | 'waiting' | null;
}

/** POST /api/student/batches/:id/join */
export interface JoinResult {
  place: 'member' | 'waiting';
}
