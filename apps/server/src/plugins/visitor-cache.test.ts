import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { DEMO_SITE_CONFIG } from '../demo/content/site-config.ts';
import { createTestApp } from '../../test/app.ts';
import { validCourse } from '../../test/courses.ts';
import { oneQuestionTest } from '../../test/mock-tests.ts';
import { multipart } from '../../test/multipart.ts';
import { signedInAs, validRegistration, uniquePhone } from '../../test/users.ts';
import { fakeWebDist } from '../../test/web-dist.ts';
import { cookieNames } from '../modules/accounts/cookies.ts';
import { PUBLIC_API_CACHE, PRIVATE_API_CACHE } from './http-cache.ts';

const t = await createTestApp({ WEB_DIST: fakeWebDist() });
const admin = await signedInAs(t, ROLES.admin);

/** What the server rendered into `#root`: the fake render numbers each page it renders. */
const rootOf = (html: string) => html.match(/<div id="root">(.*?)<\/div>/)?.[1];
const visit = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const renameSite = (siteName: string) =>
  admin.agent.put('/api/site-config/general', { ...DEMO_SITE_CONFIG.general, siteName });

describe("a visitor's page", () => {
  it('is rendered once, then served from the cache, shared briefly by a CDN', async () => {
    await renameSite('Cached Academy');
    const first = await visit('/about');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const second = await visit('/about');
    expect(second.headers['x-cache']).toBe('hit');
    // The same render, not a second one.
    expect(rootOf(second.body)).toBe(rootOf(first.body));
    expect(rootOf(second.body)).toMatch(/^<main>render \d+ of Cached Academy<\/main>$/);
    expect(second.body).toBe(first.body);
    for (const res of [first, second]) {
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe(PUBLIC_API_CACHE);
      expect(String(res.headers.vary)).toContain('Cookie');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await visit('/about', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    // Compressed for the request that asks, from the same kept page.
    const zipped = await visit('/about', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['x-cache']).toBe('hit');
    expect(zipped.headers['content-encoding']).toBe('gzip');
  });

  it('is kept by its path, the parameters it reads and its language: /hi is another page', async () => {
    const plain = await visit('/courses');
    const paged = await visit('/courses?page=2');
    const hindi = await visit('/hi/courses');
    expect(rootOf(paged.body)).not.toBe(rootOf(plain.body));
    expect(rootOf(hindi.body)).not.toBe(rootOf(plain.body));
    expect(hindi.body).toContain('<html lang="hi"');
    expect((await visit('/courses?page=2')).body).toBe(paged.body);
  });

  it('keeps one entry for any query its page does not read: random ones crowd out nothing', async () => {
    const about = await visit('/about');
    const catalogue = await visit('/courses?sort=popular&q=maths');
    const list = await t.agent().get('/api/courses?sort=popular');
    const before = t.app.visitorCache.stats.entries;
    for (let i = 0; i < 50; i += 1) {
      const junk = `utm_source=${Math.random()}&${Math.random().toString(36).slice(2)}=1`;
      for (const res of [
        await visit(`/about?${junk}`),
        await visit(`/courses?${junk}&q=maths&sort=popular`),
        await t.agent().get(`/api/courses?${junk}&sort=popular`),
      ])
        expect(res.headers['x-cache']).toBe('hit');
    }
    expect(t.app.visitorCache.stats.entries).toBe(before);
    // Served as kept: the same bytes, whatever else the address held.
    expect((await visit('/about?fbclid=abc')).body).toBe(about.body);
    expect((await visit('/courses?q=maths&sort=popular&x=1')).body).toBe(catalogue.body);
    expect((await t.agent().get('/api/courses?sort=popular&y=2')).payload).toBe(list.payload);
    // A parameter the page reads is still a page of its own.
    const searched = await visit('/courses?sort=popular&q=physics');
    expect(searched.headers['x-cache']).toBe('miss');
    expect(rootOf(searched.body)).not.toBe(rootOf(catalogue.body));
    // So are the catalogue's class, price and language filters.
    for (const filter of ['program=class-9-10', 'price=free', 'language=Hindi']) {
      const filtered = await visit(`/courses?sort=popular&q=maths&${filter}`);
      expect(filtered.headers['x-cache'], filter).toBe('miss');
    }
    expect((await visit('/login?from=/tests')).headers['x-cache']).toBe('miss');
    expect((await visit('/login?from=/notes')).headers['x-cache']).toBe('miss');
    expect((await visit('/login?from=/notes&ref=mail')).headers['x-cache']).toBe('hit');
    // After a password reset without script the login page says so: not the cached plain one.
    await visit('/login');
    expect((await visit('/login?reset=done')).headers['x-cache']).toBe('miss');
  });

  it('shows an edit of the site settings on the very next visit', async () => {
    await renameSite('Before the edit');
    await visit('/contact');
    expect((await visit('/contact')).headers['x-cache']).toBe('hit');
    expect((await renameSite('After the edit')).statusCode).toBe(200);
    const next = await visit('/contact');
    expect(next.headers['x-cache']).toBe('miss');
    expect(rootOf(next.body)).toContain('of After the edit');
  });

  it('shows a new course on the catalogue and the course list at once', async () => {
    await visit('/courses');
    await t.agent().get('/api/courses');
    expect((await visit('/courses')).headers['x-cache']).toBe('hit');
    const list = await t.agent().get('/api/courses');
    expect(list.headers['x-cache']).toBe('hit');
    const created = await admin.agent.post(
      '/api/courses',
      validCourse({ title: 'Freshly published geography' }),
    );
    expect(created.statusCode).toBe(201);
    const page = await visit('/courses');
    expect(page.headers['x-cache']).toBe('miss');
    expect(page.body).toContain('Freshly published geography');
    const api = await t.agent().get('/api/courses');
    expect(api.headers['x-cache']).toBe('miss');
    expect(api.text).toContain('Freshly published geography');

    const edited = await admin.agent.put(
      `/api/courses/${created.body.data._id}`,
      validCourse({ title: 'Renamed geography' }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await visit('/courses')).body).toContain('Renamed geography');
  });

  it('shows a note, a resource or a test added or deleted on its list page at once', async () => {
    const upload = async (url: string, fields: Record<string, string | string[]>) => {
      const { payload, headers } = await multipart({
        uploadMethod: 'link',
        link: 'https://ncert.nic.in/textbook/pdf/jesc101.pdf',
        class: '10',
        subject: 'Science',
        ...fields,
      });
      const res = await admin.agent.request('POST', url, payload, headers);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
      return `${url}/${res.body.data.id}`;
    };
    const lists = [
      {
        page: '/notes',
        add: () =>
          upload('/api/notes', {
            title: 'Freshly uploaded note',
            des: 'Reactions.',
            isFree: 'true',
            classes: '10',
            category: ['Science'],
          }),
        title: 'Freshly uploaded note',
      },
      {
        page: '/pyqs',
        add: () =>
          upload('/api/resources', {
            kind: 'paper',
            title: 'Freshly uploaded paper',
            description: 'Board paper.',
            exam: 'CBSE Board',
            year: '2024',
          }),
        title: 'Freshly uploaded paper',
      },
      {
        page: '/tests',
        add: async () =>
          `/api/admin/mock-tests/${await oneQuestionTest(admin.agent, 'Fresh test', 'class-9-10')}`,
        title: 'Fresh test',
      },
    ];
    for (const { page, add, title } of lists) {
      await visit(page);
      expect((await visit(page)).headers['x-cache'], page).toBe('hit');
      const added = await add();
      const shown = await visit(page);
      expect(shown.headers['x-cache'], page).toBe('miss');
      expect(shown.body, page).toContain(title);
      expect((await admin.agent.delete(added)).statusCode, added).toBe(200);
      const gone = await visit(page);
      expect(gone.headers['x-cache'], page).toBe('miss');
      expect(gone.body, page).not.toContain(title);
    }
  });

  it('is not forgotten for a visitor signing up or a refused edit', async () => {
    await visit('/videos');
    const registered = await t
      .agent()
      .post('/api/auth/register', validRegistration({ phone: uniquePhone() }));
    expect(registered.statusCode).toBe(201);
    const refused = await admin.agent.put('/api/site-config/general', { siteName: '' });
    expect(refused.statusCode).toBe(400);
    expect((await visit('/videos')).headers['x-cache']).toBe('hit');
  });

  it("still counts a course's visit when its page comes from the cache, a few seconds later", async () => {
    const created = await admin.agent.post('/api/courses', validCourse());
    const id = created.body.data._id as string;
    const views = async () => (await admin.agent.get(`/api/courses/${id}`)).body.data.viewsCount;
    await visit(`/course/${id}`);
    expect((await visit(`/course/${id}`)).headers['x-cache']).toBe('hit');
    expect((await visit(`/course/${id}`)).headers['x-cache']).toBe('hit');
    // The rendered one at once; those from the cache every few seconds, together.
    expect(await views()).toBe(1);
    await t.app.courseViews.flush();
    expect(await views()).toBe(3);
  });

  it('is not kept when it is refused: a list asked with a bad query is refused each time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await t.agent().get('/api/courses?sort=bogus');
      expect(res.statusCode).toBe(400);
      expect(res.headers['x-cache']).toBe('miss');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is not kept when its render fails', async () => {
    await visit('/broken');
    const again = await visit('/broken');
    expect(again.headers['x-cache']).toBe('miss');
    expect(rootOf(again.body)).toBe('');
  });

  it('still sends a reader who chose Hindi to the Hindi page', async () => {
    await visit('/about');
    const res = await visit('/about', { cookie: 'lang=hi' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/hi/about');
  });
});

describe('a signed-in page', () => {
  it('is never served from the cache nor kept, and is private', async () => {
    await visit('/courses');
    expect((await visit('/courses')).headers['x-cache']).toBe('hit');
    const before = t.app.visitorCache.stats;
    for (const res of [await admin.agent.get('/courses'), await admin.agent.get('/courses')]) {
      expect(res.headers['x-cache']).toBeUndefined();
      expect(rootOf(res.text)).toBe('');
      expect(res.headers['cache-control']).toBe(PRIVATE_API_CACHE);
      expect(String(res.headers.vary)).toContain('Cookie');
    }
    const list = await admin.agent.get('/api/courses');
    expect(list.headers['x-cache']).toBeUndefined();
    const after = t.app.visitorCache.stats;
    expect([after.hits, after.misses, after.entries]).toEqual([
      before.hits,
      before.misses,
      before.entries,
    ]);
  });

  it('is not served from the cache with an expired session cookie either', async () => {
    const { access, refresh } = cookieNames(false);
    for (const cookie of [`${access}=expired`, `${refresh}=old`]) {
      const res = await visit('/courses', { cookie });
      expect(res.headers['x-cache']).toBeUndefined();
      expect(rootOf(res.body)).toBe('');
    }
  });
});
