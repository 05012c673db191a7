import { describe, expect, it } from 'vitest';
import { and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { ROLES } from '@academy/contract/roles';
import { auditLog, enrolments, orders, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { validCourse } from '../../../test/courses.ts';
import { buyWithDevProvider } from '../../../test/payments.ts';
import { signedInAs, uniquePhone, validRegistration } from '../../../test/users.ts';
import { listStudents, SEARCH_LIMITS } from './search.ts';

const t = await createTestApp();
const admin = await signedInAs(t, ROLES.admin);

async function addStudent(overrides: Record<string, unknown> = {}) {
  const input = validRegistration(overrides);
  const res = await admin.agent.post('/api/admin/students', input);
  expect(res.statusCode).toBe(201);
  return { ...input, id: res.body.data.student.userId as string };
}

describe('the students list', () => {
  it('searches by name or phone, sorts by name and pages by 10', async () => {
    const tag = `Zed${Date.now()}`;
    const names = ['Charu', 'anil', 'Bela', 'Esha', 'Dev'].map((n) => `${n} ${tag}`);
    const added = [];
    for (const name of names) added.push(await addStudent({ name }));

    const byName = await admin.agent.get(`/api/user/admin?q=${tag}&sort=name`);
    expect(byName.statusCode).toBe(200);
    expect(byName.body.data).toMatchObject({ total: 5, totalIsCapped: false });
    expect(byName.body.data.pageSize).toBe(10);
    expect(byName.body.data.items.map((s: { name: string }) => s.name.split(' ')[0])).toEqual([
      'anil',
      'Bela',
      'Charu',
      'Dev',
      'Esha',
    ]);
    const desc = await admin.agent.get(`/api/user/admin?q=${tag}&sort=-name&pageSize=2&page=2`);
    expect(desc.body.data.items.map((s: { name: string }) => s.name.split(' ')[0])).toEqual([
      'Charu',
      'Bela',
    ]);

    const phone = added[2]!.phone;
    const byPhone = await admin.agent.get(`/api/user/admin?q=${phone.slice(-6)}`);
    expect(byPhone.body.data.items.map((s: { userId: string }) => s.userId)).toContain(
      added[2]!.id,
    );
    expect(byPhone.body.data.items[0]).toMatchObject({
      phone,
      classes: '11',
      gender: 'Female',
      status: 'active',
    });
    expect(byPhone.body.data.items[0]).not.toHaveProperty('passwordHash');
  });

  it('treats % and _ in the search as plain text', async () => {
    const res = await admin.agent.get('/api/user/admin?q=%25');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.total).toBe(0);
  });

  it('exports the filtered list as CSV, neutralising formulas', async () => {
    const tag = `Csv${Date.now()}`;
    await addStudent({ name: `=HYPERLINK ${tag}` });
    const res = await admin.agent.get(`/api/admin/students/export.csv?q=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment; filename="students.csv"');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Name,Phone,Class,Stream,Gender,School,Email,Status,Joined');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^'=HYPERLINK/);
  });
  it('keeps its totals exact through sign-ups, suspension, reactivation and deletion', async () => {
    const truth = async (status?: 'active' | 'suspended') => {
      const rows = await t.database.db
        .select({ status: users.status })
        .from(users)
        .where(eq(users.role, ROLES.student));
      return rows.filter((r) => (status ? r.status === status : r.status !== 'deleted')).length;
    };
    const totals = async () => {
      const get = async (query: string) =>
        (await admin.agent.get(`/api/user/admin${query}`)).body.data.total as number;
      return {
        all: await get(''),
        active: await get('?status=active'),
        suspended: await get('?status=suspended'),
      };
    };
    const expectTrue = async () =>
      expect(await totals()).toEqual({
        all: await truth(),
        active: await truth('active'),
        suspended: await truth('suspended'),
      });

    const [a, b] = [await addStudent(), await addStudent()];
    await expectTrue();
    await admin.agent.post(`/api/admin/students/${a.id}/suspend`, {});
    await admin.agent.post(`/api/admin/students/${b.id}/suspend`, {});
    await expectTrue();
    await admin.agent.post(`/api/admin/students/${a.id}/reactivate`, {});
    await admin.agent.delete(`/api/admin/students/${b.id}`);
    await expectTrue();
  });

  it('counts the matches of a search on every page, even past the last one', async () => {
    const tag = `Pager${Date.now()}`;
    for (const n of ['One', 'Two', 'Three']) await addStudent({ name: `${n} ${tag}` });
    const page = (n: number) => admin.agent.get(`/api/user/admin?q=${tag}&pageSize=2&page=${n}`);
    expect((await page(1)).body.data).toMatchObject({ total: 3 });
    expect((await page(2)).body.data.items).toHaveLength(1);
    expect((await page(2)).body.data.total).toBe(3);
    expect((await page(3)).body.data).toMatchObject({ items: [], total: 3, totalIsCapped: false });
    expect((await page(50)).body.data).toMatchObject({ items: [], total: 3, totalIsCapped: false });
  });

  it('counts a broad search only so far past the page, and says there are more', async () => {
    const tag = `Broad${Date.now()}`;
    const matching = SEARCH_LIMITS.countAhead + 15;
    await insertStudents(matching, (i) => ({ name: `${tag} ${String(i).padStart(4, '0')}` }));
    const page = async (n: number) =>
      (await admin.agent.get(`/api/user/admin?q=${tag}&page=${n}`)).body.data;
    const names = (data: { items: { name: string }[] }) => data.items.map((s) => s.name);

    const first = await page(1);
    expect(first).toMatchObject({ total: SEARCH_LIMITS.countAhead, totalIsCapped: true });
    expect(names(first)).toEqual(Array.from({ length: 10 }, (_, i) => `${tag} 000${i}`));
    // Each page counts ahead of itself: the admin can always page on while more exist.
    expect(await page(2)).toMatchObject({
      total: SEARCH_LIMITS.countAhead + 10,
      totalIsCapped: true,
    });
    // Near the end the count reaches every match: exact again, and the last page is short.
    const last = await page(Math.ceil(matching / 10));
    expect(last).toMatchObject({ total: matching, totalIsCapped: false });
    expect(names(last)).toHaveLength(matching % 10 || 10);
    expect(await page(Math.ceil(matching / 10) + 1)).toMatchObject({
      items: [],
      total: matching,
      totalIsCapped: false,
    });
  });
});

/** Students straight in the database, many at once (the API would hash a password for each). */
async function insertStudents(
  n: number,
  row: (i: number) => { name: string; createdAt?: Date; phone?: string },
) {
  await t.database.db.insert(users).values(
    Array.from({ length: n }, (_, i) => ({
      passwordHash: 'not-a-hash',
      role: ROLES.student,
      ...row(i),
    })),
  );
}

describe('a search pages exactly however it finds its page', () => {
  // Small limits, so that every way of finding a page is taken with a few students: counted
  // exactly, walked in the sort's order, and the matches sorted when the walk falls short.
  const limits = { countAhead: 5, walk: 6 };
  const pageSize = 4;

  it('gives the same pages, in each sort, as sorting every match', async () => {
    const tag = `Walk${Date.now()}`;
    // Fourteen matches older than everyone else (the oldest walk meets them at once, the newest
    // one never does), with names spread through the alphabet, between students that do not match.
    const initials = 'qbxdamtkfzhcwe';
    await insertStudents(initials.length, (i) => ({
      name: `${initials[i]}${i} ${tag}`,
      createdAt: new Date(Date.UTC(2001, 0, 1 + i)),
      phone: uniquePhone(),
    }));
    await insertStudents(6, (i) => ({ name: `${initials[i]}${i} Other${tag.slice(4)}` }));
    const where = and(
      eq(users.role, ROLES.student),
      ne(users.status, 'deleted'),
      ilike(users.name, `%${tag}%`),
    );
    const [all] = await t.database.db.select({ n: count() }).from(users).where(where);
    const matches = all!.n;
    expect(matches).toBe(initials.length);
    const ORDER = {
      name: [sql`lower(${users.name}) asc`, asc(users.id)],
      '-name': [sql`lower(${users.name}) desc`, desc(users.id)],
      newest: [desc(users.createdAt), desc(users.id)],
      oldest: [asc(users.createdAt), asc(users.id)],
    };
    const seen = { walked: 0, sortedPastWalk: 0 };
    for (const sort of ['name', '-name', 'newest', 'oldest'] as const) {
      const expected = (
        await t.database.db
          .select({ id: users.id })
          .from(users)
          .where(where)
          .orderBy(...ORDER[sort])
      ).map((r) => r.id);
      for (let page = 1; page <= Math.ceil(matches / pageSize) + 1; page += 1) {
        const offset = (page - 1) * pageSize;
        const got = await listStudents(
          t.database.db,
          { q: tag, sort, status: 'all', page, pageSize },
          limits,
        );
        expect(
          got.items.map((s) => s.userId),
          `${sort}, page ${page}`,
        ).toEqual(expected.slice(offset, offset + pageSize));
        if (got.totalIsCapped) {
          expect(got.total).toBe(offset + limits.countAhead);
          expect(matches).toBeGreaterThan(got.total);
          seen.walked += 1;
        } else {
          expect(got.total).toBe(matches);
          if (offset + limits.countAhead < matches) seen.sortedPastWalk += 1;
        }
      }
    }
    expect(seen.walked).toBeGreaterThan(0);
    expect(seen.sortedPastWalk).toBeGreaterThan(0);
  });
});

describe('managing a student', () => {
  it('adds a student with the registration rules and refuses a taken phone', async () => {
    const bad = await admin.agent.post(
      '/api/admin/students',
      validRegistration({ class: '12', stream: '' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors?.stream).toBe('Please select the stream');
    const { phone } = await addStudent();
    const again = await admin.agent.post('/api/admin/students', validRegistration({ phone }));
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(AUTH_MESSAGES.phoneTaken);
  });

  it('refuses what sign-up refuses, with the same answers', async () => {
    const { phone } = await addStudent();
    const cases = [
      validRegistration({ password: 'password123' }),
      validRegistration({ phone }),
      validRegistration({ phone: '12345' }),
    ];
    for (const input of cases) {
      const byAdmin = await admin.agent.post('/api/admin/students', input);
      const bySignUp = await t.agent().post('/api/auth/register', input);
      expect(byAdmin.statusCode).toBeGreaterThanOrEqual(400);
      expect([byAdmin.statusCode, byAdmin.body]).toEqual([bySignUp.statusCode, bySignUp.body]);
    }
    const created = await t.database.db.select().from(users).where(eq(users.phone, phone));
    expect(created).toHaveLength(1);
  });

  it('edits a student and records the change in the audit log', async () => {
    const { id } = await addStudent();
    const newPhone = uniquePhone();
    const res = await admin.agent.put(`/api/admin/students/${id}`, {
      name: 'Renamed Student',
      phone: newPhone,
      school: 'New School',
      class: '9',
      stream: 'Science',
      gender: 'Others',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.student).toMatchObject({
      name: 'Renamed Student',
      phone: newPhone,
      stream: null,
    });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toBeDefined();
    const audit = await admin.agent.get('/api/admin/audit');
    expect(
      audit.body.data.items.some((i: { action: string }) => i.action === 'student.update'),
    ).toBe(true);
  });

  it('suspends (ending sessions and blocking login) and reactivates', async () => {
    const student = await signedInAs(t);
    const suspend = await admin.agent.post(`/api/admin/students/${student.userId}/suspend`);
    expect(suspend.statusCode).toBe(200);
    expect(suspend.body.data.student.status).toBe('suspended');
    // Its sessions ended at once: the access token and the refresh token both stop working.
    expect((await student.agent.get('/api/auth/me')).statusCode).toBe(401);
    expect((await student.agent.post('/api/auth/refresh')).statusCode).toBe(401);
    const login = await t
      .agent()
      .post('/api/auth/login', { phone: student.phone, password: student.password });
    expect(login.statusCode).toBe(403);
    expect(login.body.message).toBe(AUTH_MESSAGES.suspended);

    const reactivate = await admin.agent.post(`/api/admin/students/${student.userId}/reactivate`);
    expect(reactivate.body.data.student.status).toBe('active');
    const again = await t
      .agent()
      .post('/api/auth/login', { phone: student.phone, password: student.password });
    expect(again.statusCode).toBe(200);
  });

  it('resets a password, ending the student’s sessions', async () => {
    const student = await signedInAs(t);
    const weak = await admin.agent.post(`/api/admin/students/${student.userId}/reset-password`, {
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    const res = await admin.agent.post(`/api/admin/students/${student.userId}/reset-password`, {
      password: 'fresh-start-2026',
    });
    expect(res.statusCode).toBe(200);
    expect((await student.agent.get('/api/auth/me')).statusCode).toBe(401);
    const login = await t
      .agent()
      .post('/api/auth/login', { phone: student.phone, password: 'fresh-start-2026' });
    expect(login.statusCode).toBe(200);
    // The administrator knows it, so the student chooses their own before anything else.
    expect(login.body.data.user.mustChangePassword).toBe(true);

    // The audit log says a reset happened and the one session ended, and keeps no secret.
    const audit = await admin.agent.get('/api/admin/audit');
    const entry = audit.body.data.items.find(
      (i: { action: string; entityId: string }) =>
        i.action === 'student.reset-password' && i.entityId === student.userId,
    );
    expect(entry).toMatchObject({
      subject: 'Test Student',
      before: { signedInSessions: 1 },
      after: { passwordReset: true, signedInSessions: 0 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/fresh-start|\$argon2/);
  });

  it('deletes a student: keeps the row, orders and enrolments, frees the phone, ends sign-in', async () => {
    const student = await signedInAs(t);
    const free = await admin.agent.post('/api/courses', validCourse({ title: 'Free Basics' }));
    const paid = await admin.agent.post(
      '/api/courses',
      validCourse({ title: 'Paid Mastery', isFree: false, pricePaise: 1_999_00 }),
    );
    for (const course of [free, paid]) {
      expect(course.statusCode).toBe(201);
      const id = course.body.data._id;
      if (course === free)
        expect((await student.agent.post(`/api/purchase/${id}`)).statusCode).toBe(200);
      else await buyWithDevProvider(student.agent, { courseId: id });
    }

    const res = await admin.agent.delete(`/api/admin/students/${student.userId}`);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, student.userId));
    expect(row).toMatchObject({ status: 'deleted', phone: null });
    // The books keep what was bought and by whom.
    const keptOrders = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, student.userId));
    expect(keptOrders).toEqual([
      expect.objectContaining({ courseId: paid.body.data._id, provider: 'dev', status: 'paid' }),
    ]);
    const keptEnrolments = await t.database.db
      .select({ courseId: enrolments.courseId })
      .from(enrolments)
      .where(eq(enrolments.userId, student.userId));
    expect(keptEnrolments.map((e) => e.courseId).sort()).toEqual(
      [free.body.data._id, paid.body.data._id].sort(),
    );
    expect((await student.agent.get('/api/auth/me')).statusCode).toBe(401);
    expect((await admin.agent.get(`/api/admin/students/${student.userId}`)).statusCode).toBe(404);
    // The number can register again as a new account.
    const fresh = await t
      .agent()
      .post('/api/auth/register', validRegistration({ phone: student.phone }));
    expect(fresh.statusCode).toBe(201);
  });

  it("shows a student's profile with each enrolled course and the progress in it", async () => {
    const student = await signedInAs(t);
    const created = await admin.agent.post('/api/courses', {
      title: 'Class 10 Science Revision',
      description: 'Chemical reactions, life processes and electricity, revised.',
      shortDescription: 'Board revision.',
      tags: ['science'],
      category: ['science'],
      language: 'Hinglish',
      duration: 90,
      courseThumbnail: 'https://i.ytimg.com/vi/Nm9qW1eRtYu/hqdefault.jpg',
      courseLink: [
        { link: 'https://youtu.be/Nm9qW1eRtYu', position: 1, title: 'Reactions' },
        { link: 'https://youtu.be/Io2pA3sDfGh', position: 2, title: 'Life processes' },
        { link: 'https://youtu.be/Jk4lZ5xCvBn', position: 3, title: 'Electricity' },
        { link: 'https://youtu.be/Fg5hJ6kLzXc', position: 4, title: 'Revision' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const course = created.body.data as { _id: string; courseContent: { video: { id: string } }[] };
    expect((await student.agent.post(`/api/purchase/${course._id}`)).statusCode).toBe(200);
    const progress = await student.agent.put(`/api/student/my-courses/${course._id}/progress`, {
      videoId: course.courseContent[0]!.video.id,
      completed: true,
    });
    expect(progress.statusCode).toBe(200);

    const res = await admin.agent.get(`/api/admin/students/${student.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.student).toMatchObject({ userId: student.userId, name: 'Test Student' });
    expect(res.body.data.enrolments).toEqual([
      {
        courseId: course._id,
        title: 'Class 10 Science Revision',
        status: 'published',
        progress: 25,
        completedCount: 1,
        lessonCount: 4,
        enrolledAt: expect.any(String),
      },
    ]);

    const other = await signedInAs(t);
    const empty = await admin.agent.get(`/api/admin/students/${other.userId}`);
    expect(empty.body.data.enrolments).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(
      (await admin.agent.get('/api/admin/students/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
    expect((await admin.agent.post('/api/admin/students/not-a-uuid/suspend')).statusCode).toBe(400);
  });
});

describe('only administrators manage students', () => {
  const calls: [string, string][] = [
    ['GET', '/api/user/admin'],
    ['GET', '/api/admin/students/export.csv'],
    ['POST', '/api/admin/students'],
    ['GET', '/api/admin/students/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/api/admin/students/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/admin/students/00000000-0000-4000-8000-000000000000/suspend'],
    ['POST', '/api/admin/students/00000000-0000-4000-8000-000000000000/reactivate'],
    ['POST', '/api/admin/students/00000000-0000-4000-8000-000000000000/reset-password'],
    ['DELETE', '/api/admin/students/00000000-0000-4000-8000-000000000000'],
  ];

  it.each(calls)('%s %s: guest 401, student 403', async (method, url) => {
    const guest = await t
      .agent()
      .request(method as 'GET', url, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(guest.statusCode).toBe(401);
    const { agent } = await signedInAs(t);
    const asStudent = await agent.request(
      method as 'GET',
      url,
      method === 'GET' || method === 'DELETE' ? undefined : {},
    );
    expect(asStudent.statusCode).toBe(403);
  });
});
