import { z } from 'zod';
import { BATCH_LIMITS, TIMETABLE_MESSAGES } from './batch-messages.ts';
import { personRefSchema } from './batches.ts';
import { youtubeVideoId } from './videos.ts';
import { WEEKDAYS } from './academy-calendar.ts';
export {
  ACADEMY_UTC_OFFSET_MINUTES,
  LIVE_LINK_LEAD_MINUTES,
  WEEKDAYS,
  type Weekday,
} from './academy-calendar.ts';
export { TIMETABLE_MESSAGES } from './batch-messages.ts';

const LIVE_HOSTS = [
  'zoom.us',
  'meet.google.com',
  'meet.jit.si',
  'youtube.com',
  'youtu.be',
  'www.youtube.com',
];

/** Zoom, Google Meet, Jitsi (meet.jit.si or a host named for it) or YouTube Live, over https. */
export function isLiveClassLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return (
    LIVE_HOSTS.includes(host) ||
    host.endsWith('.zoom.us') ||
    host.split('.').some((label) => label === 'jitsi')
  );
}

const time = z
  .string({ error: TIMETABLE_MESSAGES.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIMETABLE_MESSAGES.timeInvalid);
const duration = z
  .number({ error: TIMETABLE_MESSAGES.durationRange })
  .int(TIMETABLE_MESSAGES.durationRange)
  .min(BATCH_LIMITS.durationMin, TIMETABLE_MESSAGES.durationRange)
  .max(BATCH_LIMITS.durationMax, TIMETABLE_MESSAGES.durationRange);
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .default(null)
    .transform((v) => v || null);
const onlineLink = z
  .string()
  .trim()
  .nullable()
  .default(null)
  .transform((v) => v || null)
  .refine((v) => v === null || isLiveClassLink(v), TIMETABLE_MESSAGES.linkInvalid);

const classFields = {
  startTime: time,
  durationMinutes: duration,
  subject: z
    .string({ error: TIMETABLE_MESSAGES.subjectRequired })
    .trim()
    .min(1, TIMETABLE_MESSAGES.subjectRequired)
    .max(BATCH_LIMITS.subjectMax, TIMETABLE_MESSAGES.subjectRequired),
  teacherId: z.uuid(TIMETABLE_MESSAGES.teacherNotInBatch).nullable().default(null),
  room: optionalText(BATCH_LIMITS.placeMax, TIMETABLE_MESSAGES.placeTooLong),
  onlineLink,
};

/** POST /api/admin/batches/:id/slots and PUT …/slots/:slotId: a weekly repeating class. */
export const slotSchema = z.object({
  weekday: z.union(
    WEEKDAYS.map((d) => z.literal(d)),
    TIMETABLE_MESSAGES.weekdayInvalid,
  ),
  ...classFields,
});
export type SlotInput = z.input<typeof slotSchema>;
export type SlotValues = z.output<typeof slotSchema>;

export const timetableSlotSchema = z
  .object({
    id: z.string(),
    batchId: z.string(),
    weekday: z.union(WEEKDAYS.map((d) => z.literal(d))),
    startTime: z.string(),
    durationMinutes: z.number(),
    subject: z.string(),
    teacher: personRefSchema.nullable(),
    room: z.string().nullable(),
    onlineLink: z.string().nullable(),
  })
  .meta({ id: 'TimetableSlot' });
export type TimetableSlot = z.infer<typeof timetableSlotSchema>;

const day = z.iso.date(TIMETABLE_MESSAGES.sessionNotFound);

/**
 * A class on a date, as the API names it: a stored session's id, or before anything happened to
 * it a slot's occurrence, `slotId_originalDate`.
 */
export const classKeySchema = z
  .string()
  .regex(/^[0-9a-f-]{36}(_\d{4}-\d{2}-\d{2})?$/i, TIMETABLE_MESSAGES.sessionNotFound);

export const occurrenceKey = (slotId: string, originalDate: string) => `${slotId}_${originalDate}`;

/** PUT /api/classes/:key: a one-off change to one class (cancelled for a holiday, moved). */
export const classChangeSchema = z.object({
  date: day,
  ...classFields,
  cancelled: z.boolean().default(false),
  note: optionalText(BATCH_LIMITS.noteMax, TIMETABLE_MESSAGES.placeTooLong),
});
export type ClassChangeInput = z.input<typeof classChangeSchema>;
export type ClassChangeValues = z.output<typeof classChangeSchema>;

/** POST /api/batches/:id/classes: an extra class, outside the weekly timetable. */
export const extraClassSchema = classChangeSchema.omit({ cancelled: true });
export type ExtraClassValues = z.output<typeof extraClassSchema>;

/** One class on one date, as a week view shows it. */
export const classOccurrenceSchema = z
  .object({
    /** Stable across views: the stored session's id, or `slotId_originalDate` before it is stored. */
    key: z.string(),
    batch: personRefSchema,
    slotId: z.string().nullable(),
    originalDate: z.string().nullable(),
    date: z.string(),
    startTime: z.string(),
    durationMinutes: z.number(),
    subject: z.string(),
    teacher: personRefSchema.nullable(),
    room: z.string().nullable(),
    /** Only from LIVE_LINK_LEAD_MINUTES before the start (and for the batch's teachers and admins). */
    onlineLink: z.string().nullable(),
    isOnline: z.boolean(),
    cancelled: z.boolean(),
    /** Moved from its usual day or time, or an extra class. */
    changed: z.boolean(),
    extra: z.boolean(),
    note: z.string().nullable(),
    recordingUrl: z.string().nullable(),
    /** Attendance has been taken. */
    marked: z.boolean(),
  })
  .meta({ id: 'ClassOccurrence' });
export type ClassOccurrence = z.infer<typeof classOccurrenceSchema>;

/** GET /api/timetable?week=YYYY-MM-DD (any day of the week): Monday to Sunday. */
export const weekQuerySchema = z.object({
  week: z.iso.date().optional(),
  batchId: z.uuid().optional(),
});

export const weekViewSchema = z.object({
  /** The Monday. */
  weekStart: z.string(),
  days: z.array(z.object({ date: z.string(), classes: z.array(classOccurrenceSchema) })),
});
export type WeekView = z.infer<typeof weekViewSchema>;

/** GET and POST /api/timetable/feed: the caller's private calendar address (POST: a new one). */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** PUT /api/classes/:key/attendance: everyone present but the exceptions. */
export const attendanceSchema = z.object({
  absent: z.array(z.uuid(TIMETABLE_MESSAGES.studentNotMember)).max(1_000).default([]),
  late: z.array(z.uuid(TIMETABLE_MESSAGES.studentNotMember)).max(1_000).default([]),
});
export type AttendanceInput = z.input<typeof attendanceSchema>;

export const ATTENDANCE_STATUSES = ['present', 'absent', 'late'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** GET /api/classes/:key/attendance: the class's roster, marked or (before marking) all present. */
export const attendanceSheetSchema = z.object({
  occurrence: classOccurrenceSchema,
  students: z.array(personRefSchema.extend({ status: z.enum(ATTENDANCE_STATUSES) })),
  markedAt: z.string().nullable(),
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

/** PUT /api/classes/:key/recording: the teacher attaches the class's recording. */
export const recordingSchema = z.object({
  recordingUrl: z
    .string()
    .trim()
    .refine((url) => youtubeVideoId(url) !== undefined, TIMETABLE_MESSAGES.recordingInvalid),
});

/**
 * A student's attendance in one month: classes marked, and how many present, late or absent.
 * Late counts as attended in the percentage.
 */
const attendanceMonthSchema = z.object({
  month: z.string(),
  marked: z.number(),
  present: z.number(),
  late: z.number(),
  absent: z.number(),
  /** Whole percent of marked classes attended (present or late); null with none marked. */
  percent: z.number().nullable(),
});
export type AttendanceMonth = z.infer<typeof attendanceMonthSchema>;

export const attendanceSummarySchema = z.object({
  months: z.array(attendanceMonthSchema),
  overall: attendanceMonthSchema,
});
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;

/** Attended (present or late) out of marked, in whole percent; null when nothing is marked. */
export function attendancePercent(attended: number, marked: number): number | null {
  return marked === 0 ? null : Math.round((attended * 100) / marked);
}

/** How many recordings a list holds at most: a term's worth and more. */
export const RECORDINGS_LIMIT = 200;

/**
 * GET /api/recordings (every batch the user sees) and /api/batches/:id/recordings (one): the
 * online classes' recordings, the latest first.
 */
export const recordingAnswerSchema = z.object({
  key: z.string(),
  batch: personRefSchema,
  date: z.string(),
  subject: z.string(),
  recordingUrl: z.string(),
});
export type Recording = z.infer<typeof recordingAnswerSchema>;

/** GET /api/admin/batches/:id/low-attendance?below=75 */
export const lowAttendanceQuerySchema = z.object({
  below: z.coerce.number().int().min(1).max(100).default(75),
});

export const lowAttendanceRowSchema = personRefSchema.extend({
  marked: z.number(),
  attended: z.number(),
  percent: z.number(),
});
export type LowAttendanceRow = z.infer<typeof lowAttendanceRowSchema>;
