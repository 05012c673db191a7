import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { DEMO_PARENT, DEMO_TEACHER } from './content/academy.ts';
import { demoAcademy } from './demo-academy.ts';
import { demoStudents } from './demo-students.ts';

const t = await createTestApp();
await demoStudents.run(t.database.db, t.app.storage);
await demoAcademy.run(t.database.db, t.app.storage);

async function signIn(account: { phone: string; password: string }) {
  const agent = t.agent();
  const res = await agent.post('/api/auth/login', account);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return agent;
}

describe('the demo academy', () => {
  it('gives the demo teacher a batch with a week of classes', async () => {
    const teacher = await signIn(DEMO_TEACHER);
    const batches = (await teacher.get('/api/teacher/batches')).body.data;
    expect(batches).toEqual([
      expect.objectContaining({ name: 'Class 12 Science, Mon-Wed-Fri 5 pm', memberCount: 2 }),
    ]);
    const week = (await teacher.get('/api/timetable')).body.data;
    const classes = week.days.flatMap((d: { classes: unknown[] }) => d.classes);
    expect(classes).toHaveLength(4);
    // Each Saturday review held so far has its recording.
    const recordings = (await teacher.get('/api/recordings')).body.data;
    expect(recordings.length).toBeGreaterThanOrEqual(3);
    expect(recordings[0]).toMatchObject({ subject: 'Weekly test review' });
  });

  it("puts the demo student's doubts in the teacher's queue, the waiting one first", async () => {
    const teacher = await signIn(DEMO_TEACHER);
    const queue = (await teacher.get('/api/doubts')).body.data;
    expect(
      queue.items.map((d: { status: string; subject: string }) => [d.status, d.subject]),
    ).toEqual([
      ['open', 'Chemistry'],
      ['answered', 'Physics'],
    ]);
    const answered = (await teacher.get(`/api/doubts/${queue.items[1].id}`)).body.data;
    expect(answered.posts.map((p: { author: { name: string } }) => p.author.name)).toEqual([
      'Aarav Sharma',
      'Meera Iyer',
    ]);
  });

  it('lets the demo parent follow the demo student’s attendance, with a few absences', async () => {
    const parent = await signIn(DEMO_PARENT);
    const children = (await parent.get('/api/parent/children')).body.data.children;
    expect(children).toEqual([expect.objectContaining({ name: 'Aarav Sharma' })]);
    const res = await parent.get(`/api/attendance/${children[0].userId}`);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const summary = res.body.data;
    expect(summary.overall.marked).toBeGreaterThanOrEqual(15);
    expect(summary.overall.absent).toBe(2);
    expect(summary.overall.percent).toBeLessThan(100);
  });

  it('shows the demo parent the child’s fee: admission paid with its receipt, Term 1 due', async () => {
    const parent = await signIn(DEMO_PARENT);
    const [child] = (await parent.get('/api/parent/children')).body.data.children;
    const progress = (await parent.get(`/api/parent/children/${child.userId}`)).body.data;
    expect(progress.feesDue).toEqual([
      expect.objectContaining({ label: 'Term 1', amountPaise: 600_000, state: 'due' }),
    ]);
    const [paid] = progress.payments;
    expect(paid).toMatchObject({
      item: { kind: 'instalment', title: 'Class 12 Science, Mon-Wed-Fri 5 pm · Admission' },
      status: 'paid',
      method: 'cash',
    });
    const receipt = await parent.get(`/api/payments/orders/${paid.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
  });
});
