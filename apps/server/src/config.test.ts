import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config.ts';

describe('configuration', () => {
  it('README documents every environment variable the server reads', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Layout'));
    const missing = Object.keys(envSchema.shape).filter((name) => !table.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
