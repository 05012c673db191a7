import type { Info } from 'csv-parse';
import { AppError } from './app-error.ts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * A template to fill in a spreadsheet: UTF-8 with a BOM so Excel reads Hindi names right, and
 * cells starting with = + - @ escaped so they never run as formulas.
 */
export const csvTemplateOf = (rows: string[][]) =>
  `\uFEFF${stringify(rows, { escape_formulas: true })}`;

export interface CsvRow {
  cells: string[];
  /** The row as a spreadsheet numbers it, the header being 1. */
  rowNumber: number;
}

/**
 * Row numbers as the user's spreadsheet shows them: skipped blank lines still count as rows,
 * and a quoted cell spanning several lines stays one row. So the number is the parser's count of
 * records plus the blank lines it skipped so far, not the index among parsed records (which
 * forgets blank lines) nor the text line (which counts every line of a multi-line cell).
 * Throws on text that is not CSV (an unclosed quote).
 */
export function parseCsvRows(text: string): CsvRow[] {
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
 * A header cell as it is compared with a column's name: without case, spaces, underscores or
 * hyphens, nor a note in brackets or a star the template adds ("Parent Phone (optional)",
 * "parent_phone" and "PARENTPHONE" are one column).
 */
const headerKey = (header: string) =>
  header
    .toLowerCase()
    .replace(/\([^)]*\)|\*/g, '')
    .replace(/[\s_-]+/g, '');

export interface CsvRecord {
  /** Each cell by its column key; a column missing from the header or the row is ''. */
  values: Record<string, string>;
  rowNumber: number;
}

interface TableRules {
  /** Every column the table knows, by its key; the header may name them in any order. */
  columns: readonly string[];
  /** Column keys the header must name. */
  required: readonly string[];
  maxRows: number;
  /** The user's messages for a file refused as a whole; `notText` defaults to `unreadable`. */
  messages: Record<'unreadable' | 'header' | 'empty' | 'tooMany', string> & { notText?: string };
  /** Reported as the field of a refusal: the form's CSV input. */
  field?: string;
}

/**
 * Reads a CSV whose first row names its columns into records by column, the rows left blank
 * skipped but counted. A file that cannot be one (unreadable, a required column missing, no
 * rows, too many rows) is refused whole with a 400 (`AppError`), before any row is checked.
 */
export function readCsvTable(text: string, rules: TableRules): CsvRecord[] {
  const refuse = (message: string) =>
    new AppError('VALIDATION', message, { [rules.field ?? 'csv']: message });
  // A spreadsheet's own file (.xlsx is a zip) or text in another encoding, read as UTF-8, has
  // NUL characters or bytes that are no character: no CSV the user meant.
  if (text.includes('\u0000') || text.includes('\uFFFD'))
    throw refuse(rules.messages.notText ?? rules.messages.unreadable);
  let rows: CsvRow[];
  try {
    rows = parseCsvRows(text);
  } catch {
    throw refuse(rules.messages.unreadable);
  }
  const [header, ...body] = rows;
  const keyOf = new Map(rules.columns.map((c) => [headerKey(c), c]));
  // A header cell naming no known column is left out: its cells are read by no one.
  const columns = (header?.cells ?? []).map((cell) => keyOf.get(headerKey(cell)) ?? '');
  if (!rules.required.every((c) => columns.includes(c))) throw refuse(rules.messages.header);
  const filled = body.filter((r) => r.cells.some((cell) => cell !== ''));
  if (!filled.length) throw refuse(rules.messages.empty);
  if (filled.length > rules.maxRows) throw refuse(rules.messages.tooMany);
  return filled.map(({ cells, rowNumber }) => ({
    values: Object.fromEntries(
      columns.flatMap((c, j) => (c ? [[c, cells[j] ?? ''] as const] : [])),
    ),
    rowNumber,
  }));
}
