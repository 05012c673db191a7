import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  MOCK_TEST_MESSAGES,
  type AccuracyRow,
  type AdminTestResults,
  type AttemptResult,
  type StudentTestResult,
} from '@academy/contract/mock-tests';
import { marksFor, roundMarks } from '@academy/contract/mock-test-scoring';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  mockAnswers,
  mockAttempts,
  mockQuestions,
  mockTests,
  users,
  type MockAttemptRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { FIRST_ATTEMPT, brief, findTest, isPractice, structureOf, summaryOf } from './structure.ts';
import { answersOf, settle, settleExpiredOfTest } from './scoring.ts';
import { myAttempts, ownAttempt } from './taking.ts';

/**
 * Results: a student's result with its rank and accuracy, their list of results, and the
 * admin's results of a test.
 */

function accuracy(
  rows: Map<string, AccuracyRow>,
  name: string,
  outcome: 'correct' | 'wrong' | 'unattempted',
  marks: number,
  full: number,
) {
  const row = rows.get(name) ?? {
    name,
    correct: 0,
    wrong: 0,
    unattempted: 0,
    total: 0,
    accuracy: 0,
    score: 0,
    maxScore: 0,
  };
  row[outcome] += 1;
  row.total += 1;
  row.score += marks;
  row.maxScore += full;
  rows.set(name, row);
}

const finish = (row: AccuracyRow): AccuracyRow => ({
  ...row,
  accuracy: row.total ? Math.round((row.correct / row.total) * 1000) / 10 : 0,
  score: roundMarks(row.score),
  maxScore: roundMarks(row.maxScore),
});

async function rankOf(db: DbOrTx, attempt: MockAttemptRow) {
  const firsts = and(
    eq(mockAttempts.testId, attempt.testId),
    eq(mockAttempts.attemptNo, FIRST_ATTEMPT),
    sql`${mockAttempts.submittedAt} is not null`,
  );
  const score = attempt.score ?? 0;
  const [[all], [above], [atOrBelow]] = await Promise.all([
    db.select({ n: count() }).from(mockAttempts).where(firsts),
    db
      .select({ n: count() })
      .from(mockAttempts)
      .where(and(firsts, gt(mockAttempts.score, score))),
    db
      .select({ n: count() })
      .from(mockAttempts)
      .where(and(firsts, sql`${mockAttempts.score} <= ${score}`)),
  ]);
  // A practice attempt is placed among the first attempts as one more candidate, and moves
  // nobody else's rank.
  const extra = isPractice(attempt) ? 1 : 0;
  const total = (all?.n ?? 0) + extra;
  return {
    rank: (above?.n ?? 0) + 1,
    rankOutOf: total,
    percentile: total ? Math.round((((atOrBelow?.n ?? 0) + extra) / total) * 1000) / 10 : 100,
  };
}

export async function getResult(db: Db, userId: string, attemptId: string): Promise<AttemptResult> {
  const attempt = await settle(db, await ownAttempt(db, userId, attemptId));
  if (!attempt.submittedAt) throw new AppError('FORBIDDEN', MOCK_TEST_MESSAGES.notSubmitted);
  await settleExpiredOfTest(db, attempt.testId);
  const test = await findTest(db, attempt.testId);
  const structure = (await structureOf(db, [test.id])).get(test.id)!;
  const answers = new Map((await answersOf(db, attempt.id)).map((a) => [a.questionId, a]));
  const sections = new Map(structure.sections.map((s) => [s.id, s]));
  const bySection = new Map<string, AccuracyRow>();
  const byTopic = new Map<string, AccuracyRow>();
  const questions = structure.questions.map((q, i) => {
    const section = sections.get(q.sectionId)!;
    const answer = answers.get(q.id);
    const { outcome, marks } = marksFor(answer?.chosenOption, q.correctOption, section);
    accuracy(bySection, section.title, outcome, marks, section.marksPerQuestion);
    accuracy(byTopic, q.topic, outcome, marks, section.marksPerQuestion);
    return {
      id: q.id,
      sectionId: q.sectionId,
      sectionTitle: section.title,
      number: i + 1,
      text: q.text,
      options: q.options,
      topic: q.topic,
      correctOption: q.correctOption,
      chosenOption: answer?.chosenOption ?? null,
      markedForReview: answer?.markedForReview ?? false,
      outcome,
      marks,
      explanation: q.explanation,
    };
  });
  const history = await myAttempts(db, userId, [test.id]);
  const taken = Math.min(
    attempt.submittedAt.getTime() - attempt.startedAt.getTime(),
    test.timeLimitMinutes * 60_000,
  );
  return {
    attempt: { ...brief(attempt), autoSubmitted: attempt.autoSubmitted },
    test: {
      id: test.id,
      title: test.title,
      program: test.program,
      subject: test.subject,
      timeLimitMinutes: test.timeLimitMinutes,
    },
    score: attempt.score ?? 0,
    maxScore: attempt.maxScore,
    correct: attempt.correctCount,
    wrong: attempt.wrongCount,
    unattempted: attempt.unattemptedCount,
    timeTakenSeconds: Math.max(0, Math.round(taken / 1000)),
    ...(await rankOf(db, attempt)),
    sections: [...bySection.values()].map(finish),
    // Weakest first: lowest accuracy, then the most questions (the biggest gap).
    topics: [...byTopic.values()]
      .map(finish)
      .sort((a, b) => a.accuracy - b.accuracy || b.total - a.total || a.name.localeCompare(b.name)),
    questions,
    history: history.map(brief),
  };
}

