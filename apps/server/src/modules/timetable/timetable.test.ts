import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { TIMETABLE_MESSAGES } from '@academy/contract/timetable';
import { createTestApp } from '../../../test/app.ts';
import { addSlot, createBatch, person, today } from '../../../test/batches.ts';
import { signedInAs } from '../../../test/users.ts';
import { parentLinks, timetableSlots } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { addDays, mondayOf, weekdayOf } from '@academy/contract/academy-calendar';

const t = await createTestApp();
const { agent: admin } = await signedInAs(t, ROLES.admin);

interface Day {
  date: string;
  classes: { key: string; subject: string; cancelled: boolean; startTime: string }[];
}
const classesOf = (week: { days: Day[] }) => week.days.flatMap((d) => d.classes);
/** Another day of the same week (Monday to Sunday): the next one, or Saturday for a Sunday. */
const anotherDayOfItsWeek = (date: string) => addDays(date, weekdayOf(date) === 7 ? -1 : 1);

/** A batch with a teacher, a student in it and the student's parent, and one weekly class. */
async function academy(slot: Record<string, unknown> = {}) {
  const teacher = await person(t, ROLES.teacher, 'Meera Iyer');
  const student = await person(t, ROLES.student, 'Aarav Sharma');
  const parent = await person(t, ROLES.parent, 'Sunita Sharma');
  await t.database.db
    .insert(parentLinks)
    .values({ parentId: parent.userId, studentId: student.userId });
  const batchId = await createBatch(admin, { teacherIds: [teacher.userId] });
  await admin.post(`/api/admin/batches/${batchId}/members`, { studentIds: [student.userId] });
  const slotId = await addSlot(admin, batchId, { teacherId: teacher.userId, ...slot });
  return { teacher, student, parent, batchId, slotId };
}

