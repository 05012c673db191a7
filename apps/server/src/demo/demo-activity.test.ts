import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { createTestApp } from '../../test/app.ts';
import { signedInAs } from '../../test/users.ts';
import { demoActivity } from './demo-activity.ts';
import { demoCourses } from './demo-courses.ts';

const t = await createTestApp();

describe('demo activity', () => {
  it('gives each dashboard range its own figures', async () => {
    await demoCourses.run(t.database.db, t.app.storage);
    await demoActivity.run(t.database.db, t.app.storage);
    const admin = await signedInAs(t, ROLES.admin);
    const figures = async (range: string) =>
      (await admin.agent.get(`/api/admin/stats?range=${range}`)).body.data;
    const [week, month, quarter] = await Promise.all(['7d', '30d', '90d'].map(figures));
    expect([week, month, quarter].map((s) => s.newStudents.current)).toEqual([3, 6, 10]);
    expect([week, month, quarter].map((s) => s.enquiries.current)).toEqual([2, 4, 6]);
    expect([week, month, quarter].map((s) => s.feedback.current)).toEqual([1, 3, 4]);
    expect(week.enrolments.current).toBeLessThan(quarter.enrolments.current);
    expect(quarter.revenuePaise.current).toBeGreaterThan(0);
    expect(quarter.topCourses.length).toBeGreaterThan(0);
  });

  it('rates some courses, so "Highest rated" has an order of its own', async () => {
    const titles = async (sort: string) =>
      (await t.agent().get(`/api/courses?sort=${sort}&pageSize=5`)).body.data.items.map(
        (c: { title: string; rating: number | null }) => [c.title, c.rating],
      );
    expect(await titles('rating')).toEqual([
      ['Class 10 Science Board Preparation', 5],
      ['English Grammar Basics for Class 5', 4.7],
      ['Science Explorers: Class 7', 4.5],
      ['Fun with Numbers: Mathematics for Class 3', 4.2],
      ['Class 8 Mathematics Complete Course', 3.5],
    ]);
  });
});
