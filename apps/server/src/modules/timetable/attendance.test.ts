import { describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES } from '@academy/contract/student-messages';
import { ROLES } from '@academy/contract/roles';
import { TIMETABLE_MESSAGES } from '@academy/contract/timetable';
import { createTestApp } from '../../../test/app.ts';
import { addSlot, createBatch, person, seatedSince, today } from '../../../test/batches.ts';
import { signedInAs } from '../../../test/users.ts';
import { eq } from 'drizzle-orm';
import { attendance, classSessions, parentLinks } from '../../db/schema/index.ts';
import { addDays } from '@academy/contract/academy-calendar';

const t = await createTestApp();
const { agent: admin } = await signedInAs(t, ROLES.admin);

async function batchOfThree() {
  const teacher = await person(t, ROLES.teacher, 'Meera Iyer');
  const [asha, bilal, chitra] = await Promise.all(
    ['Asha', 'Bilal', 'Chitra'].map((name) => person(t, ROLES.student, name)),
  );
  const batchId = await createBatch(admin, { teacherIds: [teacher.userId] });
  await admin.post(`/api/admin/batches/${batchId}/members`, {
    studentIds: [asha!.userId, bilal!.userId, chitra!.userId],
  });
  const slotId = await addSlot(admin, batchId, { teacherId: teacher.userId });
  // Seated since the batch began, a month ago.
  const ids = [asha!.userId, bilal!.userId, chitra!.userId];
  await seatedSince(t, batchId, ids, addDays(today(), -30));
  return { teacher, asha: asha!, bilal: bilal!, chitra: chitra!, batchId, slotId };
}

