import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { academyInstant, academyLocalTime, addDays } from '@academy/contract/academy-calendar';
import { HOMEWORK_LIMITS, HOMEWORK_MESSAGES as M } from '@academy/contract/homework';
import { PHOTO_MESSAGES } from '@academy/contract/photos';
import { ROLES } from '@academy/contract/roles';
import { STUDENT_MESSAGES } from '@academy/contract/students';
import { createTestApp, type Agent } from '../../../test/app.ts';
import { createBatch, person, seatedSince, today } from '../../../test/batches.ts';
import { startFakeSms } from '../../../test/fake-sms.ts';
import { multipart, type TestFile } from '../../../test/multipart.ts';
import { signedInAs } from '../../../test/users.ts';
import {
  auditLog,
  homework,
  homeworkPhotos,
  homeworkSubmissions,
  parentLinks,
  storedFiles,
} from '../../db/schema/index.ts';
import { homeworkRecordOf } from './queries.ts';

const sms = await startFakeSms();
afterAll(() => sms.close());
/** Texts through a local fake of Twilio. */
const t = await createTestApp(sms.env('twilio'));
const db = t.database.db;
const { agent: admin } = await signedInAs(t, ROLES.admin);

const notebook = async (): Promise<TestFile> => ({
  name: 'page.jpg',
  field: 'photos',
  content: await sharp({
    create: { width: 1200, height: 1600, channels: 3, background: { r: 240, g: 240, b: 230 } },
  })
    .jpeg({ quality: 70 })
    .toBuffer(),
});
const pdfFile = (name = 'work.pdf'): TestFile => ({
  name,
  field: 'pdf',
  content: '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
});

/** A time on the academy's clock, hours from now, as the form's datetime-local field sends it. */
const inHours = (hours: number) => academyLocalTime(Date.now() + hours * 3_600_000);

async function send(
  agent: Agent,
  url: string,
  fields: Record<string, string | undefined>,
  files: TestFile[] = [],
) {
  const { payload, headers } = await multipart(fields, files);
  return agent.post(url, payload, headers);
}

/** Two batches, each with its teacher; a student (with a parent) in the first, and a classmate. */
async function academy() {
  const teacher = await person(t, ROLES.teacher, 'Meera Iyer');
  const otherTeacher = await person(t, ROLES.teacher, 'Ravi Kumar');
  const student = await person(t, ROLES.student, 'Aarav Sharma');
  const classmate = await person(t, ROLES.student, 'Bela Das');
  const parent = await person(t, ROLES.parent, 'Sunita Sharma');
  await db.insert(parentLinks).values({ parentId: parent.userId, studentId: student.userId });
  const batchId = await createBatch(admin, { teacherIds: [teacher.userId] });
  const otherBatchId = await createBatch(admin, {
    name: 'Class 12 Commerce',
    teacherIds: [otherTeacher.userId],
  });
  await admin.post(`/api/admin/batches/${batchId}/members`, {
    studentIds: [student.userId, classmate.userId],
  });
  await seatedSince(t, batchId, [student.userId, classmate.userId], addDays(today(), -20));
  const set = async (fields: Record<string, string | undefined> = {}, files: TestFile[] = []) =>
    send(
      teacher.agent,
      '/api/homework',
      {
        batchId,
        title: 'Chapter 3 exercises',
        instructions: 'Do questions 1 to 10 in your notebook.',
        dueAt: inHours(24),
        maxMarks: '20',
        ...fields,
      },
      files,
    );
  const setId = async (fields: Record<string, string | undefined> = {}) => {
    const res = await set(fields);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as string;
  };
  const submit = (id: string, files: TestFile[], agent = student.agent) =>
    send(agent, `/api/homework/${id}/submission`, {}, files);
  return {
    teacher,
    otherTeacher,
    student,
    classmate,
    parent,
    batchId,
    otherBatchId,
    set,
    setId,
    submit,
  };
}

