import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from '../../test/database.ts';

const lines: Record<string, unknown>[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'academy-log-')),
      SESSION_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    }),
    database: await createTestDatabase(),
    logger: { level: 'info', stream: sink } as never,
  });
});
afterAll(() => app.close());

/** The lines written for the requests to `url`. */
const linesFor = (url: string) =>
  lines.filter((line) => (line.req as { url?: string } | undefined)?.url === url);

describe('the request log', () => {
  it('writes one line per request when it is answered: the request, its status and its time', async () => {
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/courses/not-a-course' });
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
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});
