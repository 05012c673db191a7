import { describe, expect, it } from 'vitest';
import { addDays } from '@academy/contract/academy-calendar';
import { BATCH_MESSAGES } from '@academy/contract/batches';
import { ROLES } from '@academy/contract/roles';
import { parentLinks } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { addSlot, createBatch, leftOn, person, seatedSince, today } from '../../../test/batches.ts';
import { signedInAs } from '../../../test/users.ts';

const t = await createTestApp();
const { agent: admin } = await signedInAs(t, ROLES.admin);

/** Asha and Bilal seated since the batch began a month ago, with a weekly class taught by Meera. */
async function batchOfTwo(overrides: Record<string, unknown> = {}) {
  const teacher = await person(t, ROLES.teacher, 'Meera Iyer');
  const asha = await person(t, ROLES.student, 'Asha');
  const bilal = await person(t, ROLES.student, 'Bilal');
  const batchId = await createBatch(admin, { teacherIds: [teacher.userId], ...overrides });
  await admin.post(`/api/admin/batches/${batchId}/members`, {
    studentIds: [asha.userId, bilal.userId],
  });
  await seatedSince(t, batchId, [asha.userId, bilal.userId], addDays(today(), -30));
  const slotId = await addSlot(admin, batchId, { teacherId: teacher.userId });
  const register = async (date: string) =>
    (await teacher.agent.get(`/api/classes/${slotId}_${date}/attendance`)).body.data.students.map(
      (s: { name: string; status: string }) => `${s.name} ${s.status}`,
    );
  return { teacher, asha, bilal, batchId, slotId, register };
}

