import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '@academy/contract/academy-calendar';
import { PAPER_TEST_MESSAGES as M } from '@academy/contract/paper-tests';
import { ROLES } from '@academy/contract/roles';
import { STUDENT_MESSAGES } from '@academy/contract/students';
import { TIMETABLE_MESSAGES } from '@academy/contract/batch-messages';
import { createTestApp, type Agent } from '../../../test/app.ts';
import { createBatch, person, seatedSince, today } from '../../../test/batches.ts';
import { startFakeSms } from '../../../test/fake-sms.ts';
import { signedInAs, uniquePhone } from '../../../test/users.ts';
import { auditLog, outbox, parentLinks, users } from '../../db/schema/index.ts';

const sms = await startFakeSms();
afterAll(() => sms.close());
const t = await createTestApp(sms.env('twilio'));
const { agent: admin } = await signedInAs(t, ROLES.admin);

/** Students straight in the database (they need no sign-in), seated in the batch by the admin. */
async function seat(batchId: string, names: string[]) {
  if (names.length === 0) return [];
  const rows = await t.database.db
    .insert(users)
    .values(
      names.map((name) => ({ name, phone: uniquePhone(), passwordHash: 'x', role: ROLES.student })),
    )
    .returning({ id: users.id, phone: users.phone });
  const res = await admin.post(`/api/admin/batches/${batchId}/members`, {
    studentIds: rows.map((r) => r.id),
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return rows.map((r) => ({ id: r.id, phone: r.phone! }));
}

/** A batch of `size` students with its teacher, a student who signs in, and that student's parent. */
async function academy(size = 3) {
  const teacher = await person(t, ROLES.teacher, 'Meera Iyer');
  const batchId = await createBatch(admin, { teacherIds: [teacher.userId], capacity: 60 });
  const student = await person(t, ROLES.student, 'Aarav Sharma');
  const parent = await person(t, ROLES.parent, 'Sunita Sharma');
  await t.database.db
    .insert(parentLinks)
    .values({ parentId: parent.userId, studentId: student.userId });
  await admin.post(`/api/admin/batches/${batchId}/members`, { studentIds: [student.userId] });
  const others = await seat(
    batchId,
    Array.from({ length: size - 1 }, (_, i) => `Student ${String(i + 1).padStart(2, '0')}`),
  );
  return { teacher, batchId, student, parent, others };
}

const newTest = (batchId: string, overrides: Record<string, unknown> = {}) => ({
  batchId,
  name: 'Unit test 1',
  heldOn: today(),
  subjects: [
    { name: 'Maths', maxMarks: 80 },
    { name: 'Science', maxMarks: 20 },
  ],
  ...overrides,
});

async function createTest(agent: Agent, batchId: string, overrides: Record<string, unknown> = {}) {
  const res = await agent.post('/api/paper-tests', newTest(batchId, overrides));
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data as {
    id: string;
    subjects: { id: string; maxMarks: number }[];
    students: { id: string; name: string }[];
  };
}

/** Every student's marks in both subjects: [maths, science], a number or 'absent'. */
const entriesOf = (
  test: { subjects: { id: string }[] },
  marks: [string, number | 'absent' | null, number | 'absent' | null][],
) =>
  marks.flatMap(([studentId, maths, science]) => [
    { studentId, subjectId: test.subjects[0]!.id, marks: maths },
    { studentId, subjectId: test.subjects[1]!.id, marks: science },
  ]);

describe('a paper test', () => {
  it("is set by the batch's teacher, with its rows the students seated on its date", async () => {
    const { teacher, batchId, student, others } = await academy();
    const test = await createTest(teacher.agent, batchId);
    expect(test.subjects.map((s) => s.maxMarks)).toEqual([80, 20]);
    expect(test.students.map((s) => s.id).sort()).toEqual(
      [student.userId, ...others.map((o) => o.id)].sort(),
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'paper-test.create'), eq(auditLog.entityId, test.id)));
    expect(entry!.actorId).toBe(teacher.userId);
  });

  it('is refused to a teacher of another batch, in the future, before the batch, or with a subject twice', async () => {
    const { batchId } = await academy();
    const stranger = await person(t, ROLES.teacher, 'Other Teacher');
    const refused = await stranger.agent.post('/api/paper-tests', newTest(batchId));
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(TIMETABLE_MESSAGES.notYourBatch);

    const future = await admin.post(
      '/api/paper-tests',
      newTest(batchId, { heldOn: addDays(today(), 1) }),
    );
    expect([future.statusCode, future.body.errors]).toEqual([400, { heldOn: M.dateInFuture }]);
    const early = await admin.post(
      '/api/paper-tests',
      newTest(batchId, { heldOn: addDays(today(), -31) }),
    );
    expect([early.statusCode, early.body.errors]).toEqual([400, { heldOn: M.dateBeforeBatch }]);
    const twice = await admin.post(
      '/api/paper-tests',
      newTest(batchId, {
        subjects: [
          { name: 'Maths', maxMarks: 10 },
          { name: 'maths', maxMarks: 10 },
        ],
      }),
    );
    expect([twice.statusCode, twice.body.message]).toEqual([400, M.subjectsRepeated]);
    const noMax = await admin.post(
      '/api/paper-tests',
      newTest(batchId, { subjects: [{ name: 'Maths', maxMarks: 0 }] }),
    );
    expect([noMax.statusCode, noMax.body.message]).toEqual([400, M.maxMarksRange]);
  });

  it("is listed, a page at a time, to its batch's teachers and admins only", async () => {
    const { teacher, batchId } = await academy();
    const stranger = await person(t, ROLES.teacher, 'Other Teacher');
    for (const name of ['Test A', 'Test B', 'Test C'])
      await createTest(teacher.agent, batchId, { name });
    const first = await teacher.agent.get(`/api/paper-tests?batchId=${batchId}&pageSize=2`);
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.items).toHaveLength(2);
    const mine = await teacher.agent.get('/api/paper-tests');
    expect(mine.body.data.total).toBe(3);
    expect((await stranger.agent.get('/api/paper-tests')).body.data.total).toBe(0);
    expect((await stranger.agent.get(`/api/paper-tests?batchId=${batchId}`)).statusCode).toBe(403);
  });
});

