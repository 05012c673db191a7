import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createTailwindMerge, getDefaultConfig, twMerge, validators } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { CLASS_GROUPS, MERGE_CONFIG } from './class-groups';
import { cn } from './utils';

const src = path.resolve(import.meta.dirname, '..');

/**
 * Every word of the app's source that could be a class, and is one to tailwind-merge: a class
 * merges away its own repeat, a word that is not a class is kept twice.
 */
function classesInSource(): string[] {
  const words = new Set<string>();
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    // lib/class-groups.ts is tailwind-merge's table: its words are the classes it knows.
    if (!/\.(tsx?|css)$/.test(file) || file.includes('.test.')) continue;
    if (file.endsWith('class-groups.ts')) continue;
    for (const word of readFileSync(path.join(src, file), 'utf8').split(/[\s'"`{}<>,;]+/)) {
      if (/^[!-]?[a-z@*[][\w\-:[\]/.%#()=&*!@+]*$/i.test(word)) words.add(word);
    }
  }
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word);
}

/** The groups of tailwind-merge's own table that claim any of `classes`. */
function groupsOf(classes: string[]): string[] {
  const config = getDefaultConfig();
  return Object.entries(config.classGroups)
    .filter(([group, definition]) => {
      const alone = createTailwindMerge(() => ({
        ...config,
        classGroups: { [group]: definition },
        conflictingClassGroups: {},
        conflictingClassGroupModifiers: {},
      }));
      return classes.some((name) => alone(`${name} ${name}`) === name);
    })
    .map(([group]) => group);
}

describe('cn', () => {
  it('joins classes and lets the later of two conflicting utilities win', () => {
    expect(cn('px-4 py-2', false, undefined, 'px-2')).toBe('py-2 px-2');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('text-sm text-muted-foreground', 'text-lg text-primary')).toBe(
      'text-lg text-primary',
    );
    expect(cn('hidden sm:inline-flex', 'flex')).toBe('sm:inline-flex flex');
    // A class it does not know is never dropped.
    expect(cn('some-class', 'some-class')).toBe('some-class some-class');
  });

  const classes = classesInSource();

  it("knows the groups of the source's classes, and only those", () => {
    expect(classes.length).toBeGreaterThan(300);
    // A missing group: `node scripts/class-groups.ts <group>` adds it to lib/class-groups.ts.
    expect([...CLASS_GROUPS].sort()).toEqual(groupsOf(classes).sort());
  });

  it("has tailwind-merge's own definition of each of those groups", () => {
    const names = new Map<unknown, string>(Object.entries(validators).map(([k, v]) => [v, k]));
    const themeKey = (getter: (theme: object) => unknown) => {
      let key = '';
      getter(new Proxy({}, { get: (_theme, name) => ((key = String(name)), []) }));
      return key;
    };
    // Validators by name, a theme's scale by the key it reads.
    const plain = (value: unknown): unknown => {
      if (typeof value === 'function')
        return names.get(value) ?? `theme:${themeKey(value as (theme: object) => unknown)}`;
      if (Array.isArray(value)) return value.map(plain);
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
      return value;
    };
    const defaults = getDefaultConfig().classGroups as Record<string, unknown>;
    for (const group of CLASS_GROUPS)
      expect(plain(MERGE_CONFIG.classGroups[group]), group).toEqual(plain(defaults[group]));
  });

  it('merges any two classes of the source as the whole of tailwind-merge does', () => {
    const different: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (cn(first, second) !== twMerge(first, second)) different.push(`${first} ${second}`);
      }
    }
    expect(different).toEqual([]);
  });
});
