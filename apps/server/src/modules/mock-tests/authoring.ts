import { count, desc, eq, inArray } from 'drizzle-orm';
import {
  MOCK_TEST_MESSAGES,
  OPTION_LETTERS,
  type AdminMockTestRow,
  type MockTestDetail,
  type MockTestForm,
} from '@academy/contract/mock-tests';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  courses,
  mockAttempts,
  mockQuestions,
  mockSections,
  mockTests,
} from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { attemptCount, findTest, structureOf, summaries, summaryOf } from './structure.ts';
import { rescoreTest } from './scoring.ts';

/** The admin's side of mock tests: the list, one test, and creating, editing and deleting. */

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
