/**
 * Fails when the message catalogs (apps/web/src/locales) are out of step with the code: a
 * message in the code that no catalog has, or a catalog entry no code uses any more. It runs
 * the extraction and compares, leaving the catalogs as they were.
 */
import { execFileSync } from 'node:child_process';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '../apps/web');
const locales = path.join(web, 'src/locales');

const files = (await readdir(locales, { recursive: true }))
  .filter((file) => file.endsWith('.po'))
  .map((file) => path.join(locales, file));
const before = new Map(
  await Promise.all(files.map(async (f) => [f, await readFile(f, 'utf8')] as const)),
);

/** The msgids of a PO file, the header's empty one aside. */
const idsOf = (po: string) =>
  new Set(
    [...po.matchAll(/^msgid ((?:".*"\n?)+)/gm)].map(([, id]) => id!).filter((id) => id !== '""\n'),
  );

try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: web, stdio: 'ignore' });
  let stale = false;
  for (const [file, po] of before) {
    const was = idsOf(po);
    const now = idsOf(await readFile(file, 'utf8'));
    const missing = [...now].filter((id) => !was.has(id));
    const unused = [...was].filter((id) => !now.has(id));
    for (const id of missing) console.error(`${path.relative(web, file)}: missing ${id.trim()}`);
    for (const id of unused) console.error(`${path.relative(web, file)}: unused ${id.trim()}`);
    stale ||= missing.length > 0 || unused.length > 0;
  }
  if (stale) {
    console.error('The catalogs are out of date: run `npm run i18n:extract` and translate.');
    process.exitCode = 1;
  } else {
    console.log(`The catalogs match the code (${files.length} files).`);
  }
} finally {
  await Promise.all([...before].map(([file, po]) => writeFile(file, po)));
}
