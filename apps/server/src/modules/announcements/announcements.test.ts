import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_MESSAGES } from '@academy/contract/announcements';
import { BATCH_MESSAGES, TIMETABLE_MESSAGES } from '@academy/contract/batch-messages';
import { ROLES } from '@academy/contract/roles';
import { createTestApp, type Agent, type TestApp } from '../../../test/app.ts';
import { createBatch, person } from '../../../test/batches.ts';
import { startFakeSms } from '../../../test/fake-sms.ts';
import { startSmtp, startTelegram } from '../../../test/notice-peers.ts';
import { signedInAs } from '../../../test/users.ts';
import {
  announcements,
  announcementTexts,
  auditLog,
  batches,
  outbox,
  parentLinks,
} from '../../db/schema/index.ts';
import { academyToday } from '@academy/contract/academy-calendar';
import { noticeFor } from '../notifications/notices.ts';

const smtp = await startSmtp();
const telegram = await startTelegram();
const t = await createTestApp({
  SMTP_URL: smtp.url,
  NOTIFY_EMAIL_TO: 'office@academy.example.in',
  TELEGRAM_BOT_TOKEN: 'test-token',
  TELEGRAM_CHAT_ID: '4242',
  TELEGRAM_API_BASE: telegram.base,
});
/** The same application without email or Telegram configured. */
const quiet = await createTestApp();
const { agent: admin } = await signedInAs(t, ROLES.admin);

const noticesOf = (app: TestApp, id: string) =>
  app.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.subjectType, 'announcement'), eq(outbox.subjectId, id)));

/** A batch with its teacher, a student in it and the student's parent. */
async function academy(app: TestApp = t, adminAgent = admin) {
  const teacher = await person(app, ROLES.teacher, 'Meera Iyer');
  const student = await person(app, ROLES.student, 'Aarav Sharma');
  const parent = await person(app, ROLES.parent, 'Sunita Sharma');
  await app.database.db
    .insert(parentLinks)
    .values({ parentId: parent.userId, studentId: student.userId });
  const batchId = await createBatch(adminAgent, { teacherIds: [teacher.userId] });
  await adminAgent.post(`/api/admin/batches/${batchId}/members`, {
    studentIds: [student.userId],
  });
  return { teacher, student, parent, batchId };
}

/** The academy on an app that texts through a local fake of Twilio, and its admin. */
async function smsAcademy() {
  const sms = await startFakeSms();
  onTestFinished(() => sms.close());
  const app = await createTestApp(sms.env('twilio'));
  const { agent: office } = await signedInAs(app, ROLES.admin);
  return { sms, app, office, ...(await academy(app, office)) };
}

const titlesOf = async (agent: Agent) =>
  ((await agent.get('/api/announcements')).body.data as { title: string }[]).map((a) => a.title);

