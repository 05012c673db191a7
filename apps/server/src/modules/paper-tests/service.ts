import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { academyToday } from '@academy/contract/academy-calendar';
import { BATCH_MESSAGES } from '@academy/contract/batches';
import {
  ABSENT,
  marksProblem,
  PAPER_TEST_MESSAGES as M,
  type MarkEntry,
  type PaperTest,
  type PaperTestSheet,
  type PaperTestValues,
  type Score,
} from '@academy/contract/paper-tests';
import { isAdmin } from '@academy/contract/roles';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  batches,
  batchMembers,
  paperTestMarks,
  paperTestResults,
  paperTests,
  paperTestSubjects,
  parentLinks,
  users,
  type PaperTestRow,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import type { Channels } from '../notifications/channels.ts';
import { enqueueTexts, phonesOf, type TextMessage } from '../notifications/texts.ts';
import { academyName } from '../site-config/service.ts';
import { assertRunsBatch, batchIdsVisibleTo } from '../timetable/scope.ts';
import { seatedOn } from '../timetable/seating.ts';
import { rankResults } from './ranking.ts';

const ENTITY = 'paper-test';

type Subject = PaperTest['subjects'][number];

/** Tests with their batch and subjects, as the staff's lists and the grid show them. */
async function present(
  db: DbOrTx,
  where: SQL | undefined,
  paging?: { page: number; size: number },
) {
  let query = db
    .select({ test: paperTests, batchName: batches.name })
    .from(paperTests)
    .innerJoin(batches, eq(batches.id, paperTests.batchId))
    .where(where)
    .orderBy(desc(paperTests.heldOn), desc(paperTests.createdAt))
    .$dynamic();
  if (paging) query = query.limit(paging.size).offset((paging.page - 1) * paging.size);
  const rows = await query;
  const subjects = await subjectsOf(
    db,
    rows.map((r) => r.test.id),
  );
  return rows.map(({ test, batchName }): PaperTest & { row: PaperTestRow } => {
    const own = subjects.get(test.id) ?? [];
    return {
      row: test,
      id: test.id,
      name: test.name,
      heldOn: test.heldOn,
      batch: { id: test.batchId, name: batchName },
      subjects: own,
      maxTotal: own.reduce((sum, s) => sum + s.maxMarks, 0),
      publishedAt: test.publishedAt?.toISOString() ?? null,
    };
  });
}

/** The subjects of some tests, in their order, by test id. */
export async function subjectsOf(db: DbOrTx, testIds: string[]) {
  const bySubject = new Map<string, Subject[]>();
  if (testIds.length === 0) return bySubject;
  const rows = await db
    .select()
    .from(paperTestSubjects)
    .where(inArray(paperTestSubjects.testId, testIds))
    .orderBy(asc(paperTestSubjects.position));
  for (const s of rows) {
    const list = bySubject.get(s.testId) ?? [];
    list.push({ id: s.id, name: s.name, maxMarks: s.maxMarks });
    bySubject.set(s.testId, list);
  }
  return bySubject;
}

/** A test its viewer runs (its batch's teacher, or an admin); locked for a change. */
async function testToRun(tx: DbOrTx, { user }: Viewer, id: string, lock = false) {
  if (lock) {
    // Marks and publishing take the test's row in turn, so ranks are computed from the marks
    // as they are after each change, never from a half-saved grid.
    await tx
      .select({ id: paperTests.id })
      .from(paperTests)
      .where(eq(paperTests.id, id))
      .for('update');
  }
  const [test] = await present(tx, eq(paperTests.id, id));
  if (!test) throw notFound(M.notFound);
  await assertRunsBatch(tx, user, test.batch.id);
  return test;
}

/** The students seated in the batch on the test's date: its rows. */
const rosterOf = (db: DbOrTx, test: { batch: { id: string }; heldOn: string }) =>
  db
    .selectDistinct({ id: users.id, name: users.name })
    .from(batchMembers)
    .innerJoin(users, eq(users.id, batchMembers.studentId))
    .where(and(eq(batchMembers.batchId, test.batch.id), seatedOn(test.heldOn)))
    .orderBy(asc(users.name), asc(users.id));