describe('attendance', () => {
  it('starts everyone present; the teacher taps the exceptions and can correct them', async () => {
    const { teacher, asha, bilal, chitra, slotId } = await batchOfThree();
    const key = `${slotId}_${today()}`;
    const sheet = (await teacher.agent.get(`/api/classes/${key}/attendance`)).body.data;
    expect(sheet.markedAt).toBeNull();
    expect(sheet.students.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual(
      [
        ['Asha', 'present'],
        ['Bilal', 'present'],
        ['Chitra', 'present'],
      ],
    );
    const marked = await teacher.agent.put(`/api/classes/${key}/attendance`, {
      absent: [bilal.userId],
      late: [chitra.userId],
    });
    expect(marked.body.message).toBe(TIMETABLE_MESSAGES.attendanceSaved);
    expect(marked.body.data.markedAt).not.toBeNull();
    expect(marked.body.data.occurrence.marked).toBe(true);
    const statuses = (data: { students: { id: string; status: string }[] }) =>
      Object.fromEntries(data.students.map((s) => [s.id, s.status]));
    expect(statuses(marked.body.data)).toEqual({
      [asha.userId]: 'present',
      [bilal.userId]: 'absent',
      [chitra.userId]: 'late',
    });
    // A wrong tap, corrected: marking again replaces the marks.
    const fixed = await teacher.agent.put(`/api/classes/${key}/attendance`, { absent: [] });
    expect(Object.values(statuses(fixed.body.data))).toEqual(['present', 'present', 'present']);
    // The class is now stored: the same key still finds it.
    const again = await teacher.agent.get(`/api/classes/${key}/attendance`);
    expect(again.body.data.occurrence.key).toBe(fixed.body.data.occurrence.key);
  });

  it('refuses a class not yet begun, a cancelled class, a stranger and another batch’s teacher', async () => {
    const { teacher, slotId, asha } = await batchOfThree();
    const nextWeek = `${slotId}_${addDays(today(), 7)}`;
    const early = await teacher.agent.put(`/api/classes/${nextWeek}/attendance`, {});
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe(TIMETABLE_MESSAGES.attendanceTooEarly);

    const key = `${slotId}_${today()}`;
    const stranger = await signedInAs(t, ROLES.student);
    const notMember = await teacher.agent.put(`/api/classes/${key}/attendance`, {
      absent: [stranger.userId],
    });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.body.message).toBe(TIMETABLE_MESSAGES.studentNotMember);

    const otherTeacher = await signedInAs(t, ROLES.teacher);
    const notHers = await otherTeacher.agent.put(`/api/classes/${key}/attendance`, {});
    expect(notHers.statusCode).toBe(403);
    expect(notHers.body.message).toBe(TIMETABLE_MESSAGES.notYourBatch);
    expect((await otherTeacher.agent.get(`/api/classes/${key}/attendance`)).statusCode).toBe(403);
    expect((await asha.agent.get(`/api/classes/${key}/attendance`)).statusCode).toBe(403);

    await teacher.agent.put(`/api/classes/${key}`, {
      date: today(),
      startTime: '00:00',
      durationMinutes: 60,
      subject: 'Physics',
      cancelled: true,
    });
    const cancelled = await teacher.agent.put(`/api/classes/${key}/attendance`, {});
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.body.message).toBe(TIMETABLE_MESSAGES.attendanceCancelled);
  });

  it('gives students and parents the month’s classes and percentage, late counting as attended', async () => {
    const { teacher, asha, bilal, batchId, slotId } = await batchOfThree();
    // Three past classes: this week's and the two before it (all in the batch's dates).
    const dates = [today(), addDays(today(), -7), addDays(today(), -14)];
    const marks = [
      { absent: [bilal.userId] },
      { late: [bilal.userId] },
      { absent: [bilal.userId] },
    ];
    for (const [i, date] of dates.entries()) {
      const res = await teacher.agent.put(`/api/classes/${slotId}_${date}/attendance`, marks[i]);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    }
    const mine = (await bilal.agent.get(`/api/attendance/${bilal.userId}`)).body.data;
    expect(mine.overall).toEqual({
      month: '',
      marked: 3,
      present: 0,
      late: 1,
      absent: 2,
      percent: 33,
    });
    expect(mine.months.reduce((n: number, m: { marked: number }) => n + m.marked, 0)).toBe(3);

    const parent = await person(t, ROLES.parent, 'Bilal’s father');
    await t.database.db
      .insert(parentLinks)
      .values({ parentId: parent.userId, studentId: bilal.userId });
    const ofChild = await parent.agent.get(`/api/attendance/${bilal.userId}`);
    expect(ofChild.body.data.overall.percent).toBe(33);
    const notMine = await parent.agent.get(`/api/attendance/${asha.userId}`);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.body.message).toBe(STUDENT_MESSAGES.notFound);
    expect((await asha.agent.get(`/api/attendance/${bilal.userId}`)).statusCode).toBe(404);
    const fresh = (await asha.agent.get(`/api/attendance/${asha.userId}`)).body.data;
    expect(fresh.overall.percent).toBe(100);

    // The admin's low-attendance list: below 75%, Bilal; below 34%, Bilal; below 33%, nobody.
    const low = await admin.get(`/api/admin/batches/${batchId}/low-attendance?below=75`);
    expect(low.body.data).toEqual([
      { id: bilal.userId, name: 'Bilal', marked: 3, attended: 1, percent: 33 },
    ]);
    const none = await admin.get(`/api/admin/batches/${batchId}/low-attendance?below=33`);
    expect(none.body.data).toEqual([]);
  });

  it('holds on a register only the students seated that day, and counts only their classes', async () => {
    const { teacher, asha, bilal, batchId, slotId } = await batchOfThree();
    const dan = await person(t, ROLES.student, 'Dan');
    await admin.post(`/api/admin/batches/${batchId}/members`, { studentIds: [dan.userId] });
    const lastWeek = `${slotId}_${addDays(today(), -7)}`;
    const names = (data: { students: { name: string }[] }) => data.students.map((s) => s.name);

    // Dan joined today: last week's register, marked or not, does not hold him.
    const before = (await teacher.agent.get(`/api/classes/${lastWeek}/attendance`)).body.data;
    expect(names(before)).toEqual(['Asha', 'Bilal', 'Chitra']);
    const notSeated = await teacher.agent.put(`/api/classes/${lastWeek}/attendance`, {
      absent: [dan.userId],
    });
    expect(notSeated.statusCode).toBe(400);
    expect(notSeated.body.message).toBe(TIMETABLE_MESSAGES.studentNotMember);
    const marked = await teacher.agent.put(`/api/classes/${lastWeek}/attendance`, {
      absent: [bilal.userId],
    });
    expect(names(marked.body.data)).toEqual(['Asha', 'Bilal', 'Chitra']);
    // Today's register holds him.
    const todays = await teacher.agent.get(`/api/classes/${slotId}_${today()}/attendance`);
    expect(names(todays.body.data)).toEqual(['Asha', 'Bilal', 'Chitra', 'Dan']);

    // Nothing marked for Dan: no percentage, not "present".
    const dans = (await dan.agent.get(`/api/attendance/${dan.userId}`)).body.data;
    expect(dans.overall).toMatchObject({ marked: 0, present: 0, percent: null });
    expect((await asha.agent.get(`/api/attendance/${asha.userId}`)).body.data.overall.marked).toBe(
      1,
    );

    // A mark saved for him before this rule (a later joiner on an earlier register) is not counted.
    const stored = await t.database.db
      .select({ id: classSessions.id })
      .from(classSessions)
      .where(eq(classSessions.batchId, batchId));
    await t.database.db
      .insert(attendance)
      .values({ sessionId: stored[0]!.id, studentId: dan.userId, status: 'present' });
    const still = (await dan.agent.get(`/api/attendance/${dan.userId}`)).body.data;
    expect(still.overall).toMatchObject({ marked: 0, percent: null });
    const low = await admin.get(`/api/admin/batches/${batchId}/low-attendance?below=100`);
    expect(low.body.data.map((r: { name: string }) => r.name)).toEqual(['Bilal']);
  });

  it('seats a student from the waiting list on the day the seat frees, not the day they queued', async () => {
    const teacher = await person(t, ROLES.teacher, 'Meera Iyer');
    const [asha, bilal] = await Promise.all(
      ['Asha', 'Bilal'].map((name) => person(t, ROLES.student, name)),
    );
    const batchId = await createBatch(admin, { teacherIds: [teacher.userId], capacity: 1 });
    await admin.post(`/api/admin/batches/${batchId}/members`, {
      studentIds: [asha!.userId, bilal!.userId],
    });
    // Asha seated and Bilal waiting since the batch began.
    await seatedSince(t, batchId, [asha!.userId, bilal!.userId], addDays(today(), -30));
    const slotId = await addSlot(admin, batchId, { teacherId: teacher.userId });
    await admin.delete(`/api/admin/batches/${batchId}/members/${asha!.userId}`);

    const register = async (date: string) =>
      (await teacher.agent.get(`/api/classes/${slotId}_${date}/attendance`)).body.data.students.map(
        (s: { name: string }) => s.name,
      );
    // Asha's seat ended today (it stays on the registers it was on); Bilal's began today.
    expect(await register(addDays(today(), -7))).toEqual(['Asha']);
    expect(await register(today())).toEqual(['Asha', 'Bilal']);
    expect(await register(addDays(today(), 7))).toEqual(['Bilal']);
  });
});