describe('POST /api/announcements', () => {
  it("lets a teacher post to their batch; its students, their parents and the batch's teacher read it", async () => {
    const { teacher, student, parent, batchId } = await academy();
    const res = await teacher.agent.post('/api/announcements', {
      title: '  Test on Friday  ',
      body: 'Chapters 1 to 3.\nBring a calculator.',
      batchId,
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(ANNOUNCEMENT_MESSAGES.posted);
    expect(res.body.data).toMatchObject({
      title: 'Test on Friday',
      body: 'Chapters 1 to 3.\nBring a calculator.',
      batch: { id: batchId, name: 'Class 10 Science' },
      author: { id: teacher.userId, name: 'Meera Iyer' },
      canDelete: true,
    });
    for (const { agent } of [student, parent, teacher]) {
      expect(await titlesOf(agent)).toContain('Test on Friday');
    }
    expect(await titlesOf(admin)).toContain('Test on Friday');
    const [seen] = (await student.agent.get('/api/announcements')).body.data;
    expect(seen).toMatchObject({ title: 'Test on Friday', canDelete: false });
    expect(Date.parse(seen.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const otherStudent = await signedInAs(t, ROLES.student);
    const otherTeacher = await signedInAs(t, ROLES.teacher);
    const otherParent = await signedInAs(t, ROLES.parent);
    for (const { agent } of [otherStudent, otherTeacher, otherParent]) {
      expect(await titlesOf(agent)).not.toContain('Test on Friday');
    }
  });

  it('shows an academy-wide announcement from an admin to everyone, newest first', async () => {
    const { student } = await academy();
    const stranger = await signedInAs(t, ROLES.student);
    const res = await admin.post('/api/announcements', {
      title: 'Diwali holidays',
      body: 'The academy is closed from 1 to 5 November.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.batch).toBeNull();
    await admin.post('/api/announcements', { title: 'Results are out', body: 'See your home.' });
    for (const { agent } of [student, stranger]) {
      const titles = await titlesOf(agent);
      expect(titles.indexOf('Results are out')).toBeLessThan(titles.indexOf('Diwali holidays'));
      expect(titles.indexOf('Results are out')).not.toBe(-1);
    }
  });

  it(`lists only the latest ${ANNOUNCEMENT_LIMITS.listMax}`, async () => {
    for (let i = 0; i <= ANNOUNCEMENT_LIMITS.listMax; i += 1) {
      await admin.post('/api/announcements', { title: `Notice ${i}`, body: 'x' });
    }
    const titles = await titlesOf(admin);
    expect(titles).toHaveLength(ANNOUNCEMENT_LIMITS.listMax);
    expect(titles[0]).toBe(`Notice ${ANNOUNCEMENT_LIMITS.listMax}`);
  });

  it('refuses a teacher a batch they do not teach, and the whole academy', async () => {
    const { batchId } = await academy();
    const { agent } = await person(t, ROLES.teacher, 'Other Teacher');
    const other = await agent.post('/api/announcements', { title: 'Hi', body: 'x', batchId });
    expect(other.statusCode).toBe(403);
    expect(other.body.message).toBe(TIMETABLE_MESSAGES.notYourBatch);
    const wide = await agent.post('/api/announcements', { title: 'Hi', body: 'x' });
    expect(wide.statusCode).toBe(403);
    expect(wide.body.message).toBe(ANNOUNCEMENT_MESSAGES.wholeAcademyAdminOnly);
    expect(
      await t.database.db.select().from(announcements).where(eq(announcements.title, 'Hi')),
    ).toEqual([]);
  });

  it('answers an unknown batch with 404', async () => {
    const res = await admin.post('/api/announcements', {
      title: 'Hi',
      body: 'x',
      batchId: crypto.randomUUID(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe(BATCH_MESSAGES.notFound);
  });

  it.each([
    ['title', { title: '   ' }, ANNOUNCEMENT_MESSAGES.titleRequired],
    ['title', { title: undefined }, ANNOUNCEMENT_MESSAGES.titleRequired],
    ['title', { title: 'x'.repeat(121) }, ANNOUNCEMENT_MESSAGES.titleTooLong],
    ['body', { body: ' \n ' }, ANNOUNCEMENT_MESSAGES.bodyRequired],
    ['body', { body: undefined }, ANNOUNCEMENT_MESSAGES.bodyRequired],
    ['body', { body: 'x'.repeat(2001) }, ANNOUNCEMENT_MESSAGES.bodyTooLong],
    ['batchId', { batchId: 'class-10' }, ANNOUNCEMENT_MESSAGES.batchInvalid],
  ])('refuses a bad %s with its message', async (field, override, message) => {
    const res = await admin.post('/api/announcements', { title: 'T', body: 'B', ...override });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it('takes a title and a message at their limits', async () => {
    const res = await admin.post('/api/announcements', {
      title: 'x'.repeat(ANNOUNCEMENT_LIMITS.titleMax),
      body: 'y'.repeat(ANNOUNCEMENT_LIMITS.bodyMax),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an oversized body with 413, a guest with 401 and a student or parent with 403', async () => {
    const huge = await admin.post('/api/announcements', {
      title: 'Huge',
      body: 'x'.repeat(200 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect((await t.agent().get('/api/announcements')).statusCode).toBe(401);
    expect((await t.agent().post('/api/announcements', { title: 'a', body: 'b' })).statusCode).toBe(
      401,
    );
    for (const role of [ROLES.student, ROLES.parent]) {
      const { agent } = await signedInAs(t, role);
      expect((await agent.post('/api/announcements', { title: 'a', body: 'b' })).statusCode).toBe(
        403,
      );
    }
  });

  it('queues an email and a Telegram notice with it, and records it in the audit log', async () => {
    const { teacher, batchId } = await academy();
    const res = await teacher.agent.post('/api/announcements', {
      title: 'Extra class <Sunday>',
      body: 'At 10 am & online.',
      batchId,
    });
    const id = res.body.data.id as string;
    await t.app.outbox.runOnce();
    const notices = await noticesOf(t, id);
    expect(notices.map((n) => [n.channel, n.status]).sort()).toEqual([
      ['email', 'sent'],
      ['telegram', 'sent'],
    ]);
    const mail = smtp.messages.find((m) => m.includes('Extra class <Sunday>'));
    expect(mail).toContain('Subject: New announcement');
    expect(mail).toContain('Batch: Class 10 Science');
    expect(mail).toContain('From: Meera Iyer');
    const call = telegram.calls.find((c) => c.body.text.includes('Extra class'));
    expect(call?.body.text).toContain('<b>Title:</b> Extra class &lt;Sunday&gt;');
    expect(call?.body.text).toContain('<b>Message:</b> At 10 am &amp; online.');
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({
      actorId: teacher.userId,
      action: 'announcement.create',
      entity: 'announcement',
    });
  });

  it('records the notices as skipped when no channel is configured', async () => {
    const { agent } = await signedInAs(quiet, ROLES.admin);
    const res = await agent.post('/api/announcements', { title: 'Quiet', body: 'Nobody hears' });
    expect(res.statusCode).toBe(201);
    const notices = await noticesOf(quiet, res.body.data.id);
    expect(notices.map((n) => [n.channel, n.status]).sort()).toEqual([
      ['email', 'skipped'],
      ['telegram', 'skipped'],
    ]);
  });
});

describe('an announcement by SMS', () => {
  it('reaches the seated students and their parents only when asked, and not once deleted', async () => {
    const { sms, app, office, teacher, student, parent, batchId } = await smsAcademy();
    const waiting = await person(app, ROLES.student, 'Waiting Student');
    await app.database.db.update(batches).set({ capacity: 1 }).where(eq(batches.id, batchId));
    await office.post(`/api/admin/batches/${batchId}/members`, { studentIds: [waiting.userId] });

    const quietPost = await teacher.agent.post('/api/announcements', {
      title: 'Homework',
      body: 'Chapter 3',
      batchId,
    });
    await app.app.outbox.runOnce();
    expect(sms.sent).toEqual([]);
    expect(quietPost.statusCode).toBe(201);

    const loud = await teacher.agent.post('/api/announcements', {
      title: 'No class on Friday',
      body: 'Diwali holiday.',
      batchId,
      bySms: true,
    });
    expect(loud.statusCode).toBe(201);
    await app.app.outbox.runOnce();
    expect(sms.sent.map((m) => m.to).sort()).toEqual([student.phone, parent.phone].sort());
    expect(sms.sent[0]!.text).toMatch(
      /^.+ · Class 10 Science: No class on Friday\. Read it at http.+\/dashboard$/,
    );

    // The provider is down, so the texts wait; taken back meanwhile, they never go.
    const before = sms.sent.length;
    sms.state.failNext = 1000;
    const oops = await office.post('/api/announcements', {
      title: 'Wrong date',
      body: 'Sorry',
      bySms: true,
    });
    await app.app.outbox.runOnce();
    await office.delete(`/api/announcements/${oops.body.data.id}`);
    sms.state.failNext = 0;
    await app.database.db.update(outbox).set({ nextAttemptAt: new Date() });
    await app.app.outbox.runOnce();
    expect(sms.sent.length).toBe(before);
    const texts = await noticesOf(app, oops.body.data.id);
    // The whole academy: every student and parent of this app with a phone.
    expect(texts.filter((n) => n.channel === 'text').length).toBeGreaterThanOrEqual(3);
    expect(texts.every((n) => n.status === 'skipped')).toBe(true);
  });
});

describe('texts by announcement', () => {
  it('stop at a teacher’s cap for the India day, however many posts run at once', async () => {
    const { app, office, teacher, batchId } = await smsAcademy();
    const cap = ANNOUNCEMENT_LIMITS.teacherTextsPerDay;
    // Two texts left today; each post texts the student and the parent.
    await app.database.db
      .insert(announcementTexts)
      .values({ authorId: teacher.userId, day: academyToday(), texts: cap - 2 });
    const post = (title: string, agent = teacher.agent) =>
      agent.post('/api/announcements', { title, body: 'Tomorrow', batchId, bySms: true });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => post(`Test ${i}`)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 429, 429, 429, 429, 429]);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.body.message).toBe(ANNOUNCEMENT_MESSAGES.textsCapReached);
    // Nothing of a refused post is kept: the teacher's other posts and the admin's still go.
    const posted = (await noticesOf(app, answers.find((r) => r.statusCode === 201)!.body.data.id))
      .length;
    expect(posted).toBeGreaterThan(0);
    expect((await titlesOf(teacher.agent)).filter((t) => t.startsWith('Test '))).toHaveLength(1);
    const quiet = await teacher.agent.post('/api/announcements', {
      title: 'Without SMS',
      body: 'Tomorrow',
      batchId,
    });
    expect(quiet.statusCode).toBe(201);
    expect((await post('From the office', office)).statusCode).toBe(201);
    // Deleting one gives no texts back.
    const sent = answers.find((r) => r.statusCode === 201)!;
    await teacher.agent.delete(`/api/announcements/${sent.body.data.id}`);
    expect((await post('Again')).statusCode).toBe(429);
  });

  it('are counted for the admin by kind, as sent this month', async () => {
    const { sms, app, office, teacher, batchId } = await smsAcademy();
    const countsOf = async () =>
      Object.fromEntries(
        (
          (await office.get('/api/announcements/texts')).body.data.kinds as {
            kind: string;
            sent: number;
          }[]
        ).map(({ kind, sent }) => [kind, sent]),
      );
    const before = await countsOf();
    await teacher.agent.post('/api/announcements', {
      title: 'Test on Friday',
      body: 'Chapters 1 to 3',
      batchId,
      bySms: true,
    });
    await app.app.outbox.runOnce();
    expect(sms.sent.length).toBe(2);
    const res = await office.get('/api/announcements/texts');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.month).toBe(academyToday().slice(0, 7));
    expect(await countsOf()).toEqual({ ...before, notice: (before.notice ?? 0) + 2 });
    expect(Object.keys(before).sort()).toEqual([
      'digest',
      'doubt',
      'fee',
      'homework',
      'notice',
      'result',
      'welcome',
    ]);
    expect((await teacher.agent.get('/api/announcements/texts')).statusCode).toBe(403);
  });
});

describe("an announcement's notice", () => {
  const payload = { title: 'Test', body: 'Bring a pen', author: 'Meera Iyer' };

  it('reads in English, naming the batch or the whole academy', () => {
    expect(noticeFor('announcement', { ...payload, batch: 'Class 10', locale: 'en' })).toEqual({
      subject: 'New announcement',
      lines: [
        ['Title', 'Test'],
        ['Batch', 'Class 10'],
        ['From', 'Meera Iyer'],
        ['Message', 'Bring a pen'],
      ],
    });
    expect(noticeFor('announcement', { ...payload, batch: null }).lines[1]).toEqual([
      'Batch',
      'Whole academy',
    ]);
  });

  it('reads in Hindi when written from a Hindi page', () => {
    expect(noticeFor('announcement', { ...payload, batch: null, locale: 'hi' })).toEqual({
      subject: 'नई सूचना',
      lines: [
        ['शीर्षक', 'Test'],
        ['बैच', 'पूरी अकादमी'],
        ['कहाँ से', 'Meera Iyer'],
        ['संदेश', 'Bring a pen'],
      ],
    });
  });
});

describe('DELETE /api/announcements/:id', () => {
  it('lets its author delete it, not another teacher; an admin deletes any', async () => {
    const { teacher, student, batchId } = await academy();
    const post = (title: string) =>
      teacher.agent.post('/api/announcements', { title, body: 'x', batchId });
    const first = (await post('To be taken back')).body.data.id as string;
    const second = (await post('Taken back by the admin')).body.data.id as string;

    const other = await signedInAs(t, ROLES.teacher);
    const refused = await other.agent.delete(`/api/announcements/${first}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(ANNOUNCEMENT_MESSAGES.notYours);
    expect((await student.agent.delete(`/api/announcements/${first}`)).statusCode).toBe(403);

    const own = await teacher.agent.delete(`/api/announcements/${first}`);
    expect(own.statusCode).toBe(200);
    expect(own.body.message).toBe(ANNOUNCEMENT_MESSAGES.deleted);
    expect((await admin.delete(`/api/announcements/${second}`)).statusCode).toBe(200);
    expect(await titlesOf(student.agent)).not.toContain('To be taken back');
    expect(await titlesOf(student.agent)).not.toContain('Taken back by the admin');

    const again = await teacher.agent.delete(`/api/announcements/${first}`);
    expect(again.statusCode).toBe(404);
    expect(again.body.message).toBe(ANNOUNCEMENT_MESSAGES.notFound);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, second), eq(auditLog.action, 'announcement.delete')));
    expect(entry?.before).toMatchObject({ title: 'Taken back by the admin' });
  });

  it('does not deliver the notices of an announcement deleted before they went out', async () => {
    const { agent } = await signedInAs(t, ROLES.admin);
    // Telegram is down: its notice waits for a retry, while the email goes out at once.
    telegram.state.failing = true;
    try {
      const id = (await agent.post('/api/announcements', { title: 'Oops', body: 'x' })).body.data
        .id as string;
      await t.app.outbox.runOnce();
      expect(
        Object.fromEntries((await noticesOf(t, id)).map((n) => [n.channel, n.status])),
      ).toEqual({ email: 'sent', telegram: 'pending' });
      await agent.delete(`/api/announcements/${id}`);
      // Taken back: what went out stays on record, what waited is never sent.
      expect(
        Object.fromEntries((await noticesOf(t, id)).map((n) => [n.channel, n.status])),
      ).toEqual({ email: 'sent', telegram: 'skipped' });
    } finally {
      telegram.state.failing = false;
    }
  });

  it('goes with its batch when the batch is deleted', async () => {
    const { teacher, batchId } = await academy();
    const res = await teacher.agent.post('/api/announcements', {
      title: 'Gone with the batch',
      body: 'x',
      batchId,
    });
    expect((await admin.delete(`/api/admin/batches/${batchId}`)).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(announcements)
        .where(eq(announcements.id, res.body.data.id)),
    ).toEqual([]);
  });
});
