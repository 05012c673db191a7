import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@academy/contract/auth';
import { ROLES } from '@academy/contract/roles';
import { users } from './db/schema/index.ts';
import { createTestApp } from '../test/app.ts';
import { signedInAs, validRegistration } from '../test/users.ts';

const t = await createTestApp();

describe('the API envelope and status codes', () => {
  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await t
      .agent()
      .post('/api/auth/login', '{"phone": ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'The request body is not valid JSON' });
  });

  it('answers a body over the limit with 413 and stores nothing', async () => {
    const huge = validRegistration({ school: 'x'.repeat(200 * 1024) });
    const res = await t.agent().post('/api/auth/register', huge);
    expect(res.statusCode).toBe(413);
    expect(res.body.success).toBe(false);
    expect(
      await t.database.db.select().from(users).where(eq(users.phone, huge.phone)),
    ).toHaveLength(0);
  });

  it('refuses text/plain and form bodies with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t
        .agent()
        .post('/api/auth/login', 'phone=1&password=2', { 'content-type': type });
      expect(res.statusCode, type).toBe(415);
      expect(res.body.success).toBe(false);
    }
  });

  it('refuses __proto__ keys', async () => {
    const res = await t
      .agent()
      .post('/api/auth/login', '{"phone":"9876543210","password":"secret1","__proto__":{"x":1}}', {
        'content-type': 'application/json',
      });
    expect(res.statusCode).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.agent().get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Not found' });
  });

  it('reports health with the database state', async () => {
    const res = await t.agent().get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({ status: 'ok', db: 'up' });
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await t.agent().get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(res.text);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/auth/login');
  });
});

describe('roles are enforced on the server', () => {
  it('gives a guest 401, a student 403 and an admin 200 on an admin route', async () => {
    expect((await t.agent().get('/api/admin/audit')).statusCode).toBe(401);
    const student = await signedInAs(t, ROLES.student);
    const asStudent = await student.agent.get('/api/admin/audit');
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.body.message).toBe(AUTH_MESSAGES.forbidden);
    const admin = await signedInAs(t, ROLES.admin);
    const asAdmin = await admin.agent.get('/api/admin/audit');
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body.data).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('ends access at once when a user is suspended', async () => {
    const { agent, userId } = await signedInAs(t);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, userId));
    const res = await agent.get('/api/auth/me');
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(AUTH_MESSAGES.suspended);
  });
});
