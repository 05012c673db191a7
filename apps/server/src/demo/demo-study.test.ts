import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { DEMO_PARENT } from './content/academy.ts';
import { DEMO_STUDENT } from './content/students.ts';
import { DEMO_STUDY } from './content/study.ts';
import { demoAcademy } from './demo-academy.ts';
import { demoCourses } from './demo-courses.ts';
import { demoMockTests } from './demo-mock-tests.ts';
import { demoStudents } from './demo-students.ts';
import { demoStudy } from './demo-study.ts';

const t = await createTestApp();
for (const seed of [demoStudents, demoCourses, demoMockTests, demoAcademy, demoStudy]) {
  await seed.run(t.database.db, t.app.storage);
}

async function signIn(account: { phone: string; password: string }) {
  const agent = t.agent();
  const res = await agent.post('/api/auth/login', account);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return agent;
}

describe('the demo student’s study', () => {
  it('gives the demo parent the child’s course with its progress and a test result', async () => {
    const parent = await signIn(DEMO_PARENT);
    const [child] = (await parent.get('/api/parent/children')).body.data.children;
    const progress = (await parent.get(`/api/parent/children/${child.userId}`)).body.data;
    expect(progress.courses).toEqual([
      expect.objectContaining({ title: DEMO_STUDY.course, completedCount: 2 }),
    ]);
    expect(progress.courses[0].progress).toBeGreaterThan(0);
    expect(progress.results).toEqual([
      expect.objectContaining({ testTitle: DEMO_STUDY.test, rank: 1, rankOutOf: 1 }),
    ]);
    expect(progress.results[0].score).toBeLessThan(progress.results[0].maxScore);
    expect(progress.payments.map((p: { item: { title: string } }) => p.item.title)).toContain(
      DEMO_STUDY.course,
    );
  });

  it('lets the demo student open the course and take the test again', async () => {
    const student = await signIn(DEMO_STUDENT);
    const mine = (await student.get('/api/student/my-courses')).body.data;
    expect(mine.map((c: { title: string }) => c.title)).toEqual([DEMO_STUDY.course]);
    const tests = (await student.get('/api/mock-tests')).body.data as {
      id: string;
      title: string;
    }[];
    const test = tests.find((x) => x.title === DEMO_STUDY.test)!;
    const again = await student.post(`/api/mock-tests/${test.id}/attempts`);
    expect(again.statusCode, JSON.stringify(again.body)).toBe(201);
  });
});
