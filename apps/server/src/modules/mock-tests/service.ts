import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  max,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ANSWER_GRACE_SECONDS,
  MOCK_TEST_MESSAGES,
  OPTION_LETTERS,
  marksFor,
  roundMarks,
  type AccuracyRow,
  type AdminMockTestRow,
  type AdminTestResults,
  type AnswerInput,
  type AttemptBrief,
  type AttemptResult,
  type AttemptView,
  type MockSectionSummary,
  type MockTestDetail,
  type MockTestForm,
  type MockTestIntro,
  type MockTestSummary,
  type StudentMockTest,
  type StudentTestResult,
} from '@academy/contract/mock-tests';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  courses,
  enrollments,
  mockAnswers,
  mockAttempts,
  mockQuestions,
  mockSections,
  mockTests,
  users,
  type MockAttemptRow,
  type MockQuestionRow,
  type MockSectionRow,
  type MockTestRow,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/service.ts';

// ---------------------------------------------------------------------------------------------
// Reading a test

interface Structure {
  sections: MockSectionRow[];
  questions: MockQuestionRow[];
}

async function structureOf(db: DbOrTx, testIds: string[]): Promise<Map<string, Structure>> {
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

const sectionSummaries = ({ sections, questions }: Structure): MockSectionSummary[] =>
  sections.map((s) => ({
    id: s.id,
    title: s.title,
    marksPerQuestion: s.marksPerQuestion,
    negativeMarks: s.negativeMarks,
    timeLimitMinutes: s.timeLimitMinutes,
    questionCount: questions.filter((q) => q.sectionId === s.id).length,
  }));

const maxScoreOf = (structure: Structure) =>
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

async function summaries(db: DbOrTx, rows: MockTestRow[]) {
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

async function summaryOf(db: DbOrTx, row: MockTestRow) {
  const [item] = await summaries(db, [row]);
  return item!;
}

async function findTest(db: DbOrTx, id: string) {
  const [row] = await db.select().from(mockTests).where(eq(mockTests.id, id));
  if (!row) throw notFound(MOCK_TEST_MESSAGES.notFound);
  return row;
}

async function attemptCount(db: DbOrTx, testId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(mockAttempts)
    .where(eq(mockAttempts.testId, testId));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Admin: authoring

export async function listAdminTests(db: Db): Promise<AdminMockTestRow[]> {
  const rows = await db.select().from(mockTests).orderBy(desc(mockTests.updatedAt));
  const counts = await db
    .select({ testId: mockAttempts.testId, n: count() })
    .from(mockAttempts)
    .groupBy(mockAttempts.testId);
  const byTest = new Map(counts.map((c) => [c.testId, c.n]));
  return (await summaries(db, rows)).map(({ summary }) => ({
    ...summary,
    attemptCount: byTest.get(summary.id) ?? 0,
  }));
}

export async function getAdminTest(db: DbOrTx, id: string): Promise<MockTestDetail> {
  const row = await findTest(db, id);
  const { summary, structure } = await summaryOf(db, row);
  return {
    ...summary,
    instructions: row.instructions,
    attemptCount: await attemptCount(db, id),
    sections: structure.sections.map((s) => ({
      id: s.id,
      title: s.title,
      marksPerQuestion: s.marksPerQuestion,
      negativeMarks: s.negativeMarks,
      timeLimitMinutes: s.timeLimitMinutes,
      questions: structure.questions
        .filter((q) => q.sectionId === s.id)
        .map((q) => ({
          id: q.id,
          text: q.text,
          options: q.options,
          correctOption: q.correctOption,
          topic: q.topic,
          explanation: q.explanation,
        })),
    })),
  };
}

async function checkCourse(db: DbOrTx, courseId: string | null) {
  if (!courseId) return;
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!row)
    throw new AppError('VALIDATION', MOCK_TEST_MESSAGES.courseUnknown, {
      courseId: MOCK_TEST_MESSAGES.courseUnknown,
    });
}

const testValues = (form: MockTestForm) => ({
  title: form.title,
  description: form.description,
  program: form.program,
  subject: form.subject,
  timeLimitMinutes: form.timeLimitMinutes,
  instructions: form.instructions,
  status: form.status,
  courseId: form.courseId,
});

/**
 * What the audit log keeps of a test: its settings and, per section, the marking and the answer
 * key as letters in question order ("BCA"), so a corrected answer or changed marks show as a diff.
 */
const auditView = (test: MockTestDetail) => ({
  title: test.title,
  status: test.status,
  timeLimitMinutes: test.timeLimitMinutes,
  courseId: test.courseId,
  sections: test.sections.map((s) => ({
    title: s.title,
    marksPerQuestion: s.marksPerQuestion,
    negativeMarks: s.negativeMarks,
    answerKey: s.questions.map((q) => OPTION_LETTERS[q.correctOption]).join(''),
  })),
});

/**
 * Writes the sections and questions of the form: rows whose id the form carries are updated in
 * place (answers stay attached), new ones inserted, missing ones deleted. Once students have
 * answered the test its question set is fixed: a removal would take their answers with it, and
 * an addition would change the total every past attempt is scored out of.
 */
async function writeStructure(
  tx: DbOrTx,
  testId: string,
  form: MockTestForm,
  hasAttempts: boolean,
) {
  const current = (await structureOf(tx, [testId])).get(testId)!;
  const sectionIds = new Set(current.sections.map((s) => s.id));
  const questionIds = new Set(current.questions.map((q) => q.id));
  const formQuestions = form.sections.flatMap((s) => s.questions);
  const keptQuestions = new Set(
    formQuestions.flatMap((q) => (q.id && questionIds.has(q.id) ? [q.id] : [])),
  );
  const keptSections = new Set<string>();
  const isSameQuestionSet =
    keptQuestions.size === questionIds.size && formQuestions.length === questionIds.size;
  if (hasAttempts && !isSameQuestionSet) throw conflict(MOCK_TEST_MESSAGES.questionsInUse);

  for (const [si, s] of form.sections.entries()) {
    const values = {
      title: s.title,
      marksPerQuestion: s.marksPerQuestion,
      negativeMarks: s.negativeMarks,
      timeLimitMinutes: s.timeLimitMinutes,
      position: si + 1,
    };
    let sectionId: string;
    if (s.id && sectionIds.has(s.id)) {
      sectionId = s.id;
      await tx.update(mockSections).set(values).where(eq(mockSections.id, s.id));
    } else {
      const [row] = await tx
        .insert(mockSections)
        .values({ ...values, testId })
        .returning({ id: mockSections.id });
      sectionId = row!.id;
    }
    keptSections.add(sectionId);
    for (const [qi, q] of s.questions.entries()) {
      const qValues = {
        sectionId,
        text: q.text,
        options: q.options,
        correctOption: q.correctOption,
        topic: q.topic,
        explanation: q.explanation,
        position: qi + 1,
      };
      if (q.id && questionIds.has(q.id))
        await tx.update(mockQuestions).set(qValues).where(eq(mockQuestions.id, q.id));
      else await tx.insert(mockQuestions).values({ ...qValues, testId });
    }
  }
  const goneQuestions = current.questions.filter((q) => !keptQuestions.has(q.id)).map((q) => q.id);
  if (goneQuestions.length)
    await tx.delete(mockQuestions).where(inArray(mockQuestions.id, goneQuestions));
  const goneSections = current.sections.filter((s) => !keptSections.has(s.id)).map((s) => s.id);
  if (goneSections.length)
    await tx.delete(mockSections).where(inArray(mockSections.id, goneSections));
}

export async function createTest(db: Db, actor: Viewer, form: MockTestForm) {
  await checkCourse(db, form.courseId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mockTests)
      .values({ ...testValues(form), createdBy: actor.user.id })
      .returning({ id: mockTests.id });
    await writeStructure(tx, row!.id, form, false);
    const created = await getAdminTest(tx, row!.id);
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: 'mock-test.create',
      entity: 'mock-test',
      entityId: row!.id,
      after: auditView(created),
    });
    return created;
  });
}

