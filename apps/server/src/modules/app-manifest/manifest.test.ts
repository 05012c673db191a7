import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { DEMO_SITE_CONFIG } from '../../demo/content/site-config.ts';
import { createTestApp } from '../../../test/app.ts';
import { signedInAs } from '../../../test/users.ts';
import { shortNameOf } from './manifest.ts';

const t = await createTestApp();
const admin = await signedInAs(t, ROLES.admin);

const manifest = async () => {
  const res = await t.agent().get('/manifest.webmanifest');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  return JSON.parse(res.text) as Record<string, unknown>;
};

describe('GET /manifest.webmanifest', () => {
  it('names the app "Academy" until the academy has a name of its own', async () => {
    expect(await manifest()).toMatchObject({
      name: 'Academy',
      short_name: 'Academy',
      start_url: '/',
      display: 'standalone',
    });
  });

  it('follows the General tab: a renamed academy installs under its new name', async () => {
    const res = await admin.agent.put('/api/site-config/general', {
      ...DEMO_SITE_CONFIG.general,
      siteName: 'Saraswati Commerce Academy',
      siteDescription: 'CA and CMA coaching in Jaipur.',
    });
    expect(res.statusCode).toBe(200);
    expect(await manifest()).toMatchObject({
      name: 'Saraswati Commerce Academy',
      short_name: 'Saraswati',
      description: 'CA and CMA coaching in Jaipur.',
    });
  });

  it('lists an icon of each size a phone asks for, one of them maskable', async () => {
    const { icons } = (await manifest()) as { icons: Array<{ sizes: string; purpose: string }> };
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});

describe('shortNameOf', () => {
  it("keeps a short name, takes a long name's first word, and cuts one long word", () => {
    expect(shortNameOf('Vidya Kendra')).toBe('Vidya Kendra');
    expect(shortNameOf('Saraswati Commerce Academy')).toBe('Saraswati');
    expect(shortNameOf('Vidyabharatiacademy Jaipur')).toBe('Vidyabharat…');
  });
});
