import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SITE_CONFIG_TABS,
  siteConfigSchema,
  type SiteConfigTab,
} from '@academy/contract/site-config';
import { showcaseSchema } from '@academy/contract/trust';
import { envelope, ok } from '../../lib/envelope.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { readSiteConfig, readTab, saveTab, storedSchemaOf } from './service.ts';
import { readShowcase } from './showcase.ts';
import signatureRoutes from './signature-routes.ts';

/**
 * Public: every public tab at once, and the home and About pages' showcase. Admin: read and save
 * one tab at a time.
 */
export default async function siteConfigRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/site-config',
    {
      schema: {
        summary: 'Get the public site settings',
        operationId: 'getSiteConfig',
        response: { 200: envelope(siteConfigSchema) },
        tags: ['site-config'],
      },
      config: { access: 'public' },
    },
    async () => ok(await readSiteConfig(app.db)),
  );

  app.get(
    '/showcase',
    {
      schema: {
        summary: "Get the home page's teachers, toppers and testimonials",
        operationId: 'getShowcase',
        response: { 200: envelope(showcaseSchema) },
        tags: ['site-config'],
      },
      config: { access: 'public' },
    },
    async () => ok(await readShowcase(app.db)),
  );

  for (const [tab, entry] of Object.entries(SITE_CONFIG_TABS)) {
    const { schema } = entry;
    const path = `/site-config/${tab}`;
    // "social-links" -> "SocialLinks": getSiteConfigSocialLinks, saveSiteConfigSocialLinks.
    const name = tab.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());
    app.get(
      path,
      {
        schema: {
          summary: `Get the ${tab} settings tab`,
          operationId: `getSiteConfig${name}`,
          // Null until the tab is first saved.
          response: { 200: envelope(storedSchemaOf(entry).nullable()) },
          tags: ['site-config'],
        },
        config: { access: 'admin' },
      },
      async () => ok(await readTab(app.db, tab as SiteConfigTab)),
    );
    app.put(
      path,
      {
        schema: {
          summary: `Save the ${tab} settings tab`,
          operationId: `saveSiteConfig${name}`,
          response: { 200: envelope(schema) },
          tags: ['site-config'],
          body: schema,
        },
        config: { access: 'admin' },
      },
      async (request) => {
        const saved = await saveTab(app.db, tab as SiteConfigTab, request.body, viewerOf(request));
        return ok(saved, 'Settings saved');
      },
    );
  }

  // Its own scope: it reads an image body, where every other route reads JSON.
  await app.register(signatureRoutes);
}