/** Every cell entered, by student then subject: marks, or null for absent. */
async function marksOf(db: DbOrTx, testId: string) {
  const rows = await db
    .select({
      studentId: paperTestMarks.studentId,
      subjectId: paperTestMarks.subjectId,
      marks: paperTestMarks.marks,
    })
    .from(paperTestMarks)
    .where(eq(paperTestMarks.testId, testId));
  const byStudent = new Map<string, Map<string, number | null>>();
  for (const row of rows) {
    const cells = byStudent.get(row.studentId) ?? new Map<string, number | null>();
    cells.set(row.subjectId, row.marks);
    byStudent.set(row.studentId, cells);
  }
  return byStudent;
}

const scoreOf = (marks: number | null): Score => marks ?? ABSENT;

/** The staff's list of tests: a batch's, or every batch the viewer runs; latest first. */
export async function listPaperTests(
  db: Db,
  viewer: Viewer,
  query: { batchId?: string; page: number; pageSize: number },
) {
  let where: SQL | undefined;
  if (query.batchId) {
    await assertRunsBatch(db, viewer.user, query.batchId);
    where = eq(paperTests.batchId, query.batchId);
  } else if (!isAdmin(viewer.user.role)) {
    const ids = await batchIdsVisibleTo(db, viewer.user);
    where = ids.length ? inArray(paperTests.batchId, ids) : sql`false`;
  }
  const [items, [total]] = await Promise.all([
    present(db, where, { page: query.page, size: query.pageSize }),
    db.select({ n: count() }).from(paperTests).where(where),
  ]);
  return {
    items: items.map(({ row: _row, ...test }) => test),
    page: query.page,
    pageSize: query.pageSize,
    total: total!.n,
  };
}

/** A teacher of the batch, or an admin, sets a test the batch sat: not in the future. */
export async function createPaperTest(
  db: Db,
  viewer: Viewer,
  values: PaperTestValues,
): Promise<PaperTestSheet> {
  const id = await db.transaction(async (tx) => {
    await assertRunsBatch(tx, viewer.user, values.batchId);
    const [batch] = await tx
      .select({ startDate: batches.startDate })
      .from(batches)
      .where(eq(batches.id, values.batchId));
    if (!batch) throw notFound(BATCH_MESSAGES.notFound);
    if (values.heldOn > academyToday()) {
      throw new AppError('VALIDATION', M.dateInFuture, { heldOn: M.dateInFuture });
    }
    if (values.heldOn < batch.startDate) {
      throw new AppError('VALIDATION', M.dateBeforeBatch, { heldOn: M.dateBeforeBatch });
    }
    const [row] = await tx
      .insert(paperTests)
      .values({
        batchId: values.batchId,
        name: values.name,
        heldOn: values.heldOn,
        createdBy: viewer.user.id,
      })
      .returning();
    await tx
      .insert(paperTestSubjects)
      .values(values.subjects.map((s, position) => ({ testId: row!.id, position, ...s })));
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'paper-test.create',
      entity: ENTITY,
      entityId: row!.id,
      after: values,
    });
    return row!.id;
  });
  return paperTestSheet(db, viewer, id);
}

