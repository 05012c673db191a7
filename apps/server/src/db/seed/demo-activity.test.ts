import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { createTestApp } from '../../../test/app.ts';
import { signedInAs } from '../../../test/users.ts';
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
    expect(week.enrollments.current).toBeLessThan(quarter.enrollments.current);
    expect(quarter.revenuePaise.current).toBeGreaterThan(0);
    expect(quarter.topCourses.length).toBeGreaterThan(0);
  });
});
