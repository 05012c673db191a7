import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { COURSE_COVER_SIZES } from '@academy/contract/image-sources';
import { ROLES } from '@academy/contract/roles';
import { DEMO_SITE_CONFIG } from '../demo/content/site-config.ts';
import { createTestApp } from '../../test/app.ts';
import { validCourse } from '../../test/courses.ts';
import { signedInAs } from '../../test/users.ts';
import { pageDataOf } from '../../test/web-dist.ts';
import { cookieNames } from '../modules/accounts/cookies.ts';
import { refreshTokens, users } from '../db/schema/index.ts';
import { hashToken } from '../modules/accounts/tokens.ts';
import { PUBLIC_API_CACHE } from '../plugins/http-cache.ts';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'academy-dist-'));
const script = `export const words = ${JSON.stringify('lesson '.repeat(400))};`;
mkdirSync(path.join(webDist, 'assets'));
const inlineScript = "\n      document.documentElement.className = 'dark';\n    ";
writeFileSync(
  path.join(webDist, 'index.html'),
  `<html><head><title>A</title><script>${inlineScript}</script>` +
    `<script type="module" crossorigin src="/assets/app-3f2a1b.js"></script></head>` +
    `<body><div id="root"></div>${'<p>hi</p>'.repeat(200)}</body></html>`,
);
// The server-side bundle as `vite build --ssr` writes it; this one says what it was given.
mkdirSync(path.join(webDist, '.ssr'));
writeFileSync(
  path.join(webDist, '.ssr/entry-server.mjs'),
  `export async function render({ url, siteConfig, pageData, saveData }) {
    if (new URL(url).pathname === '/broken') throw new Error('render failed');
    if (new URL(url).pathname.endsWith('/my-page')) return { redirect: '/hi/login?from=%2Fmy-page' };
    const html = '<main>' + url + ' ' + siteConfig.general.siteName + ' ' + pageData.length + " $' $&</main>" +
      (saveData ? '<p>saving data</p>' : '');
    return { html, route: new URL(url).pathname.endsWith('/about') ? '0-7' : '0-0' };
  }
  export async function loadMessages(locale) {
    return { greeting: locale === 'hi' ? 'नमस्ते' : 'Hello', lesson: 'lesson '.repeat(400) };
  }`,
);
writeFileSync(path.join(webDist, 'assets/app-3f2a1b.js'), script);
writeFileSync(path.join(webDist, 'assets/app-3f2a1b.js.br'), brotliCompressSync(script));
// The build manifest as Vite writes it: the home route's own chunks, and one shared with the entry.
mkdirSync(path.join(webDist, '.vite'));
writeFileSync(
  path.join(webDist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/app-3f2a1b.js', isEntry: true, imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    'src/app/routes/home.tsx': {
      file: 'assets/home-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_shared-1.js', '_carousel-1.js'],
    },
    '_carousel-1.js': { file: 'assets/carousel-1.js', imports: ['_shared-1.js'] },
    'src/app/routes/course-detail-route.tsx': {
      file: 'assets/course-detail-route-1.js',
      isDynamicEntry: true,
      imports: ['index.html'],
    },
  }),
);
const t = await createTestApp({ WEB_DIST: webDist });
const admin = await signedInAs(t, ROLES.admin);

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
    // A visitor's page, as the API's reads (plugins/http-cache.ts).
    expect(page.headers['cache-control']).toBe(PUBLIC_API_CACHE);
    const json = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(json.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(json.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('does not serve the build manifest or the server-side bundle', async () => {
    for (const url of ['/.vite/manifest.json', '/.ssr/entry-server.mjs']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).not.toContain('export async function render');
    }
  });

  it('sends small answers as they are', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

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
    const res = await t.app.inject({ url: '/contact' });
    expect(pageDataOf(res.body)).toEqual([{ queryKey: ['auth', 'me'], data: null }]);
  });

  it('inlines the showcase (teachers, toppers, testimonials, real counts) on home and About', async () => {
    const api = await t.agent().get('/api/showcase');
    for (const url of ['/', '/about']) {
      const res = await t.app.inject({ url });
      expect(pageDataOf(res.body), url).toEqual([
        { queryKey: ['auth', 'me'], data: null },
        { queryKey: ['showcase'], data: api.body.data },
      ]);
    }
  });

  it("inlines the catalogue's first page under the catalogue's query key", async () => {
    await admin.agent.post('/api/courses', validCourse({ title: 'Inlined Economics course' }));
    const api = await t.agent().get('/api/courses?sort=newest&page=1&pageSize=12');
    const res = await t.app.inject({ url: '/courses?utm_source=app' });
    expect(pageDataOf(res.body)).toEqual([
      { queryKey: ['auth', 'me'], data: null },
      {
        queryKey: ['courses', 'list', { sort: 'newest', page: 1, pageSize: 12 }],
        data: api.body.data,
      },
    ]);
    const filtered = await t.app.inject({ url: '/courses?q=economics' });
    expect(pageDataOf(filtered.body)).toEqual([{ queryKey: ['auth', 'me'], data: null }]);
  });

  it("inlines a program's first page under the key its page asks with, and nothing for an unknown one", async () => {
    await admin.agent.post(
      '/api/courses',
      validCourse({ title: 'Inlined Class 10 science', programs: ['class-9-10'] }),
    );
    const api = await t
      .agent()
      .get('/api/courses?program=class-9-10&sort=newest&page=1&pageSize=12');
    expect(api.body.data.items.map((c: { title: string }) => c.title)).toContain(
      'Inlined Class 10 science',
    );
    const res = await t.app.inject({ url: '/hi/courses/class-9-10' });
    expect(pageDataOf(res.body)).toEqual([
      { queryKey: ['auth', 'me'], data: null },
      {
        queryKey: [
          'courses',
          'list',
          { sort: 'newest', page: 1, pageSize: 12, program: 'class-9-10' },
        ],
        data: api.body.data,
      },
    ]);
    for (const url of ['/courses/class-9-10?page=2', '/courses/no-such-program']) {
      const other = await t.app.inject({ url });
      expect(pageDataOf(other.body)).toEqual([{ queryKey: ['auth', 'me'], data: null }]);
    }
  });

  it("inlines a course as a visitor sees it: a paid course's video ids stay hidden", async () => {
    const created = await admin.agent.post(
      '/api/courses',
      validCourse({
        isFree: false,
        pricePaise: 999_00,
        courseLink: [
          { link: 'https://youtu.be/Ohq6J0mK0Yw', position: 1, freePreview: true },
          { link: 'https://youtu.be/bS4DHSMxGfU', position: 2 },
        ],
      }),
    );
    const id = created.body.data._id as string;
    const res = await t.app.inject({ url: `/course/${id}` });
    const [, course] = pageDataOf(res.body);
    expect(course.queryKey).toEqual(['courses', 'detail', id]);
    expect(course.data).toMatchObject({ _id: id, viewer: { enrolled: false, isAdmin: false } });
    expect(course.data.courseContent[0].video.videoId).toBe('Ohq6J0mK0Yw');
    expect(course.data.courseContent[1].video.videoId).toBeNull();
    expect(res.body).not.toContain('bS4DHSMxGfU');
  });

  it('inlines no course that a visitor may not see, or that does not exist', async () => {
    const draft = await admin.agent.post('/api/courses', validCourse({ status: 'draft' }));
    for (const id of [draft.body.data._id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({ url: `/course/${id}` });
      expect(res.statusCode).toBe(200);
      expect(pageDataOf(res.body)).toEqual([{ queryKey: ['auth', 'me'], data: null }]);
    }
  });

  it('sends a signed-in page with who is signed in and none of its data, kept by no shared cache', async () => {
    const res = await admin.agent.get('/courses');
    expect(res.statusCode).toBe(200);
    expect(pageDataOf(res.text)).toEqual([
      {
        queryKey: ['auth', 'me'],
        data: expect.objectContaining({ userId: admin.userId, name: 'Test Admin' }),
      },
    ]);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // Another visit, without the cookies, is a visitor's.
    expect(pageDataOf((await t.app.inject({ url: '/courses' })).body)[0]).toEqual({
      queryKey: ['auth', 'me'],
      data: null,
    });
  });

  it("renews a session from the refresh cookie alone, as the page's script would have", async () => {
    const { agent, userId } = await signedInAs(t, ROLES.student);
    const { access, refresh } = cookieNames(false);
    const before = agent.cookies.get(refresh);
    agent.cookies.delete(access);
    const res = await agent.get('/dashboard');
    expect(pageDataOf(res.text)).toEqual([
      { queryKey: ['auth', 'me'], data: expect.objectContaining({ userId }) },
    ]);
    expect(agent.cookies.get(access)).toBeDefined();
    expect(agent.cookies.get(refresh)).not.toBe(before);
    expect((await agent.get('/api/auth/me')).body.data.user.userId).toBe(userId);
  });

  it('gives two tabs opened at once with the same refresh cookie the same renewed session', async () => {
    const { agent, userId } = await signedInAs(t, ROLES.student);
    const { access, refresh } = cookieNames(false);
    agent.cookies.delete(access);
    const tab = t.agent(agent.remoteAddress);
    tab.cookies.set(refresh, agent.cookies.get(refresh)!);
    const pages = await Promise.all([agent.get('/dashboard'), tab.get('/profile')]);
    for (const page of pages) {
      expect(pageDataOf(page.text)).toEqual([
        { queryKey: ['auth', 'me'], data: expect.objectContaining({ userId }) },
      ]);
    }
    expect(tab.cookies.get(refresh)).toBe(agent.cookies.get(refresh));
    expect((await tab.get('/api/auth/me')).body.data.user.userId).toBe(userId);
  });

  it('ends the session when a page brings a refresh cookie already used, past the grace', async () => {
    const { agent } = await signedInAs(t, ROLES.student);
    const { access, refresh } = cookieNames(false);
    agent.cookies.delete(access);
    const stolen = agent.cookies.get(refresh)!;
    expect(pageDataOf((await agent.get('/dashboard')).text)).toHaveLength(1);
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '5 minutes'` })
      .where(eq(refreshTokens.tokenHash, hashToken(stolen)));
    const replay = await t.app.inject({
      url: '/dashboard',
      headers: { cookie: `${refresh}=${stolen}` },
    });
    expect(pageDataOf(replay.body)).toBeUndefined();
    // The holder of the renewed cookies is signed out too, as a replayed refresh does.
    expect((await agent.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('inlines nothing when the cookies hold no live session, and leaves them to the script', async () => {
    const { access, refresh } = cookieNames(false);
    const suspended = await signedInAs(t, ROLES.student);
    await t.database.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.id, suspended.userId));
    const signedOut = await signedInAs(t, ROLES.student);
    const kept = `${refresh}=${signedOut.agent.cookies.get(refresh)}`;
    await signedOut.agent.post('/api/auth/logout');
    const cookies = [
      `${access}=expired`,
      `${refresh}=old`,
      `other=1; ${access}=forged; ${refresh}=old`,
      kept,
      [...suspended.agent.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    ];
    for (const cookie of cookies) {
      const res = await t.app.inject({ url: '/courses', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(pageDataOf(res.body)).toBeUndefined();
      // The page's script asks `me`, which answers why (and clears what is dead).
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });
});

/** What the server rendered into `#root`. */
const rootOf = (html: string) => html.match(/<div id="root">(.*?)<\/div>/)?.[1];

describe('first paint rendered on the server', () => {
  it("renders a visitor's page with its address, the settings and the inlined data", async () => {
    await admin.agent.put('/api/site-config/general', {
      ...DEMO_SITE_CONFIG.general,
      siteName: 'Sharma Academy',
    });
    const res = await t.app.inject({ url: '/courses?page=2' });
    // Taken as text: "$'" and "$&" in the markup are not replacement patterns.
    expect(rootOf(res.body)).toBe(
      "<main>http://127.0.0.1:3000/courses?page=2 Sharma Academy 1 $' $&</main>",
    );
  });

  it('leaves a signed-in page to the browser', async () => {
    const res = await admin.agent.get('/courses');
    expect(rootOf(res.text)).toBe('');
  });

  it('answers a page that sends its visitor on with the redirect, kept by no cache', async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const res = await t.app.inject({ url: '/hi/my-page' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/hi/login?from=%2Fmy-page');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-cache']).toBe('miss');
    }
  });

  it('leaves the page to the browser when rendering fails, and still answers it', async () => {
    const res = await t.app.inject({ url: '/broken' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    expect(pageDataOf(res.body)).toEqual([{ queryKey: ['auth', 'me'], data: null }]);
  });
});

/** The catalog file a page names (web/index-html.ts). */
const catalogOf = (html: string) =>
  /<meta id="catalog" name="catalog" content="([^"]+)"/.exec(html)?.[1];

describe("each language's catalog", () => {
  it('is a file of its own, named by its content and cached for a year, that each page names', async () => {
    const english = await t.app.inject({ url: '/courses' });
    const hindi = await t.app.inject({ url: '/hi/courses' });
    const [enHref, hiHref] = [catalogOf(english.body), catalogOf(hindi.body)];
    expect(enHref).toMatch(/^\/assets\/catalog-en-[\w-]{10}\.json$/);
    expect(hiHref).toMatch(/^\/assets\/catalog-hi-[\w-]{10}\.json$/);
    // Not in the page: no paint needs it, and a file is downloaded once for every page.
    expect(english.body).not.toContain('Hello');
    const file = await t.app.inject({ url: hiHref!, headers: { 'accept-encoding': 'gzip' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    // Compressed once, as hard as the built assets (a real catalog is 100 KB or more).
    expect(file.headers.vary).toBe('accept-encoding');
    expect(file.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(file.rawPayload).toString()).greeting).toBe('नमस्ते');
    const br = await t.app.inject({ url: hiHref!, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).greeting).toBe('नमस्ते');
    const plain = await t.app.inject({ url: hiHref!, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().greeting).toBe('नमस्ते');
    // Another version's file is gone with it: the page then imports the catalog's chunk.
    const old = await t.app.inject({ url: '/assets/catalog-hi-0123456789.json' });
    expect(old.statusCode).toBe(404);
  });
});

const linksOf = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, 'g'))].map(([link]) => link);

describe('preloading what the page needs next', () => {
  // A session cookie, live or not, leaves the page to the browser (it is not rendered here).
  const browserDrawn = { cookie: `${cookieNames(false).refresh}=old` };

  const entryPreloads = [
    '<link rel="modulepreload" crossorigin href="/assets/app-3f2a1b.js" />',
    '<link rel="modulepreload" crossorigin href="/assets/shared-1.js" />',
  ];

  it("preloads the entry, the route's own chunks and the catalog for a page the browser draws", async () => {
    const res = await t.app.inject({ url: '/', headers: browserDrawn });
    expect(rootOf(res.body)).toBe('');
    expect(linksOf(res.body, 'modulepreload')).toEqual([
      ...entryPreloads,
      '<link rel="modulepreload" crossorigin href="/assets/home-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/carousel-1.js" />',
    ]);
    expect(linksOf(res.body, 'preload')).toEqual([
      `<link rel="preload" as="fetch" crossorigin href="${catalogOf(res.body)}" />`,
    ]);
    const other = await t.app.inject({ url: '/about', headers: browserDrawn });
    expect(linksOf(other.body, 'modulepreload')).toEqual(entryPreloads);
  });

  it('preloads no chunk with a page the server rendered: its paint does not wait on them', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(rootOf(res.body)).not.toBe('');
    expect(linksOf(res.body, 'modulepreload')).toEqual([]);
    expect(linksOf(res.body, 'preload').filter((link) => link.includes('as="fetch"'))).toEqual([]);
  });

  it("names a rendered page's route chunks for its script to preload", async () => {
    const routeModules = (html: string) =>
      html.match(/<meta id="route-modules" name="route-modules" content="([^"]*)" \/>/)?.[1];
    expect(routeModules((await t.app.inject({ url: '/' })).body)).toBe(
      '/assets/home-1.js /assets/carousel-1.js',
    );
    expect(routeModules((await t.app.inject({ url: '/hi' })).body)).toBe(
      '/assets/home-1.js /assets/carousel-1.js',
    );
    // A page whose route the table does not list, or one the browser draws: nothing to name.
    expect(routeModules((await t.app.inject({ url: '/about' })).body)).toBeUndefined();
    expect(routeModules((await t.app.inject({ url: '/', headers: browserDrawn })).body)).toBe(
      undefined,
    );
  });

  it('names the route the server matched for a page it rendered, and none for one it did not', async () => {
    const matchedRoute = (html: string) =>
      html.match(/<meta id="matched-route" name="matched-route" content="([^"]*)" \/>/)?.[1];
    expect(matchedRoute((await t.app.inject({ url: '/' })).body)).toBe('0-0');
    expect(matchedRoute((await t.app.inject({ url: '/hi/about' })).body)).toBe('0-7');
    expect(matchedRoute((await t.app.inject({ url: '/', headers: browserDrawn })).body)).toBe(
      undefined,
    );
    expect(matchedRoute((await t.app.inject({ url: '/broken' })).body)).toBe(undefined);
  });

  it("preloads the home carousel's first slide, at high priority", async () => {
    await admin.agent.put('/api/site-config/home', DEMO_SITE_CONFIG.home);
    const res = await t.app.inject({ url: '/' });
    const first = DEMO_SITE_CONFIG.home.slides[0]!.image;
    expect(linksOf(res.body, 'preload')).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" href="${first}" />`,
    ]);
  });

  it("preloads a course's thumbnail on its page, and its chunk when the browser draws it", async () => {
    const created = await admin.agent.post('/api/courses', validCourse());
    const course = created.body.data;
    const url = `/course/${course._id}`;
    const drawn = await t.app.inject({ url, headers: browserDrawn });
    expect(linksOf(drawn.body, 'modulepreload')).toEqual([
      ...entryPreloads,
      '<link rel="modulepreload" crossorigin href="/assets/course-detail-route-1.js" />',
    ]);
    const rendered = await t.app.inject({ url });
    // The site's own copy of the course's YouTube thumbnail (modules/thumbnails), in the sizes
    // and the cover's width the page's `<picture>` names, a phone's and a larger screen's, so
    // the browser fetches one file for both (e2e/tests/mobile.spec.ts, course-page.spec.ts).
    const thumb = '/thumbnails/Op8aS9dFgHj';
    const phone = `${thumb}/mqdefault.jpg 320w, ${thumb}/hqdefault.jpg 480w`;
    const larger = `${phone}, ${thumb}/sddefault.jpg 640w`;
    const link = (srcset: string, media: string) =>
      `<link rel="preload" as="image" fetchpriority="high" href="${thumb}/hqdefault.jpg" imagesrcset="${srcset}" imagesizes="${COURSE_COVER_SIZES}" media="${media}" />`;
    for (const res of [drawn, rendered]) {
      const images = linksOf(res.body, 'preload').filter((l) => l.includes('as="image"'));
      expect(images).toEqual([
        link(phone, '(max-width: 639.98px)'),
        link(larger, '(min-width: 640px)'),
      ]);
    }
  });

  it('renders a page with the smallest thumbnail for a browser that asks to save data, kept apart in the cache', async () => {
    const course = (await admin.agent.post('/api/courses', validCourse())).body.data;
    const url = `/course/${course._id}`;
    const saveData = { 'save-data': 'on' };
    const full = await t.app.inject({ url });
    const first = await t.app.inject({ url, headers: saveData });
    const again = await t.app.inject({ url, headers: saveData });
    expect([full, first, again].map((res) => res.headers['x-cache'])).toEqual([
      'miss',
      'miss',
      'hit',
    ]);
    for (const res of [first, again]) {
      expect(res.headers.vary).toContain('Save-Data');
      // The page says so, for the browser's take-over to meet the same pictures (lib/data-saver).
      expect(res.body).toContain('<html lang="en" data-save-data>');
      expect(rootOf(res.body)).toContain('<p>saving data</p>');
      expect(linksOf(res.body, 'preload').filter((l) => l.includes('as="image"'))).toEqual([
        '<link rel="preload" as="image" fetchpriority="high" href="/thumbnails/Op8aS9dFgHj/mqdefault.jpg" />',
      ]);
    }
    expect(full.body).not.toContain('data-save-data');
    expect(rootOf(full.body)).not.toContain('saving data');
  });
});
