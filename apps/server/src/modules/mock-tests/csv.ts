import type { Info } from 'csv-parse';
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

interface ParsedRow {
  cells: string[];
  /** The row as a spreadsheet numbers it, the header being 1. */
  rowNumber: number;
}

/**
 * Row numbers as the teacher's spreadsheet shows them: skipped blank lines still count as rows,
 * and a quoted cell spanning several lines stays one row. So the number is the parser's count of
 * records plus the blank lines it skipped so far, not the index among parsed records (which
 * forgets blank lines) nor the text line (which counts every line of a multi-line cell).
 */
function parseRows(text: string): ParsedRow[] {
  // With `info: true` each record comes with the parser's counters; the typings do not say so.
  const parsed = parse(text.replace(/^\uFEFF/, ''), {
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
    info: true,
  }) as unknown as { record: string[]; info: Info }[];
  return parsed.map(({ record, info }) => ({
    cells: record,
    rowNumber: info.records + info.empty_lines,
  }));
}

/**
 * Reads a question CSV. Every row is checked; any error refuses the whole file with one message
 * per bad row ("Row 3: Correct answer must be A, B, C or D"), so nothing is half-imported.
 */
export function parseQuestionCsv(text: string): CsvQuestion[] {
  let records: ParsedRow[];
  try {
    records = parseRows(text);
  } catch {
    throw new AppError('VALIDATION', MOCK_TEST_MESSAGES.csvUnreadable, {
      csv: MOCK_TEST_MESSAGES.csvUnreadable,
    });
  }
  const [header, ...rows] = records;
  const columns = (header?.cells ?? []).map((h) => h.trim().toLowerCase().replace(/\s+/g, '_'));
  const required = CSV_COLUMNS.filter((c) => c !== 'section' && c !== 'explanation');
  if (!required.every((c) => columns.includes(c)))
    throw new AppError('VALIDATION', MOCK_TEST_MESSAGES.csvHeader, {
      csv: MOCK_TEST_MESSAGES.csvHeader,
    });
  const filled = rows.filter((r) => r.cells.some((cell) => cell.trim() !== ''));
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
  for (const { cells, rowNumber } of filled) {
    const record = Object.fromEntries(columns.map((c, j) => [c, cells[j] ?? '']));
    const result = parseCsvRow(record, rowNumber);
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
