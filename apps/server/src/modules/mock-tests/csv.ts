import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  CSV_COLUMNS,
  CSV_TEMPLATE_ROWS,
  MAX_CSV_ROWS,
  MOCK_TEST_MESSAGES,
  parseCsvRow,
  type CsvQuestion,
} from '@academy/contract/mock-tests';
import { AppError } from '../../lib/app-error.ts';

/** The template teachers download and fill in a spreadsheet (UTF-8 with a BOM for Excel). */
export const csvTemplate = () => `\uFEFF${stringify(CSV_TEMPLATE_ROWS, { escape_formulas: true })}`;

/**
 * Reads a question CSV. Every row is checked; any error refuses the whole file with one message
 * per bad row ("Row 3: Correct answer must be A, B, C or D"), so nothing is half-imported.
 */
export function parseQuestionCsv(text: string): CsvQuestion[] {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as string[][];
  } catch {
    throw new AppError('VALIDATION', MOCK_TEST_MESSAGES.csvUnreadable, {
      csv: MOCK_TEST_MESSAGES.csvUnreadable,
    });
  }
  const [header, ...rows] = records;
  const columns = (header ?? []).map((h) => h.trim().toLowerCase().replace(/\s+/g, '_'));
  const required = CSV_COLUMNS.filter((c) => c !== 'section' && c !== 'explanation');
  if (!required.every((c) => columns.includes(c)))
    throw new AppError('VALIDATION', MOCK_TEST_MESSAGES.csvHeader, {
      csv: MOCK_TEST_MESSAGES.csvHeader,
    });
  const filled = rows.filter((r) => r.some((cell) => cell.trim() !== ''));
  if (!filled.length)
    throw new AppError('VALIDATION', MOCK_TEST_MESSAGES.csvEmpty, {
      csv: MOCK_TEST_MESSAGES.csvEmpty,
    });
  if (filled.length > MAX_CSV_ROWS)
    throw new AppError('VALIDATION', MOCK_TEST_MESSAGES.csvTooMany, {
      csv: MOCK_TEST_MESSAGES.csvTooMany,
    });

  const questions: CsvQuestion[] = [];
  const errors: Record<string, string> = {};
  rows.forEach((cells, i) => {
    if (!cells.some((cell) => cell.trim() !== '')) return;
    const record = Object.fromEntries(columns.map((c, j) => [c, cells[j] ?? '']));
    const rowNumber = i + 2; // the header is row 1
    const result = parseCsvRow(record, rowNumber);
    if (result.ok) questions.push(result.question);
    else errors[`row${rowNumber}`] = result.message;
  });
  const messages = Object.values(errors);
  if (messages.length)
    throw new AppError(
      'VALIDATION',
      messages.length === 1 ? messages[0]! : MOCK_TEST_MESSAGES.csvRowErrors,
      errors,
    );
  return questions;
}
