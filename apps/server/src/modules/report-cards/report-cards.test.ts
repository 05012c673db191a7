import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { academyMidday, addDays } from '@academy/contract/academy-calendar';
import { TIMETABLE_MESSAGES } from '@academy/contract/batch-messages';
import { REPORT_CARD_MESSAGES as M } from '@academy/contract/report-cards';
import { ROLES } from '@academy/contract/roles';
import { STUDENT_MESSAGES } from '@academy/contract/student-messages';
import { createTestApp, type Agent } from '../../../test/app.ts';
import { createBatch, person, seatedSince, today } from '../../../test/batches.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { pngOf } from '../../../test/png.ts';
import { signedInAs } from '../../../test/users.ts';
import { unzip } from '../../../test/zip.ts';
import { DEMO_SITE_CONFIG } from '../../demo/content/site-config.ts';
import {
  attendance,
  auditLog,
  classSessions,
  homework,
  homeworkSubmissions,
  mockAttempts,
  mockTests,
  parentLinks,
} from '../../db/schema/index.ts';

const t = await createTestApp();
const { agent: admin } = await signedInAs(t, ROLES.admin);

// A logo the academy's site settings point at, served as an image host would.
const logoHost = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'image/png' });
  res.end(pngOf(40, 20));
});
await new Promise<void>((resolve) => logoHost.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise((resolve) => logoHost.close(resolve)));
expect(
  (
    await admin.put('/api/site-config/general', {
      ...DEMO_SITE_CONFIG.general,
      siteName: 'Shiksha Tutorials',
      siteLogo: `http://127.0.0.1:${(logoHost.address() as AddressInfo).port}/logo.png`,
    })
  ).statusCode,
).toBe(200);

const TODAY = today();

async function addTerm(values: { name: string; startsOn: string; endsOn: string }) {
  const res = await admin.post('/api/report-cards/terms', values);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; name: string };
}

// The term of the cards below: around today. The term tests use years far from it.
const term = await addTerm({
  name: 'Winter term',
  startsOn: addDays(TODAY, -20),
  endsOn: addDays(TODAY, 10),
});

