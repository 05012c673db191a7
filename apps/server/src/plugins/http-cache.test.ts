import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { createTestApp } from '../../test/app.ts';
import { validCourse } from '../../test/courses.ts';
import { signedInAs } from '../../test/users.ts';
import { PRIVATE_API_CACHE, PUBLIC_API_CACHE } from './http-cache.ts';

const t = await createTestApp();
const admin = (await signedInAs(t, ROLES.admin)).agent;
const visitor = t.agent();

describe("HTTP caching of the API's answers", () => {
  it("lets a shared cache hold a visitor's read briefly, keyed apart from signed-in readers", async () => {
    const res = await visitor.get('/api/courses?pageSize=5');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_API_CACHE);
    expect(res.headers.vary).toContain('Cookie');
    expect(res.headers.etag).toMatch(/^W\/".+"$/);
  });

  it('answers 304 with no body when the ETag still matches, and 200 once an admin edits', async () => {
    const first = await visitor.get('/api/courses?pageSize=50');
    const etag = String(first.headers.etag);
    const again = await visitor.get('/api/courses?pageSize=50', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);

    const created = await admin.post('/api/courses', validCourse({ title: 'Cache Course One' }));
    expect(created.statusCode).toBe(201);
    const changed = await visitor.get('/api/courses?pageSize=50', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.text).toContain('Cache Course One');
  });

  it('hashes the JSON, not its compressed bytes: the same ETag whatever the encoding', async () => {
    for (const title of ['Cache Course Three', 'Cache Course Four']) {
      expect((await admin.post('/api/courses', validCourse({ title }))).statusCode).toBe(201);
    }
    const plain = await visitor.get('/api/courses?pageSize=50');
    // Past the compression plugin's 1 KB threshold.
    expect(plain.text.length).toBeGreaterThan(1024);
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/api/courses?pageSize=50',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.text);
  });

  it('keeps anything read with a session private, never for a shared cache', async () => {
    const res = await admin.get('/api/courses?pageSize=5');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PRIVATE_API_CACHE);
    const me = await admin.get('/api/auth/me');
    expect(me.headers['cache-control']).toBe(PRIVATE_API_CACHE);
    // A stale cookie is a session's too: the answer may not be shared.
    const stale = await visitor.get('/api/courses?pageSize=5', {
      cookie: `${admin.cookieHeader()}; extra=1`.replace(/=[^;]+/g, '=expired'),
    });
    expect(stale.headers['cache-control']).not.toBe(PUBLIC_API_CACHE);
  });

  it('stores no refusal or error', async () => {
    const refused = await visitor.get('/api/admin/stats?range=7d');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const missing = await visitor.get('/api/courses/00000000-0000-0000-0000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('lets nothing written be cached', async () => {
    const res = await admin.post('/api/courses', validCourse({ title: 'Cache Course Two' }));
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary ?? '').not.toContain('Cookie');
  });
});
