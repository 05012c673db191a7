import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LOCALES, type Locale } from '@academy/contract/locales';
import type { PageDataEntry } from '@academy/contract/page-data';
import type { SiteConfig } from '@academy/contract/site-config';
import { routePreloads, type Manifest, type PageModules } from './route-preloads.ts';

/** A visitor's page rendered on the server: the markup of `#root`, and its route's id. */
export interface RenderedPage {
  html: string;
  route: string;
}

/**
 * The web app's server-side entry (apps/web/src/entry-server.tsx): a visitor's page, the address
 * the page sends the visitor on to (a page for the signed-in), or undefined when it leaves the
 * page to the browser.
 */
export type RenderPage = (page: {
  url: string;
  siteConfig: SiteConfig;
  pageData: PageDataEntry[];
  locale: Locale;
  saveData: boolean;
}) => Promise<RenderedPage | { redirect: string } | undefined>;

/** A language's compiled catalog, from the server-side bundle. */
type LoadMessages = (locale: Locale) => Promise<Record<string, unknown>>;

/** A language's catalog as a file of its own, named by its content like the built assets. */
export interface CatalogFile {
  /** `/assets/catalog-hi-<hash>.json`: kept by browsers and the service worker for a year. */
  href: string;
  json: string;
  /**
   * The file compressed once, as hard as the built assets are (brotli 11, gzip 9), started in the
   * background when the server starts: a request's own compression is lighter and slower in sum.
   */
  compressed: Promise<Record<CatalogEncoding, Buffer>>;
}

export const CATALOG_ENCODINGS = ['br', 'gzip'] as const;
export type CatalogEncoding = (typeof CATALOG_ENCODINGS)[number];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function compressCatalog(json: string): Promise<Record<CatalogEncoding, Buffer>> {
  const bytes = Buffer.from(json);
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: { [BROTLI_PARAM_QUALITY]: 11, [BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzip(bytes, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** The built web app as the server needs it, read once at start. */
export interface WebBuild {
  /** The folder served as static files. */
  dist: string;
  /** index.html as built, the template of every page. */
  indexHtml: string;
  /** CSP sources (`'sha256-…'`) of the inline scripts in index.html, the only ones allowed. */
  inlineScriptHashes: string[];
  /** The entry's chunks and the page's route's (route-preloads.ts). */
  modulesFor: (pathname: string) => PageModules;
  /** Renders a visitor's first paint; absent from a build without its server-side bundle. */
  renderPage: RenderPage | undefined;
  /**
   * Each language's catalog, which its pages name for the browser to fetch beside the entry;
   * absent without the server-side bundle (the page then imports its catalog's chunk).
   */
  catalogs: Record<Locale, CatalogFile> | undefined;
}

/** `vite build --ssr` writes it beside the client's files (apps/web/vite.config.ts). */
const SERVER_ENTRY = path.join('.ssr', 'entry-server.mjs');

/** Executable inline scripts: no `src`, and not a JSON data block. */
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The hashes are taken from the built file itself, so whatever the build wrote into the script
 * (whitespace included) is exactly what the policy allows.
 */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/**
 * The catalogs as files: out of the page's HTML, where no paint needs them, and downloaded once
 * for every page rather than with each (decisions §63).
 */
async function catalogFiles(loadMessages: LoadMessages): Promise<Record<Locale, CatalogFile>> {
  const files = await Promise.all(
    LOCALES.map(async (locale) => {
      const json = JSON.stringify(await loadMessages(locale));
      const hash = createHash('sha256').update(json).digest('base64url').slice(0, 10);
      const compressed = compressCatalog(json);
      // Awaited by the file's first request; a failure there is the request's.
      compressed.catch(() => undefined);
      return [
        locale,
        { href: `/assets/catalog-${locale}-${hash}.json`, json, compressed },
      ] as const;
    }),
  );
  return Object.fromEntries(files) as Record<Locale, CatalogFile>;
}

/**
 * Undefined when the web app is not built (the API alone still serves). A server-side bundle
 * that is there but does not load fails the start: the build is broken.
 */
export async function loadWebBuild(dist: string): Promise<WebBuild | undefined> {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  const serverEntry = path.join(dist, SERVER_ENTRY);
  const entry = existsSync(serverEntry)
    ? ((await import(pathToFileURL(serverEntry).href)) as {
        render: RenderPage;
        loadMessages?: LoadMessages;
      })
    : undefined;
  return {
    dist,
    indexHtml,
    inlineScriptHashes: inlineScriptHashes(indexHtml),
    modulesFor: routePreloads(manifest),
    renderPage: entry?.render,
    catalogs: entry?.loadMessages && (await catalogFiles(entry.loadMessages)),
  };
}
