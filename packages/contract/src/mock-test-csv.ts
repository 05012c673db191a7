import { z } from 'zod';
import { MOCK_TEST_MESSAGES } from './mock-test-messages.ts';
import { OPTION_LETTERS, mockQuestionAnswerSchema } from './mock-tests.ts';

/** A mock test's questions imported from a CSV file: one question a row. */

export const MAX_CSV_ROWS = 500;

export const csvImportSchema = z.object({
  csv: z.string().max(1_000_000),
});

export const CSV_COLUMNS = [
  'section',
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'answer',
  'topic',
  'explanation',
] as const;

export const CSV_TEMPLATE_ROWS: string[][] = [
  [...CSV_COLUMNS],
  [
    'Part A',
    'Which of these is a non-metal?',
    'Iron',
    'Sulphur',
    'Copper',
    'Zinc',
    'B',
    'Metals and Non-metals',
    'Sulphur is a non-metal; the others are metals.',
  ],
  [
    'Part A',
    'The SI unit of electric current is',
    'Volt',
    'Ohm',
    'Ampere',
    'Watt',
    'C',
    'Electricity',
    '',
  ],
];

const csvRowSchema = z.object({
  section: z.string().trim().max(120).default(''),
  question: z.string().trim().min(1, MOCK_TEST_MESSAGES.csvQuestionRequired).max(4000),
  option_a: z.string().trim().min(1, MOCK_TEST_MESSAGES.csvOptionARequired).max(1000),
  option_b: z.string().trim().min(1, MOCK_TEST_MESSAGES.csvOptionBRequired).max(1000),
  option_c: z.string().trim().min(1, MOCK_TEST_MESSAGES.csvOptionCRequired).max(1000),
  option_d: z.string().trim().min(1, MOCK_TEST_MESSAGES.csvOptionDRequired).max(1000),
  answer: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => (OPTION_LETTERS as readonly string[]).includes(v), {
      message: MOCK_TEST_MESSAGES.csvAnswerInvalid,
    }),
  topic: z.string().trim().min(1, MOCK_TEST_MESSAGES.csvTopicRequired).max(100),
  explanation: z.string().trim().max(4000).default(''),
});

/**
 * Checks one parsed CSV row (by column name). `rowNumber` is the row as a spreadsheet numbers
 * it, the header being row 1, so messages point at what the teacher sees.
 */
export function parseCsvRow(
  record: Record<string, string | undefined>,
  rowNumber: number,
): { ok: true; question: CsvQuestion } | { ok: false; message: string } {
  const result = csvRowSchema.safeParse(record);
  if (!result.success)
    return { ok: false, message: `Row ${rowNumber}: ${result.error.issues[0]!.message}` };
  const r = result.data;
  return {
    ok: true,
    question: {
      section: r.section,
      text: r.question,
      options: [r.option_a, r.option_b, r.option_c, r.option_d],
      correctOption: OPTION_LETTERS.indexOf(r.answer as (typeof OPTION_LETTERS)[number]),
      topic: r.topic,
      explanation: r.explanation,
    },
  };
}

/** What a CSV row becomes: the section by its title, and the question (not yet saved). */
export const csvQuestionSchema = mockQuestionAnswerSchema
  .omit({ id: true })
  .extend({ section: z.string() });
export type CsvQuestion = z.infer<typeof csvQuestionSchema>;
