import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  MOCK_TEST_MESSAGES,
  type AttemptBrief,
  type MockSectionSummary,
  type MockTestSummary,
} from '@academy/contract/mock-tests';
import { roundMarks } from '@academy/contract/mock-test-scoring';
import type { DbOrTx } from '../../db/client.ts';
import {
  courses,
  mockAttempts,
  mockQuestions,
  mockSections,
  mockTests,
  type MockAttemptRow,
  type MockQuestionRow,
  type MockSectionRow,
  type MockTestRow,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';

/**
 * A mock test as stored, read for every side: its sections and questions, its summary, and an
 * attempt in brief. The authoring, taking and results files build on these.
 */

export interface Structure {
  sections: MockSectionRow[];
  questions: MockQuestionRow[];
}

export async function structureOf(db: DbOrTx, testIds: string[]): Promise<Map<string, Structure>> {
  const out = new Map<string, Structure>(
    testIds.map((id) => [id, { sections: [], questions: [] }]),
  );
  if (!testIds.length) return out;
  const [sections, questions] = await Promise.all([
    db
      .select()
      .from(mockSections)
      .where(inArray(mockSections.testId, testIds))
      .orderBy(asc(mockSections.position)),
    db
      .select()
      .from(mockQuestions)
      .where(inArray(mockQuestions.testId, testIds))
      .orderBy(asc(mockQuestions.position)),
  ]);
  for (const s of sections) out.get(s.testId)!.sections.push(s);
  // Questions in paper order: by section, then by position inside it.
  const sectionOrder = new Map(sections.map((s) => [s.id, s.position]));
  questions.sort(
    (a, b) =>
      (sectionOrder.get(a.sectionId) ?? 0) - (sectionOrder.get(b.sectionId) ?? 0) ||
      a.position - b.position,
  );
  for (const q of questions) out.get(q.testId)!.questions.push(q);
  return out;
}

export const sectionSummaries = ({ sections, questions }: Structure): MockSectionSummary[] =>
  sections.map((s) => ({
    id: s.id,
    title: s.title,
    marksPerQuestion: s.marksPerQuestion,
    negativeMarks: s.negativeMarks,
    timeLimitMinutes: s.timeLimitMinutes,
    questionCount: questions.filter((q) => q.sectionId === s.id).length,
  }));

export const maxScoreOf = (structure: Structure) =>
  roundMarks(
    sectionSummaries(structure).reduce((n, s) => n + s.marksPerQuestion * s.questionCount, 0),
  );

function toSummary(
  row: MockTestRow,
  structure: Structure,
  courseTitle: string | null,
): MockTestSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    program: row.program,
    subject: row.subject,
    timeLimitMinutes: row.timeLimitMinutes,
    status: row.status,
    courseId: row.courseId,
    courseTitle,
    questionCount: structure.questions.length,
    maxScore: maxScoreOf(structure),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function courseTitles(db: DbOrTx, rows: MockTestRow[]) {
  const ids = [...new Set(rows.map((r) => r.courseId).filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map<string, string>();
  const found = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(inArray(courses.id, ids));
  return new Map(found.map((c) => [c.id, c.title]));
}

export async function summaries(db: DbOrTx, rows: MockTestRow[]) {
  const [structures, titles] = await Promise.all([
    structureOf(
      db,
      rows.map((r) => r.id),
    ),
    courseTitles(db, rows),
  ]);
  return rows.map((row) => ({
    row,
    structure: structures.get(row.id)!,
    summary: toSummary(
      row,
      structures.get(row.id)!,
      row.courseId ? (titles.get(row.courseId) ?? null) : null,
    ),
  }));
}

export async function summaryOf(db: DbOrTx, row: MockTestRow) {
  const [item] = await summaries(db, [row]);
  return item!;
}

export async function findTest(db: DbOrTx, id: string) {
  const [row] = await db.select().from(mockTests).where(eq(mockTests.id, id));
  if (!row) throw notFound(MOCK_TEST_MESSAGES.notFound);
  return row;
}

export async function attemptCount(db: DbOrTx, testId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(mockAttempts)
    .where(eq(mockAttempts.testId, testId));
  return row?.n ?? 0;
}

/**
 * A student's first attempt at a test is the one that counts: ranks, the highest and average
 * scores and the admin's results. Every later attempt is practice (after the answer key, a
 * retake is no test of anything). A first attempt is never left out: one abandoned is submitted
 * when its time runs out, and no second can start while it is in progress.
 */
export const isPractice = (a: { attemptNo: number }) => a.attemptNo > 1;
export const FIRST_ATTEMPT = 1;

export const brief = (a: MockAttemptRow): AttemptBrief => ({
  id: a.id,
  attemptNo: a.attemptNo,
  practice: isPractice(a),
  status: a.submittedAt ? 'submitted' : 'in_progress',
  startedAt: a.startedAt.toISOString(),
  submittedAt: a.submittedAt?.toISOString() ?? null,
  score: a.submittedAt ? a.score : null,
  maxScore: a.maxScore,
});
