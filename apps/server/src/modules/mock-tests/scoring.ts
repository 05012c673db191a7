import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { marksFor } from '@academy/contract/mock-test-scoring';
import { ANSWER_GRACE_SECONDS } from '@academy/contract/mock-tests';
import type { DbOrTx } from '../../db/client.ts';
import { mockAnswers, mockAttempts, type MockAttemptRow } from '../../db/schema/index.ts';
import { structureOf, type Structure } from './structure.ts';

/**
 * Scoring an attempt, and submitting it once: by the student, or when its time (and the grace
 * for answers in flight) has run out, whoever reads it next.
 */

interface Score {
  score: number;
  maxScore: number;
  correctCount: number;
  wrongCount: number;
  unattemptedCount: number;
}

type AnswerRow = typeof mockAnswers.$inferSelect;

function scoreOf(structure: Structure, answers: AnswerRow[]): Score {
  const sections = new Map(structure.sections.map((s) => [s.id, s]));
  const chosen = new Map(answers.map((a) => [a.questionId, a.chosenOption]));
  const out = { score: 0, maxScore: 0, correctCount: 0, wrongCount: 0, unattemptedCount: 0 };
  for (const q of structure.questions) {
    const section = sections.get(q.sectionId)!;
    const { outcome, marks } = marksFor(chosen.get(q.id), q.correctOption, section);
    out.score += marks;
    out.maxScore += section.marksPerQuestion;
    if (outcome === 'correct') out.correctCount += 1;
    else if (outcome === 'wrong') out.wrongCount += 1;
    else out.unattemptedCount += 1;
  }
  // Four decimals: 3 × 0.3333 stays 0.9999, shown as 1.00.
  out.score = Math.round(out.score * 10_000) / 10_000;
  out.maxScore = Math.round(out.maxScore * 10_000) / 10_000;
  return out;
}

export const answersOf = (db: DbOrTx, attemptId: string) =>
  db.select().from(mockAnswers).where(eq(mockAnswers.attemptId, attemptId));

export async function rescoreTest(tx: DbOrTx, testId: string) {
  const structure = (await structureOf(tx, [testId])).get(testId)!;
  const attempts = await tx
    .select()
    .from(mockAttempts)
    .where(and(eq(mockAttempts.testId, testId), sql`${mockAttempts.submittedAt} is not null`));
  for (const attempt of attempts) {
    const score = scoreOf(structure, await answersOf(tx, attempt.id));
    await tx.update(mockAttempts).set(score).where(eq(mockAttempts.id, attempt.id));
  }
}

/** Submits once: the first call scores and stamps it, later calls change nothing. */
export async function finalize(db: DbOrTx, attempt: MockAttemptRow, auto: boolean) {
  if (attempt.submittedAt) return attempt;
  const structure = (await structureOf(db, [attempt.testId])).get(attempt.testId)!;
  const score = scoreOf(structure, await answersOf(db, attempt.id));
  const now = new Date();
  const submittedAt = now > attempt.deadline ? attempt.deadline : now;
  const [row] = await db
    .update(mockAttempts)
    .set({ ...score, submittedAt, autoSubmitted: auto })
    .where(and(eq(mockAttempts.id, attempt.id), isNull(mockAttempts.submittedAt)))
    .returning();
  if (row) return row;
  const [current] = await db.select().from(mockAttempts).where(eq(mockAttempts.id, attempt.id));
  return current!;
}

export const graceEnd = (attempt: MockAttemptRow) =>
  new Date(attempt.deadline.getTime() + ANSWER_GRACE_SECONDS * 1000);

/** An attempt past its deadline (and the grace) is submitted when next read. */
export async function settle(db: DbOrTx, attempt: MockAttemptRow) {
  if (!attempt.submittedAt && new Date() > graceEnd(attempt)) return finalize(db, attempt, true);
  return attempt;
}

export async function settleExpiredOfTest(db: DbOrTx, testId: string) {
  const expired = await db
    .select()
    .from(mockAttempts)
    .where(
      and(
        eq(mockAttempts.testId, testId),
        isNull(mockAttempts.submittedAt),
        lt(mockAttempts.deadline, new Date(Date.now() - ANSWER_GRACE_SECONDS * 1000)),
      ),
    );
  for (const a of expired) await finalize(db, a, true);
}
