import { z } from 'zod';
import {
  AUTH_MESSAGES,
  hasStreamIfNeeded,
  phoneSchema,
  streamRule,
  studentDetails,
  withStream,
} from './auth.ts';
import { GENDERS, STREAMS, STUDENT_CLASS_OPTIONS } from './classes.ts';
import {
  STUDENT_IMPORT_LIMITS,
  STUDENT_IMPORT_MESSAGES,
  type StudentImportMessage,
} from './student-import-messages.ts';
export { STUDENT_IMPORT_LIMITS, STUDENT_IMPORT_MESSAGES, type StudentImportMessage };

/** The columns, as the template's header names them; `stream` only for classes 11 and 12. */
export const STUDENT_IMPORT_COLUMNS = [
  'name',
  'phone',
  'class',
  'stream',
  'gender',
  'school',
  'batch',
  'parent_phone',
] as const;
export type StudentImportColumn = (typeof STUDENT_IMPORT_COLUMNS)[number];

/**
 * Columns a file must name; the others may be left out (their cells are then empty), as a school's
 * roster often has no gender or school (decisions/090).
 */
export const REQUIRED_IMPORT_COLUMNS: readonly StudentImportColumn[] = ['name', 'phone', 'class'];

/** How the template's header says which columns are required; the import reads past the note. */
const TEMPLATE_NOTES: Record<StudentImportColumn, string> = {
  name: 'required',
  phone: 'required',
  class: 'required',
  stream: 'required for classes 11 and 12',
  gender: 'optional',
  school: 'optional',
  batch: 'optional',
  parent_phone: 'optional',
};

/** The template's rows: the header and two examples to overwrite. */
export const STUDENT_IMPORT_TEMPLATE_ROWS: string[][] = [
  STUDENT_IMPORT_COLUMNS.map((c) => `${c} (${TEMPLATE_NOTES[c]})`),
  [
    'Priya Verma',
    '98765 43210',
    '12',
    'Science',
    'Female',
    'Delhi Public School',
    '',
    '98765 43211',
  ],
  ['Rahul Singh', '98765 43212', '10', '', 'Male', 'Kendriya Vidyalaya', '', ''],
];

const lower = (text: unknown) => (typeof text === 'string' ? text.trim().toLowerCase() : text);
/** "12", "Class 12", "ca foundation" and "CA Foundation" all name a class. */
const CLASS_BY_NAME = new Map<unknown, string>(
  STUDENT_CLASS_OPTIONS.flatMap((o) => [
    [lower(o.value), o.value],
    [lower(o.label), o.value],
  ]),
);
/** A spreadsheet's cell for one of `options`, in any letter case; anything else as it came. */
const oneOf =
  (options: readonly string[]) =>
  (cell: unknown): unknown =>
    options.find((o) => lower(o) === lower(cell)) ?? cell;
const blankAsNull = (cell: unknown) => (cell === '' ? null : cell);

/**
 * A row of the file: a student as Add New Student takes one, with its rules and messages (auth.ts),
 * read the way a spreadsheet writes it: a class by its name, any letter case, and gender and
 * school left blank (decisions §90).
 */
export const studentImportRowSchema = z
  .object({
    name: studentDetails.name,
    phone: phoneSchema,
    class: z.preprocess((cell) => CLASS_BY_NAME.get(lower(cell)) ?? cell, studentDetails.class),
    stream: z.preprocess(oneOf(STREAMS), studentDetails.stream),
    gender: z.preprocess(
      (cell) => blankAsNull(oneOf(GENDERS)(cell)),
      studentDetails.gender.nullable(),
    ),
    school: z.preprocess(blankAsNull, studentDetails.school.nullable()),
  })
  .refine(hasStreamIfNeeded, streamRule)
  .transform(withStream);
export type ImportedStudent = z.output<typeof studentImportRowSchema>;

const csvSchema = z.string().max(STUDENT_IMPORT_LIMITS.csvMax, STUDENT_IMPORT_MESSAGES.csvTooLarge);

/** POST /api/admin/students/import/preview. */
export const studentImportPreviewSchema = z.object({ csv: csvSchema });

/** POST /api/admin/students/import: the same file, and whether to queue welcome notices. */
export const studentImportSchema = z.object({
  csv: csvSchema,
  sendWelcome: z.boolean().default(false),
});
export type StudentImportInput = z.input<typeof studentImportSchema>;

type ProblemMessage = StudentImportMessage | (typeof AUTH_MESSAGES)[keyof typeof AUTH_MESSAGES];
const PROBLEM_MESSAGES = [
  ...Object.values(STUDENT_IMPORT_MESSAGES),
  ...Object.values(AUTH_MESSAGES),
] as [ProblemMessage, ...ProblemMessage[]];

const columnSchema = z.enum(STUDENT_IMPORT_COLUMNS);

const problemSchema = z.object({
  column: columnSchema,
  /** The import's own, or a student's rule's (auth.ts). */
  message: z.enum(PROBLEM_MESSAGES),
  /** For a phone repeated in the file: the first row that has it. */
  otherRow: z.number().optional(),
});
export type StudentImportProblem = z.infer<typeof problemSchema>;

/** One row of the file as the preview shows it. */
const rowSchema = z.object({
  /** The row as the spreadsheet numbers it, the header being 1 (blank lines count). */
  rowNumber: z.number(),
  values: z.object(
    Object.fromEntries(STUDENT_IMPORT_COLUMNS.map((column) => [column, z.string()])) as Record<
      StudentImportColumn,
      z.ZodString
    >,
  ),
  problems: z.array(problemSchema),
  /** What importing the row will do; null while it has problems. */
  outcome: z
    .object({
      batch: z.object({ name: z.string(), status: z.enum(['member', 'waiting']) }).nullable(),
      parent: z.object({ status: z.enum(['linked', 'created']), phone: z.string() }).nullable(),
    })
    .nullable(),
});
export type StudentImportRow = z.infer<typeof rowSchema>;

const summarySchema = z.object({
  students: z.number(),
  /** Rows with at least one problem. */
  rowsWithProblems: z.number(),
  seated: z.number(),
  waiting: z.number(),
  parentsLinked: z.number(),
  parentsCreated: z.number(),
});

export const studentImportPreviewAnswerSchema = z.object({
  rows: z.array(rowSchema),
  summary: summarySchema,
});
export type StudentImportPreview = z.infer<typeof studentImportPreviewAnswerSchema>;

export const studentImportResultSchema = z.object({
  summary: summarySchema,
  welcomeQueued: z.boolean(),
});
export type StudentImportResult = z.infer<typeof studentImportResultSchema>;