// ---------------------------------------------------------------------------------------------
// Admin results

/**
 * A student's submitted attempts, newest first, each with where it stands among the first
 * attempts (as `rankOf` places it): My Tests, the student's home and Manage Students' View
 * Details. The ranks are counted in the same statement, a test's first attempts read off
 * its index.
 */
export async function studentTestResults(
  db: Db,
  userId: string,
  limit = 100,
): Promise<StudentTestResult[]> {
  const firsts = sql`from ${mockAttempts} b where b.test_id = ${mockAttempts.testId} and b.attempt_no = ${FIRST_ATTEMPT} and b.submitted_at is not null`;
  const rows = await db
    .select({
      attempt: mockAttempts,
      title: mockTests.title,
      program: mockTests.program,
      subject: mockTests.subject,
      above:
        sql<number>`(select count(*) ${firsts} and b.score > coalesce(${mockAttempts.score}, 0))`.mapWith(
          Number,
        ),
      firsts: sql<number>`(select count(*) ${firsts})`.mapWith(Number),
    })
    .from(mockAttempts)
    .innerJoin(mockTests, eq(mockTests.id, mockAttempts.testId))
    .where(and(eq(mockAttempts.userId, userId), sql`${mockAttempts.submittedAt} is not null`))
    .orderBy(desc(mockAttempts.submittedAt))
    .limit(limit);
  return rows.map((r) => ({
    ...brief(r.attempt),
    testId: r.attempt.testId,
    testTitle: r.title,
    program: r.program,
    subject: r.subject,
    rank: r.above + 1,
    // A practice attempt is placed among the first attempts as one more candidate.
    rankOutOf: r.firsts + (isPractice(r.attempt) ? 1 : 0),
  }));
}

export async function getAdminResults(db: Db, testId: string): Promise<AdminTestResults> {
  const row = await findTest(db, testId);
  await settleExpiredOfTest(db, testId);
  const { summary, structure } = await summaryOf(db, row);
  const attempts = await db
    .select({ attempt: mockAttempts, name: users.name, phone: users.phone })
    .from(mockAttempts)
    .innerJoin(users, eq(users.id, mockAttempts.userId))
    .where(and(eq(mockAttempts.testId, testId), sql`${mockAttempts.submittedAt} is not null`))
    // The first attempts in rank order, then the practice ones, newest first.
    .orderBy(
      sql`${mockAttempts.attemptNo} > ${FIRST_ATTEMPT}`,
      sql`case when ${mockAttempts.attemptNo} = ${FIRST_ATTEMPT} then ${mockAttempts.score} end desc`,
      desc(mockAttempts.submittedAt),
    );
  const firsts = attempts.filter((a) => !isPractice(a.attempt));
  const scores = firsts.map((a) => a.attempt.score ?? 0);
  const perQuestion = await db
    .select({
      questionId: mockAnswers.questionId,
      answered: sql<number>`count(${mockAnswers.chosenOption})::int`,
      correct: sql<number>`count(*) filter (where ${mockAnswers.chosenOption} = ${mockQuestions.correctOption})::int`,
    })
    .from(mockAnswers)
    .innerJoin(mockAttempts, eq(mockAttempts.id, mockAnswers.attemptId))
    .innerJoin(mockQuestions, eq(mockQuestions.id, mockAnswers.questionId))
    .where(
      and(
        eq(mockAttempts.testId, testId),
        eq(mockAttempts.attemptNo, FIRST_ATTEMPT),
        sql`${mockAttempts.submittedAt} is not null`,
      ),
    )
    .groupBy(mockAnswers.questionId);
  const stats = new Map(perQuestion.map((p) => [p.questionId, p]));
  const submitted = firsts.length;
  const hardest = structure.questions
    .map((q, i) => {
      const correct = stats.get(q.id)?.correct ?? 0;
      return {
        id: q.id,
        number: i + 1,
        text: q.text,
        topic: q.topic,
        attempts: stats.get(q.id)?.answered ?? 0,
        // Out of every first attempt: a question left blank was not solved either.
        correctRate: submitted ? Math.round((correct / submitted) * 1000) / 10 : 0,
      };
    })
    .sort((a, b) => a.correctRate - b.correctRate || a.number - b.number)
    .slice(0, 10);
  return {
    test: summary,
    attemptCount: submitted,
    practiceCount: attempts.length - submitted,
    studentCount: submitted,
    averageScore: submitted ? roundMarks(scores.reduce((n, s) => n + s, 0) / submitted) : null,
    highestScore: submitted ? roundMarks(Math.max(...scores)) : null,
    attempts: attempts.map(({ attempt, name, phone }) => ({
      id: attempt.id,
      studentName: name,
      studentPhone: phone ?? '',
      attemptNo: attempt.attemptNo,
      practice: isPractice(attempt),
      score: roundMarks(attempt.score ?? 0),
      correct: attempt.correctCount,
      wrong: attempt.wrongCount,
      unattempted: attempt.unattemptedCount,
      timeTakenSeconds: Math.round(
        Math.min(
          attempt.submittedAt!.getTime() - attempt.startedAt.getTime(),
          row.timeLimitMinutes * 60_000,
        ) / 1000,
      ),
      submittedAt: attempt.submittedAt!.toISOString(),
      autoSubmitted: attempt.autoSubmitted,
    })),
    hardestQuestions: submitted ? hardest : [],
  };
}
