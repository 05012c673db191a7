import type { FastifyInstance } from 'fastify';
import { APP_NAME } from '@academy/contract/site-config';
import { readSiteConfig } from '../site-config/service.ts';
import { appManifest } from './manifest.ts';

/** /manifest.webmanifest: what a phone needs to install the site as an app. */
export default async function appManifestRoutes(app: FastifyInstance) {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
    const config = await readSiteConfig(app.db).catch(() => null);
    return (
      reply
        .type('application/manifest+json; charset=utf-8')
        // A renamed academy shows on the next install without waiting a day.
        .header('cache-control', 'public, max-age=3600')
        .send(JSON.stringify(appManifest(config, APP_NAME)))
    );
  });
}
