import {
  CATALOG_ELEMENT_ID,
  DEFAULT_LOCALE,
  LOCALES,
  localePath,
  siteText,
  type Locale,
} from '@academy/contract/locales';
import {
  MATCHED_ROUTE_ELEMENT_ID,
  MODULES_ELEMENT_ID,
  PAGE_DATA_ELEMENT_ID,
  SAVE_DATA_ATTRIBUTE,
  type PageDataEntry,
} from '@academy/contract/page-data';
import { LARGER_MEDIA, PHONE_MEDIA, type ImageSources } from '@academy/contract/image-sources';
import { APP_NAME, type SiteConfig } from '@academy/contract/site-config';
import type { PageMeta } from '../modules/seo/pages.ts';
import type { RenderedPage } from './web-build.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A `<meta>` the web app finds by its id: an address, or a list of them, it reads at start. */
const namedMeta = (id: string, content: string) =>
  `<meta id="${id}" name="${id}" content="${escapeHtml(content)}" />`;

/** JSON that is safe inside a <script> element: "</script>" and "<!--" cannot appear in it. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const jsonBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;

interface PageContext {
  config: SiteConfig;
  /** The page's own title and description, when it has them. */
  meta: PageMeta | undefined;
  /** The site's public origin, for absolute addresses. */
  origin: string;
  /** The page's language, from its address. */
  locale: Locale;
  /** The page's address without the language (`/courses`). */
  path: string;
  /** Query-cache entries for the app's first render (web/page-data.ts). */
  pageData?: PageDataEntry[];
  /** The address of the page's language's catalog, fetched beside the app's code. */
  catalog?: string;
  /**
   * What the page will ask for once its script runs, asked for at once instead; `routeModules`,
   * the route's chunks named in the page, which its script preloads before it loads the route.
   */
  preload?: { modules: string[]; routeModules?: string[]; image: PreloadImage | undefined };
  /** The page's first paint, rendered on the server, for the app to hydrate. */
  root?: RenderedPage;
  /** Rendered with data saver on, as the browser asked (`Save-Data: on`). */
  saveData?: boolean;
}

/** A picture to fetch at once, with the sources and sizes of the `<picture>` that shows it. */
export interface PreloadImage extends ImageSources {
  sizes?: string;
}

/**
 * The preload of a picture with a `srcset` names the same candidates and sizes, so the browser
 * picks the file the `<img>` will, not a second one; one for a phone and one for larger screens
 * where the picture has a phone's own candidates (apps/web/src/components/picture.tsx).
 */
function imagePreload({ src, srcSet, phoneSrcSet, sizes }: PreloadImage) {
  const link = (candidates: string | undefined, media?: string) => {
    const attributes = candidates
      ? ` imagesrcset="${escapeHtml(candidates)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"`
      : '';
    const only = media ? ` media="${media}"` : '';
    return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}"${attributes}${only} />`;
  };
  return phoneSrcSet ? link(phoneSrcSet, PHONE_MEDIA) + link(srcSet, LARGER_MEDIA) : link(srcSet);
}

/**
 * The built index.html with the public site settings and the page's data inlined (the app reads
 * them at start, so a normal load shows no loader and waits on no request for them), and the
 * page's title, description and Open Graph tags, so search engines and link previews see them
 * without running the app.
 */
export function renderIndexHtml(
  template: string,
  { config, meta, origin, locale, path, pageData, catalog, preload, root, saveData }: PageContext,
): string {
  const url = origin + localePath(locale, path);
  const siteName = config.general?.siteName || APP_NAME;
  const title = meta ? `${meta.title} · ${siteName}` : siteName;
  const templateDescription = template.match(/<meta\s+name="description"\s+content="([^"]*)"/)?.[1];
  const general = config.general;
  const description = escapeHtml(
    meta?.description ||
      (general ? siteText(locale, general.siteDescription, general.siteDescriptionHi) : ''),
  );
  const image = meta?.image || config.general?.siteLogo;
  const og = [
    ['og:type', 'website'],
    ['og:site_name', siteName],
    ['og:title', title],
    ['og:url', url],
    ...(image ? [['og:image', image]] : []),
  ]
    .map(
      ([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}" />`,
    )
    .join('');
  const ogDescription = `<meta property="og:description" content="${description || templateDescription || ''}" />`;
  const card = `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`;
  // The same page in each language, for search engines: English is also the default.
  const alternates = [
    ...LOCALES.map((other) => [other, origin + localePath(other, path)] as const),
    ['x-default', origin + localePath(DEFAULT_LOCALE, path)] as const,
  ]
    .map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" />`)
    .join('');
  const canonical = `<link rel="canonical" href="${escapeHtml(url)}" />`;
  const preloads = [
    ...(preload?.modules ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
    ),
    // A page the browser draws needs its catalog for its first paint, as it needs its code.
    ...(catalog && !root
      ? [`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(catalog)}" />`]
      : []),
    ...(preload?.image ? [imagePreload(preload.image)] : []),
  ].join('');
  // Preloaded with the entry by index.html's loader (apps/web/start-after-paint.ts), and
  // fetched by lib/i18n/catalogs.ts.
  const catalogMeta = catalog ? namedMeta(CATALOG_ELEMENT_ID, catalog) : '';
  const modulesMeta = preload?.routeModules?.length
    ? namedMeta(MODULES_ELEMENT_ID, preload.routeModules.join(' '))
    : '';
  const routeMeta = root ? namedMeta(MATCHED_ROUTE_ELEMENT_ID, root.route) : '';
  const inlined =
    catalogMeta +
    modulesMeta +
    routeMeta +
    jsonBlock('site-config', config) +
    (pageData ? jsonBlock(PAGE_DATA_ELEMENT_ID, pageData) : '');

  // Replacer functions throughout: a "$&" or "$'" in a title or description is text, not a
  // replacement pattern.
  let html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<html(\s+lang="[^"]*")?/,
      () => `<html lang="${locale}"${saveData ? ` ${SAVE_DATA_ATTRIBUTE}` : ''}`,
    )
    .replace(
      '</head>',
      () => `${preloads}${canonical}${alternates}${og}${ogDescription}${card}${inlined}</head>`,
    );
  if (description) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      () => `<meta name="description" content="${description}" />`,
    );
  }
  if (root) html = html.replace('<div id="root"></div>', () => `<div id="root">${root.html}</div>`);
  return html;
}