/** Moves a homework's due time (and cut-off) into the past, as if time had passed. */
const dueHoursAgo = (id: string, hours: number, cutoffHoursAgo: number | null = null) =>
  db
    .update(homework)
    .set({
      dueAt: new Date(Date.now() - hours * 3_600_000),
      cutoffAt: cutoffHoursAgo === null ? null : new Date(Date.now() - cutoffHoursAgo * 3_600_000),
    })
    .where(eq(homework.id, id));

const rosterOf = async (agent: Agent, id: string, show = 'all') =>
  (await agent.get(`/api/homework/${id}/students?show=${show}`)).body.data;

describe('homework', () => {
  it('is set, submitted with a photo, checked and returned; the student hears of it', async () => {
    const { teacher, student, classmate, parent, set, submit } = await academy();
    const created = await set({ cutoffAt: inHours(48) }, [pdfFile('sheet.pdf')]);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe(M.created);
    const id = created.body.data.id as string;

    // The student's home lists it as due, and so does the parent's.
    const due = (
      await student.agent.get(`/api/homework/students/${student.userId}/items?show=pending`)
    ).body.data;
    expect(due.items).toMatchObject([{ id, title: 'Chapter 3 exercises', state: 'due' }]);
    const parentList = await parent.agent.get(`/api/homework/students/${student.userId}/items`);
    expect(parentList.body.data.items).toMatchObject([{ id, state: 'due' }]);
    const pdf = await student.agent.get(`/api/homework/${id}/pdf`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);

    const sent = await submit(id, [await notebook()]);
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.message).toBe(M.submitted);

    // Who has not submitted: the classmate.
    const missing = await rosterOf(teacher.agent, id, 'missing');
    expect(missing.items).toEqual([
      { student: { id: classmate.userId, name: 'Bela Das' }, submission: null },
    ]);
    const [row] = (await rosterOf(teacher.agent, id, 'submitted')).items;
    expect(row.submission).toMatchObject({ late: false, returned: false, pdfId: null });
    const photo = row.submission.photos[0];
    const image = await teacher.agent.get(
      `/api/homework/submissions/${row.submission.id}/files/${photo.id}`,
    );
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/jpeg']);
    for (const agent of [student.agent, parent.agent]) {
      const own = await agent.get(
        `/api/homework/submissions/${row.submission.id}/files/${photo.id}`,
      );
      expect(own.statusCode).toBe(200);
    }

    const url = `/api/homework/submissions/${row.submission.id}/return`;
    const tooMany = await teacher.agent.post(url, { marks: 21, comment: 'Good' });
    expect([tooMany.statusCode, tooMany.body.errors?.marks]).toEqual([400, M.marksAboveMax]);
    const half = await teacher.agent.post(url, { marks: 17.25 });
    expect(half.body.errors?.marks).toBe(M.marksStep);
    const returned = await teacher.agent.post(url, { marks: 17.5, comment: 'Neat work' });
    expect(returned.statusCode, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.message).toBe(M.returned);
    expect((await teacher.agent.post(url, { marks: 18 })).body.message).toBe(M.alreadyReturned);

    const seen = (await student.agent.get(`/api/homework/${id}`)).body.data;
    expect(seen.submission).toMatchObject({ returned: true, marks: 17.5, comment: 'Neat work' });
    expect(seen.can).toEqual({ submit: false, check: false });
    // The parent reads it too, and may do nothing with it.
    const parentView = (await parent.agent.get(`/api/homework/${id}`)).body.data;
    expect(parentView.submission).toMatchObject({ student: { id: student.userId }, marks: 17.5 });
    expect(parentView.can).toEqual({ submit: false, check: false });
    // The student's home hears of it: no longer pending, and among the work returned.
    const listOf = async (show: string) =>
      (await student.agent.get(`/api/homework/students/${student.userId}/items?show=${show}`)).body
        .data.items;
    expect(await listOf('pending')).toEqual([]);
    expect(await listOf('returned')).toMatchObject([{ id, state: 'returned', marks: 17.5 }]);
    expect(await listOf('all')).toMatchObject([{ id, state: 'returned', marks: 17.5 }]);
    // Checked: it cannot be replaced.
    const again = await submit(id, [await notebook()]);
    expect([again.statusCode, again.body.message]).toEqual([409, M.alreadyChecked]);

    await t.app.outbox.runOnce();
    expect(sms.sent.filter((m) => m.to === student.phone).map((m) => m.text)).toEqual([
      expect.stringMatching(
        new RegExp(
          `: Meera Iyer checked your homework "Chapter 3 exercises": 17\\.5/20\\. See it at http.+/homework/${id}$`,
        ),
      ),
    ]);
    const staffList = (await teacher.agent.get('/api/homework')).body.data;
    expect(staffList.items.find((h: { id: string }) => h.id === id)).toMatchObject({
      students: 2,
      submitted: 1,
      returned: 1,
    });
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'homework.create',
      'homework.return',
      'homework.submit',
    ]);
  });

  it('shows a parent with two children in the batch the work of the child they name', async () => {
    const { student, classmate, parent, setId, submit } = await academy();
    // The classmate is Sunita's second child: Bela sends work, Aarav (first by name) does not.
    await db.insert(parentLinks).values({ parentId: parent.userId, studentId: classmate.userId });
    const id = await setId();
    expect((await submit(id, [await notebook()], classmate.agent)).statusCode).toBe(201);
    const view = async (whose?: string) =>
      parent.agent.get(`/api/homework/${id}${whose ? `?student=${whose}` : ''}`);
    expect((await view(classmate.userId)).body.data.submission).toMatchObject({
      student: { id: classmate.userId },
    });
    expect((await view(student.userId)).body.data.submission).toBeNull();
    // A student names only themself; another family's child is not found.
    const stranger = await signedInAs(t, ROLES.student);
    const foreign = await view(stranger.userId);
    expect([foreign.statusCode, foreign.body.message]).toEqual([404, STUDENT_MESSAGES.notFound]);
    const peeking = await student.agent.get(`/api/homework/${id}?student=${classmate.userId}`);
    expect([peeking.statusCode, peeking.body.message]).toEqual([404, STUDENT_MESSAGES.notFound]);
  });

  it('marks a submission after the due time late, and refuses one after the cut-off', async () => {
    const { student, classmate, setId, submit } = await academy();
    const id = await setId({ cutoffAt: inHours(30) });
    await dueHoursAgo(id, 2, null);
    const late = await submit(id, [pdfFile()]);
    expect([late.statusCode, late.body.message]).toEqual([201, M.submittedLate]);
    const mine = (await student.agent.get(`/api/homework/${id}`)).body.data.submission;
    expect(mine).toMatchObject({ late: true });
    expect(mine.pdfId).toEqual(expect.any(String));

    await dueHoursAgo(id, 5, 1);
    const refused = await submit(id, [pdfFile()], classmate.agent);
    expect([refused.statusCode, refused.body.message]).toEqual([409, M.pastCutoff]);
    const classmateView = (await classmate.agent.get(`/api/homework/${id}`)).body.data;
    expect(classmateView.can.submit).toBe(false);
    const states = (await classmate.agent.get(`/api/homework/students/${classmate.userId}/items`))
      .body.data.items;
    expect(states).toMatchObject([{ id, state: 'missed' }]);
  });

  it('takes a replacement until it is checked, and keeps only the last files', async () => {
    const { student, teacher, setId, submit } = await academy();
    const id = await setId();
    expect((await submit(id, [await notebook(), await notebook()])).statusCode).toBe(201);
    const first = (await student.agent.get(`/api/homework/${id}`)).body.data.submission;
    expect(first.photos).toHaveLength(2);
    const replaced = await submit(id, [pdfFile()]);
    expect(replaced.statusCode).toBe(201);
    const second = (await student.agent.get(`/api/homework/${id}`)).body.data.submission;
    expect([second.id, second.photos, typeof second.pdfId]).toEqual([first.id, [], 'string']);
    // The old photos' rows are gone, and their files with them.
    const old = await db.select().from(storedFiles).where(eq(storedFiles.id, first.photos[0].id));
    expect(old).toEqual([]);
    const gone = await student.agent.get(
      `/api/homework/submissions/${first.id}/files/${first.photos[0].id}`,
    );
    expect(gone.statusCode).toBe(404);
    await teacher.agent.post(`/api/homework/submissions/${second.id}/return`, { marks: 10 });
    expect((await submit(id, [pdfFile()])).body.message).toBe(M.alreadyChecked);
  });

  it('keeps one submission when a student sends twice at once', async () => {
    const { student, setId, submit } = await academy();
    const id = await setId();
    const answers = await Promise.all([1, 2, 3].map(async () => submit(id, [await notebook()])));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const rows = await db
      .select()
      .from(homeworkSubmissions)
      .where(eq(homeworkSubmissions.homeworkId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.studentId).toBe(student.userId);
    const photos = await db
      .select()
      .from(homeworkPhotos)
      .where(eq(homeworkPhotos.submissionId, rows[0]!.id));
    expect(photos).toHaveLength(1);
  });

  it('refuses a file that is not an image, one too large, a PDF that is not one, and no work', async () => {
    const { setId, submit, set } = await academy();
    const id = await setId();
    const renamed = await submit(id, [
      { name: 'a.jpg', field: 'photos', content: 'MZ not a photo' },
    ]);
    expect([renamed.statusCode, renamed.body.errors?.photos]).toEqual([
      400,
      PHOTO_MESSAGES.notImage,
    ]);
    const big = Buffer.concat([(await notebook()).content as Buffer, Buffer.alloc(600 * 1024)]);
    const tooLarge = await submit(id, [{ name: 'b.jpg', field: 'photos', content: big }]);
    expect([tooLarge.statusCode, tooLarge.body.errors?.photos]).toEqual([
      413,
      PHOTO_MESSAGES.tooLarge,
    ]);
    const hugePdf = await submit(id, [
      {
        ...pdfFile(),
        content: Buffer.concat([
          Buffer.from('%PDF-1.4\n'),
          Buffer.alloc(HOMEWORK_LIMITS.pdfMaxBytes),
        ]),
      },
    ]);
    expect([hugePdf.statusCode, hugePdf.body.errors?.pdf]).toEqual([413, M.pdfTooLarge]);
    const fakePdf = await submit(id, [{ name: 'work.pdf', field: 'pdf', content: 'MZ nothing' }]);
    expect([fakePdf.statusCode, fakePdf.body.errors?.pdf]).toEqual([400, M.pdfInvalid]);
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(() => notebook()));
    expect((await submit(id, six)).body.errors?.photos).toBe(PHOTO_MESSAGES.tooMany);
    const empty = await submit(id, []);
    expect([empty.statusCode, empty.body.errors?.photos]).toEqual([400, M.workRequired]);
    // Nothing of a refused submission is kept.
    expect(
      await db.select().from(homeworkSubmissions).where(eq(homeworkSubmissions.homeworkId, id)),
    ).toEqual([]);

    // The teacher's form: every rule the form has.
    expect((await set({ title: ' ' })).body.errors?.title).toBe(M.titleRequired);
    expect((await set({ dueAt: inHours(-1) })).body.errors?.dueAt).toBe(M.dueInPast);
    expect((await set({ dueAt: 'tomorrow' })).body.errors?.dueAt).toBe(M.dueInvalid);
    const early = await set({ cutoffAt: inHours(2) });
    expect(early.body.errors?.cutoffAt).toBe(M.cutoffBeforeDue);
    expect((await set({ maxMarks: '0' })).body.errors?.maxMarks).toBe(M.maxMarksRange);
    const notPdf = await set({}, [{ name: 'sheet.pdf', field: 'pdf', content: 'hello' }]);
    expect(notPdf.body.errors?.pdf).toBe(M.pdfInvalid);
  });
});

