import type { FastifyInstance } from 'fastify';
import { sitemapEntries } from './pages.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** /sitemap.xml and /robots.txt, from the live catalogue, with links to PUBLIC_ORIGIN. */
export default async function seoRoutes(
  app: FastifyInstance,
  { publicOrigin: origin }: { publicOrigin: string },
) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = (await sitemapEntries(app.db)).map(
      ({ path, lastmod }) =>
        `<url><loc>${escapeXml(origin + path)}</loc>${
          lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
        }</url>`,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
      );
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          // Signed-in areas and the API hold nothing for a search engine.
          'Disallow: /admin/',
          'Disallow: /student/',
          'Disallow: /api/',
          'Disallow: /settings',
          'Disallow: /profile',
          'Disallow: /feedback',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
}
