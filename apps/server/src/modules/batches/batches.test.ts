import { describe, expect, it } from 'vitest';
import { BATCH_MESSAGES } from '@academy/contract/batches';
import { ROLES } from '@academy/contract/roles';
import { createTestApp } from '../../../test/app.ts';
import { createBatch, person, today } from '../../../test/batches.ts';
import { signedInAs } from '../../../test/users.ts';
import { addDays } from '@academy/contract/academy-calendar';

const t = await createTestApp();
const { agent: admin } = await signedInAs(t, ROLES.admin);
const students = async (n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => person(t, ROLES.student, `Student ${i + 1}`)));

describe('batches', () => {
  it('creates a batch with its teachers, lists it and shows it', async () => {
    const meera = await person(t, ROLES.teacher, 'Meera Iyer');
    const id = await createBatch(admin, { teacherIds: [meera.userId], capacity: 2 });
    const list = await admin.get('/api/admin/batches');
    expect(list.body.data.find((b: { id: string }) => b.id === id)).toMatchObject({
      name: 'Class 10 Science',
      program: 'class-9-10',
      subjects: ['Physics', 'Chemistry'],
      capacity: 2,
      teachers: [{ id: meera.userId, name: 'Meera Iyer' }],
      memberCount: 0,
      waitingCount: 0,
    });
    const teacherView = await meera.agent.get('/api/teacher/batches');
    expect(teacherView.body.data.map((b: { id: string }) => b.id)).toEqual([id]);
  });

  it('refuses what the form refuses, with its messages', async () => {
    const bad = await admin.post('/api/admin/batches', {
      name: ' ',
      program: 'class-13',
      startDate: today(),
      endDate: addDays(today(), -1),
      capacity: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: BATCH_MESSAGES.nameRequired,
      program: BATCH_MESSAGES.programRequired,
      capacity: BATCH_MESSAGES.capacityRange,
    });
    const order = await admin.post('/api/admin/batches', {
      name: 'X',
      program: 'class-9-10',
      startDate: today(),
      endDate: addDays(today(), -1),
      capacity: 5,
    });
    expect(order.body.errors).toEqual({ endDate: BATCH_MESSAGES.datesOrder });
    // A student is not a teacher.
    const student = await person(t, ROLES.student, 'Not A Teacher');
    const notTeacher = await admin.post('/api/admin/batches', {
      name: 'X',
      program: 'class-9-10',
      startDate: today(),
      endDate: today(),
      capacity: 5,
      teacherIds: [student.userId],
    });
    expect(notTeacher.statusCode).toBe(400);
    expect(notTeacher.body.message).toBe(BATCH_MESSAGES.teacherUnknown);
  });

  it('seats students up to capacity, queues the rest, and seats the queue in order', async () => {
    const id = await createBatch(admin, { capacity: 2 });
    const [a, b, c, d] = await students(4);
    const added = await admin.post(`/api/admin/batches/${id}/members`, {
      studentIds: [a!.userId, b!.userId, c!.userId, d!.userId],
    });
    expect(added.body).toMatchObject({
      message: BATCH_MESSAGES.membersAdded,
      data: { added: 2, waiting: 2, alreadyIn: 0 },
    });
    const again = await admin.post(`/api/admin/batches/${id}/members`, {
      studentIds: [a!.userId],
    });
    expect(again.body.data).toEqual({ added: 0, waiting: 0, alreadyIn: 1 });

    let batch = (await admin.get(`/api/admin/batches/${id}`)).body.data;
    expect(batch.members.map((m: { id: string }) => m.id).sort()).toEqual(
      [a!.userId, b!.userId].sort(),
    );
    expect(batch.waiting.map((m: { id: string }) => m.id)).toEqual([c!.userId, d!.userId]);

    // A seat frees: the first in the queue takes it.
    const removed = await admin.delete(`/api/admin/batches/${id}/members/${a!.userId}`);
    expect(removed.body.message).toBe(BATCH_MESSAGES.memberRemoved);
    batch = (await admin.get(`/api/admin/batches/${id}`)).body.data;
    expect(batch.waiting.map((m: { id: string }) => m.id)).toEqual([d!.userId]);
    expect(batch.memberCount).toBe(2);

    // More seats: the rest of the queue is seated. Fewer seats than members: refused.
    const details = {
      name: batch.name,
      program: batch.program,
      startDate: batch.startDate,
      endDate: batch.endDate,
    };
    const grown = await admin.put(`/api/admin/batches/${id}`, { ...details, capacity: 5 });
    expect(grown.body.data).toMatchObject({ memberCount: 3, waitingCount: 0 });
    const shrunk = await admin.put(`/api/admin/batches/${id}`, { ...details, capacity: 1 });
    expect(shrunk.statusCode).toBe(409);
    expect(shrunk.body.message).toBe(BATCH_MESSAGES.capacityBelowMembers);

    const gone = await admin.delete(`/api/admin/batches/${id}/members/${a!.userId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body.message).toBe(BATCH_MESSAGES.notMember);
  });

  it('never overfills a batch when two admins add at once', async () => {
    const id = await createBatch(admin, { capacity: 3 });
    const group = await students(6);
    await Promise.all([
      admin.post(`/api/admin/batches/${id}/members`, {
        studentIds: group.slice(0, 3).map((s) => s.userId),
      }),
      admin.post(`/api/admin/batches/${id}/members`, {
        studentIds: group.slice(3).map((s) => s.userId),
      }),
    ]);
    const batch = (await admin.get(`/api/admin/batches/${id}`)).body.data;
    expect(batch).toMatchObject({ memberCount: 3, waitingCount: 3 });
  });

  it('refuses a student who does not exist or is not a student', async () => {
    const id = await createBatch(admin);
    const teacher = await person(t, ROLES.teacher, 'Some Teacher');
    const res = await admin.post(`/api/admin/batches/${id}/members`, {
      studentIds: [teacher.userId],
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(BATCH_MESSAGES.studentUnknown);
    expect((await admin.get(`/api/admin/batches/${id}`)).body.data.memberCount).toBe(0);
  });

  it('deletes a batch and records who changed what', async () => {
    const id = await createBatch(admin, { name: 'Short-lived' });
    const res = await admin.delete(`/api/admin/batches/${id}`);
    expect(res.body.message).toBe(BATCH_MESSAGES.deleted);
    expect((await admin.get(`/api/admin/batches/${id}`)).statusCode).toBe(404);
    const audit = await admin.get('/api/admin/audit');
    const actions = audit.body.data.items
      .filter((e: { entityId: string }) => e.entityId === id)
      .map((e: { action: string }) => e.action);
    expect(actions).toEqual(['batch.delete', 'batch.create']);
  });

  it('is the admin’s: a teacher, parent or student gets 403', async () => {
    for (const role of [ROLES.teacher, ROLES.parent, ROLES.student]) {
      const { agent } = await signedInAs(t, role);
      expect((await agent.get('/api/admin/batches')).statusCode).toBe(403);
    }
  });
});

describe('joining a batch', () => {
  it('lists the open batches with their week, fee and seats, and seats a student who joins', async () => {
    const id = await createBatch(admin, {
      name: 'CA Foundation weekend',
      program: 'ca-foundation',
      capacity: 1,
      enrolmentOpen: true,
    });
    const closed = await createBatch(admin, { name: 'Invitation only' });
    const ended = await createBatch(admin, {
      name: 'Last term',
      startDate: addDays(today(), -100),
      endDate: addDays(today(), -1),
      enrolmentOpen: true,
    });
    await admin.post(`/api/admin/batches/${id}/slots`, {
      weekday: 6,
      startTime: '10:00',
      durationMinutes: 120,
      subject: 'Accounts',
    });
    await admin.post(`/api/admin/batches/${id}/instalments`, {
      label: 'Admission',
      amountPaise: 150_000,
      dueDate: today(),
    });
    const [first, second] = await students(2);

    const list = (await first!.agent.get('/api/student/batches')).body.data as {
      id: string;
      name: string;
    }[];
    const ids = list.map((b) => b.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(closed);
    expect(ids).not.toContain(ended);
    expect(list.find((b) => b.id === id)).toMatchObject({
      name: 'CA Foundation weekend',
      seatsLeft: 1,
      week: [{ weekday: 6, startTime: '10:00', durationMinutes: 120, subject: 'Accounts' }],
      fee: [{ label: 'Admission', amountPaise: 150_000, dueDate: today() }],
      myPlace: null,
    });

    const join = (who: typeof first, batch: string, body?: object) =>
      who!.agent.post(`/api/student/batches/${batch}/join`, body);
    // Joining asks for the fee the student was shown: without it, or for another, nobody is seated.
    const unconfirmed = await join(first, id, {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body.message).toBe(BATCH_MESSAGES.feeUnconfirmed);
    const changed = await join(first, id, { feePaise: 100_000 });
    expect(changed.statusCode).toBe(409);
    expect(changed.body.message).toBe(BATCH_MESSAGES.feeChanged);
    expect((await first!.agent.get('/api/student/home')).body.data.feesDue).toEqual([]);

    const joined = await join(first, id, { feePaise: 150_000 });
    expect(joined.statusCode).toBe(200);
    expect(joined.body).toMatchObject({
      data: { place: 'member' },
      message: BATCH_MESSAGES.joined,
    });
    // The fee is now theirs to pay, on their home.
    const home = (await first!.agent.get('/api/student/home')).body.data;
    expect(home.feesDue).toEqual([expect.objectContaining({ label: 'Admission' })]);
    const again = await join(first, id, { feePaise: 150_000 });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(BATCH_MESSAGES.alreadyJoined);

    // Full: the next one waits.
    const waits = await join(second, id, { feePaise: 150_000 });
    expect(waits.body).toMatchObject({
      data: { place: 'waiting' },
      message: BATCH_MESSAGES.joinedWaiting,
    });
    const seen = (await second!.agent.get('/api/student/batches')).body.data;
    expect(seen.find((b: { id: string }) => b.id === id)).toMatchObject({
      seatsLeft: 0,
      myPlace: 'waiting',
    });

    for (const batch of [closed, ended, crypto.randomUUID()]) {
      const refused = await join(second, batch, { feePaise: 0 });
      expect(refused.statusCode).toBe(404);
      expect(refused.body.message).toBe(BATCH_MESSAGES.notOpen);
    }
  });

  it('is for students only', async () => {
    const id = await createBatch(admin, { enrolmentOpen: true });
    const teacher = await person(t, ROLES.teacher, 'A Teacher');
    const join = await teacher.agent.post(`/api/student/batches/${id}/join`, { feePaise: 0 });
    expect(join.statusCode).toBe(403);
    expect((await admin.get('/api/student/batches')).statusCode).toBe(403);
    expect((await t.agent().get('/api/student/batches')).statusCode).toBe(401);
  });
});
