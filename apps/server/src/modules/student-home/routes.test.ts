import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@academy/contract/roles';
import type { StudentHome } from '@academy/contract/student-home';
import { simplePdf } from '../../demo/pdf.ts';
import { createTestApp, type Agent } from '../../../test/app.ts';
import { validCourse } from '../../../test/courses.ts';
import { oneQuestionTest, takeTest } from '../../../test/mock-tests.ts';
import { multipart } from '../../../test/multipart.ts';
import { buyWithDevProvider, paidCourse } from '../../../test/payments.ts';
import { signedInAs } from '../../../test/users.ts';
import { createBatch } from '../../../test/batches.ts';
import { users } from '../../db/schema/index.ts';

const t = await createTestApp();
const admin = (await signedInAs(t, ROLES.admin)).agent;

const course = async (
  title: string,
  programs: string[],
  lessons = 1,
  extra: Record<string, unknown> = {},
) => {
  const res = await admin.post(
    '/api/courses',
    validCourse({
      title,
      programs,
      ...extra,
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

const mockTest = (title: string, program: string, subject?: string) =>
  oneQuestionTest(admin, title, program, subject);

/** A signed-in student of `studentClass` (and `stream`), in `batchIds` when given. */
async function studentOf(studentClass: string, stream: string | null, batchIds: string[] = []) {
  const student = await signedInAs(t);
  await t.database.db
    .update(users)
    .set({ class: studentClass, stream })
    .where(eq(users.id, student.userId));
  for (const id of batchIds) {
    const res = await admin.post(`/api/admin/batches/${id}/members`, {
      studentIds: [student.userId],
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  }
  return student.agent;
}

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
    const ownPaid = await paidCourse(admin, 999_00, { programs: ['class-9-10'] });
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
    expect(fresh.tests.map((x) => x.id)).toEqual([ownTest]);
    const recommended = fresh.recommended.map((c) => c._id);
    expect(recommended.toSorted()).toEqual([own._id, ownPaid].toSorted());
    expect(recommended).not.toContain(other._id);

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
        pricePaise: '4900',
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
    expect(later.tests.map((x) => x.id)).not.toContain(otherTest);
    expect(later.tests.map((x) => x.id)).not.toContain(ownTest);
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

  it('suggests only what fits the student’s class, stream and batches, and nothing when nothing does', async () => {
    const class3 = await course('Fun with Numbers for Class 3', ['class-1-5'], 1, {
      category: ['science'],
    });
    const class5 = await course('English Grammar for Class 5', ['class-1-5']);
    const physics11 = await course('Class 11 Physics', ['class-11-12'], 1, {
      category: ['science'],
      tags: ['school'],
    });
    const accounts11 = await course('Class 11 Accountancy', ['class-11-12'], 1, {
      category: ['Commerce'],
      tags: ['school'],
    });
    const english11 = await course('Class 11 English', ['class-11-12'], 1, {
      category: ['languages'],
      tags: ['school'],
    });
    const caCourse = await course('CA Foundation Accounts', ['ca-foundation']);
    const sums3 = await mockTest('Class 3 sums', 'class-1-5', 'Mathematics');
    const physicsTest = await mockTest('Class 11 Physics test', 'class-11-12', 'Physics');
    const accountsTest = await mockTest('Accountancy test', 'class-11-12', 'Accountancy');
    const class12Test = await mockTest('Class 12 Physics test', 'class-11-12', 'Physics');
    const caTest = await mockTest('CA Foundation mock', 'ca-foundation', 'Accounting');
    const caBatch = await createBatch(admin, { name: 'CA weekend', program: 'ca-foundation' });
    const ids = (items: { id?: string; _id?: string }[]) => items.map((i) => i._id ?? i.id);

    const young = await home(await studentOf('3', null));
    expect(ids(young.recommended)).toEqual([class3._id]);
    expect(ids(young.recommended)).not.toContain(class5._id);
    expect(ids(young.tests)).toEqual([sums3]);

    const science11 = await home(await studentOf('11', 'Science'));
    expect(ids(science11.recommended).toSorted()).toEqual(
      [physics11._id, english11._id].toSorted(),
    );
    expect(ids(science11.tests)).toEqual([physicsTest]);

    const commerce11 = await home(await studentOf('11', 'Commerce', [caBatch]));
    // The first test's "Accountancy basics" (Class 11–12, commerce) fits too.
    expect(ids(commerce11.recommended)).toEqual(
      expect.arrayContaining([accounts11._id, english11._id, caCourse._id]),
    );
    expect(ids(commerce11.recommended)).not.toContain(physics11._id);
    expect(ids(commerce11.tests)).toEqual(expect.arrayContaining([accountsTest, caTest]));
    expect(ids(commerce11.tests)).not.toContain(physicsTest);
    expect(ids(commerce11.tests)).not.toContain(class12Test);

    // Class 7: no course or test of Class 6–8 yet, and none of the others is offered instead.
    const nothing = await home(await studentOf('7', null));
    expect(nothing).toMatchObject({ program: 'class-6-8', recommended: [], tests: [] });
  });
});
