import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A built web app as small as the server can serve: index.html and a server-side bundle whose
 * render says how many pages it has rendered and under which site name, so a test can tell a
 * page rendered for it from one served again.
 */
export function fakeWebDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'academy-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><title>A</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dist, '.ssr'));
  writeFileSync(
    path.join(dist, '.ssr/entry-server.mjs'),
    `let renders = 0;
    export async function render({ url, siteConfig }) {
      if (new URL(url).pathname === '/broken') throw new Error('render failed');
      renders += 1;
      return { html: '<main>render ' + renders + ' of ' + siteConfig.general.siteName + '</main>', route: '0-1' };
    }`,
  );
  return dist;
}

/** The query-cache entries a page carries (apps/server/src/web/page-data.ts), or undefined when none. */
export const pageDataOf = (html: string) => {
  const json = html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};
