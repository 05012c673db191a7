import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CONTACT_MESSAGES } from '@academy/contract/contact';
import { ROLES } from '@academy/contract/roles';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { enquiries, outbox } from '../../db/schema/index.ts';
import { DEMO_SITE_CONFIG } from '../../demo/content/site-config.ts';
import { createTestApp } from '../../../test/app.ts';
import { startSmtp, startTelegram } from '../../../test/notice-peers.ts';
import { signedInAs } from '../../../test/users.ts';

const smtp = await startSmtp();
const telegram = await startTelegram();
const env = {
  SMTP_URL: smtp.url,
  NOTIFY_EMAIL_TO: 'office@academy.example.in',
  TELEGRAM_BOT_TOKEN: 'test-token',
  TELEGRAM_CHAT_ID: '4242',
  TELEGRAM_API_BASE: telegram.base,
};
const t = await createTestApp(env);
const valid = { name: 'Sunita Devi', phone: '9876543210', query: 'Do you have weekend batches?' };

const noticesOf = (id: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.subjectId, id));

describe('POST /api/contact', () => {
  it.each([
    ['name', { name: '' }, CONTACT_MESSAGES.nameRequired],
    ['phone', { phone: '98765' }, CONTACT_MESSAGES.phoneMin],
    ['phone', { phone: '9876543210987654' }, CONTACT_MESSAGES.phoneMax],
    ['query', { query: '   ' }, CONTACT_MESSAGES.messageRequired],
  ])('refuses a bad %s with the spec message', async (field, override, message) => {
    const res = await t.agent().post('/api/contact', { ...valid, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it.each([
    ['without', {}],
    ['with an empty', { phone: '' }],
    ['with a short', { phone: '98765 432' }],
  ])('refuses a contact-page enquiry %s number, as the form does', async (_, override) => {
    const { phone: _phone, ...rest } = valid;
    const res = await t
      .agent()
      .post('/api/contact', { ...rest, ...override, source: 'contact-page' });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.phone).toBe(CONTACT_MESSAGES.mobileMin);
  });

  it('takes a contact-page enquiry with its number', async () => {
    const res = await t
      .agent()
      .post('/api/contact', { ...valid, name: 'Page Visitor', source: 'contact-page' });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, res.body.data.id));
    expect(stored).toMatchObject({ phone: '9876543210', source: 'contact-page' });
  });

  it('takes an enquiry without a phone', async () => {
    const res = await t.agent().post('/api/contact', { name: 'Ravi', query: 'Fees for class 9?' });
    expect(res.statusCode).toBe(201);
  });

  it('stores the enquiry, then delivers an email and a Telegram notice', async () => {
    const res = await t.agent().post('/api/contact', { ...valid, query: 'Fees <b>&</b> timings?' });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe(CONTACT_MESSAGES.sent);
    const id = res.body.data.id as string;
    const [stored] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(stored).toMatchObject({
      name: 'Sunita Devi',
      phone: '9876543210',
      source: 'home-modal',
    });

    await t.app.outbox.runOnce();
    const notices = await noticesOf(id);
    expect(notices.map((n) => [n.channel, n.status]).sort()).toEqual([
      ['email', 'sent'],
      ['telegram', 'sent'],
    ]);
    const mail = smtp.messages.find((m) => m.includes('Sunita Devi'));
    expect(mail).toContain('To: office@academy.example.in');
    expect(mail).toContain('Subject: New enquiry from the website');
    const call = telegram.calls.find((c) => c.body.text.includes('Sunita Devi'));
    expect(call?.path).toBe('/bottest-token/sendMessage');
    expect(call?.body).toMatchObject({ chat_id: '4242', parse_mode: 'HTML' });
    expect(call?.body.text).toContain('Fees &lt;b&gt;&amp;&lt;/b&gt; timings?');
  });

  it("writes the notices in the language of the visitor's page", async () => {
    const res = await t
      .agent()
      .post('/api/contact', { ...valid, name: 'Kamla Yadav' }, { 'accept-language': 'hi' });
    expect(res.statusCode).toBe(201);
    await t.app.outbox.runOnce();
    const call = telegram.calls.find((c) => c.body.text.includes('Kamla Yadav'));
    expect(call?.body.text).toContain('<b>वेबसाइट से नई पूछताछ</b>');
    expect(call?.body.text).toContain('<b>कहाँ से:</b> होम पेज');
    // Text outside ASCII travels encoded: the subject as RFC 2047 words, the body as base64.
    const mail = smtp.messages.at(-1)!;
    const header = /^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(mail)?.[1] ?? '';
    const subject = [...header.matchAll(/=\?UTF-8\?B\?(\S+?)\?=/gi)]
      .map(([, word]) => Buffer.from(word!, 'base64').toString())
      .join('');
    expect(subject).toBe('वेबसाइट से नई पूछताछ');
    const body = mail
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('')
      .replace(/\s/g, '');
    expect(Buffer.from(body, 'base64').toString()).toContain('नाम: Kamla Yadav');
  });

  it('retries a failed channel later without holding up the other', async () => {
    telegram.state.failing = true;
    const res = await t.agent().post('/api/contact', { ...valid, name: 'Retry Person' });
    const id = res.body.data.id as string;
    await t.app.outbox.runOnce();
    let notices = await noticesOf(id);
    expect(notices.find((n) => n.channel === 'email')?.status).toBe('sent');
    const failed = notices.find((n) => n.channel === 'telegram')!;
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Telegram answered 500',
    });
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    telegram.state.failing = false;
    await t.app.outbox.runOnce();
    expect((await noticesOf(id)).find((n) => n.channel === 'telegram')?.status).toBe('pending');
    await t.database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, failed.id));
    await t.app.outbox.runOnce();
    notices = await noticesOf(id);
    expect(notices.find((n) => n.channel === 'telegram')).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it('retries an email the SMTP server refused', async () => {
    smtp.state.refuseNext = 1;
    const res = await t.agent().post('/api/contact', { ...valid, name: 'Mail Retry' });
    const id = res.body.data.id as string;
    await t.app.outbox.runOnce();
    const email = (await noticesOf(id)).find((n) => n.channel === 'email')!;
    expect(email.status).toBe('pending');
    await t.database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, email.id));
    await t.app.outbox.runOnce();
    expect((await noticesOf(id)).find((n) => n.channel === 'email')?.status).toBe('sent');
    expect(smtp.messages.some((m) => m.includes('Mail Retry'))).toBe(true);
  });

  it('delivers after a restart what a crashed worker had claimed', async () => {
    const [enquiry] = await t.database.db
      .insert(enquiries)
      .values({ name: 'Crash Case', query: 'Still there?', source: 'contact-page' })
      .returning();
    // A worker claimed it (attempt 1, locked) and died before sending.
    await t.database.db.insert(outbox).values({
      channel: 'email',
      subjectType: 'enquiry',
      subjectId: enquiry!.id,
      payload: { name: 'Crash Case', query: 'Still there?' },
      attempts: 1,
      lockedUntil: sql`now() - interval '1 second'`,
    });
    const restarted = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        SESSION_SECRET: 'x'.repeat(40),
        WEB_DIST: '/nonexistent',
        ...env,
      }),
      database: t.database,
    });
    await restarted.outbox.runOnce();
    await restarted.close();
    expect((await noticesOf(enquiry!.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.messages.some((m) => m.includes('Crash Case'))).toBe(true);
  });

  it('limits enquiries per address with 429', async () => {
    const agent = t.agent();
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await agent.post('/api/contact', valid)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('without notice channels configured', async () => {
  const bare = await createTestApp();
  it('still stores the enquiry and records each channel as skipped', async () => {
    const res = await bare.agent().post('/api/contact', valid);
    expect(res.statusCode).toBe(201);
    const rows = await bare.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subjectId, res.body.data.id));
    expect(rows.map((r) => r.status)).toEqual(['skipped', 'skipped']);
  });
});

