import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  like,
  ne,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { ROLES } from '@academy/contract/roles';
import type { StudentPage, StudentSort } from '@academy/contract/students';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { userCounts, users } from '../../db/schema/index.ts';
import { nameOrPhoneMatch } from '../../lib/sql.ts';
import { toStudentRow } from '../accounts/students.ts';

/**
 * Manage Students' list and its CSV: browsing, searching by name or phone, and how a broad search
 * stays fast over 100,000 students (decisions §31, §32).
 */

/**
 * Any columns will do: the users table's, or the same columns of a subquery of it. `nameKey` is
 * what the name sorts order by, `lower(name)`, or a subquery's column holding it.
 */
type SortColumns = Record<'id' | 'createdAt', AnyPgColumn> & { nameKey: SQLWrapper };

/** The sorts, for the users table or a subquery of it. */
const orderOf = (t: SortColumns): Record<StudentSort, SQL[]> => ({
  name: [sql`${t.nameKey} asc`, asc(t.id)],
  '-name': [sql`${t.nameKey} desc`, desc(t.id)],
  newest: [desc(t.createdAt), desc(t.id)],
  oldest: [asc(t.createdAt), asc(t.id)],
});
const nameKey = sql<string>`lower(${users.name})`;
const ORDER = orderOf({ ...users, nameKey });

export interface StudentFilter {
  q: string;
  sort: StudentSort;
  status: 'all' | 'active' | 'suspended';
}

function whereStudents({ q, status }: Pick<StudentFilter, 'q' | 'status'>) {
  return and(
    eq(users.role, ROLES.student),
    statusIs(users.status, status),
    nameOrPhoneMatch(q, (pattern) => ilike(users.name, pattern), users.phone),
  );
}

const statusIs = (column: typeof users.status | typeof userCounts.status, status: string) =>
  status === 'all' ? ne(column, 'deleted') : eq(column, status);

type Page = { page: number; pageSize: number };

export async function listStudents(
  db: Db,
  filter: StudentFilter & Page,
  limits = SEARCH_LIMITS,
): Promise<StudentPage> {
  const { items, total, totalIsCapped } = filter.q
    ? await searchStudents(db, filter, limits)
    : { ...(await browseStudents(db, filter)), totalIsCapped: false };
  return {
    items: items.map(toStudentRow),
    page: filter.page,
    pageSize: filter.pageSize,
    total,
    totalIsCapped,
  };
}

/**
 * No search: the page is read off the index of its sort, and the total comes from the counts
 * the triggers keep (counting 100,000 students on every page view is what this avoids).
 */
async function browseStudents(db: Db, filter: StudentFilter & Page) {
  const [items, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(whereStudents(filter))
      .orderBy(...ORDER[filter.sort])
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ n: sql<number>`coalesce(sum(${userCounts.n}), 0)`.mapWith(Number) })
      .from(userCounts)
      .where(and(eq(userCounts.role, ROLES.student), statusIs(userCounts.status, filter.status))),
  ]);
  return { items, total: counted?.n ?? 0 };
}

/**
 * How far a search looks (decisions §32). `countAhead`: its matches are counted up to this
 * many past the page's first row, and past that the total is "more than". `walk`: a broad search
 * reads at most this many students in the sort's order looking for its page.
 */
export const SEARCH_LIMITS = { countAhead: 1_000, walk: 5_000 };

/**
 * A search. Counting every match of a broad one (4,000 "mehta" of 100,000 students) reads each of
 * them on every page view, so the count stops `countAhead` past the page's start. A narrow search
 * (the count stopped short of that) is paged from its matches, found through the trigram indexes.
 * A broad one is paged by walking the sort's index, which meets the page's matches within a few
 * thousand students unless they bunch up late in the order (a first name, sorted by name); the
 * walk is bounded, and past it the matches are sorted as for a narrow search.
 */
async function searchStudents(db: Db, filter: StudentFilter & Page, limits = SEARCH_LIMITS) {
  const offset = (filter.page - 1) * filter.pageSize;
  const countLimit = offset + limits.countAhead + 1;
  const [counted] = await db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(users)
      .where(whereStudents(filter))
      .limit(countLimit)
      .as('counted'),
  );
  const n = counted?.n ?? 0;
  if (n < countLimit) {
    // Past the last page there is nothing to fetch.
    if (n <= offset) return { items: [], total: n, totalIsCapped: false };
    return { items: await sortedMatches(db, filter, offset), total: n, totalIsCapped: false };
  }
  const walked = await walkForPage(db, filter, offset, limits.walk);
  if (walked.length === filter.pageSize) {
    return { items: walked, total: countLimit - 1, totalIsCapped: true };
  }
  // The matches lie beyond the walk: sort them all, which counts them exactly too.
  const items = await sortedMatches(db, filter, offset);
  // (Empty only if the matches went in between: the count is then the best there is.)
  return items[0]
    ? { items, total: items[0].total, totalIsCapped: false }
    : { items, total: countLimit - 1, totalIsCapped: true };
}

/**
 * The page from all the matches, found through the trigram indexes and sorted. The window
 * function (which also counts them) keeps PostgreSQL from flattening the subquery, so it cannot
 * choose to walk the whole sort index looking for matches instead (decisions §31).
 */
async function sortedMatches(db: Db, filter: StudentFilter & Page, offset: number) {
  const matches = db
    .select({
      ...getTableColumns(users),
      nameKey: nameKey.as('name_key'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(users)
    .where(whereStudents(filter))
    .as('matches');
  return db
    .select()
    .from(matches)
    .orderBy(...orderOf(matches)[filter.sort])
    .limit(filter.pageSize)
    .offset(offset);
}

/**
 * The page from the first `walk` students in the sort's order, or fewer rows when their matches
 * do not reach it. The subquery's LIMIT bounds the walk; ordering by the subquery's own columns
 * lets it stop as soon as the page is full. The walk keeps only ids and what it tests and sorts
 * on (PostgreSQL drops the columns a sort leaves unused), so by name it reads the name index
 * alone, which holds the name, phone, role and status (migration 0009); the page's rows are then
 * read by id. Names are tested on the lowered name the walk carries: `lower(name) LIKE
 * lower(pattern)` is what ILIKE does in a UTF-8 database, without lowercasing each name again.
 */
async function walkForPage(db: Db, filter: StudentFilter & Page, offset: number, walk: number) {
  const walked = db
    .select({
      id: users.id,
      phone: users.phone,
      createdAt: users.createdAt,
      nameKey: nameKey.as('name_key'),
    })
    .from(users)
    .where(whereStudents({ q: '', status: filter.status }))
    .orderBy(...ORDER[filter.sort])
    .limit(walk)
    .as('walked');
  const page = db
    .select({ id: walked.id })
    .from(walked)
    .where(nameOrPhoneMatch(filter.q, (p) => like(walked.nameKey, sql`lower(${p})`), walked.phone))
    .orderBy(...orderOf(walked)[filter.sort])
    .limit(filter.pageSize)
    .offset(offset);
  return db
    .select()
    .from(users)
    .where(inArray(users.id, page))
    .orderBy(...ORDER[filter.sort]);
}

/** Every student that matches, for the CSV export (bounded: an academy, not a census). */
export async function allStudents(db: Db, filter: StudentFilter) {
  const rows = await db
    .select()
    .from(users)
    .where(whereStudents(filter))
    .orderBy(...ORDER[filter.sort])
    .limit(50_000);
  return rows.map(toStudentRow);
}
