import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { Negotiator } from '@fastify/accept-negotiator';
import {
  LOCALE_COOKIE,
  DEFAULT_LOCALE,
  isLocale,
  localePath,
  splitLocale,
} from '@academy/contract/locales';
import type { PageDataEntry } from '@academy/contract/page-data';
import { HTTP_MESSAGES } from '@academy/contract/http-messages';
import { COURSE_COVER_SIZES, imageSources } from '@academy/contract/image-sources';
import type { SiteConfig } from '@academy/contract/site-config';
import { SECRET_FIELDS } from '../lib/secret-fields.ts';
import { pageMeta, type PageMeta } from '../modules/seo/pages.ts';
import { readSiteConfig } from '../modules/site-config/service.ts';
import { createCourseViews, type CourseViews } from '../modules/courses/views.ts';
import { renderIndexHtml, type PreloadImage } from './index-html.ts';
import { countVisit, pageDataFor, pageQueryOf, signedInPageDataFor } from './page-data.ts';
import { savesData } from './save-data.ts';
import { CATALOG_ENCODINGS, type RenderPage, type WebBuild } from './web-build.ts';

const YEAR_SECONDS = 365 * 24 * 3600;

declare module 'fastify' {
  interface FastifyInstance {
    /** Visits to course pages served from the cache, written every few seconds. */
    courseViews: CourseViews;
    /**
     * Answers with the web app's page for the request's path: rendered for a visitor, drawn by
     * the browser for the signed-in, who find themselves in its data.
     */
    sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      options?: { status?: number; extra?: PageDataEntry[] },
    ): Promise<FastifyReply>;
  }
}

/**
 * The image that is most likely the page's largest paint, where the server knows it: the first
 * slide of the home carousel, a course's thumbnail. Preloaded, it loads with the scripts rather
 * than after the page has rendered.
 */
function largestImageOf(
  pathname: string,
  config: SiteConfig | null,
  meta: PageMeta | undefined,
  saveData: boolean,
): PreloadImage | undefined {
  const slide = pathname === '/' && config?.home?.slides[0]?.image;
  if (slide) return { src: slide };
  // As the course page's cover has it (features/courses/pages/course-detail-page.tsx).
  if (pathname.startsWith('/course/') && meta?.image) {
    return { ...imageSources(meta.image, saveData), sizes: COURSE_COVER_SIZES };
  }
  return undefined;
}

/**
 * A visitor's page rendered on the server, so its text and largest image are in the HTML before
 * any script has run. A page that fails to render here is left to the browser, as before.
 */
