import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '@academy/contract/academy-calendar';
import { ADMISSION_MESSAGES as M } from '@academy/contract/admissions';
import { ROLES } from '@academy/contract/roles';
import { TIMETABLE_MESSAGES } from '@academy/contract/timetable';
import { addSlot, createBatch, person, today } from '../../../test/batches.ts';
import { createTestApp } from '../../../test/app.ts';
import { startFakeSms } from '../../../test/fake-sms.ts';
import { signedInAs, uniquePhone } from '../../../test/users.ts';
import { classSessions, leadDemos, leads } from '../../db/schema/index.ts';

const sms = await startFakeSms();
afterAll(() => sms.close());
const t = await createTestApp(sms.env('twilio'));
const { agent: admin } = await signedInAs(t, ROLES.admin);
const tomorrow = addDays(today(), 1);

/** A batch with its teacher and a weekly class tomorrow at 10:00 in room 4. */
async function batchWithClass() {
  const teacher = await person(t, ROLES.teacher, 'Kavita Rao');
  const batchId = await createBatch(admin, { teacherIds: [teacher.userId] });
  const slotId = await addSlot(admin, batchId, {
    weekday: weekdayOf(tomorrow),
    startTime: '10:00',
    room: 'Room 4',
  });
  return { teacher, batchId, key: `${slotId}_${tomorrow}` };
}

async function newLead() {
  const phone = uniquePhone();
  const res = await admin.post('/api/admissions/leads', {
    name: 'Neha Bhatt',
    phone,
    source: 'phone',
  });
  expect(res.statusCode).toBe(201);
  return { id: res.body.data.id as string, phone };
}

const stageOf = async (id: string) =>
  (await t.database.db.select().from(leads).where(eq(leads.id, id)))[0]!.stage;

/** Moves a booked class to today at midnight: it has started, as if the day had come. */
async function startClassOf(leadId: string) {
  const [demo] = await t.database.db.select().from(leadDemos).where(eq(leadDemos.leadId, leadId));
  await t.database.db
    .update(classSessions)
    .set({ date: today(), startTime: '00:00' })
    .where(eq(classSessions.id, demo!.sessionId));
  return demo!.sessionId;
}

describe('demo classes', () => {
  it('books a lead into an upcoming class, texts them, and the teacher marks them present', async () => {
    const { teacher, batchId, key } = await batchWithClass();
    const classes = await admin.get(`/api/admissions/batches/${batchId}/demo-classes`);
    expect(classes.body.data).toContainEqual({
      key,
      date: tomorrow,
      startTime: '10:00',
      subject: 'Physics',
    });
    const { id, phone } = await newLead();
    const booked = await admin.post(`/api/admissions/leads/${id}/demo`, { classKey: key });
    expect(booked.statusCode, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.message).toBe(M.demoBooked);
    expect(await stageOf(id)).toBe('demo-booked');
    await t.app.outbox.runOnce();
    const told = sms.sent.filter((m) => m.to === phone).map((m) => m.text);
    expect(told).toEqual([expect.stringMatching(new RegExp(`${tomorrow} at 10:00, Room 4`))]);

    // The teacher's register lists the visitor apart from the batch's students.
    const register = await teacher.agent.get(`/api/classes/${key}/demo-visitors`);
    expect(register.statusCode).toBe(200);
    expect(register.body.data).toMatchObject([{ name: 'Neha Bhatt', attended: false }]);
    const demoId = register.body.data[0].id as string;
    const early = await teacher.agent.put(`/api/classes/${key}/demo-visitors/${demoId}`, {
      attended: true,
    });
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe(TIMETABLE_MESSAGES.attendanceTooEarly);

    const sessionId = await startClassOf(id);
    const marked = await teacher.agent.put(`/api/classes/${sessionId}/demo-visitors/${demoId}`, {
      attended: true,
    });
    expect(marked.statusCode, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data).toMatchObject([{ id: demoId, attended: true }]);
    expect(await stageOf(id)).toBe('demo-attended');
  });

  it('keeps another batch’s teacher off the register', async () => {
    const { key } = await batchWithClass();
    const { id } = await newLead();
    await admin.post(`/api/admissions/leads/${id}/demo`, { classKey: key });
    const other = await person(t, ROLES.teacher, 'Other Teacher');
    const res = await other.agent.get(`/api/classes/${key}/demo-visitors`);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(TIMETABLE_MESSAGES.notYourBatch);
  });

  it('refuses a class that has started, and a lead that is lost', async () => {
    const { batchId, key } = await batchWithClass();
    const slotToday = await addSlot(admin, batchId, { startTime: '00:00' });
    const { id } = await newLead();
    const started = await admin.post(`/api/admissions/leads/${id}/demo`, {
      classKey: `${slotToday}_${today()}`,
    });
    expect(started.statusCode).toBe(409);
    expect(started.body.message).toBe(M.classNotUpcoming);
    await admin.post(`/api/admissions/leads/${id}/stage`, { stage: 'lost', reason: 'No reply' });
    const lost = await admin.post(`/api/admissions/leads/${id}/demo`, { classKey: key });
    expect(lost.statusCode).toBe(409);
    expect(lost.body.message).toBe(M.notBookable);
  });

  it('lets only admins and counsellors book', async () => {
    const { key } = await batchWithClass();
    const { id } = await newLead();
    const { agent } = await signedInAs(t, ROLES.teacher);
    const res = await agent.post(`/api/admissions/leads/${id}/demo`, { classKey: key });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(M.notCounsellor);
  });
});
