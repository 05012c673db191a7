import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { ROLES } from '@academy/contract/roles';
import { enrolments, orders } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { validCourse } from '../../../test/courses.ts';
import { signedInAs } from '../../../test/users.ts';

/** PAYMENT_PROVIDER=none: what production runs until online payment is set up. */
const t = await createTestApp({ PAYMENT_PROVIDER: 'none' });
const admin = (await signedInAs(t, ROLES.admin)).agent;

const course = async (overrides: Record<string, unknown>) => {
  const res = await admin.post('/api/courses', validCourse(overrides));
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
};

describe('without an online payment provider', () => {
  it('never hands out a paid course, and records no order', async () => {
    const paid = await course({
      title: 'Paid physics course',
      isFree: false,
      pricePaise: 1_499_00,
    });
    const { agent, userId } = await signedInAs(t);
    for (let i = 0; i < 2; i++) {
      const res = await agent.post(`/api/purchase/${paid}`);
      expect(res.statusCode).toBe(503);
      expect(res.body).toEqual({ success: false, message: PAYMENT_MESSAGES.notSetUp });
    }
    expect(
      await t.database.db.select().from(enrolments).where(eq(enrolments.userId, userId)),
    ).toEqual([]);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
    expect((await agent.get(`/api/student/my-courses/${paid}`)).statusCode).toBe(403);
  });

  it('still enrols a student in a free course', async () => {
    const free = await course({ title: 'Free revision course', isFree: true, pricePaise: 0 });
    const { agent } = await signedInAs(t);
    const res = await agent.post(`/api/purchase/${free}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ courseId: free, enrolled: true });
  });
});
