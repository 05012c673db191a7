import { PAGE_DATA_ELEMENT_ID, type PageDataEntry } from '@academy/contract/page-data';
import type { SiteConfig } from '@academy/contract/site-config';
import type { PageMeta } from '../modules/seo/pages.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that is safe inside a <script> element: "</script>" and "<!--" cannot appear in it. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const jsonBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;

/** The name used until the site settings give one (as the web app's). */
const APP_NAME = 'Academy';

interface PageContext {
  config: SiteConfig;
  /** The page's own title and description, when it has them. */
  meta: PageMeta | undefined;
  /** The page's full address, for og:url. */
  url: string;
  /** Query-cache entries for the app's first render (plugins/page-data.ts). */
  pageData?: PageDataEntry[];
  /** What the page will ask for once its script runs, asked for at once instead. */
  preload?: { modules: string[]; image: string | undefined };
  /** The page's first paint, rendered on the server, for the app to hydrate. */
  root?: string;
}

/**
 * The built index.html with the public site settings and the page's data inlined (the app reads
 * them at start, so a normal load shows no loader and waits on no request for them), and the
 * page's title, description and Open Graph tags, so search engines and link previews see them
 * without running the app.
 */
export function renderIndexHtml(
  template: string,
  { config, meta, url, pageData, preload, root }: PageContext,
): string {
  const siteName = config.general?.siteName || APP_NAME;
  const title = meta ? `${meta.title} · ${siteName}` : siteName;
  const templateDescription = template.match(/<meta\s+name="description"\s+content="([^"]*)"/)?.[1];
  const description = escapeHtml(meta?.description || config.general?.siteDescription || '');
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
  const preloads = [
    ...(preload?.modules ?? []).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
    ),
    ...(preload?.image
      ? [
          `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(preload.image)}" />`,
        ]
      : []),
  ].join('');
  const inlined =
    jsonBlock('site-config', config) + (pageData ? jsonBlock(PAGE_DATA_ELEMENT_ID, pageData) : '');

  // Replacer functions throughout: a "$&" or "$'" in a title or description is text, not a
  // replacement pattern.
  let html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${preloads}${og}${ogDescription}${card}${inlined}</head>`);
  if (description) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      () => `<meta name="description" content="${description}" />`,
    );
  }
  if (root) html = html.replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
  return html;
}
