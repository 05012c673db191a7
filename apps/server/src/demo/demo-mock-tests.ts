import { eq } from 'drizzle-orm';
import { courses, mockQuestions, mockSections, mockTests } from '../db/schema/index.ts';
import { DEMO_TESTS } from './content/mock-tests.ts';
import type { DemoSeed } from './demo.ts';

export const demoMockTests: DemoSeed = {
  name: 'mock tests',
  async run(db) {
    for (const test of DEMO_TESTS) {
      let courseId: string | null = null;
      if (test.course) {
        const [course] = await db
          .select({ id: courses.id })
          .from(courses)
          .where(eq(courses.title, test.course));
        courseId = course?.id ?? null;
      }
      const [row] = await db
        .insert(mockTests)
        .values({
          title: test.title,
          description: test.description,
          program: test.program,
          subject: test.subject,
          timeLimitMinutes: test.minutes,
          instructions: test.instructions,
          status: 'published',
          courseId,
        })
        .returning({ id: mockTests.id });
      for (const [si, section] of test.sections.entries()) {
        const [s] = await db
          .insert(mockSections)
          .values({
            testId: row!.id,
            title: section.title,
            marksPerQuestion: section.marks,
            negativeMarks: section.negative,
            timeLimitMinutes: section.minutes ?? null,
            position: si + 1,
          })
          .returning({ id: mockSections.id });
        await db.insert(mockQuestions).values(
          section.questions.map(([text, options, correctOption, topic, explanation], qi) => ({
            testId: row!.id,
            sectionId: s!.id,
            text,
            options,
            correctOption,
            topic,
            explanation,
            position: qi + 1,
          })),
        );
      }
    }
  },
};
