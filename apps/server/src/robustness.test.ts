import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { createTestApp, type Agent, type TestApp } from '../test/app.ts';
import { rowsOf } from '../test/database.ts';
import { signedInAs } from '../test/users.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  path: string;
}

let t: TestApp;
let admin: Agent;
let routes: Route[];

/** Session bookkeeping changes on every signed-in request; everything else must not. */
const BOOKKEEPING = new Set(['sessions', 'refresh_tokens']);

/** A fingerprint of every row of every table: equal before and after means nothing stored. */
async function fingerprint(): Promise<string> {
  const rows = await rowsOf<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const parts: string[] = [];
  for (const { table_name: name } of rows) {
    if (BOOKKEEPING.has(name)) continue;
    const [row] = await rowsOf<{ h: string | null }>(
      t.database.db,
      sql.raw(`select md5(string_agg(x::text, ',' order by x::text)) as h from "${name}" x`),
    );
    parts.push(`${name}:${row?.h ?? ''}`);
  }
  return parts.join('|');
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t, ROLES.admin)).agent;
  // Every documented route, from the OpenAPI description the server builds from its routes.
  const doc = (await t.agent().get('/api/docs/json')).body as unknown as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .map((m) => m.toUpperCase() as Method)
      .filter((m) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
      // Signing out and refreshing end the admin's session: they get their own tests.
      .filter(() => !/\/auth\/(logout|refresh)$/.test(path))
      .map((method) => ({ method, path })),
  );
});

const hostileText = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '__proto__',
    'constructor',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '9'.repeat(400),
    'NaN',
    '-1',
    '1e309',
  ),
);
const hostileValue = fc.oneof(
  fc.jsonValue(),
  hostileText,
  fc.dictionary(hostileText, fc.jsonValue()),
  fc.constant({ __proto__: { admin: true } }),
);

/** Path parameters become random text: ids that are not ids, traversal, unicode. */
const fillPath = (path: string, param: string) =>
  path.replace(/\{[^}]+\}|:[A-Za-z]+/g, encodeURIComponent(param));

describe('hostile input', () => {
  it('never gets a 5xx, always gets the envelope, and a refused request stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        hostileText,
        fc.dictionary(fc.stringMatching(/^[a-zA-Z]{1,12}$/), hostileText, { maxKeys: 4 }),
        hostileValue,
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          undefined,
        ),
        fc.boolean(),
        async (pick, param, query, body, contentType, signedIn) => {
          const route = routes[pick % routes.length]!;
          const search = new URLSearchParams(query).toString();
          const url = fillPath(route.path, param) + (search ? `?${search}` : '');
          const agent = signedIn ? admin : t.agent();
          const before = route.method === 'GET' ? '' : await fingerprint();
          const payload = route.method === 'GET' ? undefined : JSON.stringify(body);
          const res = await agent.request(
            route.method,
            url,
            payload,
            contentType ? { 'content-type': contentType } : {},
          );
          const where = `${route.method} ${url} -> ${res.statusCode}`;
          expect(res.statusCode, where).toBeLessThan(500);
          const isJson = String(res.headers['content-type'] ?? '').includes('json');
          if (res.statusCode >= 400) {
            expect(isJson, where).toBe(true);
            expect(res.body.success, where).toBe(false);
            expect(typeof res.body.message, where).toBe('string');
            if (route.method !== 'GET') expect(await fingerprint(), where).toBe(before);
          } else if (isJson) {
            expect(res.body.success, where).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 180_000);
});
