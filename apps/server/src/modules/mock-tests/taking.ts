import { and, asc, desc, eq, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import {
  MOCK_TEST_MESSAGES,
  type AnswerInput,
  type AttemptView,
  type MockTestIntro,
  type MockTestSummary,
  type StudentMockTest,
} from '@academy/contract/mock-tests';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  mockAnswers,
  mockAttempts,
  mockQuestions,
  mockTests,
  type MockAttemptRow,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { enrolledIn, hasAccess, isEnrolled } from '../payments/access.ts';
import {
  brief,
  findTest,
  maxScoreOf,
  sectionSummaries,
  structureOf,
  summaries,
  summaryOf,
} from './structure.ts';
import { answersOf, finalize, graceEnd, settle } from './scoring.ts';

/** The student's side: the tests they may take, starting an attempt, answering, submitting. */

/**
 * Published, and open to the student (`hasAccess`, as a list's condition): free (of no course)
 * or of a course they are enrolled in.
 */
const takeableBy = (userId: string): SQL =>
  and(
    eq(mockTests.status, 'published'),
    or(isNull(mockTests.courseId), enrolledIn(userId, mockTests.courseId)),
  )!;

async function takeableTest(db: DbOrTx, userId: string, testId: string) {
  const [row] = await db.select().from(mockTests).where(eq(mockTests.id, testId));
  if (!row || row.status !== 'published') throw notFound(MOCK_TEST_MESSAGES.notFound);
  const { courseId } = row;
  const owned = courseId !== null && (await isEnrolled(db, userId, courseId));
  // Only a student takes a test (the routes' access): no administrator's pass to weigh.
  if (!hasAccess(null, { free: courseId === null, owned }))
    throw new AppError('FORBIDDEN', MOCK_TEST_MESSAGES.notEnrolled);
  return row;
}

export async function myAttempts(db: DbOrTx, userId: string, testIds: string[]) {
  if (!testIds.length) return [];
  return db
    .select()
    .from(mockAttempts)
    .where(and(eq(mockAttempts.userId, userId), inArray(mockAttempts.testId, testIds)))
    .orderBy(asc(mockAttempts.attemptNo));
}

function studentView(summary: MockTestSummary, attempts: MockAttemptRow[]): StudentMockTest {
  const mine = attempts.filter((a) => a.testId === summary.id);
  const scores = mine.filter((a) => a.submittedAt && a.score !== null).map((a) => a.score!);
  return {
    ...summary,
    bestScore: scores.length ? Math.max(...scores) : null,
    attemptCount: mine.length,
    inProgressAttemptId: mine.find((a) => !a.submittedAt)?.id ?? null,
  };
}

/**
 * The tests page. A student sees the tests they may take, with their own attempts; anyone else
 * (a visitor deciding whether to register, an admin) sees every published test, attempts none.
 */
export async function listStudentTests(
  db: Db,
  userId: string | null,
  query: { program?: string; subject?: string },
): Promise<StudentMockTest[]> {
  const where: SQL[] = [userId ? takeableBy(userId) : eq(mockTests.status, 'published')];
  if (query.program) where.push(eq(mockTests.program, query.program));
  if (query.subject) where.push(sql`lower(${mockTests.subject}) = lower(${query.subject})`);
  const rows = await db
    .select()
    .from(mockTests)
    .where(and(...where))
    .orderBy(asc(mockTests.program), asc(mockTests.subject), desc(mockTests.createdAt));
  const [items, attempts] = await Promise.all([
    summaries(db, rows),
    userId
      ? myAttempts(
          db,
          userId,
          rows.map((r) => r.id),
        )
      : [],
  ]);
  return items
    .filter(({ summary }) => summary.questionCount > 0)
    .map(({ summary }) => studentView(summary, attempts));
}

export async function getTestIntro(db: Db, userId: string, testId: string): Promise<MockTestIntro> {
  const row = await takeableTest(db, userId, testId);
  const { summary, structure } = await summaryOf(db, row);
  let attempts = await myAttempts(db, userId, [testId]);
  attempts = await Promise.all(attempts.map((a) => settle(db, a)));
  return {
    ...studentView(summary, attempts),
    instructions: row.instructions,
    sections: sectionSummaries(structure),
    attempts: attempts.map(brief),
  };
}

/** Starts an attempt, or returns the one already running (a second tab, a double click). */
export async function startAttempt(db: Db, userId: string, testId: string) {
  const test = await takeableTest(db, userId, testId);
  const open = await db
    .select()
    .from(mockAttempts)
    .where(
      and(
        eq(mockAttempts.testId, testId),
        eq(mockAttempts.userId, userId),
        isNull(mockAttempts.submittedAt),
      ),
    );
  for (const a of open) {
    const settled = await settle(db, a);
    if (!settled.submittedAt) return { id: settled.id, resumed: true };
  }
  const structure = (await structureOf(db, [testId])).get(testId)!;
  if (!structure.questions.length) throw notFound(MOCK_TEST_MESSAGES.notFound);
  const [last] = await db
    .select({ n: max(mockAttempts.attemptNo) })
    .from(mockAttempts)
    .where(and(eq(mockAttempts.testId, testId), eq(mockAttempts.userId, userId)));
  const startedAt = new Date();
  const inserted = await db
    .insert(mockAttempts)
    .values({
      testId,
      userId,
      attemptNo: (last?.n ?? 0) + 1,
      startedAt,
      deadline: new Date(startedAt.getTime() + test.timeLimitMinutes * 60_000),
      maxScore: maxScoreOf(structure),
    })
    .onConflictDoNothing()
    .returning({ id: mockAttempts.id });
  if (inserted[0]) return { id: inserted[0].id, resumed: false };
  // Lost a race with a simultaneous start: use the attempt that won.
  const [winner] = await db
    .select({ id: mockAttempts.id })
    .from(mockAttempts)
    .where(
      and(
        eq(mockAttempts.testId, testId),
        eq(mockAttempts.userId, userId),
        isNull(mockAttempts.submittedAt),
      ),
    );
  if (!winner) throw conflict(MOCK_TEST_MESSAGES.alreadySubmitted);
  return { id: winner.id, resumed: true };
}

export async function ownAttempt(db: DbOrTx, userId: string, attemptId: string) {
  const [row] = await db
    .select()
    .from(mockAttempts)
    .where(and(eq(mockAttempts.id, attemptId), eq(mockAttempts.userId, userId)));
  if (!row) throw notFound(MOCK_TEST_MESSAGES.attemptNotFound);
  return row;
}

export async function getAttempt(db: Db, userId: string, attemptId: string): Promise<AttemptView> {
  const attempt = await settle(db, await ownAttempt(db, userId, attemptId));
  const test = await findTest(db, attempt.testId);
  const structure = (await structureOf(db, [test.id])).get(test.id)!;
  const answers = await answersOf(db, attempt.id);
  const remaining = attempt.submittedAt
    ? 0
    : Math.max(0, Math.ceil((attempt.deadline.getTime() - Date.now()) / 1000));
  return {
    id: attempt.id,
    testId: test.id,
    title: test.title,
    attemptNo: attempt.attemptNo,
    status: attempt.submittedAt ? 'submitted' : 'in_progress',
    autoSubmitted: attempt.autoSubmitted,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline.toISOString(),
    remainingSeconds: remaining,
    timeLimitMinutes: test.timeLimitMinutes,
    sections: sectionSummaries(structure),
    // Never the correct option or the explanation while the attempt runs.
    questions: structure.questions.map((q, i) => ({
      id: q.id,
      sectionId: q.sectionId,
      number: i + 1,
      text: q.text,
      options: q.options,
      topic: q.topic,
    })),
    answers: answers.map((a) => ({
      questionId: a.questionId,
      chosenOption: a.chosenOption,
      markedForReview: a.markedForReview,
    })),
  };
}

export async function saveAnswer(
  db: Db,
  userId: string,
  attemptId: string,
  questionId: string,
  input: Required<AnswerInput>,
) {
  const attempt = await ownAttempt(db, userId, attemptId);
  if (attempt.submittedAt) throw conflict(MOCK_TEST_MESSAGES.alreadySubmitted);
  if (new Date() > graceEnd(attempt)) {
    await finalize(db, attempt, true);
    throw conflict(MOCK_TEST_MESSAGES.deadlinePassed);
  }
  const [question] = await db
    .select({ id: mockQuestions.id })
    .from(mockQuestions)
    .where(and(eq(mockQuestions.id, questionId), eq(mockQuestions.testId, attempt.testId)));
  if (!question) throw notFound(MOCK_TEST_MESSAGES.questionUnknown);
  const values = {
    chosenOption: input.chosenOption,
    markedForReview: input.markedForReview ?? false,
    updatedAt: new Date(),
  };
  await db
    .insert(mockAnswers)
    .values({ attemptId, questionId, ...values })
    .onConflictDoUpdate({ target: [mockAnswers.attemptId, mockAnswers.questionId], set: values });
  return {
    questionId,
    ...values,
    updatedAt: values.updatedAt.toISOString(),
    remainingSeconds: Math.max(0, Math.ceil((attempt.deadline.getTime() - Date.now()) / 1000)),
  };
}

export async function submitAttempt(db: Db, userId: string, attemptId: string) {
  const attempt = await ownAttempt(db, userId, attemptId);
  const wasOpen = !attempt.submittedAt;
  // Sent when the clock ran out (the page submits at 0): recorded as an automatic submission.
  const expired = new Date() >= attempt.deadline;
  const row = await finalize(db, attempt, expired);
  return { id: row.id, alreadySubmitted: !wasOpen, autoSubmitted: row.autoSubmitted };
}