describe('the timetable', () => {
  it('shows a batch’s weekly class to its student, parent, teacher and admin, and nobody else', async () => {
    const { teacher, student, parent, batchId, slotId } = await academy();
    const key = `${slotId}_${today()}`;
    for (const { agent } of [teacher, student, parent]) {
      const week = (await agent.get('/api/timetable')).body.data;
      expect(week.weekStart).toBe(mondayOf(today()));
      expect(week.days).toHaveLength(7);
      expect(classesOf(week)).toEqual([
        expect.objectContaining({
          key,
          subject: 'Physics',
          date: today(),
          teacher: { id: teacher.userId, name: 'Meera Iyer' },
          batch: { id: batchId, name: 'Class 10 Science' },
        }),
      ]);
    }
    const adminWeek = (await admin.get(`/api/timetable?batchId=${batchId}`)).body.data;
    expect(classesOf(adminWeek).map((c) => c.key)).toEqual([key]);
    const stranger = await signedInAs(t, ROLES.student);
    expect(classesOf((await stranger.agent.get('/api/timetable')).body.data)).toEqual([]);
    const otherTeacher = await signedInAs(t, ROLES.teacher);
    expect(classesOf((await otherTeacher.agent.get('/api/timetable')).body.data)).toEqual([]);
  });

  it('shows no class outside the batch’s dates', async () => {
    const { student, batchId } = await academy();
    const nextYear = addDays(today(), 365);
    expect(
      classesOf((await student.agent.get(`/api/timetable?week=${nextYear}`)).body.data),
    ).toEqual([]);
    expect(batchId).toBeTruthy();
  });

  it('takes one-off changes: a holiday, a moved class, an extra class', async () => {
    const { teacher, student, batchId, slotId } = await academy({ startTime: '17:00' });
    const nextWeek = addDays(today(), 7);
    const change = {
      date: nextWeek,
      startTime: '17:00',
      durationMinutes: 60,
      subject: 'Physics',
      teacherId: teacher.userId,
    };
    const holiday = await teacher.agent.put(`/api/classes/${slotId}_${nextWeek}`, {
      ...change,
      cancelled: true,
      note: 'Diwali holiday',
    });
    expect(holiday.body.message).toBe(TIMETABLE_MESSAGES.sessionSaved);
    expect(holiday.body.data).toMatchObject({ cancelled: true, note: 'Diwali holiday' });

    // Moved to another day of its week and an hour earlier, the week after.
    const inTwoWeeks = addDays(today(), 14);
    const moved = await admin.put(`/api/classes/${slotId}_${inTwoWeeks}`, {
      ...change,
      date: anotherDayOfItsWeek(inTwoWeeks),
      startTime: '16:00',
    });
    expect(moved.statusCode).toBe(200);
    const extra = await teacher.agent.post(`/api/batches/${batchId}/classes`, {
      ...change,
      date: anotherDayOfItsWeek(nextWeek),
      subject: 'Chemistry',
      note: 'Extra class before the test',
    });
    expect(extra.statusCode).toBe(201);
    expect(extra.body.data).toMatchObject({ extra: true, changed: true });

    const week1 = classesOf((await student.agent.get(`/api/timetable?week=${nextWeek}`)).body.data);
    expect(week1.map((c) => [c.subject, c.cancelled]).sort()).toEqual([
      ['Chemistry', false],
      ['Physics', true],
    ]);
    // The moved class keeps its key: the stored session's, once changed, on its new day.
    const week2 = (await student.agent.get(`/api/timetable?week=${inTwoWeeks}`)).body.data;
    const movedDay = week2.days.find((d: Day) => d.date === anotherDayOfItsWeek(inTwoWeeks));
    expect(movedDay.classes).toEqual([
      expect.objectContaining({ key: moved.body.data.key, startTime: '16:00', changed: true }),
    ]);
    expect(week2.days.find((d: Day) => d.date === inTwoWeeks).classes).toEqual([]);
  });

  it('refuses changes from a teacher of another batch, and dates the batch does not run', async () => {
    const { slotId, teacher } = await academy();
    const other = await signedInAs(t, ROLES.teacher);
    const body = { date: today(), startTime: '10:00', durationMinutes: 60, subject: 'Physics' };
    const res = await other.agent.put(`/api/classes/${slotId}_${today()}`, body);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(TIMETABLE_MESSAGES.notYourBatch);
    const far = await teacher.agent.put(`/api/classes/${slotId}_${today()}`, {
      ...body,
      date: addDays(today(), 400),
    });
    expect(far.body.errors).toEqual({ date: TIMETABLE_MESSAGES.dateOutsideBatch });
    // Not the slot's weekday: there is no such class.
    const wrongDay = await teacher.agent.put(`/api/classes/${slotId}_${addDays(today(), 1)}`, body);
    expect(wrongDay.statusCode).toBe(404);
    expect(wrongDay.body.message).toBe(TIMETABLE_MESSAGES.sessionNotFound);
  });

  it('checks a weekly class: its time, length, teacher and live link', async () => {
    const { batchId } = await academy();
    const stranger = await signedInAs(t, ROLES.teacher);
    const res = await admin.post(`/api/admin/batches/${batchId}/slots`, {
      weekday: 8,
      startTime: '25:00',
      durationMinutes: 5,
      subject: '',
      teacherId: stranger.userId,
      onlineLink: 'http://example.com/room',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors).toMatchObject({
      weekday: TIMETABLE_MESSAGES.weekdayInvalid,
      startTime: TIMETABLE_MESSAGES.timeInvalid,
      durationMinutes: TIMETABLE_MESSAGES.durationRange,
      subject: TIMETABLE_MESSAGES.subjectRequired,
      onlineLink: TIMETABLE_MESSAGES.linkInvalid,
    });
    const notHers = await admin.post(`/api/admin/batches/${batchId}/slots`, {
      weekday: 1,
      startTime: '10:00',
      durationMinutes: 60,
      subject: 'Maths',
      teacherId: stranger.userId,
    });
    expect(notHers.body.errors).toEqual({ teacherId: TIMETABLE_MESSAGES.teacherNotInBatch });
  });

  it('shows a live class’s link to students from 15 minutes before, to its teacher always', async () => {
    const link = 'https://meet.google.com/abc-defg-hij';
    // Two days ahead: far from the lead time on any clock.
    const later = addDays(today(), 2);
    const { student, teacher } = await academy({
      weekday: weekdayOf(later),
      startTime: '10:00',
      onlineLink: link,
    });
    const ofStudent = classesOf(
      (await student.agent.get(`/api/timetable?week=${later}`)).body.data,
    ).find((c) => c.key.endsWith(later));
    expect(ofStudent).toMatchObject({ isOnline: true, onlineLink: null });
    const ofTeacher = classesOf(
      (await teacher.agent.get(`/api/timetable?week=${later}`)).body.data,
    ).find((c) => c.key.endsWith(later));
    expect(ofTeacher).toMatchObject({ isOnline: true, onlineLink: link });
  });

  it('lists a batch’s recordings once the teacher attaches them', async () => {
    const { teacher, student, slotId, batchId } = await academy({
      onlineLink: 'https://meet.jit.si/academy-physics',
    });
    const bad = await teacher.agent.put(`/api/classes/${slotId}_${today()}/recording`, {
      recordingUrl: 'https://vimeo.com/1',
    });
    expect(bad.body.errors).toEqual({ recordingUrl: TIMETABLE_MESSAGES.recordingInvalid });
    const url = 'https://youtu.be/dQw4w9WgXcQ';
    const res = await teacher.agent.put(`/api/classes/${slotId}_${today()}/recording`, {
      recordingUrl: url,
    });
    expect(res.body.message).toBe(TIMETABLE_MESSAGES.recordingSaved);
    const list = await student.agent.get(`/api/batches/${batchId}/recordings`);
    const recording = {
      key: res.body.data.key,
      batch: { id: batchId, name: expect.any(String) },
      date: today(),
      subject: 'Physics',
      recordingUrl: url,
    };
    expect(list.body.data).toEqual([recording]);
    // Every batch's at once, for the Recordings page.
    expect((await student.agent.get('/api/recordings')).body.data).toEqual([recording]);
    const stranger = await signedInAs(t, ROLES.student);
    expect((await stranger.agent.get(`/api/batches/${batchId}/recordings`)).statusCode).toBe(404);
    expect((await stranger.agent.get('/api/recordings')).body.data).toEqual([]);
    expect((await t.agent().get('/api/recordings')).statusCode).toBe(401);
  });
});

describe('the calendar feed', () => {
  it('is a valid iCalendar file of the user’s classes, at a private address', async () => {
    const { student, slotId, batchId } = await academy({ startTime: '17:00', room: 'Room 4' });
    const nextWeek = addDays(today(), 7);
    await admin.put(`/api/classes/${slotId}_${nextWeek}`, {
      date: nextWeek,
      startTime: '17:00',
      durationMinutes: 60,
      subject: 'Physics',
      cancelled: true,
    });
    const { url } = (await student.agent.get('/api/timetable/feed')).body.data;
    const path = new URL(url).pathname;
    // No session needed: a calendar app has none.
    const res = await t.agent().get(path);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    // Its own, not the API's: a calendar app may keep the feed five minutes.
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const calendar = new ICAL.Component(ICAL.parse(res.payload));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const ours = events.filter((e) => e.uid.startsWith(slotId) || e.summary.includes('Physics'));
    expect(ours.length).toBeGreaterThan(4);
    const todays = ours.find((e) => e.uid === `${slotId}_${today()}@${new URL(url).host}`)!;
    expect(todays.summary).toBe('Physics · Class 10 Science');
    expect(todays.location).toBe('Room 4');
    // 17:00 in India is 11:30 UTC.
    expect(todays.startDate.toJSDate().toISOString()).toBe(`${today()}T11:30:00.000Z`);
    expect(todays.duration.toSeconds()).toBe(3600);
    const cancelled = ours.find(
      (e) => e.startDate.toJSDate().toISOString().slice(0, 10) === nextWeek,
    )!;
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(batchId).toBeTruthy();
  });

  it('keeps its ETag while nothing changed, and answers 304 to it', async () => {
    const { student, slotId } = await academy({ startTime: '17:00' });
    const lastEdit = new Date('2026-01-02T03:04:05Z');
    await t.database.db
      .update(timetableSlots)
      .set({ updatedAt: lastEdit })
      .where(eq(timetableSlots.id, slotId));
    const { url } = (await student.agent.get('/api/timetable/feed')).body.data;
    const path = new URL(url).pathname;
    const first = await t.agent().get(path);
    const todays = `UID:${slotId}_${today()}@`;
    const eventOf = (ics: string, uid: string) =>
      ics.slice(ics.indexOf(uid)).split('END:VEVENT')[0]!;
    // The class's last change, not the download's time.
    expect(eventOf(first.payload, todays)).toContain('DTSTAMP:20260102T030405Z');
    const etag = String(first.headers.etag);
    const again = await t.agent().get(path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    await admin.put(`/api/classes/${slotId}_${today()}`, {
      date: today(),
      startTime: '18:00',
      durationMinutes: 60,
      subject: 'Physics',
    });
    const changed = await t.agent().get(path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('is at a random address that names nobody; a new one ends the old', async () => {
    const { student } = await academy();
    const other = await signedInAs(t, ROLES.student);
    const { url } = (await student.agent.get('/api/timetable/feed')).body.data;
    // The same address each time it is asked for, until a new one is made.
    expect((await student.agent.get('/api/timetable/feed')).body.data.url).toBe(url);
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/api\/calendar\/[\w-]{43}\.ics$/);
    expect(path).not.toContain(student.userId);
    const others = (await other.agent.get('/api/timetable/feed')).body.data.url;
    expect(others).not.toBe(url);
    expect((await t.agent().get(`/api/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await t.agent().get(path)).statusCode).toBe(200);

    const renewed = await student.agent.post('/api/timetable/feed');
    expect(renewed.statusCode).toBe(200);
    expect(renewed.body.message).toBe(TIMETABLE_MESSAGES.feedRenewed);
    const next = new URL(renewed.body.data.url).pathname;
    expect(next).not.toBe(path);
    expect((await t.agent().get(path)).statusCode).toBe(404);
    expect((await t.agent().get(next)).statusCode).toBe(200);
    expect((await student.agent.get('/api/timetable/feed')).body.data.url).toBe(
      renewed.body.data.url,
    );
    // Someone else's address is untouched.
    expect((await t.agent().get(new URL(others).pathname)).statusCode).toBe(200);
    expect((await t.agent().post('/api/timetable/feed')).statusCode).toBe(401);
  });
});