/** The marks grid: every student seated on the test's date, their marks and (published) result. */
export async function paperTestSheet(db: DbOrTx, viewer: Viewer, id: string) {
  const test = await testToRun(db, viewer, id);
  const [roster, marks, results] = await Promise.all([
    rosterOf(db, test),
    marksOf(db, id),
    db.select().from(paperTestResults).where(eq(paperTestResults.testId, id)),
  ]);
  const resultOf = new Map(results.map((r) => [r.studentId, r]));
  const { row, ...rest } = test;
  const students = roster.map((student) => {
    const cells = marks.get(student.id) ?? new Map<string, number | null>();
    const result = resultOf.get(student.id);
    return {
      ...student,
      marks: Object.fromEntries([...cells].map(([subjectId, m]) => [subjectId, scoreOf(m)])),
      result: result ? { total: result.total, percent: result.percent, rank: result.rank } : null,
    };
  });
  const summary = row.publishedAt
    ? {
        average: row.averagePercent,
        ranked: row.ranked ?? 0,
        toppers: test.subjects.map((subject) => {
          const top = Math.max(...roster.map((s) => marks.get(s.id)?.get(subject.id) ?? -1));
          return {
            subjectId: subject.id,
            marks: top >= 0 ? top : null,
            students:
              top >= 0 ? roster.filter((s) => marks.get(s.id)?.get(subject.id) === top) : [],
          };
        }),
      }
    : null;
  return { ...rest, students, summary };
}

/**
 * Saves cells of the grid: marks, absent, or null to clear. Each is checked against the
 * subject's maximum and the students seated on the test's date. A published test's results are
 * computed again from the marks as saved (decisions §120), without new texts.
 */
export async function saveMarks(db: Db, viewer: Viewer, id: string, entries: MarkEntry[]) {
  const republished = await db.transaction(async (tx) => {
    const test = await testToRun(tx, viewer, id, true);
    const [roster, before] = await Promise.all([rosterOf(tx, test), marksOf(tx, id)]);
    const seated = new Set(roster.map((s) => s.id));
    const maxOf = new Map(test.subjects.map((s) => [s.id, s.maxMarks]));
    const fieldErrors: Record<string, string> = {};
    entries.forEach((entry, i) => {
      const max = maxOf.get(entry.subjectId);
      if (!seated.has(entry.studentId)) fieldErrors[`entries.${i}.studentId`] = M.studentNotInBatch;
      else if (max === undefined) fieldErrors[`entries.${i}.subjectId`] = M.subjectUnknown;
      else if (typeof entry.marks === 'number') {
        const problem = marksProblem(entry.marks, max);
        if (problem) fieldErrors[`entries.${i}.marks`] = problem;
      }
    });
    const problems = Object.values(fieldErrors);
    if (problems.length) throw new AppError('VALIDATION', problems[0]!, fieldErrors);
    // The last of a cell's entries wins: one statement cannot change a row twice.
    const cells = new Map(entries.map((e) => [`${e.studentId}:${e.subjectId}`, e]));
    const changes = [...cells.values()].flatMap((e) => {
      const was = before.get(e.studentId)?.get(e.subjectId);
      const from = was === undefined ? null : scoreOf(was);
      return from === e.marks ? [] : [{ ...e, from }];
    });
    const cleared = changes.filter((c) => c.marks === null);
    const set = changes.filter((c) => c.marks !== null);
    for (const c of cleared) {
      await tx
        .delete(paperTestMarks)
        .where(
          and(eq(paperTestMarks.subjectId, c.subjectId), eq(paperTestMarks.studentId, c.studentId)),
        );
    }
    if (set.length) {
      await tx
        .insert(paperTestMarks)
        .values(
          set.map((c) => ({
            testId: id,
            subjectId: c.subjectId,
            studentId: c.studentId,
            marks: c.marks === ABSENT ? null : (c.marks as number),
            enteredBy: viewer.user.id,
          })),
        )
        .onConflictDoUpdate({
          target: [paperTestMarks.subjectId, paperTestMarks.studentId],
          set: {
            marks: sql`excluded.marks`,
            enteredBy: sql`excluded.entered_by`,
            enteredAt: sql`now()`,
          },
        });
    }
    if (changes.length === 0) return false;
    const republish = Boolean(test.row.publishedAt);
    if (republish) await storeResults(tx, test);
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: republish ? 'paper-test.marks-after-publishing' : 'paper-test.marks',
      entity: ENTITY,
      entityId: id,
      before: changes.map((c) => ({
        studentId: c.studentId,
        subjectId: c.subjectId,
        marks: c.from,
      })),
      after: changes.map((c) => ({
        studentId: c.studentId,
        subjectId: c.subjectId,
        marks: c.marks,
      })),
    });
    return republish;
  });
  return { sheet: await paperTestSheet(db, viewer, id), republished };
}

