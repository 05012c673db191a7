import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from './route-preloads.ts';

const webRoot = path.resolve(import.meta.dirname, '../../../web');

describe('route modules to preload', () => {
  it('name source files the web app has (a renamed route would lose its preload)', () => {
    const missing = ROUTE_MODULES.flatMap(([, modules]) => modules).filter(
      (module) => !existsSync(path.join(webRoot, module)),
    );
    expect(missing).toEqual([]);
  });
});
