import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { normalizePhone } from '@academy/contract/phone';
import { ROLES } from '@academy/contract/roles';
import {
  REQUIRED_IMPORT_COLUMNS,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_LIMITS,
  STUDENT_IMPORT_MESSAGES as M,
  STUDENT_IMPORT_TEMPLATE_ROWS,
  type StudentImportPreview,
  type StudentImportResult,
} from '@academy/contract/student-import';
import type { Db, DbOrTx } from '../../db/client.ts';
import { parentLinks, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvTemplateOf, readCsvTable, type CsvRecord } from '../../lib/csv.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { insertingUser, phoneHolders } from '../accounts/phones.ts';
import { insertAccounts, unknownPasswordHash } from '../accounts/service.ts';
import { studentValues } from '../accounts/students.ts';
import { listBatches, seatStudents } from '../batches/service.ts';
import type { Channels } from '../notifications/channels.ts';
import { enqueueNotices } from '../notifications/outbox.ts';
import { checkRows, type ImportLookups } from './check-rows.ts';
import { enqueueTexts } from '../notifications/texts.ts';
import { welcomeText } from '../accounts/welcome-text.ts';
import { academyName } from '../site-config/service.ts';

export const importTemplate = () => csvTemplateOf(STUDENT_IMPORT_TEMPLATE_ROWS);

const readImportCsv = (csv: string) =>
  readCsvTable(csv, {
    columns: STUDENT_IMPORT_COLUMNS,
    required: REQUIRED_IMPORT_COLUMNS,
    maxRows: STUDENT_IMPORT_LIMITS.rowsMax,
    messages: {
      unreadable: M.csvUnreadable,
      notText: M.csvNotText,
      header: M.csvHeader,
      empty: M.csvEmpty,
      tooMany: M.csvTooMany,
    },
  });

/** The accounts already holding the file's phones (students' and parents'), and the batches. */
async function lookupsFor(db: DbOrTx, records: CsvRecord[]): Promise<ImportLookups> {
  const phones = [
    ...new Set(
      records.flatMap((r) =>
        [r.values.phone, r.values.parent_phone].flatMap((p) => normalizePhone(p ?? '') ?? []),
      ),
    ),
  ];
  const batches = await listBatches(db);
  return {
    roleByPhone: await phoneHolders(db, phones),
    // Two batches of one name: the newest term (listed first) is the one meant.
    batchesByName: new Map(
      batches
        .toReversed()
        .map((b) => [
          b.name.trim().toLowerCase(),
          { id: b.id, name: b.name, freeSeats: b.capacity - b.memberCount },
        ]),
    ),
  };
}

/** Preview: every row with its problems and what importing it would do. Saves nothing. */
export async function previewImport(db: DbOrTx, csv: string): Promise<StudentImportPreview> {
  const records = readImportCsv(csv);
  return checkRows(records, await lookupsFor(db, records)).preview;
}

/** The 400 of an import that has problems: one message per row and column ("row4.phone"). */
function refusal(preview: StudentImportPreview) {
  const errors = Object.fromEntries(
    preview.rows.flatMap((r) =>
      r.problems.map((p) => [`row${r.rowNumber}.${p.column}`, p.message] as const),
    ),
  );
  return new AppError('VALIDATION', M.hasProblems, errors);
}

/**
 * Imports the file in one transaction, checked again inside it: any row with a problem refuses
 * the whole file, so it lands entirely or not at all. New accounts (students and parents) get
 * no password anyone knows: their way in is a code sent to their phone (decisions §54).
 */
export async function importStudents(
  db: Db,
  channels: Channels,
  input: { csv: string; sendWelcome: boolean },
  viewer: Viewer,
  publicOrigin: string,
): Promise<StudentImportResult> {
  const records = readImportCsv(input.csv);
  const welcome = { academy: await academyName(db), publicOrigin };
  const passwordHash = await unknownPasswordHash();
  // Two imports (or a sign-up) racing for a phone: the loser's insert breaks the unique index,
  // and the whole transaction is rolled back as the 409 it means. A pending sign-up holding a
  // row's number is removed by the account service, as registration would remove it.
  const importing = db.transaction(async (tx) => {
    const { preview, checked } = checkRows(records, await lookupsFor(tx, records));
    if (preview.summary.rowsWithProblems > 0) throw refusal(preview);

    const students = await insertAccounts(
      tx,
      checked.map((row) => ({ ...studentValues(row.student), passwordHash })),
    );
    const idOfPhone = new Map(students.map((s) => [s.phone!, s.id]));
    const studentId = (row: (typeof checked)[number]) => idOfPhone.get(row.student.phone)!;

    const newParents = checked.filter((row) => row.isNewParent);
    const parents = await insertAccounts(
      tx,
      newParents.map((row) => ({
        name: `Parent of ${row.student.name}`,
        phone: row.parentPhone!,
        passwordHash,
        role: ROLES.parent,
      })),
    );
    const parentPhones = [...new Set(checked.flatMap((row) => row.parentPhone ?? []))];
    const parentIds = parentPhones.length
      ? await tx
          .select({ id: users.id, phone: users.phone })
          .from(users)
          .where(inArray(users.phone, parentPhones))
      : [];
    const parentOfPhone = new Map(parentIds.map((p) => [p.phone!, p.id]));
    const links = checked.flatMap((row) =>
      row.parentPhone
        ? [{ parentId: parentOfPhone.get(row.parentPhone)!, studentId: studentId(row) }]
        : [],
    );
    if (links.length) await tx.insert(parentLinks).values(links);

    // Seats in the file's order, through the batches' own rule (capacity, then waiting list).
    const byBatch = new Map<string, typeof checked>();
    for (const row of checked) {
      if (row.batchId) byBatch.set(row.batchId, [...(byBatch.get(row.batchId) ?? []), row]);
    }
    const seating = [];
    for (const [batchId, rows] of byBatch) {
      const { added, waiting } = await seatStudents(tx, batchId, rows.map(studentId));
      seating.push({ batchId, added, waiting });
    }

    const importId = randomUUID();
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'student.import',
      entity: 'student',
      after: {
        importId,
        studentIds: students.map((s) => s.id),
        parentIds: parents.map((p) => p.id),
        seating,
        sendWelcome: input.sendWelcome,
      },
    });
    if (input.sendWelcome) {
      await enqueueNotices(tx, channels, {
        type: 'students-imported',
        id: importId,
        payload: { count: students.length, students: welcomeList(students) },
      });
      await enqueueTexts(
        tx,
        channels,
        { type: 'student-welcome', id: importId },
        students.map((s) => welcomeText(s.name, s.phone!, welcome)),
      );
    }
    const seated = seating.reduce((n, s) => n + s.added, 0);
    const waiting = seating.reduce((n, s) => n + s.waiting, 0);
    return {
      summary: { ...preview.summary, seated, waiting },
      welcomeQueued: input.sendWelcome,
    };
  });
  return insertingUser(importing);
}

/** The names and phones the academy's notice lists, so someone can welcome each student. */
const WELCOME_LIST_MAX = 50;
function welcomeList(students: { name: string; phone: string | null }[]) {
  const shown = students.slice(0, WELCOME_LIST_MAX).map((s) => `${s.name} (${s.phone})`);
  const more = students.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; +${more}` : shown.join('; ');
}
