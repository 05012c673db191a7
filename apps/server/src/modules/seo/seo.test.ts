import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { DEMO_SITE_CONFIG } from '../../demo/content/site-config.ts';
import { createTestApp } from '../../../test/app.ts';
import { validCourse } from '../../../test/courses.ts';
import { signedInAs } from '../../../test/users.ts';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'academy-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<html><head><meta name="description" content="x" /><title>Academy</title></head><body></body></html>',
);
const t = await createTestApp({ WEB_DIST: webDist, PUBLIC_ORIGIN: 'https://academy.example.in' });
const admin = await signedInAs(t, ROLES.admin);
/** Whoever sends a request writes these: links must never take them up. */
const host = { host: 'evil.example', 'x-forwarded-host': 'forged.example' };

const course = async (title: string, status: 'published' | 'draft') => {
  const res = await admin.agent.post(
    '/api/courses',
    validCourse({ title, shortDescription: `${title}: start with confidence.`, status }),
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
};

const published = await course('Accountancy <for> Class 11', 'published');
const draft = await course('Draft economics course', 'draft');
await admin.agent.put('/api/site-config/general', DEMO_SITE_CONFIG.general);

describe('robots.txt and sitemap.xml', () => {
  it('links to PUBLIC_ORIGIN, never to a Host or X-Forwarded-Host the request wrote', async () => {
    for (const page of ['/robots.txt', '/sitemap.xml', '/about', `/course/${published}`]) {
      const res = await t.agent().get(page, host);
      expect(res.text, page).toContain('https://academy.example.in/');
      expect(res.text, page).not.toMatch(/evil\.example|forged\.example/);
    }
  });

  it('robots.txt keeps crawlers out of private areas and names the sitemap', async () => {
    const res = await t.agent().get('/robots.txt', host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.text).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/admin/', '/student/', '/api/', '/hi/admin/', '/hi/student/']) {
      expect(res.text).toContain(`Disallow: ${path}\n`);
    }
    expect(res.text).toContain('Sitemap: https://academy.example.in/sitemap.xml');
  });

  it('the sitemap lists the public pages and published courses, never drafts', async () => {
    const res = await t.agent().get('/sitemap.xml', host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const page of [
      '/',
      '/courses',
      '/about',
      '/contact',
      '/useful-links',
      '/notes',
      '/ncert-textbooks',
      '/ncert-solutions',
      '/pyqs',
      '/courses/ca-foundation',
      '/videos/help',
      '/videos/emergency',
      `/course/${published}`,
    ]) {
      expect(locs).toContain(`https://academy.example.in${page}`);
    }
    expect(res.text).not.toContain(draft);
    expect(res.text).not.toContain('/admin');
    expect(res.text).toMatch(new RegExp(`/course/${published}</loc><lastmod>\\d{4}-`));
  });

  it('lists every page in Hindi too, each naming both languages', async () => {
    const res = await t.agent().get('/sitemap.xml', host);
    const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const page of ['/hi', '/hi/courses', '/hi/about', `/hi/course/${published}`]) {
      expect(locs).toContain(`https://academy.example.in${page}`);
    }
    const about = res.text.match(
      /<url><loc>https:\/\/academy\.example\.in\/hi\/about<\/loc>.*?<\/url>/,
    )![0];
    expect(about).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://academy.example.in/about"/>',
    );
    expect(about).toContain(
      '<xhtml:link rel="alternate" hreflang="hi" href="https://academy.example.in/hi/about"/>',
    );
  });
});

