import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES } from '@academy/contract/courses';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import { ROLES } from '@academy/contract/roles';
import { enrolments, orders } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedInAs } from '../../../test/users.ts';

const t = await createTestApp();
const admin = (await signedInAs(t, ROLES.admin)).agent;

const course = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/courses', {
    title: 'Class 12 Physics',
    description: 'Electrostatics, current and optics with numericals.',
    shortDescription: 'Physics for the boards.',
    tags: ['physics'],
    category: ['science'],
    language: 'Hinglish',
    duration: 120,
    courseThumbnail: 'https://i.ytimg.com/vi/Nm9qW1eRtYu/hqdefault.jpg',
    courseLink: [
      {
        link: 'https://www.youtube.com/playlist?list=PL12_PhysicsBoards1',
        position: 1,
        title: 'Electrostatics',
        videos: [
          { link: 'https://youtu.be/Nm9qW1eRtYu', title: 'Charges' },
          { link: 'https://youtu.be/Io2pA3sDfGh', title: 'Potential' },
        ],
      },
      { link: 'https://youtu.be/Jk4lZ5xCvBn', position: 2, title: 'Ray optics' },
      { link: 'https://youtu.be/Fg5hJ6kLzXc', position: 3, title: 'Revision' },
    ],
    ...overrides,
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data as {
    _id: string;
    courseContent: { videos?: { id: string }[]; video?: { id: string } }[];
  };
};

