import type { Plugin } from 'vite';
import { CATALOG_ELEMENT_ID } from '@academy/contract/locales';

/** The entry's tag as Vite writes it into the built index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * What replaces it: the entry, and the language catalog the page names (a `<meta>` the server
 * writes), are asked for once the page's first contentful paint is on the screen (the paint
 * entry, not a frame callback: the screen shows a frame well after the page drew it), and its
 * largest picture (the one at high priority: the home page's slide, a course's cover, the first
 * card's) has come and been drawn, or failed. Without a first paint to wait for they start
 * anyway: at once on a page the browser draws (an empty root), when the page has loaded in a tab
 * opened in the background (it paints nothing) or in a browser that reports no paints, and 3 s
 * after it has loaded otherwise. The module runs on the parsed page.
 */
const loader = (entry: string) => `
      (function () {
        var started = false;
        function start() {
          if (started) return;
          started = true;
          var catalog = document.getElementById(${JSON.stringify(CATALOG_ELEMENT_ID)});
          if (catalog) {
            var preload = document.createElement('link');
            preload.rel = 'preload';
            preload.as = 'fetch';
            preload.crossOrigin = '';
            preload.href = catalog.content;
            document.head.appendChild(preload);
          }
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry)};
          document.head.appendChild(script);
        }
        function afterPicture() {
          var picture = document.querySelector('img[fetchpriority="high"]');
          // The frame after the one that draws it: that frame reaches the screen a little after
          // its own callbacks, and a request started before then is one Lighthouse's estimate
          // counts as holding the largest paint back (an entry 8 ms before the paint: 0.7 s).
          function afterItsPaint() {
            requestAnimationFrame(function () {
              requestAnimationFrame(function () {
                setTimeout(start, 0);
              });
            });
          }
          if (!picture || picture.complete) return afterItsPaint();
          picture.addEventListener('load', afterItsPaint);
          picture.addEventListener('error', start);
        }
        function whenParsed() {
          if (document.readyState === 'loading') {
            document.addEventListener('DOMContentLoaded', afterPicture);
          } else {
            afterPicture();
          }
        }
        var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
        var seesPaint = !!types && types.indexOf('paint') >= 0;
        if (seesPaint) {
          new PerformanceObserver(function (list, observer) {
            if (!list.getEntriesByName('first-contentful-paint').length) return;
            observer.disconnect();
            whenParsed();
          }).observe({ type: 'paint', buffered: true });
        }
        document.addEventListener('DOMContentLoaded', function () {
          var root = document.getElementById('root');
          if (!root || !root.firstChild) start();
        });
        addEventListener('load', function () {
          setTimeout(start, seesPaint && !document.hidden ? 3000 : 0);
        });
      })();
    `;

/**
 * A page the server rendered is read before its script runs; on a slow connection the script
 * (80 KB) would share the line with the stylesheet, fonts and picture that the first paint and
 * the largest wait for. So the built index.html asks for the entry only after them (decisions §63,
 * §68). A page the
 * browser draws preloads the entry with its route's chunks instead (server: route-preloads.ts).
 * The server's CSP allows the inline script by its hash, taken from the built file.
 */
export function startAfterPaint(): Plugin {
  return {
    name: 'academy-start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry)
          throw new Error("start-after-paint: the entry's script tag is not in index.html");
        return html.replace(ENTRY_SCRIPT, () => `<script>${loader(entry)}</script>`);
      },
    },
  };
}