describe('terms', () => {
  it('are set by an admin, listed to everyone signed in, and may not overlap', async () => {
    const first = await addTerm({ name: 'Term 1', startsOn: '2040-04-01', endsOn: '2040-09-30' });
    const overlap = await admin.post('/api/report-cards/terms', {
      name: 'Term 2',
      startsOn: '2040-09-30',
      endsOn: '2041-03-31',
    });
    expect([overlap.statusCode, overlap.body.message, overlap.body.errors]).toEqual([
      409,
      M.termsOverlap,
      { startsOn: M.termsOverlap },
    ]);
    const backwards = await admin.post('/api/report-cards/terms', {
      name: 'Term 2',
      startsOn: '2041-03-31',
      endsOn: '2040-10-01',
    });
    expect([backwards.statusCode, backwards.body.errors]).toEqual([
      400,
      { endsOn: M.termEndsBeforeStart },
    ]);
    const second = await addTerm({ name: 'Term 2', startsOn: '2040-10-01', endsOn: '2041-03-31' });

    // Moving a term onto another is refused too; onto its own days it is not.
    const moved = await admin.put(`/api/report-cards/terms/${second.id}`, {
      name: 'Term 2',
      startsOn: '2040-09-01',
      endsOn: '2041-03-31',
    });
    expect(moved.statusCode).toBe(409);
    const renamed = await admin.put(`/api/report-cards/terms/${second.id}`, {
      name: 'Second term',
      startsOn: '2040-10-01',
      endsOn: '2041-03-30',
    });
    expect([renamed.statusCode, renamed.body.data.name]).toEqual([200, 'Second term']);
    // The audit log names the term.
    const log = await admin.get('/api/admin/audit?pageSize=100');
    expect(log.body.data.items).toContainEqual(
      expect.objectContaining({
        action: 'term.update',
        entityId: second.id,
        subject: 'Second term',
      }),
    );

    const student = await person(t, ROLES.student, 'Any Student');
    const list = await student.agent.get('/api/report-cards/terms?pageSize=2');
    expect(list.body.data.items.map((x: { name: string }) => x.name)).toEqual([
      'Second term',
      'Term 1',
    ]);
    expect(list.body.data.total).toBeGreaterThanOrEqual(3);
    const refused = await student.agent.post('/api/report-cards/terms', {
      name: 'Mine',
      startsOn: '2050-01-01',
      endsOn: '2050-02-01',
    });
    expect(refused.statusCode).toBe(403);

    expect((await admin.delete(`/api/report-cards/terms/${first.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/report-cards/terms/${first.id}`)).statusCode).toBe(404);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'term.delete'), eq(auditLog.entityId, first.id)));
    expect(audit?.before).toMatchObject({ name: 'Term 1' });
  });

  it('added at once with overlapping days: one is kept, the other refused', async () => {
    const answers = await Promise.all(
      ['2045-01-01', '2045-02-01', '2045-03-01'].map((startsOn, i) =>
        admin.post('/api/report-cards/terms', {
          name: `Race ${i}`,
          startsOn,
          endsOn: '2045-12-31',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

/**
 * A batch with its teacher; the student (with a parent) and a classmate seated since before the
 * term; three classes marked in the term and one before it; a paper test; a mock test.
 */
async function academy() {
  const teacher = await person(t, ROLES.teacher, 'Meera Iyer');
  const batchName = `Class 10 ${Math.random().toString(36).slice(2, 7)}`;
  const batchId = await createBatch(admin, {
    name: batchName,
    teacherIds: [teacher.userId],
    capacity: 60,
  });
  const student = await person(t, ROLES.student, 'Aarav Sharma');
  const classmate = await person(t, ROLES.student, 'Zoya Khan');
  const parent = await person(t, ROLES.parent, 'Sunita Sharma');
  await t.database.db
    .insert(parentLinks)
    .values({ parentId: parent.userId, studentId: student.userId });
  const seated = await admin.post(`/api/admin/batches/${batchId}/members`, {
    studentIds: [student.userId, classmate.userId],
  });
  expect(seated.statusCode).toBe(200);
  await seatedSince(t, batchId, [student.userId, classmate.userId], addDays(TODAY, -30));

  const marks: ['present' | 'late' | 'absent', number][] = [
    ['present', -25], // before the term: not counted
    ['present', -3],
    ['late', -2],
    ['absent', -1],
  ];
  for (const [status, days] of marks) {
    const [session] = await t.database.db
      .insert(classSessions)
      .values({
        batchId,
        date: addDays(TODAY, days),
        startTime: '09:00',
        durationMinutes: 60,
        subject: 'Physics',
      })
      .returning();
    await t.database.db.insert(attendance).values([
      { sessionId: session!.id, studentId: student.userId, status },
      { sessionId: session!.id, studentId: classmate.userId, status: 'present' },
    ]);
  }

  const created = await teacher.agent.post('/api/paper-tests', {
    batchId,
    name: 'Unit test 1',
    heldOn: addDays(TODAY, -5),
    subjects: [
      { name: 'Maths', maxMarks: 80 },
      { name: 'Science', maxMarks: 20 },
    ],
  });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  const test = created.body.data as { id: string; subjects: { id: string }[] };
  const [maths, science] = test.subjects.map((s) => s.id);
  const saved = await teacher.agent.put(`/api/paper-tests/${test.id}/marks`, {
    entries: [
      { studentId: student.userId, subjectId: maths, marks: 60 },
      { studentId: student.userId, subjectId: science, marks: 'absent' },
      { studentId: classmate.userId, subjectId: maths, marks: 40 },
      { studentId: classmate.userId, subjectId: science, marks: 20 },
    ],
  });
  expect(saved.statusCode).toBe(200);
  expect((await teacher.agent.post(`/api/paper-tests/${test.id}/publish`)).statusCode).toBe(200);

  const [mock] = await t.database.db
    .insert(mockTests)
    .values({
      title: 'Physics mock 3',
      program: 'class-9-10',
      subject: 'Physics',
      timeLimitMinutes: 30,
      status: 'published',
    })
    .returning();
  const submittedAt = academyMidday(addDays(TODAY, -4));
  await t.database.db.insert(mockAttempts).values({
    testId: mock!.id,
    userId: student.userId,
    attemptNo: 1,
    deadline: submittedAt,
    submittedAt,
    score: 18,
    maxScore: 24,
  });

  // Homework due in the term: one handed in on time, one late, one not at all; and one due
  // before the term, which the card leaves out.
  const homeworkDue = async (days: number) => {
    const [row] = await t.database.db
      .insert(homework)
      .values({
        batchId,
        title: `Exercises ${days}`,
        instructions: 'Questions 1 to 10.',
        dueAt: academyMidday(addDays(TODAY, days)),
        maxMarks: 10,
      })
      .returning();
    return row!.id;
  };
  const [onTime, late] = [await homeworkDue(-6), await homeworkDue(-5)];
  await homeworkDue(-4);
  await homeworkDue(-25);
  await t.database.db.insert(homeworkSubmissions).values([
    { homeworkId: onTime, studentId: student.userId, late: false },
    { homeworkId: late, studentId: student.userId, late: true },
  ]);
  return { teacher, batchId, batchName, student, classmate, parent };
}

const remark = (agent: Agent, values: Record<string, unknown>) =>
  agent.put('/api/report-cards/remarks', { termId: term.id, ...values });

const cardPath = (studentId: string, batchId: string, extra = '') =>
  `/api/report-cards/students/${studentId}/card.pdf?termId=${term.id}&batchId=${batchId}${extra}`;

async function cardText(agent: Agent, path: string) {
  const res = await agent.get(path);
  expect(res.statusCode, res.text.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
}

describe('remarks', () => {
  it("are written by the batch's teacher, at most 500 characters, for its students only", async () => {
    const { teacher, batchId, student } = await academy();
    const written = await remark(teacher.agent, {
      batchId,
      studentId: student.userId,
      remark: '  Works hard; must revise algebra.  ',
    });
    expect([written.statusCode, written.body.message, written.body.data.remark]).toEqual([
      200,
      M.remarkSaved,
      'Works hard; must revise algebra.',
    ]);
    const tooLong = await remark(teacher.agent, {
      batchId,
      studentId: student.userId,
      remark: 'x'.repeat(501),
    });
    expect([tooLong.statusCode, tooLong.body.errors]).toEqual([400, { remark: M.remarkTooLong }]);

    const other = await academy();
    const stranger = await remark(other.teacher.agent, {
      batchId,
      studentId: student.userId,
      remark: 'Not mine',
    });
    expect([stranger.statusCode, stranger.body.message]).toEqual([
      403,
      TIMETABLE_MESSAGES.notYourBatch,
    ]);
    const notSeated = await remark(teacher.agent, {
      batchId,
      studentId: other.student.userId,
      remark: 'Who?',
    });
    expect([notSeated.statusCode, notSeated.body.errors]).toEqual([
      400,
      { studentId: M.studentNotInBatch },
    ]);
    const noTerm = await teacher.agent.put('/api/report-cards/remarks', {
      termId: crypto.randomUUID(),
      batchId,
      studentId: student.userId,
      remark: 'x',
    });
    expect([noTerm.statusCode, noTerm.body.message]).toEqual([404, M.termNotFound]);

    // The list: every student of the term, a page at a time, by name.
    const page = await teacher.agent.get(
      `/api/report-cards/remarks?termId=${term.id}&batchId=${batchId}&pageSize=1`,
    );
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.items).toEqual([
      {
        student: { id: student.userId, name: 'Aarav Sharma' },
        remark: 'Works hard; must revise algebra.',
        updatedAt: expect.any(String),
      },
    ]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report-card.remark'), eq(auditLog.actorId, teacher.userId)));
    expect(audit?.after).toMatchObject({ remark: 'Works hard; must revise algebra.' });
    const log = await admin.get('/api/admin/audit?pageSize=100');
    expect(log.body.data.items).toContainEqual(
      expect.objectContaining({ action: 'report-card.remark', subject: 'Aarav Sharma' }),
    );

    // Cleared with an empty remark.
    const cleared = await remark(admin, { batchId, studentId: student.userId, remark: '' });
    expect(cleared.body.data.remark).toBe('');
  });
});

describe('a report card', () => {
  it('prints attendance, paper tests with the batch average, mock tests and the remark', async () => {
    const { teacher, batchId, batchName, student, parent } = await academy();
    await remark(teacher.agent, {
      batchId,
      studentId: student.userId,
      remark: 'Aarav asks good questions in class.',
    });
    const text = await cardText(parent.agent, cardPath(student.userId, batchId));
    for (const line of [
      'Shiksha Tutorials',
      'REPORT CARD',
      'Aarav Sharma',
      batchName,
      'Winter term',
      'Classes held: 3    Attended: 2    67%',
      'Unit test 1',
      '60 / 80',
      'Absent',
      'Total: 60 / 100 (60%)',
      // Zoya scored 60 of 100 too: the average of the two.
      'Batch average: 60%',
      'Physics mock 3',
      '18 / 24 (75%)',
      'Aarav asks good questions in class.',
    ])
      expect(text).toContain(line);
    // Three homework due in the term: two handed in, one of them late.
    expect(text).toContain('Set: 3    Submitted: 2    On time: 1');
    const res = await parent.agent.get(cardPath(student.userId, batchId));
    expect(res.headers['content-disposition']).toContain(
      "filename*=UTF-8''Aarav%20Sharma%20-%20Winter%20term.pdf",
    );
    // The academy's logo is drawn.
    expect(Buffer.from(res.rawPayload).toString('latin1')).toContain('/Subtype /Image');
  });

  it('prints in Hindi when asked, the names and remark as written', async () => {
    const { batchId, student } = await academy();
    await remark(admin, { batchId, studentId: student.userId, remark: 'बहुत अच्छा काम' });
    const text = await cardText(student.agent, cardPath(student.userId, batchId, '&lang=hi'));
    for (const line of ['कुल कक्षाएँ: 3', 'बैच का औसत: 60%', 'मॉक टेस्ट', 'Aarav Sharma', 'Unit test 1'])
      expect(text).toContain(line);
    for (const english of ['Classes held', 'Batch average', 'REPORT CARD'])
      expect(text).not.toContain(english);
    expect(text).toContain('बहुत अच्छा काम');
  });

  it('is refused to a parent of another child, a teacher of another batch, and for no term', async () => {
    const { teacher, batchId, student, classmate } = await academy();
    const other = await academy();
    const parentOfOther = await other.parent.agent.get(cardPath(student.userId, batchId));
    expect([parentOfOther.statusCode, parentOfOther.body.message]).toEqual([
      404,
      STUDENT_MESSAGES.notFound,
    ]);
    const classmateAsks = await classmate.agent.get(cardPath(student.userId, batchId));
    expect(classmateAsks.statusCode).toBe(404);
    const otherTeacher = await other.teacher.agent.get(cardPath(student.userId, batchId));
    expect([otherTeacher.statusCode, otherTeacher.body.message]).toEqual([
      403,
      TIMETABLE_MESSAGES.notYourBatch,
    ]);
    // The student's own, but of a batch they were not in.
    const wrongBatch = await student.agent.get(cardPath(student.userId, other.batchId));
    expect([wrongBatch.statusCode, wrongBatch.body.message]).toEqual([404, M.studentNotInBatch]);
    const noTerm = await student.agent.get(
      `/api/report-cards/students/${student.userId}/card.pdf?termId=${crypto.randomUUID()}&batchId=${batchId}`,
    );
    expect([noTerm.statusCode, noTerm.body.message]).toEqual([404, M.termNotFound]);
    // The batch's own teacher may.
    expect((await teacher.agent.get(cardPath(student.userId, batchId))).statusCode).toBe(200);
  });

  it("is listed on the student's and parent's homes by term and batch", async () => {
    const { batchId, batchName, student, parent } = await academy();
    for (const agent of [student.agent, parent.agent]) {
      const res = await agent.get(`/api/report-cards/students/${student.userId}`);
      expect(res.statusCode).toBe(200);
      expect(res.body.data.items).toEqual([
        {
          term: expect.objectContaining({ id: term.id, name: 'Winter term' }),
          batches: [{ id: batchId, name: batchName }],
        },
      ]);
    }
    const other = await academy();
    expect(
      (await other.parent.agent.get(`/api/report-cards/students/${student.userId}`)).statusCode,
    ).toBe(404);
  });
});

describe("a batch's report cards", () => {
  it('come as one zip, a PDF per student named by the student, to an admin or its teacher', async () => {
    const { teacher, batchId, parent } = await academy();
    const path = `/api/report-cards/batches/${batchId}/cards.zip?termId=${term.id}`;
    const res = await admin.get(path);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/zip']);
    const entries = unzip(Buffer.from(res.rawPayload));
    expect(entries.map((e) => e.name)).toEqual(['Aarav Sharma.pdf', 'Zoya Khan.pdf']);
    for (const entry of entries) expect(entry.content.startsWith('%PDF-')).toBe(true);
    expect((await teacher.agent.get(path)).statusCode).toBe(200);

    const other = await academy();
    const stranger = await other.teacher.agent.get(path);
    expect(stranger.statusCode).toBe(403);
    expect((await parent.agent.get(path)).statusCode).toBe(403);
    const noTerm = await admin.get(
      `/api/report-cards/batches/${batchId}/cards.zip?termId=${crypto.randomUUID()}`,
    );
    expect(noTerm.statusCode).toBe(404);
  });
});
