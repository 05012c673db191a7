import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { uniquePhone } from '../../test/users.ts';
import { fakeWebDist } from '../../test/web-dist.ts';

const written: string[] = [];
const t = await createTestApp({ WEB_DIST: fakeWebDist() }, { logLines: written, logLevel: 'info' });
const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);

/** The lines written for the requests to `url`. */
const linesFor = (url: string) =>
  lines().filter((line) => (line.req as { url?: string } | undefined)?.url === url);

describe('the request log', () => {
  it('writes one line per request when it is answered: the request, its status and its time', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/courses/not-a-course' });
    const [answered, ...more] = linesFor('/api/health');
    expect(more).toEqual([]);
    expect(answered).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(linesFor('/api/courses/not-a-course')).toMatchObject([
      { msg: 'request completed', res: { statusCode: expect.any(Number) } },
    ]);
    expect(lines().some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('never holds a password, whether posted or written into an address', async () => {
    const secret = 'posted-secret-passphrase';
    const agent = t.agent();
    await agent.request(
      'POST',
      '/login',
      new URLSearchParams({ phone: uniquePhone(), password: secret }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    await agent.post('/api/auth/login', { phone: uniquePhone(), password: secret });
    await agent.get(`/login?phone=9876543210&password=${secret}`);
    const log = written.join('');
    expect(log).toContain('/login?phone=9876543210&password=[redacted]');
    expect(log).not.toContain(secret);
  });
});
