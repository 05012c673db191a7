import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SITE_CONFIG_TABS, type SiteConfigTab } from '@academy/contract/site-config';
import { ok } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { readSiteConfig, readTab, saveTab } from './service.ts';
import { readShowcase } from './showcase.ts';

/**
 * Public: every public tab at once, and the home and About pages' showcase. Admin: read and save
 * one tab at a time.
 */
export default async function siteConfigRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/site-config',
    { schema: { tags: ['site-config'] }, config: { access: 'public' } },
    async () => ok(await readSiteConfig(app.db)),
  );

  app.get(
    '/showcase',
    { schema: { tags: ['site-config'] }, config: { access: 'public' } },
    async () => ok(await readShowcase(app.db)),
  );

  for (const [tab, { schema }] of Object.entries(SITE_CONFIG_TABS)) {
    const path = `/site-config/${tab}`;
    app.get(path, { schema: { tags: ['site-config'] }, config: { access: 'admin' } }, async () =>
      ok(await readTab(app.db, tab as SiteConfigTab)),
    );
    app.put(
      path,
      {
        schema: { tags: ['site-config'], body: schema },
        config: { access: 'admin' },
      },
      async (request) => {
        const saved = await saveTab(app.db, tab as SiteConfigTab, request.body, viewerOf(request));
        return ok(saved, 'Settings saved');
      },
    );
  }
}
