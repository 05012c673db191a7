import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ROLES } from '@academy/contract/roles';
import { AUTH_MESSAGES as A } from '@academy/contract/auth';
import { STUDENT_IMPORT_MESSAGES as M } from '@academy/contract/student-import';
import { auditLog, batchMembers, outbox, parentLinks, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { createBatch } from '../../../test/batches.ts';
import { nationalFormat, signedInAs, uniquePhone, validRegistration } from '../../../test/users.ts';

// The `log` SMS provider writes each message to one person's phone as a log line.
const logLines: string[] = [];
const t = await createTestApp({}, { logLines });
const admin = await signedInAs(t, ROLES.admin);
const { db } = t.database;

const HEADER = 'name,phone,class,stream,gender,school,batch,parent_phone';
/** A good row; `overrides` replaces cells by column. */
function row(overrides: Record<string, string> = {}) {
  const cells = {
    name: 'Asha Rao',
    phone: nationalFormat(uniquePhone()),
    class: '10',
    stream: '',
    gender: 'Female',
    school: 'DPS',
    batch: '',
    parent_phone: '',
    ...overrides,
  };
  return Object.values(cells)
    .map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c))
    .join(',');
}
const csvOf = (...rows: string[]) => [HEADER, ...rows].join('\n');
const preview = (csv: string) => admin.agent.post('/api/admin/students/import/preview', { csv });
const importCsv = (csv: string, sendWelcome = false) =>
  admin.agent.post('/api/admin/students/import', { csv, sendWelcome });
const usersWithPhones = async (phones: string[]) =>
  db.select().from(users).where(inArray(users.phone, phones));
/** "Row 4: message" for every problem, as the admin reads them. */
const problemsOf = (body: { data?: unknown }) =>
  (body.data as { rows: { rowNumber: number; problems: { message: string }[] }[] }).rows.flatMap(
    (r) => r.problems.map((p) => `Row ${r.rowNumber}: ${p.message}`),
  );

