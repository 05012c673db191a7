import { and, asc, between, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { academyMidnight, addDays } from '@academy/contract/academy-calendar';
import { ABSENT, type Score } from '@academy/contract/paper-tests';
import type { Term } from '@academy/contract/report-cards';
import { attendancePercent } from '@academy/contract/timetable';
import type { DbOrTx } from '../../db/client.ts';
import {
  attendance,
  classSessions,
  mockAttempts,
  mockTests,
  paperTestMarks,
  paperTestResults,
  paperTests,
} from '../../db/schema/index.ts';
import { homeworkRecordOf } from '../homework/queries.ts';
import { subjectsOf } from '../paper-tests/service.ts';
import { markedWhileSeated } from '../timetable/seating.ts';
import { remarkOf } from './remarks.ts';

/** Homework due in the term and what the student handed in, on time or at all. */
export type HomeworkRecord = Awaited<ReturnType<typeof homeworkRecordOf>>;

export interface PaperTestLine {
  name: string;
  heldOn: string;
  subjects: { name: string; maxMarks: number; score: Score | null }[];
  total: number;
  maxTotal: number;
  percent: number;
  /** Absent from every subject: unranked and out of the average (decisions §120). */
  absent: boolean;
  average: number | null;
}

/** What a report card prints, apart from the academy's name and logo. */
export interface ReportCardData {
  student: { id: string; name: string };
  batch: { id: string; name: string };
  term: Term;
  attendance: { held: number; attended: number; percent: number | null };
  paperTests: PaperTestLine[];
  mockTests: { title: string; score: number; maxScore: number; percent: number | null }[];
  homework: HomeworkRecord;
  remark: string;
}

interface CardKey {
  student: { id: string; name: string };
  batch: { id: string; name: string };
  term: Term;
}

/** Classes of the batch marked in the term while the student was seated, and those attended. */
async function attendanceIn(db: DbOrTx, { student, batch, term }: CardKey) {
  const [row] = await db
    .select({
      held: count(),
      attended: sql<number>`count(*) filter (where ${attendance.status} <> 'absent')`.mapWith(
        Number,
      ),
    })
    .from(attendance)
    .innerJoin(classSessions, eq(classSessions.id, attendance.sessionId))
    .where(
      and(
        eq(attendance.studentId, student.id),
        eq(classSessions.batchId, batch.id),
        eq(classSessions.cancelled, false),
        between(classSessions.date, term.startsOn, term.endsOn),
        markedWhileSeated,
      ),
    );
  const held = row?.held ?? 0;
  const attended = row?.attended ?? 0;
  return { held, attended, percent: attendancePercent(attended, held) };
}

/** The batch's published paper tests of the term that the student sat in, oldest first. */
async function paperTestsIn(db: DbOrTx, { student, batch, term }: CardKey) {
  const rows = await db
    .select({ result: paperTestResults, test: paperTests })
    .from(paperTestResults)
    .innerJoin(paperTests, eq(paperTests.id, paperTestResults.testId))
    .where(
      and(
        eq(paperTestResults.studentId, student.id),
        eq(paperTests.batchId, batch.id),
        isNotNull(paperTests.publishedAt),
        between(paperTests.heldOn, term.startsOn, term.endsOn),
      ),
    )
    .orderBy(asc(paperTests.heldOn), asc(paperTests.createdAt));
  const testIds = rows.map((r) => r.test.id);
  const [subjects, marks] = await Promise.all([
    subjectsOf(db, testIds),
    testIds.length
      ? db
          .select({ subjectId: paperTestMarks.subjectId, marks: paperTestMarks.marks })
          .from(paperTestMarks)
          .where(
            and(inArray(paperTestMarks.testId, testIds), eq(paperTestMarks.studentId, student.id)),
          )
      : [],
  ]);
  const marksOf = new Map(marks.map((m) => [m.subjectId, m.marks]));
  return rows.map(({ result, test }): PaperTestLine => {
    const list = subjects.get(test.id) ?? [];
    return {
      name: test.name,
      heldOn: test.heldOn,
      subjects: list.map((s) => {
        const m = marksOf.get(s.id);
        return {
          name: s.name,
          maxMarks: s.maxMarks,
          score: m === undefined ? null : (m ?? ABSENT),
        };
      }),
      total: result.total,
      maxTotal: list.reduce((sum, s) => sum + s.maxMarks, 0),
      percent: result.percent,
      absent: result.rank === null,
      average: test.averagePercent,
    };
  });
}

/** The student's first attempts at mock tests handed in during the term (India's days). */
async function mockTestsIn(db: DbOrTx, { student, term }: CardKey) {
  const rows = await db
    .select({ title: mockTests.title, score: mockAttempts.score, maxScore: mockAttempts.maxScore })
    .from(mockAttempts)
    .innerJoin(mockTests, eq(mockTests.id, mockAttempts.testId))
    .where(
      and(
        eq(mockAttempts.userId, student.id),
        eq(mockAttempts.attemptNo, 1),
        gte(mockAttempts.submittedAt, academyMidnight(term.startsOn)),
        lt(mockAttempts.submittedAt, academyMidnight(addDays(term.endsOn, 1))),
      ),
    )
    .orderBy(asc(mockAttempts.submittedAt));
  return rows.map((r) => {
    const score = r.score ?? 0;
    return {
      title: r.title,
      score,
      maxScore: r.maxScore,
      percent: r.maxScore > 0 ? Math.round((score * 1000) / r.maxScore) / 10 : null,
    };
  });
}

/** Everything a student's card for a batch and term prints. */
export async function reportCardData(db: DbOrTx, key: CardKey): Promise<ReportCardData> {
  const [attended, paper, mock, remark] = await Promise.all([
    attendanceIn(db, key),
    paperTestsIn(db, key),
    mockTestsIn(db, key),
    remarkOf(db, { termId: key.term.id, batchId: key.batch.id, studentId: key.student.id }),
  ]);
  const homework = await homeworkRecordOf(db, {
    studentId: key.student.id,
    batchId: key.batch.id,
    from: key.term.startsOn,
    to: key.term.endsOn,
  });
  return {
    ...key,
    attendance: attended,
    paperTests: paper,
    mockTests: mock,
    homework,
    remark,
  };
}
