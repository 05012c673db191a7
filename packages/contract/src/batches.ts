import { z } from 'zod';
import { BATCH_LIMITS, BATCH_MESSAGES } from './batch-messages.ts';
import { academyToday, WEEKDAYS } from './academy-calendar.ts';
import { PROGRAM_SLUGS } from './programs.ts';
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

export const personRefSchema = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** A row of the admin's batch list, and the head of a batch's page. */
/** What a batch is, as staff and students both see it. */
const batchBasicsSchema = z.object({
  id: z.string(),
  name: z.string(),
  program: z.enum(PROGRAM_SLUGS),
  subjects: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string(),
});

export const batchSummarySchema = batchBasicsSchema
  .extend({
    capacity: z.number(),
    enrolmentOpen: z.boolean(),
    teachers: z.array(personRefSchema),
    memberCount: z.number(),
    waitingCount: z.number(),
  })
  .meta({ id: 'BatchSummary' });
export type BatchSummary = z.infer<typeof batchSummarySchema>;

const batchMemberSchema = personRefSchema.extend({
  phone: z.string().nullable(),
  class: z.string().nullable(),
  joinedAt: z.string(),
});
export type BatchMember = z.infer<typeof batchMemberSchema>;

/** GET /api/admin/batches/:id: the batch with its members and its waiting list, in order. */
export const batchDetailsSchema = batchSummarySchema.extend({
  members: z.array(batchMemberSchema),
  waiting: z.array(batchMemberSchema),
});
export type BatchDetails = z.infer<typeof batchDetailsSchema>;

/** POST /api/admin/batches/:id/members: one or many students; past capacity they wait. */
export const addMembersSchema = z.object({
  studentIds: z
    .array(z.uuid(BATCH_MESSAGES.studentUnknown))
    .min(1, BATCH_MESSAGES.studentUnknown)
    .max(BATCH_LIMITS.addMax),
  /**
   * A seat backdated for a student who attended all along (an India date, not in the future;
   * the server also refuses one before the batch starts). Left out, the seat starts today.
   */
  seatedFrom: day.refine((d) => d <= academyToday(), BATCH_MESSAGES.seatedInFuture).optional(),
});
export type AddMembersInput = z.output<typeof addMembersSchema>;

export const addMembersResultSchema = z.object({
  added: z.number(),
  waiting: z.number(),
  /** Already in the batch or on its waiting list: left as they were. */
  alreadyIn: z.number(),
});
export type AddMembersResult = z.infer<typeof addMembersResultSchema>;

/** GET /api/student/batches: a batch open to join, as a student weighs it. */
export const openBatchSchema = batchBasicsSchema
  .extend({
    teachers: z.array(z.string()),
    /** 0: joining puts the student on the waiting list. */
    seatsLeft: z.number(),
    /** Its weekly classes, Monday first. */
    week: z.array(
      z.object({
        weekday: z.union(WEEKDAYS.map((d) => z.literal(d))),
        startTime: z.string(),
        durationMinutes: z.number(),
        subject: z.string(),
      }),
    ),
    /** Its fee's instalments, the earliest due first. */
    fee: z.array(z.object({ label: z.string(), amountPaise: z.number(), dueDate: z.string() })),
    /** Where the student is already: in it, waiting, or neither. */
    myPlace: z.enum(['member', 'waiting']).nullable(),
  })
  .meta({ id: 'OpenBatch' });
export type OpenBatch = z.infer<typeof openBatchSchema>;

/**
 * POST /api/student/batches/:id/join: the fee the student was shown and confirmed, in paise (0
 * for a batch without one). A fee changed since is refused, so nobody is seated owing more
 * than they agreed to.
 */
export const joinSchema = z.object({
  feePaise: z
    .number({ error: BATCH_MESSAGES.feeUnconfirmed })
    .int(BATCH_MESSAGES.feeUnconfirmed)
    .min(0, BATCH_MESSAGES.feeUnconfirmed),
});
export type JoinInput = z.infer<typeof joinSchema>;

/** POST /api/student/batches/:id/join */
export const joinResultSchema = z.object({ place: z.enum(['member', 'waiting']) });
export type JoinResult = z.infer<typeof joinResultSchema>;
