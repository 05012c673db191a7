import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { outbox } from './db/schema/index.ts';
import { createTestApp } from '../test/app.ts';
import { startSmtp, startTelegram } from '../test/notice-peers.ts';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { signedInAs, uniquePhone, validRegistration } from '../test/users.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

// PGlite lives in the process and cannot go away; the PostgreSQL run proves this one.
describe.skipIf(!postgresUrl)('PostgreSQL going away while the server runs', () => {
  it('answers 503 while it is unreachable, then serves fully again, losing no committed write', async () => {
    const { hostname, port } = new URL(postgresUrl!);
    const relay = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
    const t = await createTestApp({}, { databasePort: relay.port });
    const admin = await signedInAs(t, ROLES.admin);
    const before = await t.agent().post('/api/contact', { name: 'Before', query: 'Still there?' });
    expect(before.statusCode).toBe(201);

    await relay.down();
    for (const request of [
      () => t.agent().get('/api/courses'),
      () => t.agent().post('/api/contact', { name: 'During', query: 'Anyone home?' }),
      () => t.agent().get('/api/health'),
      () => admin.agent.get('/api/admin/enquiries'),
    ]) {
      const res = await request();
      expect(res.statusCode).toBe(503);
      expect(res.body.success).toBe(false);
    }

    await relay.up();
    let health = await t.agent().get('/api/health');
    for (let i = 0; i < 20 && health.statusCode !== 200; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      health = await t.agent().get('/api/health');
    }
    expect(health.statusCode).toBe(200);
    const after = await t.agent().post('/api/contact', { name: 'After', query: 'Back again?' });
    expect(after.statusCode).toBe(201);
    const inbox = await admin.agent.get('/api/admin/enquiries?pageSize=50');
    const names = inbox.body.data.items.map((e: { name: string }) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Before', 'After']));
    expect(names).not.toContain('During');
  });
});

describe('email and Telegram going away', () => {
  it('stores enquiries while both are down and delivers them when they are back', async () => {
    const smtp = await startSmtp();
    const telegram = await startTelegram();
    const smtpRelay = await startTcpProxy({
      host: '127.0.0.1',
      port: Number(new URL(smtp.url).port),
    });
    const telegramRelay = await startTcpProxy({
      host: '127.0.0.1',
      port: Number(new URL(telegram.base).port),
    });
    const t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtpRelay.port}`,
      NOTIFY_EMAIL_TO: 'office@academy.example.in',
      TELEGRAM_BOT_TOKEN: 'test-token',
      TELEGRAM_CHAT_ID: '4242',
      TELEGRAM_API_BASE: `http://127.0.0.1:${telegramRelay.port}`,
    });
    await smtpRelay.down();
    await telegramRelay.down();

    const res = await t.agent().post('/api/contact', { name: 'Offline Parent', query: 'Fees?' });
    expect(res.statusCode).toBe(201);
    const id = res.body.data.id as string;
    await t.app.outbox.runOnce();
    const pending = await t.database.db.select().from(outbox).where(eq(outbox.subjectId, id));
    expect(pending.map((n) => [n.channel, n.status, n.attempts])).toEqual(
      expect.arrayContaining([
        ['email', 'pending', 1],
        ['telegram', 'pending', 1],
      ]),
    );

    await smtpRelay.up();
    await telegramRelay.up();
    await t.database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.subjectId, id));
    await t.app.outbox.runOnce();
    const sent = await t.database.db.select().from(outbox).where(eq(outbox.subjectId, id));
    expect(sent.every((n) => n.status === 'sent')).toBe(true);
    expect(smtp.messages.some((m) => m.includes('Offline Parent'))).toBe(true);
    expect(telegram.calls.some((c) => c.body.text.includes('Offline Parent'))).toBe(true);
  });
});

describe('a burst of logins', () => {
  it('answers 200 concurrent sign-ins from many devices without a 5xx', async () => {
    const t = await createTestApp();
    const accounts = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const account = validRegistration({ phone: uniquePhone() });
        const res = await t.agent().post('/api/auth/register', account);
        expect(res.statusCode).toBe(201);
        return account;
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const account = accounts[i % accounts.length]!;
        const password = i % 5 === 0 ? 'a-wrong-passphrase' : account.password;
        return t.agent().post('/api/auth/login', { phone: account.phone, password });
      }),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(100);
    expect(new Set(statuses)).toEqual(new Set(statuses.filter((s) => [200, 401, 429].includes(s))));
  }, 120_000);
});
