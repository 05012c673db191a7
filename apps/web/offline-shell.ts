import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The modules a phone needs to open the saved list with no network, beside the entry: its
 * page, the menus around it, the toasts it raises, the worker's own registration and both
 * languages' catalogs (the cached app page names no catalog file, and a stored page's file may
 * not have been kept: lib/i18n/catalogs.ts then imports the catalog's chunk). The other
 * pages' code is kept as they are visited (the service worker's `assets` cache), so a student
 * does not download the admin's. Named by the end of their key in Vite's manifest.
 */
const OFFLINE_MODULES = [
  'index.html',
  'src/features/offline/pages/saved-page.tsx',
  'src/components/user-menu.tsx',
  'src/components/mobile-nav-panel.tsx',
  'src/components/desktop-nav-links.tsx',
  'node_modules/sonner/dist/index.mjs',
  'src/lib/offline/register-service-worker.ts',
  'src/locales/en/site.po',
  'src/locales/hi/site.po',
];

/** The built files of those modules and of everything they import, from Vite's manifest. */
export function offlineShellFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    chunk.imports?.forEach(visit);
  };
  const keys = Object.keys(manifest);
  for (const name of OFFLINE_MODULES) {
    const key = keys.find((candidate) => candidate === name || candidate.endsWith(`/${name}`));
    if (!key) throw new Error(`offline-shell: ${name} is not in the build's manifest`);
    visit(key);
  }
  return files;
}
