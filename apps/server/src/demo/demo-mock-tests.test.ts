import { describe, expect, it } from 'vitest';
import { PROGRAM_SLUGS } from '@academy/contract/programs';
import { ROLES } from '@academy/contract/roles';
import { createTestApp } from '../../test/app.ts';
import { signedInAs } from '../../test/users.ts';
import { demoCourses } from './demo-courses.ts';
import { demoMockTests } from './demo-mock-tests.ts';

const t = await createTestApp();

describe('demo mock tests', () => {
  it('seeds a published test for every program, and one that comes with a course', async () => {
    await demoCourses.run(t.database.db, t.app.storage);
    await demoMockTests.run(t.database.db, t.app.storage);
    const { agent: admin } = await signedInAs(t, ROLES.admin);
    const all = (await admin.get('/api/admin/mock-tests')).body.data as {
      id: string;
      program: string;
      status: string;
      courseId: string | null;
      questionCount: number;
    }[];
    const published = all.filter((x) => x.status === 'published');
    expect(new Set(published.map((x) => x.program))).toEqual(new Set(PROGRAM_SLUGS));
    expect(all.some((x) => x.courseId !== null)).toBe(true);

    // A student sees the free ones, each with questions worth practising and explained answers.
    const { agent } = await signedInAs(t);
    const free = (await agent.get('/api/mock-tests')).body.data as typeof all;
    expect(new Set(free.map((x) => x.program))).toEqual(new Set(PROGRAM_SLUGS));
    expect(free.every((x) => x.courseId === null && x.questionCount >= 4)).toBe(true);
    for (const { id } of all) {
      const detail = (await admin.get(`/api/admin/mock-tests/${id}`)).body.data as {
        sections: { questions: { explanation: string }[] }[];
      };
      const questions = detail.sections.flatMap((s) => s.questions);
      expect(questions.every((q) => q.explanation.trim().length > 0)).toBe(true);
    }
  });
});
