import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { buildApp } from './app.ts';
import { loadConfig, type Env } from './config.ts';
import { connectPostgres } from './db/client.ts';
import { DEMO_SITE_CONFIG } from './demo/content/site-config.ts';
import { simplePdf } from './demo/pdf.ts';
import { Agent, createTestApp } from '../test/app.ts';
import { startFakeS3 } from '../test/fake-s3.ts';
import { multipart } from '../test/multipart.ts';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { signedInAs, uniquePhone, validRegistration } from '../test/users.ts';
import { fakeWebDist } from '../test/web-dist.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** An address no earlier run used: per-address counters in Redis outlive a test run. */
const freshAddress = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

// Two instances need a shared PostgreSQL and Redis: the PostgreSQL run of CI has both.
describe.skipIf(!postgresUrl || !redisUrl)('two instances behind one load balancer', async () => {
  // A skipped suite is still collected: start nothing without the shared services.
  if (!postgresUrl || !redisUrl) return;
  const s3 = await startFakeS3();
  const env: Env = { ...s3.env, REDIS_URL: redisUrl, WEB_DIST: fakeWebDist() };
  const a = await createTestApp(env);
  // B reaches PostgreSQL through a relay, which a test can cut.
  const databaseUrl = new URL(a.databaseUrl!);
  const relay = await startTcpProxy({
    host: databaseUrl.hostname,
    port: Number(databaseUrl.port || 5432),
  });
  databaseUrl.port = String(relay.port);
  const databaseB = connectPostgres(databaseUrl.toString(), 5);
  const b = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      WEB_DIST: '/nonexistent',
      DATA_DIR: a.dataDir,
      ...env,
    }),
    database: databaseB,
  });
  afterAll(async () => {
    await b.close();
    await databaseB.close();
    await relay.down();
    await s3.close();
  });

  it('share sessions: signed in on one, signed in on the other', async () => {
    const account = validRegistration({ phone: uniquePhone() });
    const onA = new Agent(a.app, freshAddress());
    expect((await onA.post('/api/auth/register', account)).statusCode).toBe(201);
    const onB = new Agent(b, onA.remoteAddress);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const me = await onB.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.body.data.user.phone).toBe(account.phone);
    // Signing out on B ends the session on A too.
    await onB.post('/api/auth/logout');
    expect((await onA.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('share rate limits: failures on either count together', async () => {
    const account = validRegistration({ phone: uniquePhone() });
    expect(
      (await new Agent(a.app, freshAddress()).post('/api/auth/register', account)).statusCode,
    ).toBe(201);
    const statuses: number[] = [];
    // One guesser, one address, alternating between the instances.
    const guesser = freshAddress();
    for (let i = 0; i < 11; i += 1) {
      const agent = new Agent(i % 2 ? b : a.app, guesser);
      const res = await agent.post('/api/auth/login', {
        phone: account.phone,
        password: 'wrong-pass-1',
      });
      statuses.push(res.statusCode);
    }
    // Ten failures for the phone from that address in all, whichever instance saw them; the
    // eleventh is refused.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The owner, elsewhere, still signs in through either instance.
    const owner = await new Agent(b, freshAddress()).post('/api/auth/login', account);
    expect(owner.statusCode).toBe(200);
  });

  it('share files: uploaded through one, downloaded through the other', async () => {
    const admin = await signedInAs(a, ROLES.admin);
    const pdf = simplePdf(['Shared across instances']);
    const { payload, headers } = await multipart(
      { title: 'Shared', des: 'On S3.', uploadMethod: 'file', isFree: 'true', category: ['x'] },
      [{ name: 'shared.pdf', content: pdf }],
    );
    const created = await admin.agent.post('/api/notes', payload, headers);
    expect(created.statusCode).toBe(201);
    const download = await new Agent(b, freshAddress()).get(
      `/api/notes/${created.body.data.id}/file?download=true`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  describe("share visitors' pages", () => {
    const rootOf = (html: string) => html.match(/<div id="root">(.*?)<\/div>/)?.[1];
    const renameSite = async (siteName: string) => {
      const admin = await signedInAs(a, ROLES.admin);
      const res = await admin.agent.put('/api/site-config/general', {
        ...DEMO_SITE_CONFIG.general,
        siteName,
      });
      expect(res.statusCode).toBe(200);
    };
    /**
     * The page kept on both instances. The notice of the last edit reaches the other instance a
     * moment later and drops what it kept, so it is visited until it answers from memory.
     */
    const cachedOnBoth = async (url: string) => {
      for (const app of [a.app, b]) {
        await vi.waitFor(async () => {
          expect((await app.inject({ url })).headers['x-cache']).toBe('hit');
        });
      }
    };

    it('an edit through one instance shows on the other', async () => {
      await renameSite('Before the edit');
      await cachedOnBoth('/about');
      await renameSite('After the edit');
      // A's own page at once; B's once PostgreSQL has passed it the notice.
      expect(rootOf((await a.app.inject({ url: '/about' })).body)).toContain('of After the edit');
      await vi.waitFor(async () => {
        expect(rootOf((await b.inject({ url: '/about' })).body)).toContain('of After the edit');
      });
    });

    it('an instance that lost its connection keeps nothing, and starts afresh once back', async () => {
      await renameSite('Before the outage');
      await cachedOnBoth('/contact');
      await relay.down();
      await vi.waitFor(() => expect(b.visitorCache.stats.live).toBe(false));
      // Edited while B cannot hear of it.
      await renameSite('During the outage');
      await relay.up();
      await vi.waitFor(() => expect(b.visitorCache.stats.live).toBe(true), { timeout: 5000 });
      const page = await b.inject({ url: '/contact' });
      expect(page.headers['x-cache']).toBe('miss');
      expect(rootOf(page.body)).toContain('of During the outage');
    });
  });
});
