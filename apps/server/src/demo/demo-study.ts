import { asc, eq } from 'drizzle-orm';
import { lessonsOf } from '@academy/contract/courses';
import { courses, mockQuestions, mockTests, orders, users } from '../db/schema/index.ts';
import { saveProgress } from '../modules/enrolments/service.ts';
import { saveAnswer, startAttempt, submitAttempt } from '../modules/mock-tests/taking.ts';
import { markPaid } from '../modules/payments/settle.ts';
import { DEMO_STUDY } from './content/study.ts';
import { DEMO_STUDENT } from './content/students.ts';
import type { DemoSeed } from './demo.ts';

const DAY_MS = 86_400_000;

/**
 * The demo student's own study, through the services a student's clicks reach: a course bought
 * with UPI and begun, and a free test taken.
 */
export const demoStudy: DemoSeed = {
  name: 'the demo student’s course and test',
  async run(db) {
    const [student] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, DEMO_STUDENT.phone));
    const [course] = await db.select().from(courses).where(eq(courses.title, DEMO_STUDY.course));
    const [test] = await db
      .select({ id: mockTests.id })
      .from(mockTests)
      .where(eq(mockTests.title, DEMO_STUDY.test));
    if (!student || !course || !test)
      throw new Error('demo study: its student, course or test is missing');

    const [order] = await db
      .insert(orders)
      .values({
        userId: student.id,
        courseId: course.id,
        amountPaise: course.pricePaise,
        provider: 'dev',
      })
      .returning({ id: orders.id });
    await markPaid(db, order!.id, {
      ref: `demo_${order!.id.slice(0, 8)}`,
      method: 'upi',
      paidAt: new Date(Date.now() - DEMO_STUDY.boughtDaysAgo * DAY_MS),
    });
    for (const lesson of lessonsOf(course.content).slice(0, DEMO_STUDY.lessonsWatched)) {
      await saveProgress(db, student.id, course.id, { videoId: lesson.id, completed: true });
    }

    const { id: attemptId } = await startAttempt(db, student.id, test.id);
    const questions = await db
      .select({
        id: mockQuestions.id,
        options: mockQuestions.options,
        correct: mockQuestions.correctOption,
      })
      .from(mockQuestions)
      .where(eq(mockQuestions.testId, test.id))
      .orderBy(asc(mockQuestions.position));
    for (const [i, q] of questions.entries()) {
      const chosenOption = DEMO_STUDY.wrong.includes(i)
        ? (q.correct + 1) % q.options.length
        : q.correct;
      await saveAnswer(db, student.id, attemptId, q.id, { chosenOption, markedForReview: false });
    }
    await submitAttempt(db, student.id, attemptId);
  },
};