describe('who may', () => {
  it("keeps a homework from another batch's teacher, other students and other parents", async () => {
    const { otherTeacher, student, teacher, otherBatchId, setId, submit } = await academy();
    const id = await setId();
    await submit(id, [await notebook()]);
    const [row] = (await rosterOf(teacher.agent, id, 'submitted')).items;
    const submissionId = row.submission.id as string;
    const photoId = row.submission.photos[0].id as string;
    const stranger = await signedInAs(t, ROLES.student);
    const strangerParent = await signedInAs(t, ROLES.parent);
    for (const agent of [otherTeacher.agent, stranger.agent, strangerParent.agent]) {
      const res = await agent.get(`/api/homework/${id}`);
      expect([res.statusCode, res.body.message]).toEqual([403, M.notYourBatch]);
      const file = await agent.get(`/api/homework/submissions/${submissionId}/files/${photoId}`);
      expect(file.statusCode).toBe(404);
    }
    // Another batch's teacher: not its list, roster or check; nor may they set the batch work.
    const theirs = (await otherTeacher.agent.get('/api/homework')).body.data.items;
    expect(theirs.map((h: { id: string }) => h.id)).not.toContain(id);
    expect((await otherTeacher.agent.get(`/api/homework/${id}/students`)).statusCode).toBe(403);
    const check = await otherTeacher.agent.post(
      `/api/homework/submissions/${submissionId}/return`,
      { marks: 5 },
    );
    expect([check.statusCode, check.body.message]).toEqual([403, M.notYourBatch]);
    const { batchId } = (await db.select().from(homework).where(eq(homework.id, id)))[0]!;
    const foreign = await send(otherTeacher.agent, '/api/homework', {
      batchId,
      title: 'Mine',
      instructions: 'Do it',
      dueAt: inHours(5),
      maxMarks: '10',
    });
    expect([foreign.statusCode, foreign.body.message]).toEqual([403, M.notYourBatch]);
    // A student of another batch cannot submit; a parent of another child sees nothing of theirs.
    const elsewhere = await submit(id, [await notebook()], stranger.agent);
    expect(elsewhere.statusCode).toBe(403);
    const other = await strangerParent.agent.get(`/api/homework/students/${student.userId}/items`);
    expect([other.statusCode, other.body.message]).toEqual([404, STUDENT_MESSAGES.notFound]);
    expect(
      (await stranger.agent.get(`/api/homework/students/${student.userId}/items`)).statusCode,
    ).toBe(404);
    // Wrong roles: students and parents do not set or check; staff do not submit.
    const asStudent = await send(student.agent, '/api/homework', { batchId: otherBatchId });
    expect(asStudent.statusCode).toBe(403);
    expect(
      (await student.agent.post(`/api/homework/submissions/${submissionId}/return`, { marks: 5 }))
        .statusCode,
    ).toBe(403);
    expect((await submit(id, [await notebook()], teacher.agent)).statusCode).toBe(403);
    expect((await student.agent.get(`/api/homework/${id}/students`)).statusCode).toBe(403);
    // An admin runs every batch.
    expect((await admin.get(`/api/homework/${id}/students`)).statusCode).toBe(200);
  });
});

describe('homeworkRecordOf', () => {
  it('counts the homework due in a date range, submitted and on time, for the report card', async () => {
    const { student, batchId, otherBatchId, setId, submit } = await academy();
    const onTime = await setId();
    const late = await setId();
    await setId(); // never sent
    const later = await setId();
    await submit(onTime, [pdfFile()]);
    await dueHoursAgo(late, 1);
    await submit(late, [pdfFile()]);
    // Due in three weeks: outside the range.
    await db
      .update(homework)
      .set({ dueAt: academyInstant(`${addDays(today(), 21)}T10:00`) })
      .where(eq(homework.id, later));
    const range = {
      studentId: student.userId,
      from: addDays(today(), -7),
      to: addDays(today(), 7),
    };
    expect(await homeworkRecordOf(db, { ...range, batchId })).toEqual({
      set: 3,
      submitted: 2,
      onTime: 1,
    });
    expect(await homeworkRecordOf(db, { ...range, batchId: otherBatchId })).toEqual({
      set: 0,
      submitted: 0,
      onTime: 0,
    });
  });
});
