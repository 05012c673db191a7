import {
  CSV_COLUMNS,
  CSV_TEMPLATE_ROWS,
  MAX_CSV_ROWS,
  parseCsvRow,
  type CsvQuestion,
} from '@academy/contract/mock-test-csv';
import { MOCK_TEST_MESSAGES } from '@academy/contract/mock-tests';
import { AppError } from '../../lib/app-error.ts';
import { csvTemplateOf, readCsvTable } from '../../lib/csv.ts';

/** The template teachers download and fill in a spreadsheet (UTF-8 with a BOM for Excel). */
export const csvTemplate = () => csvTemplateOf(CSV_TEMPLATE_ROWS);

/**
 * Reads a question CSV. Every row is checked; any error refuses the whole file with one message
 * per bad row ("Row 3: Correct answer must be A, B, C or D"), so nothing is half-imported.
 */
export function parseQuestionCsv(text: string): CsvQuestion[] {
  const records = readCsvTable(text, {
    columns: CSV_COLUMNS,
    required: CSV_COLUMNS.filter((c) => c !== 'section' && c !== 'explanation'),
    maxRows: MAX_CSV_ROWS,
    messages: {
      unreadable: MOCK_TEST_MESSAGES.csvUnreadable,
      header: MOCK_TEST_MESSAGES.csvHeader,
      empty: MOCK_TEST_MESSAGES.csvEmpty,
      tooMany: MOCK_TEST_MESSAGES.csvTooMany,
    },
  });
  const questions: CsvQuestion[] = [];
  const errors: Record<string, string> = {};
  for (const { values, rowNumber } of records) {
    const result = parseCsvRow(values, rowNumber);
    if (result.ok) questions.push(result.question);
    else errors[`row${rowNumber}`] = result.message;
  }
  const messages = Object.values(errors);
  if (messages.length)
    throw new AppError(
      'VALIDATION',
      messages.length === 1 ? messages[0]! : MOCK_TEST_MESSAGES.csvRowErrors,
      errors,
    );
  return questions;
}