describe('with the contact form turned off in Contact Info', async () => {
  const closed = await createTestApp();
  const admin = await signedInAs(closed, ROLES.admin);
  const setFormEnabled = async (contactFormEnabled: boolean) => {
    const res = await admin.agent.put('/api/site-config/contact', {
      ...DEMO_SITE_CONFIG.contact,
      contactFormEnabled,
    });
    expect(res.statusCode).toBe(200);
  };

  it('refuses enquiries from either form with 403 and says why, until it is on again', async () => {
    await setFormEnabled(false);
    for (const source of ['home-modal', 'contact-page']) {
      const res = await closed.agent().post('/api/contact', { ...valid, source });
      expect(res.statusCode).toBe(403);
      expect(res.body).toMatchObject({ success: false, message: CONTACT_MESSAGES.formDisabled });
    }
    expect(await closed.database.db.select().from(enquiries)).toEqual([]);

    await setFormEnabled(true);
    expect((await closed.agent().post('/api/contact', valid)).statusCode).toBe(201);
  });
});

describe('the admin enquiries inbox', () => {
  it('lists with delivery status, searches, and marks handled', async () => {
    const admin = await signedInAs(t, ROLES.admin);
    const tag = `Inbox${Date.now()}`;
    await t.agent().post('/api/contact', { ...valid, name: tag });
    await t.app.outbox.runOnce();
    const list = await admin.agent.get(`/api/admin/enquiries?q=${tag}`);
    expect(list.statusCode).toBe(200);
    expect(list.body.data.total).toBe(1);
    const [item] = list.body.data.items;
    expect(item.deliveries.map((d: { status: string }) => d.status)).toEqual(['sent', 'sent']);
    const handled = await admin.agent.request('PATCH', `/api/admin/enquiries/${item.id}`, {
      handled: true,
    });
    expect(handled.statusCode).toBe(200);
    const open = await admin.agent.get(`/api/admin/enquiries?q=${tag}&handled=open`);
    expect(open.body.data.total).toBe(0);
  });

  it('is for administrators only', async () => {
    expect((await t.agent().get('/api/admin/enquiries')).statusCode).toBe(401);
    const { agent } = await signedInAs(t);
    expect((await agent.get('/api/admin/enquiries')).statusCode).toBe(403);
  });
});