export async function updateTest(db: Db, actor: Viewer, id: string, form: MockTestForm) {
  await checkCourse(db, form.courseId);
  return db.transaction(async (tx) => {
    const [previous] = await tx.select().from(mockTests).where(eq(mockTests.id, id)).for('update');
    if (!previous) throw notFound(MOCK_TEST_MESSAGES.notFound);
    const before = await getAdminTest(tx, id);
    const hasAttempts = before.attemptCount > 0;
    await tx
      .update(mockTests)
      .set({ ...testValues(form), updatedAt: new Date() })
      .where(eq(mockTests.id, id));
    await writeStructure(tx, id, form, hasAttempts);
    // A corrected answer key or changed marks apply to every submitted attempt.
    if (hasAttempts) await rescoreTest(tx, id);
    const after = await getAdminTest(tx, id);
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: 'mock-test.update',
      entity: 'mock-test',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

export async function deleteTest(db: Db, actor: Viewer, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(mockTests).where(eq(mockTests.id, id)).for('update');
    if (!row) throw notFound(MOCK_TEST_MESSAGES.notFound);
    if ((await attemptCount(tx, id)) > 0) throw conflict(MOCK_TEST_MESSAGES.deleteHasAttempts);
    await tx.delete(mockTests).where(eq(mockTests.id, id));
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: 'mock-test.delete',
      entity: 'mock-test',
      entityId: id,
      before: { title: row.title, status: row.status },
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Scoring

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

const answersOf = (db: DbOrTx, attemptId: string) =>
  db.select().from(mockAnswers).where(eq(mockAnswers.attemptId, attemptId));

async function rescoreTest(tx: DbOrTx, testId: string) {
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
async function finalize(db: DbOrTx, attempt: MockAttemptRow, auto: boolean) {
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

const graceEnd = (attempt: MockAttemptRow) =>
  new Date(attempt.deadline.getTime() + ANSWER_GRACE_SECONDS * 1000);

/** An attempt past its deadline (and the grace) is submitted when next read. */
async function settle(db: DbOrTx, attempt: MockAttemptRow) {
  if (!attempt.submittedAt && new Date() > graceEnd(attempt)) return finalize(db, attempt, true);
  return attempt;
}

async function settleExpiredOfTest(db: DbOrTx, testId: string) {
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

// ---------------------------------------------------------------------------------------------
// Students

/** Published, and free or of a course the student is enrolled in. */
const takeableBy = (userId: string): SQL =>
  and(
    eq(mockTests.status, 'published'),
    sql`(${mockTests.courseId} is null or exists (select 1 from ${enrollments} where ${enrollments.courseId} = ${mockTests.courseId} and ${enrollments.userId} = ${userId}))`,
  )!;

async function takeableTest(db: DbOrTx, userId: string, testId: string) {
  const [row] = await db.select().from(mockTests).where(eq(mockTests.id, testId));
  if (!row || row.status !== 'published') throw notFound(MOCK_TEST_MESSAGES.notFound);
  if (row.courseId) {
    const [enrolled] = await db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, row.courseId)));
    if (!enrolled) throw new AppError('FORBIDDEN', MOCK_TEST_MESSAGES.notEnrolled);
  }
  return row;
}

/**
 * A student's first attempt at a test is the one that counts: ranks, the highest and average
 * scores and the admin's results. Every later attempt is practice (after the answer key, a
 * retake is no test of anything). A first attempt is never left out: one abandoned is submitted
 * when its time runs out, and no second can start while it is in progress.
 */
const isPractice = (a: { attemptNo: number }) => a.attemptNo > 1;
const FIRST_ATTEMPT = 1;

const brief = (a: MockAttemptRow): AttemptBrief => ({
  id: a.id,
  attemptNo: a.attemptNo,
  practice: isPractice(a),
  status: a.submittedAt ? 'submitted' : 'in_progress',
  startedAt: a.startedAt.toISOString(),
  submittedAt: a.submittedAt?.toISOString() ?? null,
  score: a.submittedAt ? a.score : null,
  maxScore: a.maxScore,
});

async function myAttempts(db: DbOrTx, userId: string, testIds: string[]) {
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

async function ownAttempt(db: DbOrTx, userId: string, attemptId: string) {
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

// ---------------------------------------------------------------------------------------------
// Results

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
