import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { createTestApp } from '../../../test/app.ts';
import { signedInAs } from '../../../test/users.ts';
import { demoCourses } from './demo-courses.ts';
import { demoMockTests } from './demo-mock-tests.ts';

const t = await createTestApp();

describe('demo mock tests', () => {
  it('seeds free tests for board, CA and CMA students, and one that comes with a course', async () => {
    await demoCourses.run(t.database.db, t.app.storage);
    await demoMockTests.run(t.database.db, t.app.storage);
    const { agent } = await signedInAs(t);
    const list = (await agent.get('/api/mock-tests')).body.data as {
      program: string;
      courseId: string | null;
      questionCount: number;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(new Set(list.map((x) => x.program))).toEqual(
      new Set(['class-9-10', 'ca-foundation', 'cma-foundation', 'cma-intermediate']),
    );
    expect(list.every((x) => x.courseId === null && x.questionCount >= 4)).toBe(true);
    const { agent: admin } = await signedInAs(t, ROLES.admin);
    const all = (await admin.get('/api/admin/mock-tests')).body.data as {
      courseId: string | null;
    }[];
    expect(all.some((x) => x.courseId !== null)).toBe(true);
  });
});
