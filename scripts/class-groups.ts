/**
 * Writes `apps/web/src/lib/class-groups.ts`: tailwind-merge's own configuration
 * (`getDefaultConfig()`), cut down to the class groups the app's classes belong to, as source.
 * Shipping `getDefaultConfig` itself would send the table of all 379 groups to every page.
 *
 * `node scripts/class-groups.ts [group ...]` keeps the groups already there and adds those named;
 * `utils.test.ts` names a missing group, and fails when the file no longer matches tailwind-merge.
 */
import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { getDefaultConfig, validators } from 'tailwind-merge';
import { CLASS_GROUPS } from '../apps/web/src/lib/class-groups.ts';

const FILE = new URL('../apps/web/src/lib/class-groups.ts', import.meta.url);
const config = getDefaultConfig();
const used = new Set([...CLASS_GROUPS, ...process.argv.slice(2)]);
const validatorNames = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]));
const themeKeys = new Set<string>();

/** The theme key a `fromTheme(key)` getter reads. */
function themeKeyOf(getter: (theme: object) => unknown): string {
  let key = '';
  getter(
    new Proxy(
      {},
      {
        get: (_target, name) => {
          key = String(name);
          return [];
        },
      },
    ),
  );
  return key;
}

function source(value: unknown): string {
  if (typeof value === 'function') {
    if ('isThemeGetter' in value) {
      const key = themeKeyOf(value as unknown as (theme: object) => unknown);
      themeKeys.add(key);
      return `fromTheme(${JSON.stringify(key)})`;
    }
    const name = validatorNames.get(value as never);
    if (!name) throw new Error(`An unknown function in tailwind-merge's config: ${String(value)}`);
    return name;
  }
  if (Array.isArray(value)) return `[${value.map(source).join(', ')}]`;
  if (value && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${source(item)}`)
      .join(', ')} }`;
  return JSON.stringify(value);
}

const keep = <T>(record: Record<string, T>) =>
  Object.fromEntries(Object.entries(record).filter(([group]) => used.has(group)));
const keepGroups = (record: Record<string, readonly string[]>) =>
  Object.fromEntries(
    Object.entries(keep(record))
      .map(([group, others]) => [group, others.filter((other) => used.has(other))] as const)
      .filter(([, others]) => others.length > 0),
  );

const classGroups = source(keep(config.classGroups));
const conflictingClassGroups = source(keepGroups(config.conflictingClassGroups));
const conflictingModifiers = source(keepGroups(config.conflictingClassGroupModifiers));
const postfixLookup = source(config.postfixLookupClassGroups?.filter((g) => used.has(g)) ?? []);
// A theme scale may name another one: keep every scale reached from the kept groups.
const theme: Record<string, string> = {};
for (let added = true; added;) {
  added = false;
  for (const key of [...themeKeys]) {
    if (key in theme) continue;
    theme[key] = source((config.theme as Record<string, unknown>)[key] ?? []);
    added = true;
  }
}
const usedValidators = [...validatorNames.values()].filter((name) =>
  new RegExp(`\\b${name}\\b`).test(classGroups + Object.values(theme).join()),
);

writeFileSync(
  FILE,
  `// Written by scripts/class-groups.ts from tailwind-merge's getDefaultConfig(); do not edit.
/**
 * tailwind-merge's configuration, with only the class groups the app's classes belong to. \`cn()\`
 * resolves conflicts within these only: its table of all 379 groups took 70 to 90 ms to build at
 * Lighthouse's 4x CPU slowdown, and shipping tailwind-merge's whole configuration sends every
 * page the code of that table. A class of a group not listed would be kept as written, never
 * dropped; utils.test.ts fails when the source writes one, and names its group.
 */
import { fromTheme, validators, type Config } from 'tailwind-merge';

const { ${usedValidators.join(', ')} } = validators;

export const MERGE_CONFIG: Config<string, string> = {
  cacheSize: ${config.cacheSize},
  theme: { ${Object.entries(theme)
    .map(([key, value]) => `${JSON.stringify(key)}: ${value}`)
    .join(', ')} },
  classGroups: ${classGroups},
  conflictingClassGroups: ${conflictingClassGroups},
  conflictingClassGroupModifiers: ${conflictingModifiers},
  postfixLookupClassGroups: ${postfixLookup},
  orderSensitiveModifiers: ${source(config.orderSensitiveModifiers)},
};

export const CLASS_GROUPS = Object.keys(MERGE_CONFIG.classGroups);
`,
);
execFileSync('npx', ['prettier', '--write', FILE.pathname], { stdio: 'inherit' });