describe('seats', () => {
  it('keeps a student who left on the registers before their leaving date, with their marks', async () => {
    const { teacher, bilal, batchId, slotId, register } = await batchOfTwo();
    const twoWeeksAgo = addDays(today(), -14);
    await teacher.agent.put(`/api/classes/${slotId}_${twoWeeksAgo}/attendance`, {
      absent: [bilal.userId],
    });
    const removed = await admin.delete(`/api/admin/batches/${batchId}/members/${bilal.userId}`);
    expect(removed.statusCode).toBe(200);
    // He left ten days ago.
    await leftOn(t, batchId, bilal.userId, addDays(today(), -10));

    expect(await register(twoWeeksAgo)).toEqual(['Asha present', 'Bilal absent']);
    expect(await register(addDays(today(), -7))).toEqual(['Asha present']);
    expect(await register(today())).toEqual(['Asha present']);
    const marking = await teacher.agent.put(`/api/classes/${slotId}_${today()}/attendance`, {
      absent: [bilal.userId],
    });
    expect(marking.statusCode).toBe(400);

    // His percentage counts the class he was seated for; the batch no longer lists him.
    const his = (await bilal.agent.get(`/api/attendance/${bilal.userId}`)).body.data;
    expect(his.overall).toMatchObject({ marked: 1, absent: 1, percent: 0 });
    const batch = (await admin.get(`/api/admin/batches/${batchId}`)).body.data;
    expect(batch.memberCount).toBe(1);
    expect(batch.members.map((m: { name: string }) => m.name)).toEqual(['Asha']);
    const low = await admin.get(`/api/admin/batches/${batchId}/low-attendance?below=100`);
    expect(low.body.data).toEqual([]);
    const again = await admin.delete(`/api/admin/batches/${batchId}/members/${bilal.userId}`);
    expect(again.statusCode).toBe(404);
    expect(again.body.message).toBe(BATCH_MESSAGES.notMember);
  });

  it('stops fees falling due after a student leaves, for the admin, the student and the parent', async () => {
    const { asha, bilal, batchId } = await batchOfTwo();
    const parent = await person(t, ROLES.parent, 'Sunita');
    await t.database.db
      .insert(parentLinks)
      .values({ parentId: parent.userId, studentId: bilal.userId });
    const instalment = async (label: string, dueDate: string) => {
      const res = await admin.post(`/api/admin/batches/${batchId}/instalments`, {
        label,
        amountPaise: 100_000,
        dueDate,
      });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
      return (res.body.data as { id: string; label: string }[]).find((i) => i.label === label)!;
    };
    await instalment('Admission', addDays(today(), -20));
    await instalment('Term 1', addDays(today(), -5));
    const term2 = await instalment('Term 2', addDays(today(), 10));
    await admin.delete(`/api/admin/batches/${batchId}/members/${bilal.userId}`);
    await leftOn(t, batchId, bilal.userId, addDays(today(), -10));

    const dues = (await admin.get(`/api/admin/batches/${batchId}/dues`)).body.data;
    const owed = dues.rows.map(
      (r: { label: string; student: { id: string }; leftOn: string | null }) => [
        r.label,
        r.student.id === bilal.userId ? 'Bilal' : 'Asha',
        r.leftOn,
      ],
    );
    // The Dues list says who has left, and when.
    expect(owed).toEqual([
      ['Admission', 'Asha', null],
      ['Admission', 'Bilal', addDays(today(), -10)],
      ['Term 1', 'Asha', null],
      ['Term 2', 'Asha', null],
    ]);
    const labels = (fees: { label: string }[]) => fees.map((f) => f.label);
    const home = (await bilal.agent.get('/api/student/home')).body.data;
    expect(labels(home.feesDue)).toEqual(['Admission']);
    const child = (await parent.agent.get(`/api/parent/children/${bilal.userId}`)).body.data;
    expect(labels(child.feesDue)).toEqual(['Admission']);
    const paying = await bilal.agent.post('/api/payments/orders', { instalmentId: term2.id });
    expect(paying.statusCode).toBe(403);
    expect(labels((await asha.agent.get('/api/student/home')).body.data.feesDue)).toEqual([
      'Admission',
      'Term 1',
      'Term 2',
    ]);

    // Back today: a new seat, which owes what falls due from now, and the admission only once.
    await admin.post(`/api/admin/batches/${batchId}/members`, { studentIds: [bilal.userId] });
    const back = (await bilal.agent.get('/api/student/home')).body.data;
    expect(labels(back.feesDue)).toEqual(['Admission', 'Term 1', 'Term 2']);
  });

  it('starts a new seat for a student who comes back, and the seat they left keeps its registers', async () => {
    const { bilal, batchId, register } = await batchOfTwo();
    await admin.delete(`/api/admin/batches/${batchId}/members/${bilal.userId}`);
    await leftOn(t, batchId, bilal.userId, addDays(today(), -10));
    const back = await admin.post(`/api/admin/batches/${batchId}/members`, {
      studentIds: [bilal.userId],
    });
    expect(back.body.data).toEqual({ added: 1, waiting: 0, alreadyIn: 0 });
    expect(await register(addDays(today(), -14))).toEqual(['Asha present', 'Bilal present']);
    expect(await register(addDays(today(), -7))).toEqual(['Asha present']);
    expect(await register(today())).toEqual(['Asha present', 'Bilal present']);

    // Removed and added again the same day: the seat goes on, with no gap and no double row.
    await admin.delete(`/api/admin/batches/${batchId}/members/${bilal.userId}`);
    await admin.post(`/api/admin/batches/${batchId}/members`, { studentIds: [bilal.userId] });
    expect(await register(today())).toEqual(['Asha present', 'Bilal present']);
    const batch = (await admin.get(`/api/admin/batches/${batchId}`)).body.data;
    expect(batch.memberCount).toBe(2);
  });

  it('gives a freed seat to the first on the waiting list, and keeps the one who left', async () => {
    const { asha, batchId, register } = await batchOfTwo({ capacity: 2 });
    const chitra = await person(t, ROLES.student, 'Chitra');
    const queued = await admin.post(`/api/admin/batches/${batchId}/members`, {
      studentIds: [chitra.userId],
    });
    expect(queued.body.data).toMatchObject({ added: 0, waiting: 1 });
    await admin.delete(`/api/admin/batches/${batchId}/members/${asha.userId}`);
    const batch = (await admin.get(`/api/admin/batches/${batchId}`)).body.data;
    expect(batch.members.map((m: { name: string }) => m.name)).toEqual(['Bilal', 'Chitra']);
    expect(batch.waiting).toEqual([]);
    // Asha left today: today's register still holds her, beside the one who took her seat.
    expect(await register(today())).toEqual(['Asha present', 'Bilal present', 'Chitra present']);
    expect(await register(addDays(today(), 7))).toEqual(['Bilal present', 'Chitra present']);
  });

  it('backdates a seat to a day from the batch’s start to today, and no other', async () => {
    const { batchId, register } = await batchOfTwo();
    const dan = await person(t, ROLES.student, 'Dan');
    const add = (seatedFrom: unknown) =>
      admin.post(`/api/admin/batches/${batchId}/members`, { studentIds: [dan.userId], seatedFrom });
    const future = await add(addDays(today(), 1));
    expect(future.statusCode).toBe(400);
    expect(future.body.errors?.seatedFrom).toBe(BATCH_MESSAGES.seatedInFuture);
    const early = await add(addDays(today(), -31));
    expect(early.statusCode).toBe(400);
    expect(early.body.errors?.seatedFrom).toBe(BATCH_MESSAGES.seatedBeforeStart);
    expect((await add('soon')).body.errors?.seatedFrom).toBe(BATCH_MESSAGES.dateInvalid);

    const seated = await add(addDays(today(), -14));
    expect(seated.body.data).toEqual({ added: 1, waiting: 0, alreadyIn: 0 });
    expect(await register(addDays(today(), -14))).toEqual([
      'Asha present',
      'Bilal present',
      'Dan present',
    ]);
    expect(await register(addDays(today(), -21))).toEqual(['Asha present', 'Bilal present']);
  });
});