describe('marks', () => {
  it('fill a column for a batch of 40, absent apart from zero, and are kept as typed', async () => {
    const { teacher, batchId } = await academy(40);
    const test = await createTest(teacher.agent, batchId);
    const column = test.students.map((s, i) => ({
      studentId: s.id,
      subjectId: test.subjects[0]!.id,
      marks: i === 0 ? ('absent' as const) : i === 1 ? 0 : 40 + i / 2,
    }));
    const saved = await teacher.agent.put(`/api/paper-tests/${test.id}/marks`, { entries: column });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(M.saved);
    const rows = saved.body.data.students as { id: string; marks: Record<string, unknown> }[];
    const mathsOf = (id: string) => rows.find((r) => r.id === id)!.marks[test.subjects[0]!.id];
    expect(mathsOf(test.students[0]!.id)).toBe('absent');
    expect(mathsOf(test.students[1]!.id)).toBe(0);
    expect(mathsOf(test.students[3]!.id)).toBe(41.5);
    // A cleared cell is not entered again.
    const cleared = await teacher.agent.put(`/api/paper-tests/${test.id}/marks`, {
      entries: [{ studentId: test.students[1]!.id, subjectId: test.subjects[0]!.id, marks: null }],
    });
    expect(
      (cleared.body.data.students as typeof rows).find((r) => r.id === test.students[1]!.id)!.marks,
    ).toEqual({});
  });

  it('above the maximum, below 0, in quarters, or for a student not in the batch that day are refused whole', async () => {
    const { teacher, batchId, student, others } = await academy();
    const elsewhere = await academy();
    const everyone = [student.userId, ...others.map((o) => o.id)];
    await seatedSince(t, batchId, everyone, addDays(today(), -10));
    const test = await createTest(teacher.agent, batchId, { heldOn: addDays(today(), -2) });
    const [maths, science] = test.subjects;
    const put = (entries: unknown[]) =>
      teacher.agent.put(`/api/paper-tests/${test.id}/marks`, { entries });
    const first = test.students[0]!.id;

    const above = await put([
      { studentId: first, subjectId: maths!.id, marks: 40 },
      { studentId: first, subjectId: science!.id, marks: 21 },
    ]);
    expect([above.statusCode, above.body.message]).toEqual([400, M.marksAboveMax]);
    expect(above.body.errors).toEqual({ 'entries.1.marks': M.marksAboveMax });
    const negative = await put([{ studentId: first, subjectId: maths!.id, marks: -1 }]);
    expect(negative.body.message).toBe(M.marksNegative);
    const quarter = await put([{ studentId: first, subjectId: maths!.id, marks: 10.25 }]);
    expect(quarter.body.message).toBe(M.marksStep);
    const word = await put([{ studentId: first, subjectId: maths!.id, marks: 'ten' }]);
    expect([word.statusCode, word.body.message]).toEqual([400, M.marksInvalid]);

    const outsider = await put([
      { studentId: elsewhere.student.userId, subjectId: maths!.id, marks: 10 },
    ]);
    expect([outsider.statusCode, outsider.body.message]).toEqual([400, M.studentNotInBatch]);
    // Seated today, after the test's date: not one of its rows.
    const [late] = await seat(batchId, ['Late Joiner']);
    expect(test.students.map((s) => s.id)).not.toContain(late!.id);
    const lateOne = await put([{ studentId: late!.id, subjectId: maths!.id, marks: 10 }]);
    expect(lateOne.body.message).toBe(M.studentNotInBatch);
    const otherTest = await createTest(elsewhere.teacher.agent, elsewhere.batchId);
    const wrongSubject = await put([
      { studentId: first, subjectId: otherTest.subjects[0]!.id, marks: 1 },
    ]);
    expect(wrongSubject.body.message).toBe(M.subjectUnknown);

    const sheet = await teacher.agent.get(`/api/paper-tests/${test.id}`);
    expect(
      (sheet.body.data.students as { marks: object }[]).every(
        (s) => Object.keys(s.marks).length === 0,
      ),
    ).toBe(true);
  });

  it("are another batch's teacher's to neither read nor write", async () => {
    const { teacher, batchId } = await academy();
    const stranger = await person(t, ROLES.teacher, 'Other Teacher');
    const test = await createTest(teacher.agent, batchId);
    expect((await stranger.agent.get(`/api/paper-tests/${test.id}`)).statusCode).toBe(403);
    const write = await stranger.agent.put(`/api/paper-tests/${test.id}/marks`, {
      entries: entriesOf(test, [[test.students[0]!.id, 1, 1]]),
    });
    expect(write.statusCode).toBe(403);
    expect((await stranger.agent.post(`/api/paper-tests/${test.id}/publish`)).statusCode).toBe(403);
    expect(
      (await stranger.agent.get(`/api/paper-tests/distribution?batchId=${batchId}`)).statusCode,
    ).toBe(403);
    expect((await teacher.agent.get(`/api/paper-tests/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a body past the limit', async () => {
    const { teacher, batchId } = await academy();
    const test = await createTest(teacher.agent, batchId);
    const entry = { studentId: test.students[0]!.id, subjectId: test.subjects[0]!.id, marks: 1 };
    const tooMany = await teacher.agent.put(`/api/paper-tests/${test.id}/marks`, {
      entries: Array.from({ length: 3001 }, () => entry),
    });
    expect([tooMany.statusCode, tooMany.body.message]).toEqual([400, M.tooManyEntries]);
    const huge = await teacher.agent.put(`/api/paper-tests/${test.id}/marks`, {
      entries: [{ ...entry, padding: 'x'.repeat(1_100_000) }],
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('publishing', () => {
  it('needs every cell, then ranks with shared ties, texts students and parents, and shows each their result', async () => {
    const { teacher, batchId, student, parent, others } = await academy(4);
    const test = await createTest(teacher.agent, batchId);
    const [a, b, c] = others;
    const marks: [string, number | 'absent', number | 'absent'][] = [
      [student.userId, 70, 20],
      [a!.id, 75, 15],
      [b!.id, 'absent', 'absent'],
      [c!.id, 50, 'absent'],
    ];
    await teacher.agent.put(`/api/paper-tests/${test.id}/marks`, {
      entries: entriesOf(test, marks).slice(0, -1),
    });
    const early = await teacher.agent.post(`/api/paper-tests/${test.id}/publish`);
    expect([early.statusCode, early.body.message]).toEqual([409, M.marksMissing]);
    // Not published yet: nobody sees it.
    expect(
      (await student.agent.get(`/api/paper-tests/students/${student.userId}/results`)).body.data
        .total,
    ).toBe(0);

    await teacher.agent.put(`/api/paper-tests/${test.id}/marks`, {
      entries: entriesOf(test, marks),
    });
    const published = await teacher.agent.post(`/api/paper-tests/${test.id}/publish`);
    expect(published.statusCode, JSON.stringify(published.body)).toBe(200);
    const rows = published.body.data.students as {
      id: string;
      result: { total: number; percent: number; rank: number | null };
    }[];
    const resultOf = (id: string) => rows.find((r) => r.id === id)!.result;
    expect(resultOf(student.userId)).toEqual({ total: 90, percent: 90, rank: 1 });
    expect(resultOf(a!.id)).toEqual({ total: 90, percent: 90, rank: 1 });
    expect(resultOf(c!.id)).toEqual({ total: 50, percent: 50, rank: 3 });
    expect(resultOf(b!.id)).toEqual({ total: 0, percent: 0, rank: null });
    expect(published.body.data.summary).toMatchObject({ average: 76.67, ranked: 3 });
    const [mathsTop, scienceTop] = published.body.data.summary.toppers;
    expect(mathsTop.marks).toBe(75);
    expect(mathsTop.students.map((s: { id: string }) => s.id)).toEqual([a!.id]);
    expect(scienceTop.marks).toBe(20);

    const again = await teacher.agent.post(`/api/paper-tests/${test.id}/publish`);
    expect([again.statusCode, again.body.message]).toEqual([409, M.alreadyPublished]);

    const texts = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.subjectType, 'paper-test'), eq(outbox.subjectId, test.id)));
    expect(texts).toHaveLength(5); // four students and one parent
    expect(texts.every((x) => (x.payload as { kind: string }).kind === 'result')).toBe(true);
    await t.app.outbox.runOnce();
    const told = (phone: string) => sms.sent.filter((m) => m.to === phone).map((m) => m.text);
    // The student's text reaches their parent too, word for word.
    expect(told(parent.phone)).toEqual(told(student.phone));
    expect(told(student.phone)).toEqual([
      expect.stringMatching(
        /^.+: Aarav Sharma's Unit test 1 \(Class 10 Science\) result: 90%, rank 1 of 3\. See it at http.+\/dashboard$/,
      ),
    ]);
    expect(told(b!.phone)).toEqual([expect.stringContaining('result: absent.')]);

    const mine = await student.agent.get(`/api/paper-tests/students/${student.userId}/results`);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data.items[0]).toMatchObject({
      name: 'Unit test 1',
      percent: 90,
      rank: 1,
      ranked: 3,
      average: 76.67,
      maxTotal: 100,
      subjects: [
        { name: 'Maths', maxMarks: 80, score: 70, topMarks: 75 },
        { name: 'Science', maxMarks: 20, score: 20, topMarks: 20 },
      ],
    });
    const childs = await parent.agent.get(`/api/paper-tests/students/${student.userId}/results`);
    expect(childs.body.data.items[0].rank).toBe(1);
    const notMine = await parent.agent.get(`/api/paper-tests/students/${a!.id}/results`);
    expect([notMine.statusCode, notMine.body.message]).toEqual([404, STUDENT_MESSAGES.notFound]);
    expect((await student.agent.get(`/api/paper-tests/students/${a!.id}/results`)).statusCode).toBe(
      404,
    );
    expect(
      (await admin.get(`/api/paper-tests/students/${a!.id}/results`)).body.data.items[0].rank,
    ).toBe(1);

    const spread = await admin.get(`/api/paper-tests/distribution?batchId=${batchId}`);
    expect(spread.body.data).toEqual({
      test: { id: test.id, name: 'Unit test 1', heldOn: today() },
      bands: [0, 0, 0, 0, 0, 1, 0, 0, 0, 2],
      absent: 1,
      average: 76.67,
    });
  });

  it('is done again when marks change afterwards, audited, without texting again', async () => {
    const { teacher, batchId, student, others } = await academy(2);
    const test = await createTest(teacher.agent, batchId);
    const other = others[0]!.id;
    await teacher.agent.put(`/api/paper-tests/${test.id}/marks`, {
      entries: entriesOf(test, [
        [student.userId, 60, 10],
        [other, 70, 10],
      ]),
    });
    await teacher.agent.post(`/api/paper-tests/${test.id}/publish`);
    const fix = await admin.put(`/api/paper-tests/${test.id}/marks`, {
      entries: [{ studentId: student.userId, subjectId: test.subjects[0]!.id, marks: 75 }],
    });
    expect([fix.statusCode, fix.body.message]).toEqual([200, M.republished]);
    const mine = await student.agent.get(`/api/paper-tests/students/${student.userId}/results`);
    expect(mine.body.data.items[0]).toMatchObject({ percent: 85, rank: 1 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, test.id))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'paper-test.marks-after-publishing',
      before: [{ studentId: student.userId, subjectId: test.subjects[0]!.id, marks: 60 }],
      after: [{ studentId: student.userId, subjectId: test.subjects[0]!.id, marks: 75 }],
    });
    const texts = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.subjectType, 'paper-test'), eq(outbox.subjectId, test.id)));
    // The student, the other student and the parent, once.
    expect(texts).toHaveLength(3);
  });

  it('and marks entered at once leave ranks that match the marks as saved', async () => {
    const { teacher, batchId, student, others } = await academy(6);
    const test = await createTest(teacher.agent, batchId);
    const ids = [student.userId, ...others.map((o) => o.id)];
    await teacher.agent.put(`/api/paper-tests/${test.id}/marks`, {
      entries: entriesOf(
        test,
        ids.map((id, i) => [id, 40 + i, 10] as [string, number, number]),
      ),
    });
    // Two teachers' corrections and the publishing, all at once, each a transaction.
    const answers = await Promise.all([
      teacher.agent.post(`/api/paper-tests/${test.id}/publish`),
      ...ids.map((id, i) =>
        (i % 2 ? admin : teacher.agent).put(`/api/paper-tests/${test.id}/marks`, {
          entries: [{ studentId: id, subjectId: test.subjects[0]!.id, marks: 70 - i * 2 }],
        }),
      ),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const sheet = (await teacher.agent.get(`/api/paper-tests/${test.id}`)).body.data as {
      students: { id: string; result: { total: number; rank: number } }[];
    };
    // Every result is the marks' as they are now, ranked by them.
    const byTotal = [...sheet.students].sort((x, y) => y.result.total - x.result.total);
    ids.forEach((id, i) => {
      expect(sheet.students.find((s) => s.id === id)!.result.total).toBe(80 - i * 2);
    });
    expect(byTotal.map((s) => s.result.rank)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is the batch teacher’s or an admin’s only, and a test with nobody seated cannot be published', async () => {
    const teacher = await person(t, ROLES.teacher, 'Lone Teacher');
    const batchId = await createBatch(admin, { teacherIds: [teacher.userId] });
    const test = await createTest(teacher.agent, batchId);
    const empty = await teacher.agent.post(`/api/paper-tests/${test.id}/publish`);
    expect([empty.statusCode, empty.body.message]).toEqual([409, M.noStudents]);
    const none = await admin.get(`/api/paper-tests/distribution?batchId=${batchId}`);
    expect(none.body.data).toEqual({
      test: null,
      bands: Array(10).fill(0),
      absent: 0,
      average: null,
    });
  });
});

describe('a late joiner', () => {
  it("is on the grid of tests from their seat's date on", async () => {
    const { teacher, batchId, student } = await academy(1);
    await seatedSince(t, batchId, [student.userId], addDays(today(), -3));
    const before = await createTest(teacher.agent, batchId, { heldOn: addDays(today(), -5) });
    const after = await createTest(teacher.agent, batchId, { heldOn: addDays(today(), -3) });
    expect(before.students).toEqual([]);
    expect(after.students.map((s) => s.id)).toEqual([student.userId]);
  });
});
