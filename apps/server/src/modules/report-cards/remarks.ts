import { and, eq, inArray } from 'drizzle-orm';
import {
  REPORT_CARD_MESSAGES as M,
  type RemarkRow,
  type RemarkValues,
} from '@academy/contract/report-cards';
import type { Db, DbOrTx } from '../../db/client.ts';
import { reportCardRemarks, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { assertRunsBatch } from '../timetable/scope.ts';
import { termRoster, termRosterSize, wasSeatedDuring } from './roster.ts';
import { findTerm } from './terms.ts';

const ENTITY = 'report-card-remark';

/** The remark on a student's term in a batch, or '' when none was written. */
export async function remarkOf(
  db: DbOrTx,
  key: { termId: string; batchId: string; studentId: string },
) {
  const [row] = await db
    .select({ remark: reportCardRemarks.remark })
    .from(reportCardRemarks)
    .where(
      and(
        eq(reportCardRemarks.termId, key.termId),
        eq(reportCardRemarks.batchId, key.batchId),
        eq(reportCardRemarks.studentId, key.studentId),
      ),
    );
  return row?.remark ?? '';
}

/** A batch's students in a term with their remarks, for its teacher (or an admin) to write. */
export async function listRemarks(
  db: Db,
  viewer: Viewer,
  query: { termId: string; batchId: string; page: number; pageSize: number },
) {
  await assertRunsBatch(db, viewer.user, query.batchId);
  const term = await findTerm(db, query.termId);
  const [students, total] = await Promise.all([
    termRoster(db, query.batchId, term, query),
    termRosterSize(db, query.batchId, term),
  ]);
  const rows = students.length
    ? await db
        .select()
        .from(reportCardRemarks)
        .where(
          and(
            eq(reportCardRemarks.termId, term.id),
            eq(reportCardRemarks.batchId, query.batchId),
            inArray(
              reportCardRemarks.studentId,
              students.map((s) => s.id),
            ),
          ),
        )
    : [];
  const byStudent = new Map(rows.map((r) => [r.studentId, r]));
  const items = students.map((student): RemarkRow => {
    const row = byStudent.get(student.id);
    return {
      student,
      remark: row?.remark ?? '',
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
  return { items, page: query.page, pageSize: query.pageSize, total };
}

/** Writes (or, empty, clears) a remark on a student who was in the batch during the term. */
export async function saveRemark(db: Db, viewer: Viewer, values: RemarkValues): Promise<RemarkRow> {
  return db.transaction(async (tx) => {
    await assertRunsBatch(tx, viewer.user, values.batchId);
    const term = await findTerm(tx, values.termId);
    if (!(await wasSeatedDuring(tx, values.batchId, values.studentId, term))) {
      throw new AppError('VALIDATION', M.studentNotInBatch, { studentId: M.studentNotInBatch });
    }
    const key = and(
      eq(reportCardRemarks.termId, values.termId),
      eq(reportCardRemarks.batchId, values.batchId),
      eq(reportCardRemarks.studentId, values.studentId),
    );
    const before = await remarkOf(tx, values);
    let updatedAt: Date | null = null;
    if (values.remark === '') {
      await tx.delete(reportCardRemarks).where(key);
    } else {
      const [row] = await tx
        .insert(reportCardRemarks)
        .values({ ...values, writtenBy: viewer.user.id })
        .onConflictDoUpdate({
          target: [
            reportCardRemarks.termId,
            reportCardRemarks.batchId,
            reportCardRemarks.studentId,
          ],
          set: { remark: values.remark, writtenBy: viewer.user.id, updatedAt: new Date() },
        })
        .returning();
      updatedAt = row!.updatedAt;
    }
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'report-card.remark',
      entity: ENTITY,
      entityId: values.studentId,
      before: { termId: values.termId, batchId: values.batchId, remark: before },
      after: { termId: values.termId, batchId: values.batchId, remark: values.remark },
    });
    const [student] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, values.studentId));
    return {
      student: student!,
      remark: values.remark,
      updatedAt: updatedAt?.toISOString() ?? null,
    };
  });
}
