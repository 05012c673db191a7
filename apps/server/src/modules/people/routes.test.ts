import { describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { PEOPLE_MESSAGES } from '@academy/contract/people';
import { ROLES } from '@academy/contract/roles';
import { auditLog, parentCodes, users } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { nationalFormat, signedInAs, uniquePhone } from '../../../test/users.ts';

const t = await createTestApp();
const admin = await signedInAs(t, ROLES.admin);

const validPerson = (overrides: Record<string, unknown> = {}) => ({
  role: 'parent',
  name: 'Sunita Sharma',
  phone: uniquePhone(),
  password: 'a-long-enough-passphrase',
  ...overrides,
});

async function addPerson(overrides: Record<string, unknown> = {}) {
  const input = validPerson(overrides);
  const res = await admin.agent.post('/api/admin/people', input);
  expect(res.statusCode).toBe(201);
  return { ...input, id: res.body.data.person.userId as string };
}

async function addStudent(name = 'Aarav Sharma') {
  const phone = uniquePhone();
  const res = await admin.agent.post('/api/admin/students', {
    name,
    phone,
    password: 'a-long-enough-passphrase',
    school: 'Delhi Public School',
    class: '10',
    gender: 'Male',
  });
  expect(res.statusCode).toBe(201);
  return { id: res.body.data.student.userId as string, phone, name };
}

const lastAudit = async (entityId: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, entityId))
      .orderBy(desc(auditLog.createdAt))
      .limit(1)
  )[0];

