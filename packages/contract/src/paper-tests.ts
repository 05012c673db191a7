import { z } from 'zod';
import { PAPER_TEST_LIMITS, PAPER_TEST_MESSAGES } from './paper-test-messages.ts';
import { pageQuerySchema } from './paging.ts';
export { PAPER_TEST_LIMITS, PAPER_TEST_MESSAGES } from './paper-test-messages.ts';

const M = PAPER_TEST_MESSAGES;
const L = PAPER_TEST_LIMITS;

/** POST /api/paper-tests: a test a batch sat on paper, with its subjects' maximum marks. */
export const paperTestSchema = z.object({
  batchId: z.uuid(M.notFound),
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(L.nameMax, M.nameTooLong),
  heldOn: z.iso.date(M.dateInvalid),
  subjects: z
    .array(
      z.object({
        name: z
          .string({ error: M.subjectNameRequired })
          .trim()
          .min(1, M.subjectNameRequired)
          .max(L.subjectNameMax, M.subjectNameTooLong),
        maxMarks: z
          .number({ error: M.maxMarksRange })
          .int(M.maxMarksRange)
          .min(1, M.maxMarksRange)
          .max(L.maxMarksMax, M.maxMarksRange),
      }),
      { error: M.subjectsRequired },
    )
    .min(1, M.subjectsRequired)
    .max(L.subjectsMax, M.tooManySubjects)
    .refine(
      (subjects) => new Set(subjects.map((s) => s.name.toLowerCase())).size === subjects.length,
      {
        message: M.subjectsRepeated,
      },
    ),
});
export type PaperTestInput = z.input<typeof paperTestSchema>;
export type PaperTestValues = z.output<typeof paperTestSchema>;

/** What a student scored in a subject: marks, or absent. */
export const ABSENT = 'absent' as const;
const scoreSchema = z.union([z.number(), z.literal(ABSENT)]);
export type Score = z.infer<typeof scoreSchema>;

/**
 * A typed cell of the grid: marks ("42", "37.5"), absent ("a", "AB", "ab"), or empty (null:
 * not entered). Anything else is undefined: not a mark.
 */
export function parseScore(text: string): Score | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  if (/^(a|ab|absent)$/i.test(value)) return ABSENT;
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
  return Number(value);
}

/** A number of marks a cell may hold, at most `max` (the subject's maximum); else its message. */
export function marksProblem(marks: number, max: number): string | null {
  if (!Number.isFinite(marks)) return M.marksInvalid;
  if (marks < 0) return M.marksNegative;
  if (marks > max) return M.marksAboveMax;
  if (!Number.isInteger(marks / L.marksStep)) return M.marksStep;
  return null;
}

/**
 * PUT /api/paper-tests/:id/marks: cells of the grid, a whole column or one student's row. Null
 * clears a cell. The maximum of each subject is the server's to check (`marksProblem`).
 */
export const marksSchema = z.object({
  entries: z
    .array(
      z.object({
        studentId: z.uuid(M.studentNotInBatch),
        subjectId: z.uuid(M.subjectUnknown),
        marks: z.union([z.number({ error: M.marksInvalid }), z.literal(ABSENT), z.null()], {
          error: M.marksInvalid,
        }),
      }),
    )
    .max(L.entriesMax, M.tooManyEntries),
});
export type MarksInput = z.input<typeof marksSchema>;
export type MarkEntry = z.output<typeof marksSchema>['entries'][number];

const ref = z.object({ id: z.string(), name: z.string() });
const subjectSchema = z.object({ id: z.string(), name: z.string(), maxMarks: z.number() });
export type PaperTestSubject = z.infer<typeof subjectSchema>;

/** A published result: the total over every subject (absent counts 0), its percentage, its rank. */
const resultSchema = z.object({
  total: z.number(),
  percent: z.number(),
  /** Ties share a rank (1, 1, 3); null when absent from every subject. */
  rank: z.number().nullable(),
});

const summarySchema = z.object({
  /** The average percentage of those ranked; null when nobody sat it. */
  average: z.number().nullable(),
  /** How many were ranked: present in at least one subject. */
  ranked: z.number(),
  toppers: z.array(
    z.object({ subjectId: z.string(), marks: z.number().nullable(), students: z.array(ref) }),
  ),
});

/** A paper test as the staff's lists show it. */
export const paperTestSchemaOut = z
  .object({
    id: z.string(),
    name: z.string(),
    heldOn: z.string(),
    batch: ref,
    subjects: z.array(subjectSchema),
    maxTotal: z.number(),
    publishedAt: z.string().nullable(),
  })
  .meta({ id: 'PaperTest' });
export type PaperTest = z.infer<typeof paperTestSchemaOut>;

/** GET /api/paper-tests?batchId=: a batch's tests (or all the caller runs), latest first. */
export const paperTestsQuerySchema = pageQuerySchema(20).extend({
  batchId: z.uuid(M.notFound).optional(),
});

/**
 * GET /api/paper-tests/:id: the marks grid. Rows are the students seated on the test's date;
 * `marks` by subject id, a missing key not yet entered.
 */
export const paperTestSheetSchema = paperTestSchemaOut
  .extend({
    students: z.array(
      ref.extend({
        marks: z.record(z.string(), scoreSchema),
        result: resultSchema.nullable(),
      }),
    ),
    summary: summarySchema.nullable(),
  })
  .meta({ id: 'PaperTestSheet' });
export type PaperTestSheet = z.infer<typeof paperTestSheetSchema>;

/** GET /api/paper-tests/students/:studentId/results: a student's published results, latest first. */
export const paperResultsQuerySchema = pageQuerySchema(10).extend({
  studentId: z.uuid(M.notFound).optional(),
});

export const paperResultSchema = z
  .object({
    testId: z.string(),
    name: z.string(),
    heldOn: z.string(),
    batch: ref,
    subjects: z.array(
      subjectSchema.extend({
        score: scoreSchema.nullable(),
        /** The subject's top marks in the batch. */
        topMarks: z.number().nullable(),
      }),
    ),
    maxTotal: z.number(),
    ...resultSchema.shape,
    /** Of how many ranked. */
    ranked: z.number(),
    average: z.number().nullable(),
  })
  .meta({ id: 'PaperResult' });
export type PaperResult = z.infer<typeof paperResultSchema>;

/** GET /api/paper-tests/distribution?batchId=: the last published test's percentages, in tens. */
export const distributionQuerySchema = z.object({ batchId: z.uuid(M.notFound) });
export const distributionSchema = z.object({
  test: z.object({ id: z.string(), name: z.string(), heldOn: z.string() }).nullable(),
  /** Ten bands: 0–9 %, 10–19 %, … 90–100 %. */
  bands: z.array(z.number()),
  absent: z.number(),
  average: z.number().nullable(),
});
export type Distribution = z.infer<typeof distributionSchema>;
