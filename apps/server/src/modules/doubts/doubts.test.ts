import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DOUBT_LIMITS, DOUBT_MESSAGES } from '@academy/contract/doubts';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@academy/contract/photos';
import { ROLES } from '@academy/contract/roles';
import { createTestApp, type Agent } from '../../../test/app.ts';
import { createBatch, person } from '../../../test/batches.ts';
import { startFakeSms } from '../../../test/fake-sms.ts';
import { oneQuestionTest } from '../../../test/mock-tests.ts';
import { multipart, type TestFile } from '../../../test/multipart.ts';
import { signedInAs } from '../../../test/users.ts';
import { auditLog, doubts, mockQuestions, parentLinks } from '../../db/schema/index.ts';

const sms = await startFakeSms();
afterAll(() => sms.close());
/** Texts through a local fake of Twilio. */
const t = await createTestApp(sms.env('twilio'));
const { agent: admin } = await signedInAs(t, ROLES.admin);

/** A phone's photo: a JPEG with the camera's EXIF and the place it was taken. */
const cameraPhoto = (width = 2400, height = 1800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 90 } } })
    .jpeg({ quality: 70 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1' },
    })
    .toBuffer();

const photoFile = async (name = 'notebook.jpg'): Promise<TestFile> => ({
  name,
  field: 'photos',
  content: await cameraPhoto(),
});

/** Sends a doubt form (POST /api/doubts, or an answer or reply) as the browser does. */
async function send(
  agent: Agent,
  url: string,
  fields: Record<string, string | undefined>,
  files: TestFile[] = [],
) {
  const { payload, headers } = await multipart(fields, files);
  return agent.post(url, payload, headers);
}

/** Two batches, each with its teacher; a student (with a parent) in the first. */
async function academy() {
  const teacher = await person(t, ROLES.teacher, 'Meera Iyer');
  const otherTeacher = await person(t, ROLES.teacher, 'Ravi Kumar');
  const student = await person(t, ROLES.student, 'Aarav Sharma');
  const parent = await person(t, ROLES.parent, 'Sunita Sharma');
  await t.database.db
    .insert(parentLinks)
    .values({ parentId: parent.userId, studentId: student.userId });
  const batchId = await createBatch(admin, { teacherIds: [teacher.userId] });
  const otherBatchId = await createBatch(admin, {
    name: 'Class 12 Commerce',
    teacherIds: [otherTeacher.userId],
  });
  await admin.post(`/api/admin/batches/${batchId}/members`, { studentIds: [student.userId] });
  const ask = (fields: Record<string, string | undefined> = {}, files: TestFile[] = []) =>
    send(
      student.agent,
      '/api/doubts',
      { text: 'Why is the sky blue?', batchId, subject: 'Physics', ...fields },
      files,
    );
  return { teacher, otherTeacher, student, parent, batchId, otherBatchId, ask };
}

const idsIn = async (agent: Agent, query = '') =>
  ((await agent.get(`/api/doubts${query}`)).body.data.items as { id: string }[]).map((d) => d.id);