describe('the preview', () => {
  it('names each problem by the row the spreadsheet shows, blank lines and multi-line cells counted', async () => {
    const taken = await signedInAs(t, ROLES.student);
    const teacher = await signedInAs(t, ROLES.teacher);
    const repeated = nationalFormat(uniquePhone());
    const csv = [
      HEADER, // row 1
      row({ name: '' }), // 2
      '', // 3: blank, still a row in the spreadsheet
      row({ phone: '12345' }), // 4
      row({ name: 'Line one\nline two', phone: repeated }), // 5: one row over two lines
      row({ phone: repeated }), // 6
      row({ phone: nationalFormat(taken.phone) }), // 7
      row({ class: '13' }), // 8
      row({ class: '12', stream: '' }), // 9
      row({ gender: 'x' }), // 10
      row({ school: 'S'.repeat(121) }), // 11
      row({ batch: 'No such batch' }), // 12
      row({ parent_phone: '555' }), // 13
      row({ parent_phone: nationalFormat(teacher.phone) }), // 14
      row({ phone: '' }), // 15
    ].join('\n');
    const res = await preview(csv);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(problemsOf(res.body)).toEqual([
      `Row 2: ${A.nameRequired}`,
      `Row 4: ${A.phoneInvalid}`,
      `Row 6: ${M.phoneRepeated}`,
      `Row 7: ${M.phoneTaken}`,
      `Row 8: ${A.classRequired}`,
      `Row 9: ${A.streamRequired}`,
      `Row 10: ${A.genderRequired}`,
      `Row 11: ${A.schoolTooLong}`,
      `Row 12: ${M.batchUnknown}`,
      `Row 13: ${M.parentPhoneInvalid}`,
      `Row 14: ${M.parentPhoneNotParent}`,
      `Row 15: ${A.phoneRequired}`,
    ]);
    const rows = res.body.data.rows as { rowNumber: number; problems: { otherRow?: number }[] }[];
    expect(rows.find((r) => r.rowNumber === 6)!.problems[0]!.otherRow).toBe(5);
    expect(rows.find((r) => r.rowNumber === 5)!.problems).toEqual([]);
    expect(res.body.data.summary).toMatchObject({ students: 13, rowsWithProblems: 12 });
    // The preview saves nothing.
    expect(await usersWithPhones([`+91${repeated.replace(/\s/g, '')}`])).toEqual([]);
  });

  it('reads the required columns in any order and any case, the optional ones left out', async () => {
    const phones = [uniquePhone(), uniquePhone()];
    const csv = [
      ' Class ,PHONE,Name, Parent Phone ',
      `7,${nationalFormat(phones[0]!)},Meena Das,`,
      `CA Foundation,${nationalFormat(phones[1]!)},Arjun Das,`,
    ].join('\n');
    const seen = await preview(csv);
    expect(seen.statusCode, JSON.stringify(seen.body)).toBe(200);
    expect(problemsOf(seen.body)).toEqual([]);
    // Another admin, so the import test below finds its own admin's one audit.
    const other = await signedInAs(t, ROLES.admin);
    const res = await other.agent.post('/api/admin/students/import', { csv });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    const made = await usersWithPhones(phones);
    expect(made.map((u) => [u.name, u.class, u.gender, u.school]).toSorted()).toEqual([
      ['Arjun Das', 'ca-foundation', null, null],
      ['Meena Das', '7', null, null],
    ]);
  });

  it('refuses a file without the columns, or with no rows, as a whole', async () => {
    const noColumns = await preview('name,phone,gender,school\nAsha,9876543210,Female,DPS');
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.body.errors?.csv).toBe(M.csvHeader);
    const empty = await preview(`${HEADER}\n\n`);
    expect(empty.body.errors?.csv).toBe(M.csvEmpty);
    const unreadable = await preview(`${HEADER}\n"Asha,98765`);
    expect(unreadable.body.errors?.csv).toBe(M.csvUnreadable);
    const tooMany = await preview(csvOf(...Array.from({ length: 1001 }, () => row())));
    expect(tooMany.body.errors?.csv).toBe(M.csvTooMany);
    // A spreadsheet's own file (a zip) or another encoding, read as text.
    for (const csv of [`PK\u0003\u0004\u0000\u0000${HEADER}`, `${HEADER}\nR\uFFFDhul,98765,10`]) {
      const notText = await preview(csv);
      expect(notText.statusCode).toBe(400);
      expect(notText.body.errors?.csv).toBe(M.csvNotText);
    }
  });
});