describe('pages in Hindi', () => {
  it('a /hi page is Hindi from the first byte: lang, title, description and alternates', async () => {
    const res = await t.agent().get('/hi/about', host);
    expect(res.statusCode).toBe(200);
    expect(res.text).toContain('<html lang="hi">');
    expect(res.text).toContain('<title>हमारे बारे में · Academy</title>');
    expect(res.text).toContain(
      '<meta name="description" content="हमारा उद्देश्य, हमारे शिक्षक, और छात्र हमें क्यों चुनते हैं।" />',
    );
    expect(res.text).toContain(
      '<link rel="canonical" href="https://academy.example.in/hi/about" />',
    );
    expect(res.text).toContain(
      '<link rel="alternate" hreflang="en" href="https://academy.example.in/about" />',
    );
    expect(res.text).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://academy.example.in/about" />',
    );
    const english = await t.agent().get('/about', host);
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain(
      '<link rel="canonical" href="https://academy.example.in/about" />',
    );
  });

  it('a reader who chose Hindi is sent from the bare address to the Hindi page, query kept', async () => {
    const res = await t.agent().get('/courses?program=ca-foundation', { cookie: 'lang=hi' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/hi/courses?program=ca-foundation');
    // English chosen, no choice, or a language the site does not have: the page as asked.
    for (const cookie of ['lang=en', '', 'lang=fr']) {
      const page = await t.agent().get('/courses', cookie ? { cookie } : {});
      expect(page.statusCode, cookie).toBe(200);
    }
    // A /hi link is followed as it is, whatever the cookie says.
    expect((await t.agent().get('/hi/courses', { cookie: 'lang=en' })).statusCode).toBe(200);
  });

  it('only two-letter languages the site has are prefixes: /hindi and /fr are just unknown pages', async () => {
    for (const page of ['/hindi', '/fr/courses']) {
      const res = await t.agent().get(page, host);
      expect(res.text, page).toContain('<html lang="en">');
    }
  });
});

describe('page titles, descriptions and Open Graph tags', () => {
  it('a public page has its own title and description', async () => {
    const res = await t.agent().get('/about', host);
    expect(res.text).toContain('<title>About · Academy</title>');
    expect(res.text).toContain(
      '<meta name="description" content="Our mission, our teachers and why students choose us." />',
    );
    expect(res.text).toContain('<meta property="og:title" content="About · Academy" />');
    expect(res.text).toContain(
      '<meta property="og:url" content="https://academy.example.in/about" />',
    );
    expect(res.text).toContain('<meta property="og:site_name" content="Academy" />');
    expect(res.text).toContain('<meta name="twitter:card" content="summary" />');
  });

  it.each([
    ['/notes', 'Notes'],
    ['/ncert-textbooks', 'NCERT Textbooks'],
    ['/ncert-solutions', 'NCERT Solutions'],
    ['/pyqs', 'Previous year papers'],
  ])('the study page %s has its own title and description', async (path, title) => {
    const res = await t.agent().get(path, host);
    expect(res.text).toContain(`<title>${title} · Academy</title>`);
    expect(res.text).not.toContain(
      `<meta name="description" content="${DEMO_SITE_CONFIG.general.siteDescription}" />`,
    );
  });

  it('a published course shows its title, short description and thumbnail, escaped', async () => {
    const res = await t.agent().get(`/course/${published}`, host);
    expect(res.text).toContain('<title>Accountancy &#60;for&#62; Class 11 · Academy</title>');
    expect(res.text).toContain(
      '<meta property="og:description" content="Accountancy &#60;for&#62; Class 11: start with confidence." />',
    );
    expect(res.text).toContain(
      '<meta property="og:image" content="https://i.ytimg.com/vi/Op8aS9dFgHj/hqdefault.jpg" />',
    );
    expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('a draft course or any other page has the site name and description', async () => {
    for (const page of [`/course/${draft}`, '/course/not-an-id', '/login']) {
      const res = await t.agent().get(page, host);
      expect(res.text, page).toContain('<title>Academy</title>');
      expect(res.text, page).toContain(
        `<meta name="description" content="${DEMO_SITE_CONFIG.general.siteDescription}" />`,
      );
      expect(res.text, page).not.toContain('Draft economics');
    }
  });

  it('a Hindi page has the Hindi description the admin wrote', async () => {
    const res = await t.agent().get('/hi/login', host);
    expect(res.text).toContain(
      `<meta name="description" content="${DEMO_SITE_CONFIG.general.siteDescriptionHi}" />`,
    );
  });
});
