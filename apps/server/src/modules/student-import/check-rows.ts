import { ROLES } from '@academy/contract/roles';
import { normalizePhone } from '@academy/contract/phone';
import {
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MESSAGES as M,
  studentImportRowSchema,
  type StudentImportColumn,
  type StudentImportPreview,
  type StudentImportProblem,
  type StudentImportRow,
} from '@academy/contract/student-import';
import type { CsvRecord } from '../../lib/csv.ts';
import type { StudentValuesInput } from '../accounts/students.ts';

/** What the database says about the file's phones and batch names (`lookupsFor`, service.ts). */
export interface ImportLookups {
  /**
   * The role of the account holding each number, as the account service tells it (`phoneHolders`):
   * a pending sign-up holds its number against no one, so its number is not here.
   */
  roleByPhone: Map<string, number>;
  /** Batches by their lower-cased name, with their free seats now. */
  batchesByName: Map<string, { id: string; name: string; freeSeats: number }>;
}

/** A row that passed every check: what it creates. */
export interface CheckedRow {
  rowNumber: number;
  student: StudentValuesInput;
  batchId: string | null;
  parentPhone: string | null;
  isNewParent: boolean;
}

const lower = (text: string) => text.trim().toLowerCase();

const isColumn = (name: PropertyKey | undefined): name is StudentImportColumn =>
  (STUDENT_IMPORT_COLUMNS as readonly PropertyKey[]).includes(name!);

/**
 * Checks every row with the contract's schema of one (the rules and messages of Add New Student),
 * then who holds its number, then what only a file can get wrong: a phone on two rows, a batch
 * name that does not exist, a parent's phone that is not a parent's. Pure: the database's answers
 * come in `lookups`, so the preview and the import decide alike.
 */
export function checkRows(records: CsvRecord[], lookups: ImportLookups) {
  const firstRowOfPhone = new Map<string, number>();
  const studentPhones = new Set<string>();
  for (const { values, rowNumber } of records) {
    const phone = normalizePhone(values.phone ?? '');
    if (phone && !firstRowOfPhone.has(phone)) firstRowOfPhone.set(phone, rowNumber);
    if (phone) studentPhones.add(phone);
  }
  const seatsLeft = new Map(
    [...lookups.batchesByName.values()].map((b) => [b.id, b.freeSeats] as const),
  );
  const newParents = new Set<string>();
  const rows: StudentImportRow[] = [];
  const checked: CheckedRow[] = [];

  for (const { values: raw, rowNumber } of records) {
    const values = Object.fromEntries(
      STUDENT_IMPORT_COLUMNS.map((c) => [c, (raw[c] ?? '').trim()]),
    ) as Record<StudentImportColumn, string>;
    const problems: StudentImportProblem[] = [];
    const problem = (column: StudentImportColumn, message: StudentImportProblem['message']) =>
      problems.push({ column, message });

    const student = studentImportRowSchema.safeParse(values);
    for (const issue of student.error?.issues ?? []) {
      const column = issue.path[0];
      // One message a cell: the first rule it breaks.
      if (isColumn(column) && !problems.some((p) => p.column === column))
        problem(column, issue.message as StudentImportProblem['message']);
    }
    const phone = student.data?.phone ?? normalizePhone(values.phone);
    if (phone && !problems.some((p) => p.column === 'phone')) {
      if (lookups.roleByPhone.has(phone)) problem('phone', M.phoneTaken);
      else if (firstRowOfPhone.get(phone) !== rowNumber)
        problems.push({
          column: 'phone',
          message: M.phoneRepeated,
          otherRow: firstRowOfPhone.get(phone)!,
        });
    }

    const batch = values.batch ? lookups.batchesByName.get(lower(values.batch)) : undefined;
    if (values.batch && !batch) problem('batch', M.batchUnknown);

    const parentPhone = values.parent_phone ? normalizePhone(values.parent_phone) : null;
    const parentRole = parentPhone ? lookups.roleByPhone.get(parentPhone) : undefined;
    if (values.parent_phone && !parentPhone) problem('parent_phone', M.parentPhoneInvalid);
    else if (parentPhone && studentPhones.has(parentPhone))
      problem('parent_phone', M.parentPhoneIsStudent);
    else if (parentRole !== undefined && parentRole !== ROLES.parent)
      problem('parent_phone', M.parentPhoneNotParent);

    if (problems.length || !student.success) {
      rows.push({ rowNumber, values, problems, outcome: null });
      continue;
    }
    let seat: 'member' | 'waiting' | null = null;
    if (batch) {
      const free = seatsLeft.get(batch.id)!;
      seat = free > 0 ? 'member' : 'waiting';
      seatsLeft.set(batch.id, free - 1);
    }
    // A parent new to the academy is created once, however many of their children the file has.
    const isNewParent = parentPhone !== null && !parentRole && !newParents.has(parentPhone);
    if (isNewParent) newParents.add(parentPhone);
    rows.push({
      rowNumber,
      values,
      problems,
      outcome: {
        batch: batch && seat ? { name: batch.name, status: seat } : null,
        parent: parentPhone
          ? { status: parentRole ? 'linked' : 'created', phone: parentPhone }
          : null,
      },
    });
    checked.push({
      rowNumber,
      student: student.data,
      batchId: batch?.id ?? null,
      parentPhone,
      isNewParent,
    });
  }
  return { preview: { rows, summary: summarize(rows, newParents.size) }, checked };
}

function summarize(
  rows: StudentImportRow[],
  parentsCreated: number,
): StudentImportPreview['summary'] {
  const outcomes = rows.flatMap((r) => (r.outcome ? [r.outcome] : []));
  return {
    students: rows.length,
    rowsWithProblems: rows.filter((r) => r.problems.length > 0).length,
    seated: outcomes.filter((o) => o.batch?.status === 'member').length,
    waiting: outcomes.filter((o) => o.batch?.status === 'waiting').length,
    parentsLinked: outcomes.filter((o) => o.parent?.status === 'linked').length,
    parentsCreated,
  };
}