describe('the import', () => {
  it('creates the students, seats them (then the waiting list), links and creates parents', async () => {
    const batchName = `Import batch ${Date.now()}`;
    const batchId = await createBatch(admin.agent, { name: batchName, capacity: 1 });
    const parent = await signedInAs(t, ROLES.parent);
    const newParent = uniquePhone();
    const phones = [uniquePhone(), uniquePhone(), uniquePhone()];
    const csv = csvOf(
      row({ name: 'Kiran', phone: phones[0]!, batch: batchName, parent_phone: parent.phone }),
      row({
        name: 'Meera',
        phone: phones[1]!,
        batch: batchName.toUpperCase(),
        parent_phone: newParent,
      }),
      row({
        name: 'Vikram',
        phone: phones[2]!,
        class: 'Class 12',
        stream: 'science',
        parent_phone: newParent,
      }),
    );

    const seen = await preview(csv);
    expect(seen.body.data.summary).toEqual({
      students: 3,
      rowsWithProblems: 0,
      seated: 1,
      waiting: 1,
      parentsLinked: 1,
      parentsCreated: 1,
    });
    expect(seen.body.data.rows[1].outcome).toEqual({
      batch: { name: batchName, status: 'waiting' },
      parent: { status: 'created', phone: newParent },
    });

    const res = await importCsv(csv, true);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(M.imported);
    expect(res.body.data).toMatchObject({
      summary: { seated: 1, waiting: 1 },
      welcomeQueued: true,
    });

    const created = await usersWithPhones(phones);
    expect(created.map((u) => [u.name, u.role]).sort()).toEqual([
      ['Kiran', ROLES.student],
      ['Meera', ROLES.student],
      ['Vikram', ROLES.student],
    ]);
    expect(created.find((u) => u.name === 'Vikram')).toMatchObject({
      class: '12',
      stream: 'Science',
    });
    const idOf = (name: string) => created.find((u) => u.name === name)!.id;
    const members = await db.select().from(batchMembers).where(eq(batchMembers.batchId, batchId));
    expect(members.map((m) => [m.studentId, m.status]).sort()).toEqual(
      [
        [idOf('Kiran'), 'member'],
        [idOf('Meera'), 'waiting'],
      ].sort(),
    );
    const [made] = await usersWithPhones([newParent]);
    expect(made).toMatchObject({ role: ROLES.parent, name: 'Parent of Meera' });
    const links = await db
      .select()
      .from(parentLinks)
      .where(
        inArray(
          parentLinks.studentId,
          created.map((u) => u.id),
        ),
      );
    expect(links.map((l) => [l.parentId, l.studentId]).sort()).toEqual(
      [
        [parent.userId, idOf('Kiran')],
        [made!.id, idOf('Meera')],
        [made!.id, idOf('Vikram')],
      ].sort(),
    );
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'student.import'), eq(auditLog.actorId, admin.userId)));
    expect(audits).toHaveLength(1);
    const notices = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subjectType, 'students-imported'));
    expect(notices.length).toBeGreaterThan(0);
    expect(
      String(notices[0]!.payload && (notices[0]!.payload as { students: string }).students),
    ).toContain('Kiran');
    // And each student hears it on their own phone, with where to set a password.
    await t.app.outbox.runOnce();
    const welcomes = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subjectType, 'student-welcome'));
    expect(welcomes.map((w) => [w.channel, w.status, w.payload])).toEqual(
      created.map(() => ['text', 'sent', { kind: 'welcome' }]),
    );
    for (const student of created) {
      const line = logLines.find((l) => l.includes(`SMS to ${student.phone}: Welcome to`));
      expect(line, student.name).toContain(`${student.name}! Your student account is ready.`);
      expect(line).toContain('/forgot-password with this phone number.');
    }

    // The same file again: every phone is now registered, and nothing more is created.
    const replay = await importCsv(csv);
    expect(replay.statusCode).toBe(400);
    expect(replay.body.message).toBe(M.hasProblems);
    expect(replay.body.errors).toMatchObject({
      'row2.phone': M.phoneTaken,
      'row3.phone': M.phoneTaken,
      'row4.phone': M.phoneTaken,
    });
    expect(await usersWithPhones(phones)).toHaveLength(3);
  });

  it('lets one of two imports racing for a phone win; the other saves nothing', async () => {
    const shared = uniquePhone();
    const [a, b] = [uniquePhone(), uniquePhone()];
    const results = await Promise.all([
      importCsv(csvOf(row({ phone: a }), row({ phone: shared }))),
      importCsv(csvOf(row({ phone: b }), row({ phone: shared }))),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([400, 409]).toContain(statuses[1]);
    expect(await usersWithPhones([a, b, shared])).toHaveLength(2);
  });

  it('gives a number one sign-up and one import race for to one account only', async () => {
    const phone = uniquePhone();
    const [signUp, imported] = await Promise.all([
      t.agent().post('/api/auth/register', validRegistration({ phone, name: 'Signed Up' })),
      importCsv(csvOf(row({ name: 'Imported', phone }))),
    ]);
    const winners = [signUp, imported].filter((r) => r.statusCode === 201);
    expect(winners, JSON.stringify([signUp.body, imported.body])).toHaveLength(1);
    const loser = [signUp, imported].find((r) => r.statusCode !== 201)!;
    expect([400, 409]).toContain(loser.statusCode);
    expect(await usersWithPhones([phone])).toHaveLength(1);
  });

  it('saves nothing when one row is bad', async () => {
    const good = uniquePhone();
    const parentPhone = uniquePhone();
    const res = await importCsv(
      csvOf(row({ phone: good, parent_phone: parentPhone }), row({ gender: 'x' })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.errors).toEqual({ 'row3.gender': A.genderRequired });
    expect(await usersWithPhones([good, parentPhone])).toEqual([]);
  });

  it('takes a number held only by an unconfirmed sign-up, as registration would', async () => {
    const setConfirm = (on: boolean) =>
      admin.agent.put('/api/site-config/accounts', { confirmPhoneAtSignUp: on });
    expect((await setConfirm(true)).statusCode).toBe(200);
    const [studentPhone, parentPhone] = [uniquePhone(), uniquePhone()];
    try {
      for (const phone of [studentPhone, parentPhone]) {
        const signUp = await t
          .agent()
          .post('/api/auth/register', validRegistration({ phone, name: 'Unconfirmed' }));
        expect(signUp.body.data, JSON.stringify(signUp.body)).toMatchObject({ user: null });
      }
    } finally {
      await setConfirm(false);
    }
    const csv = csvOf(row({ name: 'Owner', phone: studentPhone, parent_phone: parentPhone }));
    const seen = await preview(csv);
    expect(problemsOf(seen.body)).toEqual([]);
    expect(seen.body.data.rows[0].outcome.parent).toEqual({
      status: 'created',
      phone: parentPhone,
    });

    const res = await importCsv(csv);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    const holders = await usersWithPhones([studentPhone, parentPhone]);
    expect(holders.map((u) => [u.phone, u.name, u.role, u.status]).toSorted()).toEqual(
      [
        [studentPhone, 'Owner', ROLES.student, 'active'],
        [parentPhone, 'Parent of Owner', ROLES.parent, 'active'],
      ].toSorted(),
    );
  });
});

describe('who may import', () => {
  const big = { csv: 'x'.repeat(1_200_000) };

  it('refuses a student (403) and a guest (401) before reading the body', async () => {
    const student = await signedInAs(t, ROLES.student);
    const asStudent = await student.agent.post('/api/admin/students/import', big);
    expect(asStudent.statusCode).toBe(403);
    const asGuest = await t.agent().post('/api/admin/students/import/preview', big);
    expect(asGuest.statusCode).toBe(401);
    expect((await t.agent().get('/api/admin/students/import/template.csv')).statusCode).toBe(401);
  });

  it('refuses a file over the limit (413) in the words of the form', async () => {
    for (const path of ['/api/admin/students/import/preview', '/api/admin/students/import']) {
      const res = await admin.agent.post(path, big);
      expect(res.statusCode).toBe(413);
      expect(res.body).toMatchObject({ message: M.csvTooLarge, errors: { csv: M.csvTooLarge } });
    }
    // Only this route's words: another JSON body over the app's limit is told the general ones.
    const other = await admin.agent.post('/api/admin/batches', { name: 'x'.repeat(2_000_000) });
    expect(other.statusCode).toBe(413);
    expect(other.body.message).not.toBe(M.csvTooLarge);
  });

  it('gives the admin a template with a BOM that the preview reads', async () => {
    const res = await admin.agent.get('/api/admin/students/import/template.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.text.split('\n')[0]).toBe(
      '\uFEFFname (required),phone (required),class (required),' +
        'stream (required for classes 11 and 12),gender (optional),school (optional),' +
        'batch (optional),parent_phone (optional)',
    );
    const seen = await preview(res.text);
    expect(seen.statusCode).toBe(200);
    expect(seen.body.data.summary.students).toBe(2);
  });
});