describe('adding teachers and parents', () => {
  it('adds a teacher and a parent, who can then sign in with phone and password', async () => {
    for (const role of ['teacher', 'parent'] as const) {
      const input = validPerson({ role, name: `New ${role}`, email: `${role}@example.com` });
      const res = await admin.agent.post('/api/admin/people', {
        ...input,
        phone: nationalFormat(input.phone),
      });
      expect(res.statusCode).toBe(201);
      expect(res.body.message).toBe(
        role === 'teacher' ? PEOPLE_MESSAGES.teacherCreated : PEOPLE_MESSAGES.parentCreated,
      );
      expect(res.body.data.person).toMatchObject({
        name: `New ${role}`,
        phone: input.phone,
        email: `${role}@example.com`,
        role,
        status: 'active',
        children: [],
      });
      expect(res.body.data.person).not.toHaveProperty('passwordHash');

      const login = await t.agent().post('/api/auth/login', {
        phone: input.phone,
        password: input.password,
      });
      expect(login.statusCode).toBe(200);
      expect(login.body.data.user).toMatchObject({ roles: ROLES[role], mustChangePassword: false });

      const audit = await lastAudit(res.body.data.person.userId);
      expect(audit).toMatchObject({ action: `${role}.create`, actorId: admin.userId });
      expect(JSON.stringify(audit?.after)).not.toContain('argon2');
    }
  });

  it('checks every field with the sign-up rules and messages', async () => {
    const res = await admin.agent.post('/api/admin/people', {
      role: 'student',
      name: ' ',
      phone: '12345',
      email: 'not-an-email',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors).toEqual({
      role: PEOPLE_MESSAGES.roleInvalid,
      name: AUTH_MESSAGES.nameRequired,
      phone: AUTH_MESSAGES.phoneInvalid,
      email: AUTH_MESSAGES.emailInvalid,
      password: AUTH_MESSAGES.passwordNewMin,
    });
    const empty = await admin.agent.post('/api/admin/people', { role: 'teacher' });
    expect(empty.body.errors).toMatchObject({
      name: AUTH_MESSAGES.nameRequired,
      phone: AUTH_MESSAGES.phoneRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
  });

  it('refuses a common password', async () => {
    const res = await admin.agent.post('/api/admin/people', validPerson({ password: 'password1' }));
    expect(res.statusCode).toBe(400);
    expect(res.body.errors).toEqual({ password: AUTH_MESSAGES.passwordCommon });
  });

  it('refuses a phone number another account has', async () => {
    const student = await addStudent();
    const res = await admin.agent.post('/api/admin/people', validPerson({ phone: student.phone }));
    expect(res.statusCode).toBe(409);
    expect(res.body.errors).toEqual({ phone: AUTH_MESSAGES.phoneTaken });
    const teacher = await addPerson({ role: 'teacher' });
    const again = await admin.agent.post(
      '/api/admin/people',
      validPerson({ phone: teacher.phone }),
    );
    expect(again.statusCode).toBe(409);
  });
});

describe('the list of teachers and parents', () => {
  it('lists one role, by name, searched by name or phone, with a parent’s children', async () => {
    const tag = `Q${Date.now()}`;
    const parent = await addPerson({ name: `Bela ${tag}` });
    await addPerson({ name: `anil ${tag}` });
    await addPerson({ role: 'teacher', name: `Teacher ${tag}` });
    const child = await addStudent(`Chhaya ${tag}`);
    await admin.agent.post(`/api/admin/people/${parent.id}/children`, { phone: child.phone });

    const parents = await admin.agent.get(`/api/admin/people?role=parent&q=${tag}`);
    expect(parents.statusCode).toBe(200);
    expect(parents.body.data).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(parents.body.data.items.map((p: { name: string }) => p.name)).toEqual([
      `anil ${tag}`,
      `Bela ${tag}`,
    ]);
    expect(parents.body.data.items[1].children).toEqual([
      { userId: child.id, name: `Chhaya ${tag}`, class: '10' },
    ]);

    const teachers = await admin.agent.get(`/api/admin/people?role=teacher&q=${tag}`);
    expect(teachers.body.data.items.map((p: { name: string }) => p.name)).toEqual([
      `Teacher ${tag}`,
    ]);
    const byPhone = await admin.agent.get(
      `/api/admin/people?role=parent&q=${parent.phone.slice(-7)}`,
    );
    expect(byPhone.body.data.items.map((p: { userId: string }) => p.userId)).toEqual([parent.id]);
  });

  it('asks which role to list', async () => {
    const res = await admin.agent.get('/api/admin/people');
    expect(res.statusCode).toBe(400);
    expect(res.body.errors).toEqual({ role: PEOPLE_MESSAGES.roleInvalid });
  });
});

describe('editing, suspending and resetting a password', () => {
  it('edits the name, phone and email, and audits it', async () => {
    const teacher = await addPerson({ role: 'teacher' });
    const phone = uniquePhone();
    const res = await admin.agent.put(`/api/admin/people/${teacher.id}`, {
      name: 'Meera Iyer',
      phone,
      email: 'meera@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(PEOPLE_MESSAGES.updated);
    expect(res.body.data.person).toMatchObject({ name: 'Meera Iyer', phone, role: 'teacher' });
    expect(await lastAudit(teacher.id)).toMatchObject({ action: 'teacher.update' });

    const cleared = await admin.agent.put(`/api/admin/people/${teacher.id}`, {
      name: 'Meera Iyer',
      phone,
      email: '',
    });
    expect(cleared.body.data.person.email).toBeNull();
  });

  it('refuses another account’s phone, and answers 404 for a student or an unknown id', async () => {
    const [a, b] = [await addPerson(), await addPerson()];
    const taken = await admin.agent.put(`/api/admin/people/${a.id}`, {
      name: 'A',
      phone: b.phone,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.errors).toEqual({ phone: AUTH_MESSAGES.phoneTaken });

    const student = await addStudent();
    for (const id of [student.id, admin.userId, crypto.randomUUID()]) {
      const res = await admin.agent.put(`/api/admin/people/${id}`, { name: 'X', phone: b.phone });
      expect(res.statusCode, id).toBe(404);
      expect(res.body.message).toBe(PEOPLE_MESSAGES.notFound);
    }
  });

  it('suspends (ending sessions, refusing sign-in) and reactivates', async () => {
    const parent = await addPerson();
    const device = t.agent();
    await device.post('/api/auth/login', { phone: parent.phone, password: parent.password });
    expect((await device.get('/api/parent/children')).statusCode).toBe(200);

    const suspended = await admin.agent.post(`/api/admin/people/${parent.id}/suspend`, {});
    expect(suspended.statusCode).toBe(200);
    expect(suspended.body.message).toBe(PEOPLE_MESSAGES.suspended);
    expect(suspended.body.data.person.status).toBe('suspended');
    expect((await device.get('/api/parent/children')).statusCode).toBe(401);
    const login = await t.agent().post('/api/auth/login', {
      phone: parent.phone,
      password: parent.password,
    });
    expect(login.statusCode).toBe(403);
    expect(await lastAudit(parent.id)).toMatchObject({ action: 'parent.suspend' });

    const back = await admin.agent.post(`/api/admin/people/${parent.id}/reactivate`, {});
    expect(back.body).toMatchObject({ message: PEOPLE_MESSAGES.reactivated });
    expect(back.body.data.person.status).toBe('active');
    const again = await t.agent().post('/api/auth/login', {
      phone: parent.phone,
      password: parent.password,
    });
    expect(again.statusCode).toBe(200);
  });

  it('resets a password: sessions end and the new one must be replaced at sign-in', async () => {
    const teacher = await addPerson({ role: 'teacher' });
    const device = t.agent();
    await device.post('/api/auth/login', { phone: teacher.phone, password: teacher.password });

    const weak = await admin.agent.post(`/api/admin/people/${teacher.id}/reset-password`, {
      password: 'short',
    });
    expect(weak.body.errors).toEqual({ password: AUTH_MESSAGES.passwordNewMin });

    const res = await admin.agent.post(`/api/admin/people/${teacher.id}/reset-password`, {
      password: 'another-long-passphrase',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(PEOPLE_MESSAGES.passwordReset);
    expect((await device.get('/api/auth/me')).statusCode).toBe(401);
    const login = await t.agent().post('/api/auth/login', {
      phone: teacher.phone,
      password: 'another-long-passphrase',
    });
    expect(login.body.data.user.mustChangePassword).toBe(true);
    const audit = await lastAudit(teacher.id);
    expect(audit).toMatchObject({ action: 'teacher.reset-password' });
    expect(JSON.stringify(audit)).not.toContain('another-long-passphrase');
  });
});

describe('the admin linking a parent to a child', () => {
  it('links by the child’s phone, refuses a second link, and removes one', async () => {
    const parent = await addPerson();
    const child = await addStudent('Ishaan Rao');
    const res = await admin.agent.post(`/api/admin/people/${parent.id}/children`, {
      phone: nationalFormat(child.phone),
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe(PEOPLE_MESSAGES.childLinked);
    expect(res.body.data.children).toEqual([{ userId: child.id, name: 'Ishaan Rao', class: '10' }]);
    expect(await lastAudit(parent.id)).toMatchObject({ action: 'parent.link-child' });

    const twice = await admin.agent.post(`/api/admin/people/${parent.id}/children`, {
      phone: child.phone,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.errors).toEqual({ phone: PEOPLE_MESSAGES.alreadyLinked });

    const removed = await admin.agent.delete(`/api/admin/people/${parent.id}/children/${child.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toMatchObject({
      message: PEOPLE_MESSAGES.childUnlinked,
      data: { children: [] },
    });
    expect(await lastAudit(parent.id)).toMatchObject({ action: 'parent.unlink-child' });
    const gone = await admin.agent.delete(`/api/admin/people/${parent.id}/children/${child.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body.message).toBe(PEOPLE_MESSAGES.linkNotFound);
  });

  it('says so clearly when no student has the number, or it is not a student’s', async () => {
    const parent = await addPerson();
    const teacher = await addPerson({ role: 'teacher' });
    for (const phone of [uniquePhone(), teacher.phone, admin.phone]) {
      const res = await admin.agent.post(`/api/admin/people/${parent.id}/children`, { phone });
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe(PEOPLE_MESSAGES.noSuchStudent);
      expect(res.body.errors).toEqual({ phone: PEOPLE_MESSAGES.noSuchStudent });
    }
    const bad = await admin.agent.post(`/api/admin/people/${parent.id}/children`, {
      phone: '123',
    });
    expect(bad.body.errors).toEqual({ phone: AUTH_MESSAGES.phoneInvalid });
  });

  it('links children to parents only', async () => {
    const teacher = await addPerson({ role: 'teacher' });
    const child = await addStudent();
    const res = await admin.agent.post(`/api/admin/people/${teacher.id}/children`, {
      phone: child.phone,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe(PEOPLE_MESSAGES.notFound);
  });
});

describe('a parent code', () => {
  async function signedInParent() {
    const parent = await addPerson();
    const agent = t.agent();
    await agent.post('/api/auth/login', { phone: parent.phone, password: parent.password });
    return { ...parent, agent };
  }

  it('is made by the student, and links the parent who enters it, once', async () => {
    const student = await signedInAs(t, ROLES.student);
    expect((await student.agent.get('/api/student/parent-code')).body.data).toEqual({
      parentCode: null,
    });
    const made = await student.agent.post('/api/student/parent-code', {});
    expect(made.statusCode).toBe(201);
    expect(made.body.message).toBe(PEOPLE_MESSAGES.codeCreated);
    const { code, expiresAt, usedAt } = made.body.data.parentCode;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(usedAt).toBeNull();
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await student.agent.get('/api/student/parent-code')).body.data.parentCode.code).toBe(
      code,
    );

    const parent = await signedInParent();
    // Typed the way people type: lower case, with a space.
    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`;
    const res = await parent.agent.post('/api/parent/children', { code: typed });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe(PEOPLE_MESSAGES.childLinked);
    expect(res.body.data.children).toEqual([
      { userId: student.userId, name: 'Test Student', class: '9' },
    ]);
    expect((await parent.agent.get('/api/parent/children')).body.data.children).toHaveLength(1);
    expect(await lastAudit(parent.id)).toMatchObject({
      action: 'parent.link-by-code',
      actorId: parent.id,
    });
    expect(
      (await student.agent.get('/api/student/parent-code')).body.data.parentCode.usedAt,
    ).not.toBeNull();

    const other = await signedInParent();
    const used = await other.agent.post('/api/parent/children', { code });
    expect(used.statusCode).toBe(400);
    expect(used.body.errors).toEqual({ code: PEOPLE_MESSAGES.codeUsed });
    expect((await other.agent.get('/api/parent/children')).body.data.children).toEqual([]);
  });

  it('refuses a wrong code, an expired one, a malformed one, and a replaced one', async () => {
    const student = await signedInAs(t, ROLES.student);
    const parent = await signedInParent();
    const first = (await student.agent.post('/api/student/parent-code', {})).body.data.parentCode;
    const second = (await student.agent.post('/api/student/parent-code', {})).body.data.parentCode;
    expect(second.code).not.toBe(first.code);

    const replaced = await parent.agent.post('/api/parent/children', { code: first.code });
    expect(replaced.body.errors).toEqual({ code: PEOPLE_MESSAGES.codeWrong });
    const wrong = await parent.agent.post('/api/parent/children', { code: 'ABCDEFGH' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toBe(PEOPLE_MESSAGES.codeWrong);
    for (const code of ['ABC', 'ABCDEFGH1', 'ABCDEFG0', '']) {
      const res = await parent.agent.post('/api/parent/children', { code });
      expect(res.body.errors, code).toEqual({ code: PEOPLE_MESSAGES.codeFormat });
    }

    await t.database.db
      .update(parentCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(parentCodes.studentId, student.userId));
    const expired = await parent.agent.post('/api/parent/children', { code: second.code });
    expect(expired.statusCode).toBe(400);
    expect(expired.body.errors).toEqual({ code: PEOPLE_MESSAGES.codeExpired });
    expect((await parent.agent.get('/api/parent/children')).body.data.children).toEqual([]);
  });

  it('keeps the code for someone else when the parent is already linked', async () => {
    const student = await signedInAs(t, ROLES.student);
    const parent = await signedInParent();
    const [row] = await t.database.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, student.userId));
    await admin.agent.post(`/api/admin/people/${parent.id}/children`, { phone: row!.phone });
    const { code } = (await student.agent.post('/api/student/parent-code', {})).body.data
      .parentCode;
    const res = await parent.agent.post('/api/parent/children', { code });
    expect(res.statusCode).toBe(409);
    expect(res.body.errors).toEqual({ code: PEOPLE_MESSAGES.alreadyLinked });
    const [stored] = await t.database.db
      .select()
      .from(parentCodes)
      .where(and(eq(parentCodes.studentId, student.userId)));
    expect(stored?.usedAt).toBeNull();
  });

  it('is rate limited: ten tries a quarter of an hour', async () => {
    const parent = await signedInParent();
    const codes = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push(
        (await parent.agent.post('/api/parent/children', { code: 'ZZZZZZZZ' })).statusCode,
      );
    }
    expect(codes.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('who may do what', () => {
  it('shows a parent their own children only', async () => {
    const mine = await addStudent('Mine');
    const theirs = await addStudent('Theirs');
    const [p1, p2] = [await addPerson(), await addPerson()];
    await admin.agent.post(`/api/admin/people/${p1.id}/children`, { phone: mine.phone });
    await admin.agent.post(`/api/admin/people/${p2.id}/children`, { phone: theirs.phone });
    const agent = t.agent();
    await agent.post('/api/auth/login', { phone: p1.phone, password: p1.password });
    const res = await agent.get('/api/parent/children');
    expect(res.body.data.children.map((c: { name: string }) => c.name)).toEqual(['Mine']);
  });

  it('keeps students, teachers and parents out of the admin routes (403)', async () => {
    const parent = await addPerson();
    for (const role of [ROLES.student, ROLES.teacher, ROLES.parent]) {
      const { agent } = await signedInAs(t, role);
      const list = await agent.get('/api/admin/people?role=parent');
      expect(list.statusCode, String(role)).toBe(403);
      const add = await agent.post('/api/admin/people', validPerson());
      expect(add.statusCode).toBe(403);
      expect(add.body.message).toBe(AUTH_MESSAGES.forbidden);
      const link = await agent.post(`/api/admin/people/${parent.id}/children`, {
        phone: uniquePhone(),
      });
      expect(link.statusCode).toBe(403);
    }
    const { agent: teacher } = await signedInAs(t, ROLES.teacher);
    expect((await teacher.post('/api/parent/children', { code: 'ABCDEFGH' })).statusCode).toBe(403);
    expect((await teacher.get('/api/student/parent-code')).statusCode).toBe(403);
  });
});
