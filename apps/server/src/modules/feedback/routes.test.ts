import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEEDBACK_MESSAGES } from '@academy/contract/feedback';
import { ROLES } from '@academy/contract/roles';
import { feedback, outbox } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { startSmtp } from '../../../test/notice-peers.ts';
import { signedInAs } from '../../../test/users.ts';

const smtp = await startSmtp();
const t = await createTestApp({ SMTP_URL: smtp.url, NOTIFY_EMAIL_TO: 'office@academy.example.in' });
const valid = {
  name: 'Neha Gupta',
  email: 'neha@example.in',
  message: 'The physics videos are great!',
};

describe('POST /api/feedback', () => {
  it('stores feedback from a visitor and answers 201 with the spec message', async () => {
    const res = await t.agent().post('/api/feedback', valid);
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('Feedback submitted successfully!');
    const [row] = await t.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, res.body.data.feedback.id));
    expect(row).toMatchObject({ ...valid, userId: null, readAt: null });
  });

  it('queues an email notice to the academy and delivers it', async () => {
    const res = await t.agent().post('/api/feedback', { ...valid, name: 'Mailed Person' });
    const id = res.body.data.feedback.id as string;
    // The route nudges the worker itself; running it here waits for that delivery to finish.
    await t.app.outbox.runOnce();
    const notices = await t.database.db.select().from(outbox).where(eq(outbox.subjectId, id));
    expect(notices.map((n) => [n.subjectType, n.channel, n.status])).toEqual([
      ['feedback', 'email', 'sent'],
    ]);
    const mail = smtp.messages.find((m) => m.includes('Mailed Person'));
    expect(mail).toContain('To: office@academy.example.in');
    expect(mail).toContain('Subject: New feedback from the website');
    expect(mail).toContain(valid.message);
  });

  it('links the feedback to the signed-in user', async () => {
    const { agent, userId } = await signedInAs(t);
    const res = await agent.post('/api/feedback', valid);
    expect(res.body.data.feedback.userId).toBe(userId);
  });

  it.each([
    ['name', { name: 'A' }, FEEDBACK_MESSAGES.nameMin],
    ['email', { email: 'not-an-email' }, FEEDBACK_MESSAGES.emailInvalid],
    ['message', { message: 'Too short' }, FEEDBACK_MESSAGES.messageMin],
    ['message', { message: '          x' }, FEEDBACK_MESSAGES.messageMin],
  ])('refuses a bad %s with "%s"', async (field, override, message) => {
    const before = await t.database.db.select().from(feedback);
    const res = await t.agent().post('/api/feedback', { ...valid, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
    expect(await t.database.db.select().from(feedback)).toHaveLength(before.length);
  });

  it('limits feedback per address with 429', async () => {
    const agent = t.agent();
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await agent.post('/api/feedback', valid)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('the admin feedback inbox', () => {
  it('lists newest first, searches, and marks read and unread', async () => {
    const admin = await signedInAs(t, ROLES.admin);
    const tag = `tag${Date.now()}`;
    await t.agent().post('/api/feedback', { ...valid, message: `first message ${tag}` });
    await t.agent().post('/api/feedback', { ...valid, message: `second message ${tag}` });
    const list = await admin.agent.get(`/api/admin/feedback?q=${tag}`);
    expect(list.statusCode).toBe(200);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.items[0].message).toContain('second');
    const id = list.body.data.items[0].id;

    const read = await admin.agent.request('PATCH', `/api/admin/feedback/${id}`, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.body.data.feedback.isRead).toBe(true);
    const unread = await admin.agent.get(`/api/admin/feedback?q=${tag}&read=unread`);
    expect(unread.body.data.items.map((i: { id: string }) => i.id)).not.toContain(id);
    const back = await admin.agent.request('PATCH', `/api/admin/feedback/${id}`, { read: false });
    expect(back.body.data.feedback.isRead).toBe(false);

    const audit = await admin.agent.get('/api/admin/audit');
    const changes = audit.body.data.items
      .filter((i: { entityId: string }) => i.entityId === id)
      .map((i: { action: string; before: unknown; after: unknown }) => [
        i.action,
        i.before,
        i.after,
      ]);
    expect(changes).toEqual([
      ['feedback.unread', { isRead: true }, { isRead: false }],
      ['feedback.read', { isRead: false }, { isRead: true }],
    ]);
  });

  it('is for administrators only', async () => {
    expect((await t.agent().get('/api/admin/feedback')).statusCode).toBe(401);
    const { agent } = await signedInAs(t);
    expect((await agent.get('/api/admin/feedback')).statusCode).toBe(403);
    const patch = await agent.request(
      'PATCH',
      '/api/admin/feedback/00000000-0000-4000-8000-000000000000',
      { read: true },
    );
    expect(patch.statusCode).toBe(403);
  });
});
