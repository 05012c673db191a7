import { and, count, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import { ABSENT, type Distribution, type PaperResult } from '@academy/contract/paper-tests';
import type { Db } from '../../db/client.ts';
import { batches, paperTestMarks, paperTestResults, paperTests } from '../../db/schema/index.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { assertRunsBatch } from '../timetable/scope.ts';
import { subjectsOf } from './service.ts';

const published = isNotNull(paperTests.publishedAt);

/**
 * A student's published results, latest first, each with the batch's average and top marks.
 * Who may ask for whose is the route's to decide (a parent their children's).
 */
export async function studentResults(
  db: Db,
  studentId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const mine = and(eq(paperTestResults.studentId, studentId), published);
  const [rows, [total]] = await Promise.all([
    db
      .select({ result: paperTestResults, test: paperTests, batchName: batches.name })
      .from(paperTestResults)
      .innerJoin(paperTests, eq(paperTests.id, paperTestResults.testId))
      .innerJoin(batches, eq(batches.id, paperTests.batchId))
      .where(mine)
      .orderBy(desc(paperTests.heldOn), desc(paperTests.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(paperTestResults)
      .innerJoin(paperTests, eq(paperTests.id, paperTestResults.testId))
      .where(mine),
  ]);
  const testIds = rows.map((r) => r.test.id);
  const [subjects, own, tops] = await Promise.all([
    subjectsOf(db, testIds),
    testIds.length
      ? db
          .select({ subjectId: paperTestMarks.subjectId, marks: paperTestMarks.marks })
          .from(paperTestMarks)
          .where(
            and(inArray(paperTestMarks.testId, testIds), eq(paperTestMarks.studentId, studentId)),
          )
      : [],
    testIds.length
      ? db
          .select({ subjectId: paperTestMarks.subjectId, top: max(paperTestMarks.marks) })
          .from(paperTestMarks)
          .innerJoin(
            paperTestResults,
            and(
              eq(paperTestResults.testId, paperTestMarks.testId),
              eq(paperTestResults.studentId, paperTestMarks.studentId),
            ),
          )
          .where(inArray(paperTestMarks.testId, testIds))
          .groupBy(paperTestMarks.subjectId)
      : [],
  ]);
  const ownOf = new Map(own.map((m) => [m.subjectId, m.marks]));
  const topOf = new Map(tops.map((m) => [m.subjectId, m.top === null ? null : Number(m.top)]));
  const items = rows.map(({ result, test, batchName }): PaperResult => {
    const list = subjects.get(test.id) ?? [];
    return {
      testId: test.id,
      name: test.name,
      heldOn: test.heldOn,
      batch: { id: test.batchId, name: batchName },
      subjects: list.map((s) => {
        const marks = ownOf.get(s.id);
        return {
          ...s,
          score: marks === undefined ? null : (marks ?? ABSENT),
          topMarks: topOf.get(s.id) ?? null,
        };
      }),
      maxTotal: list.reduce((sum, s) => sum + s.maxMarks, 0),
      total: result.total,
      percent: result.percent,
      rank: result.rank,
      ranked: test.ranked ?? 0,
      average: test.averagePercent,
    };
  });
  return { items, page, pageSize, total: total!.n };
}

const BANDS = 10;

/** How a batch's last published test went: how many scored in each tenth of the marks. */
export async function lastTestDistribution(
  db: Db,
  { user }: Viewer,
  batchId: string,
): Promise<Distribution> {
  await assertRunsBatch(db, user, batchId);
  const [test] = await db
    .select()
    .from(paperTests)
    .where(and(eq(paperTests.batchId, batchId), published))
    .orderBy(desc(paperTests.heldOn), desc(paperTests.publishedAt))
    .limit(1);
  const bands = Array.from({ length: BANDS }, () => 0);
  if (!test) return { test: null, bands, absent: 0, average: null };
  // 100 % falls in the last band, with 90 to 99.
  const band = sql<number>`least(floor(${paperTestResults.percent} / 10), 9)::int`;
  const rows = await db
    .select({ band, n: count(), absent: sql<boolean>`${paperTestResults.rank} is null` })
    .from(paperTestResults)
    .where(eq(paperTestResults.testId, test.id))
    .groupBy(band, sql`${paperTestResults.rank} is null`);
  let absent = 0;
  for (const row of rows) {
    if (row.absent) absent += row.n;
    else bands[row.band] = (bands[row.band] ?? 0) + row.n;
  }
  return {
    test: { id: test.id, name: test.name, heldOn: test.heldOn },
    bands,
    absent,
    average: test.averagePercent,
  };
}
