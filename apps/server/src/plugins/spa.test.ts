import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { cookieNames } from '../modules/auth/cookies.ts';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'academy-dist-'));
const script = `export const words = ${JSON.stringify('lesson '.repeat(400))};`;
mkdirSync(path.join(webDist, 'assets'));
const inlineScript = "\n      document.documentElement.className = 'dark';\n    ";
writeFileSync(
  path.join(webDist, 'index.html'),
  `<html><head><title>A</title><script>${inlineScript}</script>` +
    `<script type="module" crossorigin src="/assets/app-3f2a1b.js"></script></head>` +
    `<body>${'<p>hi</p>'.repeat(200)}</body></html>`,
);
writeFileSync(path.join(webDist, 'assets/app-3f2a1b.js'), script);
writeFileSync(path.join(webDist, 'assets/app-3f2a1b.js.br'), brotliCompressSync(script));
const t = await createTestApp({ WEB_DIST: webDist });

describe('serving the web app', () => {
  it('sends a hashed asset precompressed and cached for a year', async () => {
    const res = await t.app.inject({
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('compresses the page and JSON, and keeps deep links working', async () => {
    const page = await t.app.inject({
      url: '/courses/class-9-10',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    const json = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(json.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(json.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('sends small answers as they are', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

/** The query-cache entries a page carries, or undefined when it has none. */
const pageDataOf = (html: string) => {
  const json = html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

describe('content security policy', () => {
  it("allows the page's inline script by its hash, and no other inline script", async () => {
    const res = await t.app.inject({ url: '/' });
    const served = res.body.match(/<script>([\s\S]*?)<\/script>/)?.[1];
    expect(served).toBe(inlineScript);
    const hash = createHash('sha256').update(served!).digest('base64');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});

describe('data inlined into the page', () => {
  it('says "signed out" to a request without session cookies', async () => {
    const res = await t.app.inject({ url: '/about' });
    expect(pageDataOf(res.body)).toEqual([{ queryKey: ['auth', 'me'], data: null }]);
  });

  it('inlines nothing when a session cookie comes along, even an expired one', async () => {
    const { access, refresh } = cookieNames(false);
    for (const cookie of [`${access}=expired`, `${refresh}=old`, `other=1; ${refresh}=old`]) {
      const res = await t.app.inject({ url: '/about', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(pageDataOf(res.body)).toBeUndefined();
    }
  });
});
