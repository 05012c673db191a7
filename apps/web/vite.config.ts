/// <reference types="vitest/config" />
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlineShellFiles } from './offline-shell.ts';
import { startAfterPaint } from './start-after-paint.ts';

// Lingui's native macro transform needs a platform binary that npm does not reliably install
// (an optional dependency); Babel's preset does the same work, so its nudge is silenced.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

// Lingui's config, found from any working directory (the tests run from the repository's root)
// by the macro's Babel plugin as well as the catalog plugin.
process.env.LINGUI_CONFIG ??= path.resolve(import.meta.dirname, 'lingui.config.ts');

const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;

/**
 * V8's explicit compile hint, first in every chunk: compile each of its functions as the file
 * streams in, on a background thread. Without it V8 compiles a function when it is first called,
 * on the main thread: at a 4x slower CPU, 20 to 90 ms of each start-up task of a rendered page
 * (the entry's evaluation, the router, hydration) was compiling the code it ran. A browser
 * without the hint reads a comment.
 */
function compileOnLoad(): Plugin {
  return {
    name: 'academy-compile-on-load',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      // After Vite's own additions to the chunks (the preload helper's list of dependencies).
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
          // A source map, where one is built, starts a line lower too.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * Writes the best brotli and gzip beside each text asset at build time, so the server sends
 * them as they are (`preCompressed`) instead of compressing the same bytes on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'academy-precompress',
    // The server-side bundle (dist/.ssr) is read by the server, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After the service worker is written (vite-plugin-pwa, also on closeBundle).
      order: 'post',
      sequential: true,
      async handler() {
        const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
        for (const entry of entries) {
          if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
          // The build manifest is read by the server, never sent.
          if (entry.parentPath.endsWith(`${path.sep}.vite`)) continue;
          const file = path.join(entry.parentPath, entry.name);
          const bytes = await readFile(file);
          if (bytes.length < 1024) continue;
          await writeFile(
            `${file}.br`,
            brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}

/** The service worker (src/service-worker/sw.ts) and the list of files it precaches. */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // Registered by the app once the page has loaded (lib/offline), and served by the
    // server from the site settings (modules/app-manifest): neither comes from here.
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // A classic script, as lib/offline registers it (no `type: 'module'`). The plugin's build
      // for the other format, 'es', also passes Rollup a deprecated option and Vite warns of it.
      rollupFormat: 'iife',
      // The app's shell (offline-shell.ts), its fonts and the two pages shown offline.
      globPatterns: ['assets/*.{js,css,woff2}', 'index.html', 'offline.html'],
      manifestTransforms: [
        (entries) => {
          const shell = offlineShellFiles(path.resolve(import.meta.dirname, 'dist'));
          const keep = (url: string) =>
            shell.has(url) || url.endsWith('.woff2') || url.endsWith('.html');
          return { manifest: entries.filter((entry) => keep(entry.url)), warnings: [] };
        },
      ],
    },
    devOptions: { enabled: false },
  });

const toServer = { target: 'http://127.0.0.1:3000', changeOrigin: false };
const serverPaths = { '/api': toServer, '/thumbnails': toServer };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Lingui's macros (t, Trans, msg) become catalog look-ups; the preset's filter leaves files
    // without them to Vite's own transform. `lingui()` compiles the imported .po catalogs.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
    tailwindcss(),
    startAfterPaint(),
    compileOnLoad(),
    // Written before the compression pass, so sw.js is compressed like the other scripts.
    ...(isSsrBuild ? [] : [serviceWorker()]),
    precompress(),
  ],
  resolve: {
    // Root-relative: Vite resolves '/src' against this folder in dev, build and tests.
    alias: [{ find: '@', replacement: '/src' }],
  },
  // The server render bundles its libraries (React DOM's server renderer among them): dist/.ssr
  // runs wherever the build is copied to, without the web app's node_modules.
  ssr: { noExternal: true },
  // React's production build on the server as in the browser: a server started in development
  // would otherwise render with React's slower development build, which the browser never runs.
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  // The API and the thumbnails it passes on from YouTube are the server's.
  server: { proxy: serverPaths },
  preview: { proxy: serverPaths },
  build: isSsrBuild
    ? // `vite build --ssr src/entry-server.tsx`, after the client's: the server renders a
      // visitor's first paint with it (apps/server/src/web/web-build.ts). Beside the
      // client's files, which the server does not serve as a dotted folder.
      {
        outDir: 'dist/.ssr',
        emptyOutDir: false,
        copyPublicDir: false,
        // ES modules wherever the folder is copied to, with or without a package.json beside it.
        rolldownOptions: {
          output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
          // The server renders from the whole route table (src/app/route-table.ts): the signed-in
          // areas, which the browser's router imports when it needs them, are in it from the start.
          checks: { ineffectiveDynamicImport: false },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: the server preloads the current route's chunks from it
        // (apps/server/src/web/route-preloads.ts).
        manifest: true,
        rolldownOptions: {
          output: {
            // Everything the entry needs in one file beside it, rather than a dozen shared
            // fragments of a few hundred bytes: on a slow connection each file is a round trip.
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
          },
        },
      },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    // A test's first render waits for its lazy route to be transformed, which takes seconds
    // when the machine is busy (a CI run beside other work): a limit for hangs, not a timing.
    testTimeout: 20_000,
  },
}));
