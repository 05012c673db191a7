import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { DEMO_SITE_CONFIG } from '../../demo/content/site-config.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedInAs } from '../../../test/users.ts';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'academy-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<html><head><meta name="description" content="x" /><title>Academy</title></head><body></body></html>',
);
const t = await createTestApp({ WEB_DIST: webDist });
const admin = await signedInAs(t, ROLES.admin);

describe('site settings', () => {
  it('are null before anything is saved, and public to read', async () => {
    const res = await t.agent().get('/api/site-config');
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({
      general: null,
      contact: null,
      social: null,
      home: null,
      accounts: null,
      business: null,
    });
  });

  it('saves each tab for an admin and shows it publicly', async () => {
    for (const [tab, value] of [
      ['general', DEMO_SITE_CONFIG.general],
      ['contact', DEMO_SITE_CONFIG.contact],
      ['social-links', DEMO_SITE_CONFIG.social],
      ['home', DEMO_SITE_CONFIG.home],
    ] as const) {
      const res = await admin.agent.put(`/api/site-config/${tab}`, value);
      expect(res.statusCode, tab).toBe(200);
      expect((await admin.agent.get(`/api/site-config/${tab}`)).body.data).toEqual(value);
    }
    const pub = await t.agent().get('/api/site-config');
    expect(pub.body.data.contact.contactPhone[0]).toBe('+91 98100 12345');
    expect(pub.body.data.home.stats).toMatchObject({ students: '4.5k+', examSuccess: '98%' });
  });

  it.each([
    [
      'general',
      { ...DEMO_SITE_CONFIG.general, siteName: ' ' },
      'siteName',
      'Site name is required',
    ],
    [
      'general',
      { ...DEMO_SITE_CONFIG.general, siteDescription: '' },
      'siteDescription',
      'Description is required',
    ],
    [
      'general',
      { ...DEMO_SITE_CONFIG.general, siteKeywords: ['ok', ' '] },
      'siteKeywords.1',
      'Keyword cannot be empty',
    ],
    [
      'general',
      { ...DEMO_SITE_CONFIG.general, siteLogo: 'javascript:alert(1)' },
      'siteLogo',
      'Must be a valid URL',
    ],
    [
      'contact',
      { ...DEMO_SITE_CONFIG.contact, contactEmail: 'nope' },
      'contactEmail',
      'Invalid email address',
    ],
    ['contact', { ...DEMO_SITE_CONFIG.contact, address: '' }, 'address', 'Address is required'],
    [
      'contact',
      { ...DEMO_SITE_CONFIG.contact, contactPhone: [''] },
      'contactPhone.0',
      "Phone number can't be empty",
    ],
    [
      'contact',
      { ...DEMO_SITE_CONFIG.contact, mapEmbedUrl: 'data:text/html,hi' },
      'mapEmbedUrl',
      'Must be a valid URL',
    ],
    [
      'social-links',
      { ...DEMO_SITE_CONFIG.social, twitter: 'https://evil.example/x' },
      'twitter',
      'URL must start with https://x.com/',
    ],
    [
      'social-links',
      { ...DEMO_SITE_CONFIG.social, telegram: 'http://t.me/x' },
      'telegram',
      'URL must start with https://t.me/',
    ],
    [
      'social-links',
      { ...DEMO_SITE_CONFIG.social, linkedin: 'https://linkedin.com/company/x' },
      'linkedin',
      'URL must start with https://linkedin.com/in/',
    ],
    [
      'home',
      { ...DEMO_SITE_CONFIG.home, slides: [{ image: 'javascript:alert(1)' }] },
      'slides.0.image',
      'Image must be an http(s) URL or a path on this site, like /slides/banner.svg',
    ],
    [
      'home',
      { ...DEMO_SITE_CONFIG.home, slides: [{ image: '//evil.example/x.png' }] },
      'slides.0.image',
      'Image must be an http(s) URL or a path on this site, like /slides/banner.svg',
    ],
    [
      'home',
      { ...DEMO_SITE_CONFIG.home, slides: [{ image: '/slides/a.svg', title: 'x'.repeat(121) }] },
      'slides.0.title',
      'Title must be at most 120 characters',
    ],
    [
      'home',
      {
        ...DEMO_SITE_CONFIG.home,
        slides: [{ image: '/slides/a.svg', description: 'x'.repeat(301) }],
      },
      'slides.0.description',
      'Description must be at most 300 characters',
    ],
    [
      'home',
      { ...DEMO_SITE_CONFIG.home, slides: [{ image: '/slides/a.svg', titleHi: 'क'.repeat(121) }] },
      'slides.0.titleHi',
      'Title must be at most 120 characters',
    ],
    [
      'home',
      {
        ...DEMO_SITE_CONFIG.home,
        slides: [{ image: '/slides/a.svg', descriptionHi: 'क'.repeat(301) }],
      },
      'slides.0.descriptionHi',
      'Description must be at most 300 characters',
    ],
    [
      'home',
      { ...DEMO_SITE_CONFIG.home, slides: Array(11).fill({ image: '/slides/a.svg' }) },
      'slides',
      'At most 10 slides',
    ],
    [
      'home',
      {
        ...DEMO_SITE_CONFIG.home,
        stats: { ...DEMO_SITE_CONFIG.home.stats, tutors: '1234567890123' },
      },
      'stats.tutors',
      'A figure must be at most 12 characters',
    ],
    [
      'home',
      { ...DEMO_SITE_CONFIG.home, stats: { ...DEMO_SITE_CONFIG.home.stats, foundedYear: 'soon' } },
      'stats.foundedYear',
      'Enter a year between 1900 and 2100',
    ],
    [
      'home',
      { ...DEMO_SITE_CONFIG.home, stats: { ...DEMO_SITE_CONFIG.home.stats, foundedYear: 1850 } },
      'stats.foundedYear',
      'Enter a year between 1900 and 2100',
    ],
  ])('refuses a bad %s setting with the spec message (%s)', async (tab, value, field, message) => {
    const before = (await t.agent().get('/api/site-config')).body.data;
    const res = await admin.agent.put(`/api/site-config/${tab}`, value);
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
    expect((await t.agent().get('/api/site-config')).body.data).toEqual(before);
  });

  it('accepts the www. form and the second prefix of a network', async () => {
    const res = await admin.agent.put('/api/site-config/social-links', {
      ...DEMO_SITE_CONFIG.social,
      twitter: 'https://www.twitter.com/academy',
      discord: 'https://discord.gg/abc',
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps the slides in the order saved, with optional title and description', async () => {
    const slides = [
      {
        image: 'https://cdn.example.in/b.png',
        title: '',
        description: '',
        titleHi: '',
        descriptionHi: '',
      },
      {
        image: '/slides/tests.svg',
        title: 'Mock tests',
        description: '',
        titleHi: 'मॉक टेस्ट',
        descriptionHi: '',
      },
    ];
    const res = await admin.agent.put('/api/site-config/home', {
      slides: [{ image: ' https://cdn.example.in/b.png ' }, slides[1]],
      stats: { ...DEMO_SITE_CONFIG.home.stats, foundedYear: '2012' },
    });
    expect(res.statusCode).toBe(200);
    const pub = (await t.agent().get('/api/site-config')).body.data.home;
    expect(pub.slides).toEqual(slides);
    expect(pub.stats.foundedYear).toBe(2012);
  });

  it('is saved by administrators only', async () => {
    expect(
      (await t.agent().put('/api/site-config/general', DEMO_SITE_CONFIG.general)).statusCode,
    ).toBe(401);
    const { agent } = await signedInAs(t);
    expect((await agent.put('/api/site-config/general', DEMO_SITE_CONFIG.general)).statusCode).toBe(
      403,
    );
    expect((await agent.get('/api/site-config/general')).statusCode).toBe(403);
    expect((await agent.put('/api/site-config/home', DEMO_SITE_CONFIG.home)).statusCode).toBe(403);
    expect((await t.agent().put('/api/site-config/home', DEMO_SITE_CONFIG.home)).statusCode).toBe(
      401,
    );
  });

  it('is inlined into every page, safely, with the title and description', async () => {
    await admin.agent.put('/api/site-config/general', {
      ...DEMO_SITE_CONFIG.general,
      siteName: 'Vidya </script><script>alert(1)</script>',
      siteDescription: 'Learn "well" & fast',
    });
    const res = await t.agent().get('/course/some-id');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<script type="application/json" id="site-config">');
    expect(res.text).not.toContain('</script><script>alert(1)');
    expect(res.text).toContain('<title>Vidya &#60;/script&#62;');
    expect(res.text).toContain('content="Learn &#34;well&#34; &#38; fast"');
    const json = res.text.match(/id="site-config">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json!).general.siteName).toBe('Vidya </script><script>alert(1)</script>');
  });
});
