import type { FastifyInstance } from 'fastify';
import { LOCALES, localePath } from '@academy/contract/locales';
import { sitemapEntries } from './pages.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PRIVATE_PATHS = ['/admin/', '/student/', '/settings', '/profile', '/feedback'];

/** /sitemap.xml and /robots.txt, from the live catalogue, with links to PUBLIC_ORIGIN. */
export default async function seoRoutes(
  app: FastifyInstance,
  { publicOrigin: origin }: { publicOrigin: string },
) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // Each page once per language, each naming all its languages (hreflang alternates).
    const urls = (await sitemapEntries(app.db)).flatMap(({ path, lastmod }) => {
      const alternates = LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + localePath(locale, path))}"/>`,
      ).join('');
      const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
      return LOCALES.map(
        (locale) =>
          `<url><loc>${escapeXml(origin + localePath(locale, path))}</loc>${modified}${alternates}</url>`,
      );
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`,
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
          // Signed-in areas and the API hold nothing for a search engine, in any language.
          'Disallow: /api/',
          ...LOCALES.flatMap((locale) =>
            PRIVATE_PATHS.map((path) => `Disallow: ${localePath(locale, path)}`),
          ),
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
}
