import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { academyDateOf } from '@academy/contract/academy-calendar';
import type { DashboardStats } from '@academy/contract/dashboard';
import { ROLES } from '@academy/contract/roles';
import {
  courses,
  enquiries,
  enrolments,
  feedback,
  orders,
  refunds,
  users,
} from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedInAs, uniquePhone } from '../../../test/users.ts';
import { rangeBounds } from './service.ts';

const t = await createTestApp();
const db = t.database.db;
const admin = await signedInAs(t, ROLES.admin);
const student = await signedInAs(t, ROLES.student);

const DAY = 86_400_000;
const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * DAY);

/*
 * Ages chosen away from every boundary, whatever the time of day in India: 7d covers ages below
 * 6-7 days and its previous period up to 13-14; 30d below 29-30, previous up to 59-60; 90d below
 * 89-90, previous up to 179-180.
 *   age:          1    3   10   20   40   70  100  200
 *   7d  current   x    x
 *   7d  previous            x
 *   30d current   x    x    x    x
 *   30d previous                      x
 *   90d current   x    x    x    x    x    x
 *   90d previous                                x
 */
const AGES = [1, 3, 10, 20, 40, 70, 100, 200];

// The signed-in student joined long ago: outside every period.
await db
  .update(users)
  .set({ createdAt: daysAgo(500) })
  .where(eq(users.id, student.userId));

async function addCourse(title: string) {
  const [row] = await db
    .insert(courses)
    .values({
      title,
      description: 'A course for the dashboard test.',
      shortDescription: 'Dashboard test course.',
      level: 'beginner',
      language: 'English',
      durationMinutes: 60,
      thumbnail: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
      isFree: false,
      pricePaise: 50_000,
    })
    .returning({ id: courses.id });
  return row!.id;
}

const physics = await addCourse('Physics Crash Course');
const algebra = await addCourse('Algebra Basics');
const chemistry = await addCourse('Chemistry Deep Dive');

// At every age: one student signs up, and enrols in Physics with a paid order of ₹500.
for (const age of AGES) {
  const at = daysAgo(age);
  const [s] = await db
    .insert(users)
    .values({
      name: `Student aged ${age}`,
      phone: uniquePhone(),
      passwordHash: 'x',
      role: ROLES.student,
      createdAt: at,
    })
    .returning({ id: users.id });
  const [order] = await db
    .insert(orders)
    .values({
      userId: s!.id,
      courseId: physics,
      amountPaise: 50_000,
      provider: 'dev',
      status: 'paid',
      createdAt: at,
      paidAt: at,
    })
    .returning({ id: orders.id });
  await db
    .insert(enrolments)
    .values({ userId: s!.id, courseId: physics, orderId: order!.id, createdAt: at });
  await db
    .insert(enquiries)
    .values({ name: 'Parent', query: 'Fees?', source: 'home-modal', createdAt: at });
  await db
    .insert(feedback)
    .values({ name: 'Student', email: 's@example.com', message: 'Great classes!', createdAt: at });
}

// Two more enrolments in Algebra at age 3 (so it beats Physics in 7d only) and one in
// Chemistry at age 20; orders that are not paid never count as revenue.
const extra = await db
  .insert(users)
  .values(
    ['A', 'B', 'C'].map((n) => ({
      name: `Extra ${n}`,
      phone: uniquePhone(),
      passwordHash: 'x',
      role: ROLES.student,
      createdAt: daysAgo(400),
    })),
  )
  .returning({ id: users.id });
await db.insert(enrolments).values([
  { userId: extra[0]!.id, courseId: algebra, createdAt: daysAgo(3) },
  { userId: extra[1]!.id, courseId: algebra, createdAt: daysAgo(3) },
  { userId: extra[2]!.id, courseId: chemistry, createdAt: daysAgo(20) },
]);
await db.insert(orders).values([
  {
    userId: extra[0]!.id,
    courseId: chemistry,
    amountPaise: 99_900,
    provider: 'dev',
    status: 'created',
    createdAt: daysAgo(1),
  },
  {
    userId: extra[1]!.id,
    courseId: chemistry,
    amountPaise: 99_900,
    provider: 'dev',
    status: 'failed',
    createdAt: daysAgo(1),
  },
]);
// Revenue is net of refunds, each in its own period: ₹300 paid at age 10 and refunded in full at
// age 3 counts +₹300 in the 7d previous period and -₹300 in the 7d current one (nothing in 30d);
// a refund still pending counts nowhere.
const [refundedOrder] = await db
  .insert(orders)
  .values({
    userId: extra[2]!.id,
    courseId: chemistry,
    amountPaise: 30_000,
    refundedPaise: 30_000,
    provider: 'offline',
    status: 'refunded',
    createdAt: daysAgo(10),
    paidAt: daysAgo(10),
  })
  .returning({ id: orders.id });
