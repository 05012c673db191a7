import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '../../lingui.config';

const src = path.resolve(import.meta.dirname, '..');
const files = (pattern: string) =>
  globSync(pattern, { cwd: src }).filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file));

const adminFiles = new Set(ADMIN_SCREENS.flatMap(files));
/** The admin area's routes: they load the admin catalog before any of its pages draws. */
const ADMIN_ENTRY = 'app/admin-routes.tsx';

/** What a module imports, as paths under src (the app's own modules only). */
function importsOf(file: string): string[] {
  const code = readFileSync(path.join(src, file), 'utf8');
  const specifiers = [...code.matchAll(/(?:from|import\()\s*'([^']+)'/g)].map(([, s]) => s!);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/')
      ? specifier.slice(2)
      : specifier.startsWith('.')
        ? path.join(path.dirname(file), specifier)
        : null;
    if (base === null) return [];
    return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].filter((f) => files(f).includes(f));
  });
}

describe('the admin catalog', () => {
  it('holds the messages of modules only the admin area loads', () => {
    expect(adminFiles.size).toBeGreaterThan(20);
    // A module outside the admin area that imports an admin screen would show its messages
    // on a page where the admin catalog was never fetched.
    const leaks = files('**/*')
      .filter((file) => !adminFiles.has(file) && file !== ADMIN_ENTRY)
      .flatMap((file) =>
        importsOf(file)
          .filter((imported) => adminFiles.has(imported))
          .map((imported) => `${file} imports ${imported}`),
      );
    expect(leaks).toEqual([]);
  });
});
