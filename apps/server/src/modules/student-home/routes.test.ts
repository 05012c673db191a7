import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import type { StudentHome } from '@academy/contract/student-home';
import { simplePdf } from '../../demo/pdf.ts';
import { createTestApp, type Agent } from '../../../test/app.ts';
import { validCourse } from '../../../test/courses.ts';
import { oneQuestionTest, takeTest } from '../../../test/mock-tests.ts';
import { multipart } from '../../../test/multipart.ts';
import { buyWithDevProvider, paidCourse } from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';

const t = await createTestApp();
const admin = (await signedInAs(t, ROLES.admin)).agent;

const course = async (title: string, programs: string[], lessons = 1) => {
  const res = await admin.post(
    '/api/courses',
    validCourse({
      title,
      programs,
      courseLink: Array.from({ length: lessons }, (_, i) => ({
        link: `https://youtu.be/Lesson${String(i).padStart(2, '0')}${title.length}abc`.slice(0, 28),
        position: i + 1,
        title: `${title} lesson ${i + 1}`,
      })),
    }),
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string; courseContent: { video: { id: string } }[] };
};

const mockTest = (title: string, program: string) => oneQuestionTest(admin, title, program);

const home = async (agent: Agent) => {
  const res = await agent.get('/api/student/home');
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as StudentHome;
};

describe('GET /api/student/home', () => {
  it('is the signed-in student’s alone', async () => {
    expect((await t.agent().get('/api/student/home')).statusCode).toBe(401);
    expect((await admin.get('/api/student/home')).statusCode).toBe(403);
  });

  it('knows the student’s class, where they left off, their tests, notes and purchases', async () => {
    // The test student is in Class 9: Class 9–10 comes first wherever there is a choice.
    const own = await course('Class 9 Science', ['class-9-10'], 3);
    const other = await course('Accountancy basics', ['class-11-12']);
    const ownPaid = await paidCourse(admin, 999, { programs: ['class-9-10'] });
    const otherTest = await mockTest('CA Foundation warm-up', 'ca-foundation');
    const ownTest = await mockTest('Class 9 sums', 'class-9-10');
    const { agent } = await signedInAs(t);

    const fresh = await home(agent);
    expect(fresh).toMatchObject({
      program: 'class-9-10',
      continueWatching: null,
      courses: [],
      courseCount: 0,
      recentResults: [],
      notes: [],
      purchases: [],
    });
    expect(fresh.tests.map((x) => x.id)).toEqual([ownTest, otherTest]);
    const recommended = fresh.recommended.map((c) => c._id);
    expect(recommended.slice(0, 2).sort()).toEqual([own._id, ownPaid].sort());
    expect(recommended).toContain(other._id);

    // Enrolled, the first lesson watched: the home offers the second.
    await agent.post(`/api/purchase/${own._id}`);
    const lessons = own.courseContent.map((item) => item.video.id);
    await agent.put(`/api/student/my-courses/${own._id}/progress`, {
      videoId: lessons[0],
      completed: true,
    });
    // A test taken: it leaves the list of tests to take and arrives among the results, ranked.
    await takeTest(agent, ownTest, 1);
    // A paid note bought.
    const { payload, headers } = await multipart(
      {
        title: 'Light revision pack',
        des: 'Reflection and refraction in ten pages.',
        uploadMethod: 'file',
        isFree: 'false',
        price: '49',
        subject: 'Science',
        classes: '9',
        category: ['Science'],
      },
      [{ name: 'light.pdf', content: simplePdf(['Light']) }],
    );
    const note = await admin.request('POST', '/api/notes', payload, headers);
    expect(note.statusCode, JSON.stringify(note.body)).toBe(201);
    await buyWithDevProvider(agent, { noteId: note.body.data.id });

    const later = await home(agent);
    expect(later.continueWatching).toMatchObject({
      courseId: own._id,
      lessonId: lessons[1],
      lessonTitle: 'Class 9 Science lesson 2',
      progress: 33,
    });
    expect(later.courses.map((c) => [c._id, c.progress])).toEqual([[own._id, 33]]);
    expect(later.tests.map((x) => x.id)).toEqual([otherTest]);
    expect(later.recentResults).toEqual([
      expect.objectContaining({ testId: ownTest, score: 4, rank: 1, rankOutOf: 1 }),
    ]);
    expect(later.notes).toEqual([{ id: note.body.data.id, title: 'Light revision pack' }]);
    expect(later.purchases.map((p) => p.item.title)).toEqual(['Light revision pack']);
    expect(later.recommended.map((c) => c._id)).not.toContain(own._id);
    expect(later.recommended[0]!._id).toBe(ownPaid);

    // Every lesson done: nothing to continue.
    for (const videoId of lessons.slice(1))
      await agent.put(`/api/student/my-courses/${own._id}/progress`, { videoId, completed: true });
    expect((await home(agent)).continueWatching).toBeNull();
  });
});
