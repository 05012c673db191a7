import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite, pgliteExtensions } from '../src/db/client.ts';

/**
 * PGlite's first start takes seconds; a migrated copy is made once and every test file starts
 * from it. With TEST_DATABASE_URL set, each test file gets its own PostgreSQL database instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const pglite = new PGlite({ extensions: pgliteExtensions });
  const database = openPglite(undefined, pglite);
  await database.migrate();
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `academy-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(file, { force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
