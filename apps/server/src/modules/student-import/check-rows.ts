import {
  GENDERS,
  STREAMS,
  STUDENT_CLASS_OPTIONS,
  classNeedsStream,
} from '@academy/contract/classes';
import { normalizePhone } from '@academy/contract/phone';
import {
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MESSAGES as M,
  type StudentImportColumn,
  type StudentImportPreview,
  type StudentImportProblem,
  type StudentImportRow,
} from '@academy/contract/student-import';
import type { CsvRecord } from '../../lib/csv.ts';
import type { NewStudent, StudentValuesInput } from '../students/service.ts';

/** What the database says about the file's phones and batch names (`lookupsFor`, service.ts). */
export interface ImportLookups {
  /** Role of the account holding each phone already registered. */
  accountRoleByPhone: Map<string, 'parent' | 'other'>;
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
/** "12", "Class 12", "ca foundation" and "CA Foundation" all name a class. */
const CLASS_BY_NAME = new Map<string, NewStudent['class']>(
  STUDENT_CLASS_OPTIONS.flatMap((o) => [
    [lower(o.value), o.value],
    [lower(o.label), o.value],
  ]),
);
const pick = <T extends string>(options: readonly T[], text: string) =>
  options.find((o) => lower(o) === lower(text));

/**
 * Checks every row the way Add New Student checks one (name, phone, class and stream, gender,
 * school), then what only a file can get wrong: a phone on two rows, a batch name that does not
 * exist, a parent's phone that is not a parent's. Pure: the database's answers come in
 * `lookups`, so the preview and the import decide alike.
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

    if (!values.name) problem('name', M.nameRequired);
    else if (values.name.length > 80) problem('name', M.nameTooLong);

    const phone = normalizePhone(values.phone);
    if (!values.phone) problem('phone', M.phoneRequired);
    else if (!phone || values.phone.length > 20) problem('phone', M.phoneInvalid);
    else if (lookups.accountRoleByPhone.has(phone)) problem('phone', M.phoneTaken);
    else if (firstRowOfPhone.get(phone) !== rowNumber)
      problems.push({
        column: 'phone',
        message: M.phoneRepeated,
        otherRow: firstRowOfPhone.get(phone)!,
      });

    const studentClass = CLASS_BY_NAME.get(lower(values.class));
    if (!studentClass) problem('class', M.classInvalid);
    const stream = pick(STREAMS, values.stream) ?? null;
    if (studentClass && classNeedsStream(studentClass) && !stream)
      problem('stream', M.streamRequired);

    // Gender and school may be left blank (decisions/090); given, they are checked as the form does.
    const gender = pick(GENDERS, values.gender) ?? null;
    if (values.gender && !gender) problem('gender', M.genderInvalid);
    if (values.school.length > 120) problem('school', M.schoolTooLong);

    const batch = values.batch ? lookups.batchesByName.get(lower(values.batch)) : undefined;
    if (values.batch && !batch) problem('batch', M.batchUnknown);

    const parentPhone = values.parent_phone ? normalizePhone(values.parent_phone) : null;
    const parentRole = parentPhone ? lookups.accountRoleByPhone.get(parentPhone) : undefined;
    if (values.parent_phone && !parentPhone) problem('parent_phone', M.parentPhoneInvalid);
    else if (parentPhone && studentPhones.has(parentPhone))
      problem('parent_phone', M.parentPhoneIsStudent);
    else if (parentRole === 'other') problem('parent_phone', M.parentPhoneNotParent);

    if (problems.length || !phone || !studentClass) {
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
      student: {
        name: values.name,
        phone,
        class: studentClass,
        stream: classNeedsStream(studentClass) ? stream : null,
        gender,
        school: values.school || null,
        state: null,
      },
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
