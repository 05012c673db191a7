import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPostgres, openPglite, pgliteExtensions } from '../src/db/client.ts';

/**
 * Migrating takes seconds; a migrated database is made once per run and every test file starts
 * from a copy of it: a PGlite data folder, or, with TEST_DATABASE_URL, a PostgreSQL template
 * database that each test file's `CREATE DATABASE ... TEMPLATE` copies (test/database.ts).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `academy_template_${randomBytes(6).toString('hex')}`;
    await onServer(url, `create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = connectPostgres(target.toString(), 1);
    await database.migrate();
    // A template is copied only while nobody is connected to it.
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return () => onServer(url, `drop database if exists ${name} with (force)`);
  }
  const pglite = new PGlite({ extensions: pgliteExtensions });
  const database = openPglite(undefined, pglite);
  await database.migrate();
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `academy-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => {
    await rm(file, { force: true });
  };
}

/** One statement on the server's maintenance database. */
export async function onServer(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