await db.insert(refunds).values([
  {
    orderId: refundedOrder!.id,
    amountPaise: 30_000,
    reason: 'Course cancelled',
    status: 'processed',
    processedAt: daysAgo(3),
  },
  { orderId: refundedOrder!.id, amountPaise: 10_000, reason: 'Waiting', status: 'pending' },
]);
// An administrator joining is not a new student.
await db.insert(users).values({
  name: 'Another Admin',
  phone: uniquePhone(),
  passwordHash: 'x',
  role: ROLES.admin,
  createdAt: daysAgo(1),
});

async function stats(range: string) {
  const res = await admin.agent.get(`/api/admin/stats?range=${range}`);
  expect(res.statusCode).toBe(200);
  return res.body.data as DashboardStats;
}

const fig = (current: number, previous: number) => ({ current, previous });

describe('GET /api/admin/stats', () => {
  it('counts the last 7 days and the 7 before them', async () => {
    const s = await stats('7d');
    expect(s.range).toBe('7d');
    expect(s.newStudents).toEqual(fig(2, 1));
    expect(s.enrolments).toEqual(fig(4, 1));
    expect(s.revenuePaise).toEqual(fig(70_000, 80_000));
    expect(s.enquiries).toEqual(fig(2, 1));
    expect(s.feedback).toEqual(fig(2, 1));
    expect(s.topCourses).toEqual([
      { courseId: algebra, title: 'Algebra Basics', enrolments: 2 },
      { courseId: physics, title: 'Physics Crash Course', enrolments: 2 },
    ]);
  });

  it('counts the last 30 days and the 30 before them', async () => {
    const s = await stats('30d');
    expect(s.newStudents).toEqual(fig(4, 1));
    expect(s.enrolments).toEqual(fig(7, 1));
    expect(s.revenuePaise).toEqual(fig(200_000, 50_000));
    expect(s.enquiries).toEqual(fig(4, 1));
    expect(s.feedback).toEqual(fig(4, 1));
    expect(s.topCourses.map((c) => [c.title, c.enrolments])).toEqual([
      ['Physics Crash Course', 4],
      ['Algebra Basics', 2],
      ['Chemistry Deep Dive', 1],
    ]);
  });

  it('counts the last 3 months and the 3 before them', async () => {
    const s = await stats('90d');
    expect(s.newStudents).toEqual(fig(6, 1));
    expect(s.enrolments).toEqual(fig(9, 1));
    expect(s.revenuePaise).toEqual(fig(300_000, 50_000));
    expect(s.enquiries).toEqual(fig(6, 1));
    expect(s.feedback).toEqual(fig(6, 1));
    expect(s.topCourses[0]).toEqual({
      courseId: physics,
      title: 'Physics Crash Course',
      enrolments: 6,
    });
  });

  it('gives every day of the range, in India, zeros included', async () => {
    for (const [range, days] of [
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
    ] as const) {
      const s = await stats(range);
      expect(s.signupsPerDay).toHaveLength(days);
      expect(s.to).toBe(academyDateOf(new Date()));
      expect(s.signupsPerDay.at(-1)!.date).toBe(s.to);
      expect(s.signupsPerDay[0]!.date).toBe(s.from);
      const total = s.signupsPerDay.reduce((sum, d) => sum + d.count, 0);
      expect(total).toBe(s.newStudents.current);
      const byDate = new Map(s.signupsPerDay.map((d) => [d.date, d.count]));
      expect(byDate.get(academyDateOf(daysAgo(1)))).toBe(1);
      expect(byDate.get(academyDateOf(daysAgo(3)))).toBe(1);
      expect(byDate.get(academyDateOf(daysAgo(2)))).toBe(0);
    }
  });

  it('defaults to the last 3 months and refuses an unknown range', async () => {
    const res = await admin.agent.get('/api/admin/stats');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.range).toBe('90d');
    const bad = await admin.agent.get('/api/admin/stats?range=1y');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors?.range).toBe('Range must be 7d, 30d or 90d');
  });

  it('is for administrators only', async () => {
    expect((await student.agent.get('/api/admin/stats?range=7d')).statusCode).toBe(403);
    expect((await t.agent().get('/api/admin/stats?range=7d')).statusCode).toBe(401);
  });
});

describe('the range bounds', () => {
  it('are whole days in India, ending today', () => {
    // 2026-03-10 20:00 UTC is already 2026-03-11 01:30 in India.
    const b = rangeBounds('7d', new Date('2026-03-10T20:00:00Z'));
    expect(b.dates).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(b.start.toISOString()).toBe('2026-03-04T18:30:00.000Z');
    expect(b.end.toISOString()).toBe('2026-03-11T18:30:00.000Z');
    expect(b.previousStart.toISOString()).toBe('2026-02-25T18:30:00.000Z');
  });
});
