import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layers of both apps (CODE_STYLE.md, Layout) are the linter's: each rule is shown here to
 * refuse a planted crossing of its kind, so a change to eslint.config.js that lets one through
 * fails. `npm run lint` shows they pass on the repository.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });
const SLOW = 120_000;

/** The rules that refused `code` as if it were the file at `file` (from the repository's root). */
async function refusals(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map((m) => m.ruleId);
}

describe('the web app’s layers', () => {
  const feature = 'apps/web/src/features/courses/planted.ts';

  it(
    'refuse a feature importing another, however the path is spelt or loaded',
    async () => {
      for (const source of [
        "export { batchesQuery } from '../../features/batches/api/batches';",
        "export { batchesQuery } from '../batches/api/batches';",
        "export { batchesQuery } from '@/features/batches/api/batches';",
        "export const later = () => import('@/features/batches/api/batches');",
        "export const later = () => import('../batches/api/batches');",
      ])
        expect(await refusals(feature, source), source).toContain('import-x/no-restricted-paths');
      // Its own files are its own.
      expect(await refusals(feature, "export * from './api/list-courses';")).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuse a feature importing the app, and shared code importing a feature or the app',
    async () => {
      expect(await refusals(feature, "export * from '@/app/route-paths';")).toContain(
        'import-x/no-restricted-paths',
      );
      for (const source of [
        "export * from '../features/batches/api/batches';",
        "export const later = () => import('@/features/batches/api/batches');",
        "export * from '@/app/route-paths';",
      ]) {
        expect(await refusals('apps/web/src/lib/planted.ts', source), source).toContain(
          'import-x/no-restricted-paths',
        );
        expect(await refusals('apps/web/src/components/planted.ts', source), source).toContain(
          'import-x/no-restricted-paths',
        );
      }
    },
    SLOW,
  );
});

describe('the server’s layers', () => {
  const moduleFile = 'apps/server/src/modules/courses/planted.ts';

  it(
    'refuse a module importing a plugin or web/, a plugin or lib/ importing a module',
    async () => {
      const cases: [string, string][] = [
        [moduleFile, "export * from '../../plugins/errors.ts';"],
        [moduleFile, "export const later = () => import('../../web/index-html.ts');"],
        ['apps/server/src/plugins/planted.ts', "export * from '../modules/courses/catalogue.ts';"],
        ['apps/server/src/lib/planted.ts', "export * from '../modules/courses/catalogue.ts';"],
        ['apps/server/src/db/planted.ts', "export * from '../modules/courses/catalogue.ts';"],
      ];
      for (const [file, source] of cases)
        expect(await refusals(file, source), `${file}: ${source}`).toContain(
          'import-x/no-restricted-paths',
        );
      expect(await refusals(moduleFile, "export * from '../../lib/sql.ts';")).toEqual([]);
    },
    SLOW,
  );

  // Two real files, for the rule follows imports on disk; removed after the test.
  const cycle = path.join(ROOT, `apps/server/src/modules/planted-cycle-${process.pid}`);
  afterAll(() => rmSync(cycle, { recursive: true, force: true }));

  it(
    'refuse two files that import each other',
    async () => {
      mkdirSync(cycle, { recursive: true });
      writeFileSync(path.join(cycle, 'a.ts'), "export { b } from './b.ts';\nexport const a = 1;\n");
      writeFileSync(path.join(cycle, 'b.ts'), "export { a } from './a.ts';\nexport const b = 2;\n");
      const [result] = await eslint.lintFiles([path.join(cycle, 'a.ts')]);
      expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    },
    SLOW,
  );

  it('keeps the modules free of cycles: no module imports one that imports it back', () => {
    const src = path.join(ROOT, 'apps/server/src');
    const areaOf = (file: string) => {
      const [top, name] = path.relative(src, file).split(path.sep);
      return top === 'modules' ? `modules/${name}` : top!;
    };
    const uses = new Map<string, Set<string>>();
    for (const entry of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.ts') || entry.endsWith('.test.ts')) continue;
      const file = path.join(src, entry);
      for (const [, target] of readFileSync(file, 'utf8').matchAll(
        /(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g,
      )) {
        const [from, to] = [areaOf(file), areaOf(path.resolve(path.dirname(file), target!))];
        if (from !== to) uses.set(from, (uses.get(from) ?? new Set()).add(to));
      }
    }
    // A module that reaches itself through the modules it uses is in a cycle.
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      [...(uses.get(from) ?? [])].some(
        (next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))),
      );
    const inCycles = [...uses.keys()].filter((area) => reaches(area, area));
    expect(inCycles).toEqual([]);
  });
});

describe('the academy calendar', () => {
  // Spelt in pieces, so that this file does not name the zone itself.
  const zone = ['Asia', 'Kolkata'].join('/');
  const offset = ['+05', '30'].join(':');

  it(
    'is the one place that names India’s zone, in a string, a template or SQL',
    async () => {
      for (const [file, source] of [
        ['apps/server/src/modules/courses/planted.ts', `export const zone = '${zone}';`],
        [
          'apps/server/src/modules/courses/planted.ts',
          `export const at = (day: string) => \`\${day}T00:00:00${offset}\`;`,
        ],
        [
          'apps/server/src/modules/courses/planted.ts',
          `import { sql } from 'drizzle-orm';\nexport const day = sql\`now() at time zone '${zone}'\`;`,
        ],
        [
          'apps/web/src/features/courses/planted.ts',
          `export const format = new Intl.DateTimeFormat('en-IN', { timeZone: '${zone}' });`,
        ],
      ])
        expect(await refusals(file!, source!), source).toContain('no-restricted-syntax');
      expect(
        await refusals(
          'apps/server/src/modules/courses/planted.ts',
          "import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-calendar';\nexport const zone = ACADEMY_TIME_ZONE;",
        ),
      ).toEqual([]);
    },
    SLOW,
  );
});

describe('the account service', () => {
  const planted = [
    "import { users } from '../../db/schema/index.ts';",
    "import type { Db } from '../../db/client.ts';",
    'export const add = (db: Db, phone: string) =>',
    "  db.insert(users).values({ name: 'Planted', phone, passwordHash: '-' });",
  ].join('\n');

  it(
    'is the one place that writes a user’s row: another module, the demo or the first admin may not',
    async () => {
      for (const file of [
        'apps/server/src/modules/students/planted.ts',
        'apps/server/src/modules/auth/planted.ts',
        'apps/server/src/demo/planted.ts',
      ])
        expect(await refusals(file, planted), file).toContain('no-restricted-syntax');
      expect(await refusals('apps/server/src/modules/accounts/planted.ts', planted)).toEqual([]);
    },
    SLOW,
  );
});
