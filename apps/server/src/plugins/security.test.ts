import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { createTestApp } from '../../test/app.ts';
import { signedInAs } from '../../test/users.ts';

const t = await createTestApp();
// Answers whose route chose some of these headers itself: a page sandboxed by its own policy,
// and JSON meant to be read from other origins.
t.app.get('/test-only/own-headers', { config: { access: 'public' } }, async (_request, reply) =>
  reply
    .type('text/html')
    .header('content-security-policy', 'sandbox')
    .header('referrer-policy', 'no-referrer')
    .send('<p>own</p>'),
);
t.app.get(
  '/test-only/own-headers.json',
  { config: { access: 'public' } },
  async (_request, reply) =>
    reply.header('cross-origin-resource-policy', 'cross-origin').send({ own: true }),
);
const production = await createTestApp({
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'none',
  PUBLIC_ORIGIN: 'https://academy.example.in',
});

describe('security headers', () => {
  it("sends a page the document's headers with a strict CSP", async () => {
    // The API's description is a page of its own.
    const res = await t.agent().get('/api/docs');
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const permissions = String(res.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) {
      expect(permissions).toContain(feature);
    }
    expect(permissions).toContain(
      'payment=(self "https://checkout.razorpay.com" "https://api.razorpay.com")',
    );
  });

  it('sends a JSON answer only the headers that protect data, refusals too', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/admin/stats', 401],
      ['/api/nothing-here', 404],
    ] as const) {
      const res = await t.agent().get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const documentOnly of [
        'permissions-policy',
        'cross-origin-opener-policy',
        'referrer-policy',
      ]) {
        expect(res.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
      }
    }
  });

  it('never overwrites a header the route set itself, and adds the others', async () => {
    const page = await t.agent().get('/test-only/own-headers');
    expect(page.headers['content-security-policy']).toBe('sandbox');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const json = await t.agent().get('/test-only/own-headers.json');
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(json.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('security headers in production', () => {
  it('ask for HTTPS on pages and JSON answers alike', async () => {
    const admin = (await signedInAs(production, ROLES.admin)).agent;
    for (const url of ['/api/docs', '/api/docs/json', '/api/health']) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});

describe('cross-site request forgery', () => {
  const body = { phone: '9876543210', password: 'whatever-pass' };
  const plain = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, headers });

  it('refuses an unsafe request marked cross-site', async () => {
    const res = await plain({ 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'Cross-site requests are not allowed' });
  });

  it('refuses a foreign Origin, and a request with neither header', async () => {
    expect((await plain({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await plain({})).statusCode).toBe(403);
  });

  it('accepts a matching Origin where Sec-Fetch-Site is missing', async () => {
    const res = await plain({ origin: 'http://localhost:80' });
    expect(res.statusCode).toBe(401);
  });
});
