/**
 * The lazy route modules a first visit to a page loads, as the web app's router imports them
 * (apps/web/src/app/router.tsx, signed-in-routes.tsx), by their source file: the build manifest
 * names each module's chunk by it. A page not listed here loads its chunk as before, just without
 * the head start. A signed-in page is drawn by the browser: without its list, its script found
 * the signed-in areas' table, then the page's code, then its data, one after another.
 */
export const ROUTE_MODULES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/$/, ['src/app/routes/home.tsx']],
  [/^\/courses$/, ['src/app/routes/catalogue-route.tsx']],
  [/^\/courses\/[^/]+$/, ['src/app/routes/program-page.tsx']],
  [/^\/course\/[^/]+$/, ['src/app/routes/course-detail-route.tsx']],
  [/^\/(notes|ncert-textbooks|ncert-solutions|pyqs)$/, ['src/app/routes/study-routes.tsx']],
  [/^\/videos\/[^/]+$/, ['src/app/routes/video-library-route.tsx']],
  [/^\/about$/, ['src/app/routes/about-route.tsx']],
  [/^\/contact$/, ['src/app/routes/contact-route.tsx']],
  [/^\/useful-links$/, ['src/features/links/pages/useful-links-page.tsx']],
  [/^\/tests$/, ['src/features/mock-tests/pages/tests-page.tsx']],
  [/^\/login$/, ['src/app/layouts/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx']],
  [
    /^\/register$/,
    ['src/app/layouts/auth-layout.tsx', 'src/features/auth/pages/register-page.tsx'],
  ],
  [/^\/dashboard$/, ['src/app/signed-in-routes.tsx', 'src/app/routes/student-home-route.tsx']],
  [/^\/profile$/, ['src/app/signed-in-routes.tsx', 'src/app/routes/profile-route.tsx']],
  [
    /^\/student\/my-courses\/[^/]+$/,
    ['src/app/signed-in-routes.tsx', 'src/app/routes/player-route.tsx'],
  ],
];

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as it is read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The files of a chunk and of everything it imports statically. */
function chunkFiles(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/** The chunks a page's first load needs: the entry's, and its route's beyond them. */
export interface PageModules {
  entry: string[];
  route: string[];
}

/**
 * The chunks of the entry and, for a listed page, those its route modules need beyond them. A
 * page the browser draws preloads all of them in its head; a page the server rendered names its
 * route's, which its script preloads a few to a task before it loads the route
 * (apps/web/src/main.tsx).
 */
export function routePreloads(manifest: Manifest): (pathname: string) => PageModules {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? chunkFiles(manifest, entry) : new Set<string>();
  const href = (file: string) => `/${file}`;
  const table = ROUTE_MODULES.map(([pattern, modules]) => {
    const files = new Set<string>();
    for (const module of modules) chunkFiles(manifest, module, files);
    return [pattern, [...files].filter((f) => !loaded.has(f)).map(href)] as const;
  });
  const entryFiles = [...loaded].map(href);
  return (pathname) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return { entry: entryFiles, route: table.find(([pattern]) => pattern.test(path))?.[1] ?? [] };
  };
}