describe('POST /api/purchase/:id', () => {
  it('enrols a student in a free course once, counting them once', async () => {
    const c = await course();
    const { agent } = await signedInAs(t);
    const first = await agent.post(`/api/purchase/${c._id}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: COURSE_MESSAGES.enrolled,
      data: { title: 'Class 12 Physics', enrolled: true },
    });
    const second = await agent.post(`/api/purchase/${c._id}`);
    expect(second.body.message).toBe(COURSE_MESSAGES.alreadyEnrolled);
    const detail = await agent.get(`/api/courses/${c._id}`);
    expect(detail.body.data).toMatchObject({ enrolledUserCount: 1, viewer: { enrolled: true } });
  });

  it('buys a paid course at checkout with the dev provider: twice enrols once with one paid order', async () => {
    const c = await course({ isFree: false, pricePaise: 2_499_00 });
    const { agent, userId } = await signedInAs(t);
    const before = await agent.get(`/api/courses/${c._id}`);
    expect(JSON.stringify(before.body.data.courseContent)).not.toContain('Io2pA3sDfGh');

    const instant = await agent.post(`/api/purchase/${c._id}`);
    expect(instant.statusCode).toBe(402);
    expect(instant.body.message).toBe(PAYMENT_MESSAGES.useCheckout);
    const [a, b] = await Promise.all([
      agent.post('/api/payments/orders', { courseId: c._id }),
      agent.post('/api/payments/orders', { courseId: c._id }),
    ]);
    // The second waits for the first's row: it finds the order paid, or pays the same order.
    const answers = [a, b].map((r) => `${r.statusCode} ${r.body.data?.status ?? r.body.message}`);
    expect(answers).toContain('201 paid');
    for (const answer of answers)
      expect(['201 paid', `409 ${PAYMENT_MESSAGES.alreadyOwned}`]).toContain(answer);
    const third = await agent.post('/api/payments/orders', { courseId: c._id });
    expect(third.body.message).toBe(PAYMENT_MESSAGES.alreadyOwned);

    const db = t.database.db;
    const mine = and(eq(orders.userId, userId), eq(orders.courseId, c._id));
    const orderRows = await db.select().from(orders).where(mine);
    expect(orderRows).toHaveLength(1);
    expect(orderRows[0]).toMatchObject({ status: 'paid', amountPaise: 249900, provider: 'dev' });
    expect(orderRows[0]!.providerRef).toMatch(/^dev_/);
    const [n] = await db
      .select({ n: count() })
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, c._id)));
    expect(n!.n).toBe(1);

    const after = await agent.get(`/api/courses/${c._id}`);
    expect(JSON.stringify(after.body.data.courseContent)).toContain('Io2pA3sDfGh');
    expect(after.body.data.enrolledUserCount).toBe(1);
  });

  it('is for students only, and 404 for an unknown course', async () => {
    const c = await course();
    expect((await t.agent().post(`/api/purchase/${c._id}`)).statusCode).toBe(401);
    expect((await admin.post(`/api/purchase/${c._id}`)).statusCode).toBe(403);
    const { agent } = await signedInAs(t);
    const res = await agent.post('/api/purchase/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});

describe('my courses and progress', () => {
  it('saves progress on the server, reports it and resumes at the last lesson', async () => {
    const c = await course();
    const { agent } = await signedInAs(t);
    expect((await agent.get(`/api/student/my-courses/${c._id}`)).statusCode).toBe(403);
    expect((await agent.get('/api/student/my-courses')).body.data).toEqual([]);
    await agent.post(`/api/purchase/${c._id}`);

    const lessonIds = [
      ...c.courseContent[0]!.videos!.map((v) => v.id),
      c.courseContent[1]!.video!.id,
      c.courseContent[2]!.video!.id,
    ];
    const put = (videoId: string, completed: boolean) =>
      agent.put(`/api/student/my-courses/${c._id}/progress`, { videoId, completed });
    expect((await put(lessonIds[0]!, true)).body.data).toMatchObject({ progress: 25 });
    expect((await put(lessonIds[1]!, true)).body.data).toMatchObject({ progress: 50 });
    await put(lessonIds[1]!, true); // twice is still once
    const undo = await put(lessonIds[0]!, false);
    expect(undo.body.data).toMatchObject({ progress: 25, completedVideoIds: [lessonIds[1]] });
    await put(lessonIds[2]!, true);

    const bad = await put('not-a-lesson', true);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors?.videoId).toBe(COURSE_MESSAGES.lessonUnknown);

    const player = await agent.get(`/api/student/my-courses/${c._id}`);
    expect(player.statusCode).toBe(200);
    expect(player.body.data).toMatchObject({
      progress: 50,
      lastLessonId: lessonIds[2],
      viewer: { enrolled: true },
    });
    expect(player.body.data.completedVideoIds.sort()).toEqual([lessonIds[1], lessonIds[2]].sort());
    expect(player.body.data.courseContent[0].videos[1].videoId).toBe('Io2pA3sDfGh');

    const list = await agent.get('/api/student/my-courses');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ _id: c._id, progress: 50, completedCount: 2 });
  });

  it('keeps an archived course in the student list and player, out of the catalogue', async () => {
    const c = await course({ title: 'Archived physics course' });
    const { agent } = await signedInAs(t);
    await agent.post(`/api/purchase/${c._id}`);
    const del = await admin.delete(`/api/courses/${c._id}`);
    expect(del.body).toMatchObject({ data: { archived: true }, message: COURSE_MESSAGES.archived });

    const catalogue = await t.agent().get('/api/courses?q=archived&pageSize=100');
    expect(catalogue.body.data.items.map((i: { _id: string }) => i._id)).not.toContain(c._id);
    expect((await t.agent().get(`/api/courses/${c._id}`)).statusCode).toBe(404);
    expect((await agent.get(`/api/courses/${c._id}`)).statusCode).toBe(200);

    const mine = await agent.get('/api/student/my-courses');
    expect(mine.body.data[0]).toMatchObject({ _id: c._id, status: 'archived' });
    expect((await agent.get(`/api/student/my-courses/${c._id}`)).statusCode).toBe(200);
    // A new student cannot buy it any more.
    const other = (await signedInAs(t)).agent;
    expect((await other.post(`/api/purchase/${c._id}`)).statusCode).toBe(409);
  });
});

describe('PUT /api/courses/:id/rating', () => {
  it('lets enrolled students rate 1-5 and shows the real average', async () => {
    const c = await course({ title: 'Rated physics course' });
    const outsider = (await signedInAs(t)).agent;
    expect((await outsider.put(`/api/courses/${c._id}/rating`, { rating: 5 })).statusCode).toBe(
      403,
    );
    expect((await t.agent().get(`/api/courses/${c._id}`)).body.data).toMatchObject({
      rating: null,
      ratingCount: 0,
    });

    const a = (await signedInAs(t)).agent;
    const b = (await signedInAs(t)).agent;
    for (const s of [a, b]) await s.post(`/api/purchase/${c._id}`);
    const bad = await a.put(`/api/courses/${c._id}/rating`, { rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors?.rating).toBe(COURSE_MESSAGES.ratingRange);
    await a.put(`/api/courses/${c._id}/rating`, { rating: 3 });
    await a.put(`/api/courses/${c._id}/rating`, { rating: 4 }); // replaces the first
    const res = await b.put(`/api/courses/${c._id}/rating`, { rating: 5 });
    expect(res.body).toMatchObject({
      message: COURSE_MESSAGES.rated,
      data: { myRating: 5, rating: 4.5, ratingCount: 2 },
    });
    expect((await t.agent().get(`/api/courses/${c._id}`)).body.data).toMatchObject({
      rating: 4.5,
      ratingCount: 2,
    });
    expect((await a.get(`/api/student/my-courses/${c._id}`)).body.data.myRating).toBe(4);
  });
});
