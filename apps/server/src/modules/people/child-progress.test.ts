import { describe, expect, it } from 'vitest';
import { PEOPLE_MESSAGES, type ChildProgress } from '@academy/contract/people';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { ROLES } from '@academy/contract/roles';
import { parentLinks } from '../../db/schema/index.ts';
import { createTestApp, type Agent } from '../../../test/app.ts';
import { validCourse } from '../../../test/courses.ts';
import { oneQuestionTest, takeTest } from '../../../test/mock-tests.ts';
import { buyWithDevProvider, paidCourse } from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';

const t = await createTestApp();
const admin = (await signedInAs(t, ROLES.admin)).agent;

/** A parent signed in, with these students linked as their children. */
async function parentOf(...studentIds: string[]) {
  const parent = await signedInAs(t, ROLES.parent);
  if (studentIds.length > 0) {
    await t.database.db
      .insert(parentLinks)
      .values(studentIds.map((studentId) => ({ parentId: parent.userId, studentId })));
  }
  return parent;
}

const progressOf = async (agent: Agent, studentId: string) =>
  agent.get(`/api/parent/children/${studentId}`);

describe('GET /api/parent/children/:studentId', () => {
  it('shows a parent their child’s latest results with ranks, courses and fees paid', async () => {
    const child = await signedInAs(t);
    const classmate = await signedInAs(t);
    const testId = await oneQuestionTest(admin, 'Weekly sums', 'class-9-10');
    await takeTest(classmate.agent, testId, 1);
    await takeTest(child.agent, testId, 0);
    const course = await admin.post(
      '/api/courses',
      validCourse({ title: 'Class 9 Maths', programs: ['class-9-10'] }),
    );
    await child.agent.post(`/api/purchase/${course.body.data._id}`);
    const feeCourse = await paidCourse(admin, 1_499_00, { title: 'Class 9 Science crash course' });
    const { orderId } = await buyWithDevProvider(child.agent, { courseId: feeCourse });
    const parent = await parentOf(child.userId);

    const res = await progressOf(parent.agent, child.userId);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const progress = res.body.data as ChildProgress;
    expect(progress.child).toEqual({ userId: child.userId, name: 'Test Student', class: '9' });
    // Wrong answer: −1 of 4, second of the two who sat it.
    expect(progress.results).toEqual([
      expect.objectContaining({
        testTitle: 'Weekly sums',
        score: -1,
        maxScore: 4,
        rank: 2,
        rankOutOf: 2,
      }),
    ]);
    expect(progress.courses.map((c) => [c.title, c.progress])).toEqual(
      expect.arrayContaining([
        ['Class 9 Maths', 0],
        ['Class 9 Science crash course', 0],
      ]),
    );
    expect(progress.payments).toEqual([
      expect.objectContaining({ id: orderId, amountPaise: 149_900, status: 'paid' }),
    ]);
    expect(progress.payments[0]!.receiptNo).toBeTruthy();

    // The receipt of a fee the child paid is the parent's to download too.
    const receipt = await parent.agent.get(`/api/payments/orders/${orderId}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
  });

  it('tells a parent nothing about a child not linked to them', async () => {
    const child = await signedInAs(t);
    const stranger = await signedInAs(t);
    const { orderId } = await buyWithDevProvider(stranger.agent, {
      courseId: await paidCourse(admin, 499_00),
    });
    const parent = await parentOf(child.userId);

    for (const studentId of [stranger.userId, crypto.randomUUID()]) {
      const res = await progressOf(parent.agent, studentId);
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe(PEOPLE_MESSAGES.linkNotFound);
    }
    const receipt = await parent.agent.get(`/api/payments/orders/${orderId}/receipt`);
    expect(receipt.statusCode).toBe(404);
    expect(receipt.body.message).toBe(PAYMENT_MESSAGES.orderNotFound);
    // Another student sees only their own receipts.
    const other = await signedInAs(t);
    expect((await other.agent.get(`/api/payments/orders/${orderId}/receipt`)).statusCode).toBe(404);
  });

  it('is for parents: a student, a teacher, an admin and a visitor are turned away', async () => {
    const child = await signedInAs(t);
    const teacher = await signedInAs(t, ROLES.teacher);
    expect((await progressOf(child.agent, child.userId)).statusCode).toBe(403);
    expect((await progressOf(teacher.agent, child.userId)).statusCode).toBe(403);
    expect((await progressOf(admin, child.userId)).statusCode).toBe(403);
    expect((await progressOf(t.agent(), child.userId)).statusCode).toBe(401);
    const parent = await parentOf();
    const bad = await progressOf(parent.agent, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
  });

  it('shows a child with nothing yet as empty lists, not an error', async () => {
    const child = await signedInAs(t);
    const parent = await parentOf(child.userId);
    const res = await progressOf(parent.agent, child.userId);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ results: [], courses: [], payments: [] });
  });
});