describe('a doubt with a photo', () => {
  it("goes to the batch's teacher, who answers it; the student hears of it and solves it", async () => {
    const { teacher, student, parent, batchId, ask } = await academy();
    const asked = await ask({}, [await photoFile()]);
    expect(asked.statusCode, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.message).toBe(DOUBT_MESSAGES.asked);
    const id = asked.body.data.id as string;

    const queue = (await teacher.agent.get('/api/doubts')).body.data;
    expect(queue.items[0]).toMatchObject({
      id,
      status: 'open',
      text: 'Why is the sky blue?',
      student: { id: student.userId, name: 'Aarav Sharma' },
      batch: { id: batchId, name: 'Class 10 Science' },
      subject: 'Physics',
      photoCount: 1,
    });

    const details = (await teacher.agent.get(`/api/doubts/${id}`)).body.data;
    expect(details.can).toEqual({ answer: true, reply: false, solve: false });
    const [photo] = details.posts[0].photos;
    expect(photo.width).toBe(PHOTO_LIMITS.maxSide);
    const image = await teacher.agent.get(`/api/doubts/${id}/photos/${photo.id}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Re-encoded: upright, at most 1600 px, and without the camera's EXIF or the GPS position.
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 1200]);
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes('PhoneMaker')).toBe(false);

    const answer = await send(teacher.agent, `/api/doubts/${id}/answers`, {
      text: 'Rayleigh scattering: blue light scatters most.',
    });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    const seen = (await student.agent.get(`/api/doubts/${id}`)).body.data;
    expect(seen.status).toBe('answered');
    expect(seen.posts.map((p: { kind: string }) => p.kind)).toEqual(['question', 'answer']);
    expect(seen.posts[1].author.name).toBe('Meera Iyer');
    expect(seen.can).toEqual({ answer: false, reply: true, solve: true });
    await t.app.outbox.runOnce();
    const told = sms.sent.filter((m) => m.to === student.phone);
    expect(told.map((m) => m.text)).toEqual([
      expect.stringMatching(
        new RegExp(`: Meera Iyer answered your doubt\\. Read it at http.+/doubts/${id}$`),
      ),
    ]);

    // The parent reads the thread, without the photos, and can do nothing with it.
    const parentView = (await parent.agent.get(`/api/doubts/${id}`)).body.data;
    expect(parentView.posts[0].photos).toEqual([]);
    expect(parentView.can).toEqual({ answer: false, reply: false, solve: false });
    expect((await parent.agent.get(`/api/doubts/${id}/photos/${photo.id}`)).statusCode).toBe(404);
    expect((await parent.agent.post(`/api/doubts/${id}/solved`)).statusCode).toBe(403);

    const solved = await student.agent.post(`/api/doubts/${id}/solved`);
    expect(solved.body.message).toBe(DOUBT_MESSAGES.solved);
    expect((await student.agent.post(`/api/doubts/${id}/solved`)).statusCode).toBe(409);
    const late = await send(teacher.agent, `/api/doubts/${id}/answers`, { text: 'More.' });
    expect(late.body.message).toBe(DOUBT_MESSAGES.alreadySolved);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'doubt.answer',
      'doubt.ask',
      'doubt.solve',
    ]);
  });

  it("is never seen by another batch's teacher, another student or another parent", async () => {
    const { otherTeacher, ask } = await academy();
    const asked = await ask({}, [await photoFile()]);
    const id = asked.body.data.id as string;
    const photoId = (await admin.get(`/api/doubts/${id}`)).body.data.posts[0].photos[0].id;
    const stranger = await signedInAs(t, ROLES.student);
    const strangerParent = await signedInAs(t, ROLES.parent);
    for (const agent of [otherTeacher.agent, stranger.agent, strangerParent.agent]) {
      expect(await idsIn(agent)).not.toContain(id);
      const res = await agent.get(`/api/doubts/${id}`);
      expect(res.statusCode).toBe(403);
      expect(res.body.message).toBe(DOUBT_MESSAGES.notYours);
      expect((await agent.get(`/api/doubts/${id}/photos/${photoId}`)).statusCode).toBe(403);
    }
    const answer = await send(otherTeacher.agent, `/api/doubts/${id}/answers`, { text: 'Hm' });
    expect(answer.statusCode).toBe(403);
    expect((await stranger.agent.post(`/api/doubts/${id}/solved`)).statusCode).toBe(403);
    // An admin answers any doubt.
    expect(
      (await send(admin, `/api/doubts/${id}/answers`, { text: 'See page 4.' })).statusCode,
    ).toBe(201);
  });

  it('refuses a file that is not an image, one too large, a fourth photo and bad fields', async () => {
    const { student, otherBatchId, ask } = await academy();
    const renamed = await ask({}, [{ name: 'a.jpg', field: 'photos', content: 'MZ not a photo' }]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.body.errors?.photos).toBe(PHOTO_MESSAGES.notImage);
    // JPEG's first bytes, then nothing a decoder can read.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const unreadable = await ask({}, [{ name: 'b.jpg', field: 'photos', content: broken }]);
    expect(unreadable.body.errors?.photos).toBe(PHOTO_MESSAGES.unreadable);
    const big = Buffer.concat([await cameraPhoto(), Buffer.alloc(PHOTO_LIMITS.maxBytes)]);
    const tooLarge = await ask({}, [{ name: 'c.jpg', field: 'photos', content: big }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body.errors?.photos).toBe(PHOTO_MESSAGES.tooLarge);
    const four = await Promise.all([1, 2, 3, 4].map(() => photoFile()));
    const tooMany = await ask({}, four);
    expect(tooMany.body.errors?.photos).toBe(PHOTO_MESSAGES.tooMany);

    expect((await ask({ text: ' ' })).body.errors?.text).toBe(DOUBT_MESSAGES.textRequired);
    const long = await ask({ text: 'x'.repeat(DOUBT_LIMITS.textMax + 1) });
    expect(long.body.errors?.text).toBe(DOUBT_MESSAGES.textTooLong);
    const nowhere = await ask({ batchId: '', subject: '' });
    expect(nowhere.body.errors?.batchId).toBe(DOUBT_MESSAGES.contextRequired);
    const notMine = await ask({ batchId: otherBatchId });
    expect([notMine.statusCode, notMine.body.message]).toEqual([403, DOUBT_MESSAGES.notInBatch]);
    const subject = await ask({ subject: 'History' });
    expect(subject.body.errors?.subject).toBe(DOUBT_MESSAGES.subjectInvalid);
    const json = await student.agent.post('/api/doubts', { text: 'hi' });
    expect(json.statusCode).toBe(415);
    // Nothing of a refused doubt is kept.
    expect(
      await t.database.db.select().from(doubts).where(eq(doubts.studentId, student.userId)),
    ).toEqual([]);
    // Only a student asks.
    expect((await send(admin, '/api/doubts', { text: 'Hi' })).statusCode).toBe(403);
  });

  it('takes a PNG and a WebP, whatever they are called, and keeps each as a JPEG', async () => {
    const { student, ask } = await academy();
    const blank = sharp({ create: { width: 900, height: 1200, channels: 3, background: '#fff' } });
    const png = await blank.clone().png().toBuffer();
    const webp = await blank.clone().webp().toBuffer();
    const asked = await ask({}, [
      { name: 'page.jpg', field: 'photos', content: png },
      { name: 'page', field: 'photos', content: webp },
    ]);
    expect(asked.statusCode, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.data.id;
    const { photos } = (await student.agent.get(`/api/doubts/${id}`)).body.data.posts[0];
    expect(photos).toMatchObject([
      { width: 900, height: 1200 },
      { width: 900, height: 1200 },
    ]);
    for (const photo of photos) {
      const image = await student.agent.get(`/api/doubts/${id}/photos/${photo.id}`);
      expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');
    }
  });

  it('takes one reply to an answer, then waits for the teacher again', async () => {
    const { teacher, student, ask } = await academy();
    const id = (await ask()).body.data.id as string;
    const early = await send(student.agent, `/api/doubts/${id}/reply`, { text: 'Hello?' });
    expect([early.statusCode, early.body.message]).toEqual([409, DOUBT_MESSAGES.notAnswered]);
    await send(teacher.agent, `/api/doubts/${id}/answers`, { text: 'Scattering.' });
    const replies = await Promise.all(
      [1, 2].map(() =>
        send(student.agent, `/api/doubts/${id}/reply`, { text: 'Why blue, not violet?' }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await student.agent.get(`/api/doubts/${id}`)).body.data).toMatchObject({
      status: 'open',
      can: { reply: false, solve: true },
    });
    await send(teacher.agent, `/api/doubts/${id}/answers`, { text: 'Our eyes.' });
    const again = await send(student.agent, `/api/doubts/${id}/reply`, { text: 'And?' });
    expect(again.body.message).toBe(DOUBT_MESSAGES.replyUsed);
  });
});

describe('the queue', () => {
  it('puts open doubts first, the oldest first, and filters by batch, subject and status', async () => {
    const { teacher, ask } = await academy();
    const first = (await ask({ text: 'First', subject: 'Chemistry' })).body.data.id;
    const second = (await ask({ text: 'Second' })).body.data.id;
    const third = (await ask({ text: 'Third' })).body.data.id;
    await send(teacher.agent, `/api/doubts/${first}/answers`, { text: 'Done' });
    expect(await idsIn(teacher.agent)).toEqual([second, third, first]);
    expect(await idsIn(teacher.agent, '?subject=Chemistry')).toEqual([first]);
    expect(await idsIn(teacher.agent, '?status=open')).toEqual([second, third]);
    const page = (await teacher.agent.get('/api/doubts?pageSize=2&page=2')).body.data;
    expect([page.total, page.items.map((d: { id: string }) => d.id)]).toEqual([3, [first]]);
    expect((await teacher.agent.get('/api/doubts?pageSize=500')).statusCode).toBe(400);
  });

  it('leaves a doubt without a batch to the admins, and shows solved ones before asking again', async () => {
    const { teacher, student } = await academy();
    const testId = await oneQuestionTest(admin, 'Sums of two', 'class-9-10', 'Maths');
    const [question] = await t.database.db
      .select({ id: mockQuestions.id })
      .from(mockQuestions)
      .where(eq(mockQuestions.testId, testId));
    const asked = await send(student.agent, '/api/doubts', {
      text: 'Why is it 4?',
      questionId: question!.id,
    });
    expect(asked.statusCode, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.data.id;
    expect(await idsIn(teacher.agent)).not.toContain(id);
    expect(await idsIn(admin, '?batchId=none')).toContain(id);
    const [row] = (await admin.get('/api/doubts?batchId=none')).body.data.items;
    expect(row).toMatchObject({ subject: 'Maths', question: { testId, testTitle: 'Sums of two' } });

    await send(admin, `/api/doubts/${id}/answers`, { text: 'Count them.' });
    const similar = () =>
      student.agent.get(`/api/doubts/similar?questionId=${question!.id}`).then((r) => r.body.data);
    expect(await similar()).toEqual([]);
    await student.agent.post(`/api/doubts/${id}/solved`);
    expect(await similar()).toMatchObject([
      { id, question: 'Why is it 4?', answer: 'Count them.' },
    ]);
    const unknown = await send(student.agent, '/api/doubts', {
      text: 'Hm',
      questionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.body.errors?.questionId).toBe(DOUBT_MESSAGES.questionInvalid);
  });
});

describe('limits', () => {
  it(`holds ${DOUBT_LIMITS.openMax} open doubts, however many are asked at once`, async () => {
    const { ask } = await academy();
    const answers = await Promise.all(
      Array.from({ length: DOUBT_LIMITS.openMax + 3 }, (_, i) => ask({ text: `Doubt ${i}` })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(DOUBT_LIMITS.openMax);
    expect(answers.find((r) => r.statusCode === 429)?.body.message).toBe(DOUBT_MESSAGES.openLimit);
  });

  it(`holds ${DOUBT_LIMITS.perDay} doubts a day, answered or not`, async () => {
    const { student, batchId, ask } = await academy();
    await t.database.db.insert(doubts).values(
      Array.from({ length: DOUBT_LIMITS.perDay - 2 }, () => ({
        studentId: student.userId,
        batchId,
        status: 'solved' as const,
      })),
    );
    const answers = await Promise.all([1, 2, 3, 4].map((i) => ask({ text: `Late ${i}` })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 429, 429]);
    expect(answers.find((r) => r.statusCode === 429)?.body.message).toBe(DOUBT_MESSAGES.dailyLimit);
  });
});

describe('response times', () => {
  it("give each teacher's median to a first answer and their doubts waiting over a day", async () => {
    const { teacher, ask } = await academy();
    const ids = [
      (await ask()).body.data.id,
      (await ask()).body.data.id,
      (await ask()).body.data.id,
    ];
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    for (const [i, id] of ids.slice(0, 2).entries()) {
      await send(teacher.agent, `/api/doubts/${id}/answers`, { text: 'Answer' });
      await t.database.db
        .update(doubts)
        .set({ createdAt: hoursAgo(i === 0 ? 1 : 3) })
        .where(eq(doubts.id, id));
    }
    await t.database.db
      .update(doubts)
      .set({ createdAt: hoursAgo(30) })
      .where(eq(doubts.id, ids[2]));
    const rows = (await admin.get('/api/admin/doubts/response-times?pageSize=100')).body.data.items;
    const mine = rows.find((r: { teacher: { id: string } }) => r.teacher.id === teacher.userId);
    expect(mine).toEqual({
      teacher: { id: teacher.userId, name: 'Meera Iyer' },
      answered: 2,
      medianMinutes: 120,
      openOverADay: 1,
    });
    expect((await teacher.agent.get('/api/admin/doubts/response-times')).statusCode).toBe(403);
  });
});