async function renderFirstPaint(
  request: FastifyRequest,
  build: WebBuild,
  page: Parameters<RenderPage>[0],
): ReturnType<RenderPage> {
  if (!build.renderPage) return undefined;
  try {
    return await build.renderPage(page);
  } catch (error) {
    request.log.error({ err: error }, 'server render failed: the page renders in the browser');
    return undefined;
  }
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other
 * non-API path so deep links work on reload. Unknown /api paths get a JSON 404.
 */
export default fp(
  async function spa(
    app: FastifyInstance,
    opts: { build: WebBuild | undefined; publicOrigin: string },
  ) {
    const { build, publicOrigin: origin } = opts;
    const courseViews = createCourseViews(app.db, app.log);
    app.decorate('courseViews', courseViews);
    app.addHook('onClose', courseViews.stop);
    if (build) {
      await app.register(fastifyStatic, {
        root: build.dist,
        wildcard: false,
        index: false,
        // dist/.vite (the manifest) and dist/.ssr (the server-side bundle) are the server's own.
        dotfiles: 'ignore',
        // The build writes .br and .gz beside each asset (apps/web/vite.config.ts).
        preCompressed: true,
        setHeaders(res, filePath) {
          const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
          // The service worker is checked against the server on every visit: a new version
          // must reach phones as soon as it is deployed.
          const isWorker = path.basename(filePath) === 'sw.js';
          res.header(
            'cache-control',
            isHashed
              ? `public, max-age=${YEAR_SECONDS}, immutable`
              : isWorker
                ? 'no-cache'
                : 'public, max-age=3600',
          );
        },
      });
    }

    const notFound = { success: false, message: HTTP_MESSAGES.notFound } as const;
    const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

    /**
     * The page at `pathname` as a visitor's first load gets it; `extra` entries join its first
     * data (a form posted without script comes back with what was typed and what was wrong).
     */
    async function sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      { status = 200, extra = [] }: { status?: number; extra?: PageDataEntry[] } = {},
    ) {
      if (!build) return reply.status(404).send(notFound);
      // Settings change without a redeploy: the page is rendered with them, and kept for other
      // visitors only until the next edit (plugins/visitor-cache.ts).
      const { locale, path: pathname } = splitLocale(request.url.split('?')[0]!);
      // A signed-in page is drawn by the browser, with the session it was sent with.
      const signedIn = app.sessionCookies.present(request);
      const [config, meta, firstData] = await Promise.all([
        readSiteConfig(app.db).catch(() => null),
        pageMeta(app.db, pathname, locale).catch(() => undefined),
        signedIn ? signedInPageDataFor(app, request, reply) : pageDataFor(app, request, pathname),
      ]);
      const pageData = firstData && [...firstData, ...extra];
      const saveData = savesData(request);
      const rendered =
        config && pageData && !signedIn
          ? await renderFirstPaint(request, build, {
              url: origin + request.url,
              siteConfig: config,
              pageData,
              locale,
              saveData,
            })
          : undefined;
      // A page for the signed-in, asked for by a visitor: the login page at once, rather than an
      // empty frame that sends them there once its script has come. Asked again once signed in.
      if (rendered && 'redirect' in rendered) {
        app.visitorCache.skip(request);
        return reply.header('cache-control', 'no-cache').redirect(rendered.redirect, 302);
      }
      const root = rendered;
      const modules = build.modulesFor(pathname);
      const preload = {
        // A page drawn by the browser needs its route's code for its first paint, so it comes
        // with the page. A rendered page paints without it: preloaded, it would share the slow
        // connection with the stylesheet and the image the paint waits for (decisions §35); its
        // script, started after the paint, preloads the route's it names (decisions §64).
        modules: root ? [] : [...modules.entry, ...modules.route],
        routeModules: root ? modules.route : [],
        image: largestImageOf(pathname, config, meta, saveData),
      };
      const html = config
        ? renderIndexHtml(build.indexHtml, {
            config,
            meta,
            origin,
            locale,
            path: pathname,
            pageData,
            catalog: build.catalogs?.[locale].href,
            preload,
            root,
            saveData,
          })
        : build.indexHtml;
      // Kept for the next visitor only as every visitor would get it (plugins/visitor-cache.ts):
      // rendered, with no form's answer in it.
      if (!root || status !== 200 || extra.length) app.visitorCache.skip(request);
      // Its Cache-Control is plugins/http-cache.ts's: shared briefly for a visitor, else private.
      return reply.status(status).type('text/html; charset=utf-8').send(html);
    }
    app.decorate('sendPage', sendPage);

    // Each language's catalog, named by its content (web/web-build.ts): cached like the assets,
    // and compressed once as they are.
    const encodings = new Negotiator({ supportedValues: [...CATALOG_ENCODINGS] });
    for (const { href, json, compressed } of Object.values(build?.catalogs ?? {})) {
      app.get(href, { schema: { hide: true } }, async (request, reply) => {
        reply
          .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
          .header('vary', 'accept-encoding')
          .type('application/json; charset=utf-8');
        const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
        if (!encoding) return reply.send(json);
        return reply.header('content-encoding', encoding).send((await compressed)[encoding]);
      });
    }

    if (build) {
      // Every other page path is the app (deep links work on reload). A route rather than the
      // not-found handler, so the page is compressed like any answer.
      app.get(
        '/*',
        {
          schema: { hide: true },
          config: {
            visitorCache: {
              query: pageQueryOf,
              onHit: async (request) => countVisit(courseViews, request),
            },
          },
        },
        async (request, reply) => {
          // A built file that is not there (an older version's, asked for by a page kept from
          // before a deploy) is missing, not a page: the page's answer would be cached under it.
          if (isApi(request.url) || request.url.startsWith('/assets/')) {
            return reply.status(404).send(notFound);
          }
          // A form submitted before the script ran, by an old browser or from history, put its
          // fields in the address: the password leaves the address bar and goes no further.
          const query = new URLSearchParams(request.url.split('?')[1] ?? '');
          if (SECRET_FIELDS.some((field) => query.has(field))) {
            for (const field of SECRET_FIELDS) query.delete(field);
            const rest = query.size ? `?${query}` : '';
            return reply.redirect(`${request.url.split('?')[0]}${rest}`, 303);
          }
          // A reader who chose Hindi is sent to the Hindi page before anything is drawn. Only
          // the bare address: a /hi link is followed as it is, whatever the cookie says.
          const chosen = request.cookies[LOCALE_COOKIE];
          const { locale, path: pagePath } = splitLocale(request.url.split('?')[0]!);
          if (locale === DEFAULT_LOCALE && isLocale(chosen) && chosen !== DEFAULT_LOCALE) {
            const search = request.url.includes('?') ? `?${request.url.split('?')[1]}` : '';
            return reply
              .header('cache-control', 'no-cache')
              .redirect(localePath(chosen, pagePath) + search, 302);
          }
          return sendPage(request, reply);
        },
      );
    }
    app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(notFound));
  },
  { name: 'spa' },
);
