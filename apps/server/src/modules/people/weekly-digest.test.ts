import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { academyInstant, addDays, mondayOf } from '@academy/contract/academy-calendar';
import { ROLES } from '@academy/contract/roles';
import {
  homework,
  homeworkSubmissions,
  outbox,
  parentLinks,
  users,
} from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { addSlot, createBatch, person, seatedSince, today } from '../../../test/batches.ts';
import { startFakeSms } from '../../../test/fake-sms.ts';
import { oneQuestionTest, takeTest } from '../../../test/mock-tests.ts';
import { signedInAs } from '../../../test/users.ts';
import { digestWeek, queueWeeklyDigests } from './weekly-digest.ts';

const sms = await startFakeSms();
afterAll(() => sms.close());
const t = await createTestApp(sms.env('twilio'));
const { agent: admin } = await signedInAs(t, ROLES.admin);
const db = t.database.db;
const at = (date: string, time: string) => academyInstant(`${date}T${time}`).getTime();
const readAt = 'https://academy.example.in/parent';

describe('the parents’ weekly digest', () => {
  it('is due from Sunday 6 pm in India to midnight, for the week that ends then', () => {
    const sunday = addDays(mondayOf(today()), 6);
    expect(digestWeek(at(addDays(sunday, -1), '20:00'))).toBeUndefined();
    expect(digestWeek(at(sunday, '17:59'))).toBeUndefined();
    expect(digestWeek(at(sunday, '18:00'))).toBe(mondayOf(today()));
    expect(digestWeek(at(sunday, '23:59'))).toBe(mondayOf(today()));
    expect(digestWeek(at(addDays(sunday, 1), '00:00'))).toBeUndefined();
  });

  it('tells each parent, by text, each child’s classes, latest test and fees of the week, once', async () => {
    const teacher = await person(t, ROLES.teacher, 'Meera Iyer');
    const aarav = await person(t, ROLES.student, 'Aarav Sharma');
    const diya = await person(t, ROLES.student, 'Diya Sharma');
    const parent = await person(t, ROLES.parent, 'Sunita Sharma');
    const lonely = await person(t, ROLES.parent, 'No Children Yet');
    await db.insert(parentLinks).values([
      { parentId: parent.userId, studentId: aarav.userId },
      { parentId: parent.userId, studentId: diya.userId },
    ]);
    const batchId = await createBatch(admin, { teacherIds: [teacher.userId] });
    await admin.post(`/api/admin/batches/${batchId}/members`, {
      studentIds: [aarav.userId, diya.userId],
    });
    // Seated since the batch began, so Term 1 fell due while they were in it.
    await seatedSince(t, batchId, [aarav.userId, diya.userId], addDays(today(), -30));
    // Today's class: Aarav there, Diya absent.
    const slotId = await addSlot(admin, batchId, { teacherId: teacher.userId });
    const marked = await teacher.agent.put(`/api/classes/${slotId}_${today()}/attendance`, {
      absent: [diya.userId],
    });
    expect(marked.statusCode).toBe(200);
    // Aarav's test this week; Diya's fee overdue.
    await takeTest(aarav.agent, await oneQuestionTest(admin, 'Weekly quiz', 'class-9-10'), 1);
    await admin.post(`/api/admin/batches/${batchId}/instalments`, {
      label: 'Term 1',
      amountPaise: 600_000,
      dueDate: addDays(today(), -1),
    });

    const sundayEvening = at(addDays(mondayOf(today()), 6), '18:30');
    const queued = await queueWeeklyDigests(t.app.db, t.app.channels, {
      now: sundayEvening,
      readAt,
    });
    expect(queued).toBe(1);
    await t.app.outbox.runOnce();
    const toParent = sms.sent.filter((m) => m.to === parent.phone);
    expect(toParent.map((m) => m.text).sort()).toEqual(
      [
        expect.stringContaining(
          'weekly report for Aarav Sharma: attended 1 of 1 classes; Weekly quiz 4/4 (rank 1 of 1); fees overdue ₹6,000; no homework pending. More at https://academy.example.in/parent',
        ),
        expect.stringContaining(
          'weekly report for Diya Sharma: attended 0 of 1 classes; no test taken; fees overdue ₹6,000; no homework pending.',
        ),
      ].sort(),
    );
    expect(sms.sent.some((m) => m.to === lonely.phone)).toBe(false);

    // Run again (another check, another instance): nothing new.
    const sent = sms.sent.length;
    expect(await queueWeeklyDigests(t.app.db, t.app.channels, { now: sundayEvening, readAt })).toBe(
      0,
    );
    await t.app.outbox.runOnce();
    expect(sms.sent.length).toBe(sent);
    // Not a Sunday evening: nothing at all.
    expect(
      await queueWeeklyDigests(t.app.db, t.app.channels, { now: at(today(), '10:00'), readAt }),
    ).toBe(0);
    const rows = await db.select().from(outbox).where(eq(outbox.subjectType, 'weekly-digest'));
    expect(rows.map((r) => [r.channel, r.status])).toEqual([
      ['text', 'sent'],
      ['text', 'sent'],
    ]);
    // A suspended parent hears nothing the next week.
    await db.update(users).set({ status: 'suspended' }).where(eq(users.id, parent.userId));
    const nextSunday = at(addDays(mondayOf(today()), 13), '19:00');
    expect(await queueWeeklyDigests(t.app.db, t.app.channels, { now: nextSunday, readAt })).toBe(0);
  });

  it('tells each parent their child’s homework still to send and the week’s gone late', async () => {
    const teacher = await person(t, ROLES.teacher, 'Meera Iyer');
    const kabir = await person(t, ROLES.student, 'Kabir Rao');
    const parent = await person(t, ROLES.parent, 'Anita Rao');
    await db.insert(parentLinks).values({ parentId: parent.userId, studentId: kabir.userId });
    const batchId = await createBatch(admin, { teacherIds: [teacher.userId] });
    await admin.post(`/api/admin/batches/${batchId}/members`, { studentIds: [kabir.userId] });
    await seatedSince(t, batchId, [kabir.userId], addDays(today(), -30));
    const monday = mondayOf(today());
    const set = async (day: number, cutoffDay: number | null = null) => {
      const [row] = await db
        .insert(homework)
        .values({
          batchId,
          title: `Due on day ${day}`,
          instructions: 'Questions 1 to 5',
          dueAt: academyInstant(`${addDays(monday, day)}T10:00`),
          cutoffAt:
            cutoffDay === null ? null : academyInstant(`${addDays(monday, cutoffDay)}T10:00`),
          maxMarks: 10,
        })
        .returning({ id: homework.id });
      return row!.id;
    };
    const sent = (homeworkId: string, late: boolean) =>
      db.insert(homeworkSubmissions).values({ homeworkId, studentId: kabir.userId, late });
    await sent(await set(0), true); // Monday's, sent late
    await set(2, 3); // Wednesday's, never sent by Thursday's cut-off: late
    await sent(await set(1), false); // Tuesday's, on time
    await set(7); // next Monday's: still to send
    await set(-3); // last week's, still taken: to send, but not this week's lateness

    const sundayEvening = at(addDays(monday, 6), '18:30');
    await queueWeeklyDigests(t.app.db, t.app.channels, { now: sundayEvening, readAt });
    await t.app.outbox.runOnce();
    expect(sms.sent.filter((m) => m.to === parent.phone).map((m) => m.text)).toEqual([
      expect.stringContaining(
        'weekly report for Kabir Rao: no classes marked; no test taken; no fees due; homework 2 pending, 2 late. More at',
      ),
    ]);
  });
});