/** Computes a test's results from its marks and stores them in place of the earlier ones. */
async function storeResults(tx: DbOrTx, test: PaperTest) {
  const [roster, marks] = await Promise.all([rosterOf(tx, test), marksOf(tx, test.id)]);
  const { results, average, ranked } = rankResults({
    subjects: test.subjects,
    marks: new Map(roster.map((s) => [s.id, marks.get(s.id) ?? new Map()])),
  });
  await tx.delete(paperTestResults).where(eq(paperTestResults.testId, test.id));
  if (results.length) {
    await tx.insert(paperTestResults).values(results.map((r) => ({ testId: test.id, ...r })));
  }
  await tx
    .update(paperTests)
    .set({
      averagePercent: average,
      ranked,
      publishedAt: sql`coalesce(${paperTests.publishedAt}, now())`,
    })
    .where(eq(paperTests.id, test.id));
  return { results, ranked, roster };
}

/**
 * Publishes a test once every seated student has marks or AB in every subject: totals,
 * percentages and ranks are stored, and each student and their parents get a text.
 */
export async function publishPaperTest(
  db: Db,
  channels: Channels,
  viewer: Viewer,
  id: string,
  readAt: string,
) {
  await db.transaction(async (tx) => {
    const test = await testToRun(tx, viewer, id, true);
    if (test.row.publishedAt) throw conflict(M.alreadyPublished);
    const [roster, marks] = await Promise.all([rosterOf(tx, test), marksOf(tx, id)]);
    if (roster.length === 0) throw conflict(M.noStudents);
    const missing = roster.some((s) => test.subjects.some((sub) => !marks.get(s.id)?.has(sub.id)));
    if (missing) throw conflict(M.marksMissing);
    const { results, ranked } = await storeResults(tx, test);
    await enqueueTexts(
      tx,
      channels,
      { type: ENTITY, id },
      await resultTexts(tx, test, results, ranked, readAt),
    );
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: 'paper-test.publish',
      entity: ENTITY,
      entityId: id,
      after: { name: test.name, students: roster.length, ranked },
    });
  });
  return paperTestSheet(db, viewer, id);
}

/** One text a student, to them and to each of their parents: their percentage and rank. */
async function resultTexts(
  tx: DbOrTx,
  test: PaperTest,
  results: { studentId: string; percent: number; rank: number | null }[],
  ranked: number,
  readAt: string,
): Promise<TextMessage[]> {
  if (results.length === 0) return [];
  const parent = alias(users, 'parent');
  const ids = results.map((r) => r.studentId);
  const [students, parents, academy] = await Promise.all([
    tx
      .select({ id: users.id, name: users.name, phone: users.phone, status: users.status })
      .from(users)
      .where(inArray(users.id, ids)),
    tx
      .select({ studentId: parentLinks.studentId, phone: parent.phone, status: parent.status })
      .from(parentLinks)
      .innerJoin(parent, eq(parent.id, parentLinks.parentId))
      .where(inArray(parentLinks.studentId, ids)),
    academyName(tx),
  ]);
  const reachable = (status: string) => status !== 'deleted' && status !== 'suspended';
  const byId = new Map(students.map((s) => [s.id, s]));
  return results.flatMap((r) => {
    const student = byId.get(r.studentId)!;
    const standing = r.rank === null ? 'absent' : `${r.percent}%, rank ${r.rank} of ${ranked}`;
    const text = `${academy}: ${student.name}'s ${test.name} (${test.batch.name}) result: ${standing}. See it at ${readAt}`;
    const phones = phonesOf(
      reachable(student.status) ? student.phone : null,
      ...parents
        .filter((p) => p.studentId === r.studentId && reachable(p.status))
        .map((p) => p.phone),
    );
    return phones.map((phone) => ({
      phone,
      kind: 'result' as const,
      text,
      params: [student.name, test.name, standing, readAt],
    }));
  });
}
