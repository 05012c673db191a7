/**
 * EXPLAIN (ANALYZE, BUFFERS) of the queries behind the busy pages, on the seeded database. The
 * SQL is not copied here: the services themselves run on a Drizzle instance that records what
 * they send, so the plans are those of the code as it is.
 */
import { count, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import { getCourseDetail, listCourses } from '../../apps/server/src/modules/courses/catalogue.ts';
import { myCourses } from '../../apps/server/src/modules/enrolments/service.ts';
import { listStudents } from '../../apps/server/src/modules/students/search.ts';
import { COURSE_SORTS } from '@academy/contract/courses';
import { courseIdSql, studentIdSql, studentPhone } from './seed.ts';
import { table } from './server.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

interface Explained {
  label: string;
  ms: number;
  buffers: number;
  scans: string[];
  seqScans: string[];
}

function scansOf(node: PlanNode, into: string[] = []): string[] {
  if (node['Index Name']) into.push(`${node['Node Type']} ${node['Index Name']}`);
  else if (node['Node Type'] === 'Seq Scan') into.push(`Seq Scan ${node['Relation Name']}`);
  for (const child of node.Plans ?? []) scansOf(child, into);
  return into;
}

/** What each query of the busy pages does on 10,000 courses and 100,000 students. */
export async function explainAll(databaseUrl: string): Promise<Explained[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // Dropping the database right after may end a connection that is still closing.
  pool.on('error', () => {});
  const recorded: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => void recorded.push({ sql, params }) },
  }) as unknown as Db;

  const cases: { label: string; run: () => Promise<unknown> }[] = [];
  const courseQuery = (q: string | undefined, sort: (typeof COURSE_SORTS)[number]) => ({
    q,
    sort,
    status: 'published' as const,
    page: 1,
    pageSize: 12,
  });
  for (const sort of COURSE_SORTS) {
    cases.push({
      label: `courses, ${sort}`,
      run: () => listCourses(db, courseQuery(undefined, sort), false),
    });
    cases.push({
      label: `courses "physics", ${sort}`,
      run: () => listCourses(db, courseQuery('physics', sort), false),
    });
  }
  const students = (q: string) => () =>
    listStudents(db, { q, sort: 'name', status: 'all', page: 1, pageSize: 10 });
  cases.push({ label: 'students, by name', run: students('') });
  // 4,000 matches, counted up to the cap and paged by walking the name index.
  cases.push({ label: 'students "mehta"', run: students('mehta') });
  // 5,000 matches, all late in the name order: the walk falls short and the matches are sorted.
  cases.push({ label: 'students "vikram"', run: students('vikram') });
  // 200 matches: counted exactly and sorted.
  cases.push({ label: 'students "priya mehta"', run: students('priya mehta') });
  // No match: the count is the only query.
  const phone = studentPhone(4242).slice(-6);
  cases.push({ label: `students "${phone}" (phone)`, run: students(phone) });
  cases.push({ label: 'students "424200" (no match)', run: students('424200') });

  const { rows } = await pool.query<{ student: string; course: string }>(
    `select ${studentIdSql('17')} as student, ${courseIdSql('(17 * 7 + 1009) % 10000 + 1')} as course`,
  );
  const { student: studentId, course: courseId } = rows[0]!;
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, studentId));
  cases.push({ label: 'my courses', run: () => myCourses(db, studentId) });
  cases.push({
    label: 'course detail (student)',
    run: () => getCourseDetail(db, courseId, { user: user!, sessionId: studentId }),
  });
  cases.push({
    label: 'course enrolments count',
    run: () =>
      db
        .select({ n: count() })
        .from(schema.enrolments)
        .where(eq(schema.enrolments.courseId, courseId)),
  });

  const seen = new Set<string>();
  const results: Explained[] = [];
  for (const c of cases) {
    recorded.length = 0;
    await c.run();
    for (const [i, query] of recorded.entries()) {
      const key = query.sql + JSON.stringify(query.params);
      if (seen.has(key)) continue;
      seen.add(key);
      const explain = `explain (analyze, buffers, format json) ${query.sql}`;
      // The second run is the steady state: the first one also warms the cache.
      await pool.query(explain, query.params);
      const { rows: plan } = await pool.query<{ 'QUERY PLAN': unknown }>(explain, query.params);
      const [top] = plan[0]!['QUERY PLAN'] as {
        Plan: PlanNode & { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
        'Execution Time': number;
      }[];
      const scans = scansOf(top!.Plan);
      // A step that reads a subquery is named by its alias ("walked", "matches").
      const kind = /^select (count|coalesce\(sum)/i.test(query.sql)
        ? 'count'
        : /^update/i.test(query.sql)
          ? 'update'
          : (/^select .* from \(select .*\) "(\w+)"/s.exec(query.sql)?.[1] ?? 'rows');
      results.push({
        label: recorded.length > 1 ? `${c.label} (${kind}${i > 1 ? ` ${i}` : ''})` : c.label,
        ms: top!['Execution Time'],
        buffers: top!.Plan['Shared Hit Blocks'] + top!.Plan['Shared Read Blocks'],
        scans: [...new Set(scans)],
        seqScans: scans.filter((s) => s.startsWith('Seq Scan')),
      });
    }
  }
  await pool.end();
  return results;
}

export async function runExplain(databaseUrl: string) {
  const results = await explainAll(databaseUrl);
  console.log('\nEXPLAIN (ANALYZE, BUFFERS) on the seeded database, warm cache\n');
  console.log(
    table(
      ['Query', 'ms', 'Buffers', 'Index', 'Scans'],
      results.map((r) => [
        r.label,
        r.ms.toFixed(2),
        r.buffers,
        r.seqScans.length ? 'NO' : 'yes',
        r.scans.join(', '),
      ]),
    ),
  );
  const missing = results.filter((r) => r.seqScans.length);
  console.log(
    missing.length
      ? `\n${missing.length} quer${missing.length === 1 ? 'y reads' : 'ies read'} a table sequentially.`
      : '\nEvery query is served by an index.',
  );
  return results;
}
