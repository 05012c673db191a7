import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  COURSE_MESSAGES,
  type CourseDetail,
  type CourseSummary,
  type courseListQuerySchema,
} from '@academy/contract/courses';
import { isFree } from '@academy/contract/money';
import { ROLES } from '@academy/contract/roles';
import type { Db } from '../../db/client.ts';
import { courses, type CourseRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { hasAccess, isEnrolled } from '../payments/access.ts';
import { splitClassQuery } from './classes.ts';
import { hideVideos } from './content.ts';

/** The catalogue: its cards, list and search, and a course's page for whoever asks. */

type ListQuery = z.output<typeof courseListQuerySchema>;

/**
 * The columns a course card needs. A list leaves each course's lessons, links, FAQ and search
 * text in the table: reading and parsing them for every card was most of a page's cost.
 */
const {
  classes: _classes,
  content: _content,
  courseLinks: _courseLinks,
  faq: _faq,
  prerequisites: _prerequisites,
  searchText: _searchText,
  ...cardColumns
} = getTableColumns(courses);
type CardRow = Omit<
  CourseRow,
  'classes' | 'content' | 'courseLinks' | 'faq' | 'prerequisites' | 'searchText'
> & {
  moduleCount: number;
};

const toCard = (row: CardRow): CourseSummary => ({
  _id: row.id,
  title: row.title,
  shortDescription: row.shortDescription,
  description: row.description,
  tags: row.tags,
  category: row.category,
  programs: row.programs,
  isFree: row.isFree,
  pricePaise: row.pricePaise,
  level: row.level,
  language: row.language,
  duration: row.lessonMinutes ?? row.durationMinutes,
  courseThumbnail: row.thumbnail,
  status: row.status,
  enrolledUserCount: row.enrolledCount,
  viewsCount: row.viewsCount,
  likesCount: row.likesCount,
  rating:
    row.ratingCount > 0 && row.ratingAvg !== null ? Math.round(row.ratingAvg * 10) / 10 : null,
  ratingCount: row.ratingCount,
  lessonCount: row.lessonCount,
  moduleCount: row.moduleCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toSummary = (row: CourseRow): CourseSummary =>
  toCard({ ...row, moduleCount: row.content.length });

/** Each word of the query as a prefix: "acc tax" finds "Accountancy" and "taxation". */
export function toPrefixQuery(q: string): string | null {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

type SortColumns = Record<
  'createdAt' | 'id' | 'enrolledCount' | 'ratingAvg' | 'pricePaise',
  AnyPgColumn
>;

/** The sorts, for the courses table or a subquery of it. */
const orderOf = (t: SortColumns): Record<ListQuery['sort'], SQL[]> => ({
  newest: [desc(t.createdAt), desc(t.id)],
  popular: [desc(t.enrolledCount), desc(t.createdAt)],
  rating: [sql`${t.ratingAvg} desc nulls last`, desc(t.createdAt)],
  'price-low': [asc(t.pricePaise), desc(t.createdAt)],
  'price-high': [desc(t.pricePaise), desc(t.createdAt)],
});

const cardSelection = {
  ...cardColumns,
  moduleCount: sql<number>`jsonb_array_length(${courses.content})`
    .mapWith(Number)
    .as('module_count'),
};

export async function listCourses(db: Db, query: ListQuery, isAdmin: boolean) {
  const where: SQL[] = [];
  if (query.status === 'all' && isAdmin) where.push(ne(courses.status, 'archived'));
  else where.push(eq(courses.status, 'published'));
  // "Class 10 science": class 10, and "science" in the text.
  const search = splitClassQuery(query.q ?? '');
  if (search.classes.length) where.push(arrayOverlaps(courses.classes, search.classes));
  const tsq = toPrefixQuery(search.text);
  if (tsq) where.push(sql`${courses.searchVector} @@ to_tsquery('simple', ${tsq})`);
  if (query.category && query.category !== 'all')
    where.push(arrayContains(courses.category, [query.category.toLowerCase()]));
  if (query.program) where.push(arrayContains(courses.programs, [query.program]));
  if (query.level) where.push(eq(courses.level, query.level));
  if (query.free !== undefined) where.push(eq(courses.isFree, query.free));
  if (query.language) where.push(sql`lower(${courses.language}) = lower(${query.language})`);
  const filter = and(...where);
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [{ rows, total }, languages] = await Promise.all([
    tsq ? searchPage(db, filter, query.sort, page) : browsePage(db, filter, query.sort, page),
    publishedLanguages(db),
  ]);
  return { items: rows.map(toCard), page: query.page, pageSize: query.pageSize, total, languages };
}

/** The languages of the published courses, one spelling of each, for the language filter. */
async function publishedLanguages(db: Db): Promise<string[]> {
  const rows = await db
    .select({ language: sql<string>`min(${courses.language})` })
    .from(courses)
    .where(eq(courses.status, 'published'))
    .groupBy(sql`lower(${courses.language})`)
    .orderBy(sql`lower(${courses.language})`);
  return rows.map((r) => r.language);
}

type Page = { limit: number; offset: number };

/** No search: the page is read off the index of its sort; the total is a count of its own. */
async function browsePage(db: Db, filter: SQL | undefined, sort: ListQuery['sort'], page: Page) {
  const [rows, [counted]] = await Promise.all([
    db
      .select(cardSelection)
      .from(courses)
      .where(filter)
      .orderBy(...orderOf(courses)[sort])
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(courses).where(filter),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * A search, in one statement. `matches` takes the ids and sort keys of every match off the
 * full-text index (PostgreSQL materialises it, as it is read twice, so it is never traded for a
 * walk of a sort index in search of matches); `picked` is the page of them; the cards' wide
 * columns and module counts are read for those twelve only, and the matches counted in passing.
 * Two statements (the page's ids with a window count, then its cards) cost PostgreSQL more than
 * twice as much under load (decisions §37).
 */
async function searchPage(db: Db, filter: SQL | undefined, sort: ListQuery['sort'], page: Page) {
  const { id, createdAt, enrolledCount, ratingAvg, pricePaise } = courses;
  const matches = db
    .$with('matches')
    .as(
      db
        .select({ id, createdAt, enrolledCount, ratingAvg, pricePaise })
        .from(courses)
        .where(filter),
    );
  const picked = db.$with('picked').as((qb) =>
    qb
      .select()
      .from(matches)
      .orderBy(...orderOf(matches)[sort])
      .limit(page.limit)
      .offset(page.offset),
  );
  const rows = await db
    .with(matches, picked)
    .select({
      ...cardSelection,
      total: sql<number>`(select count(*) from ${sql.identifier('matches')})`.mapWith(Number),
    })
    .from(picked)
    .innerJoin(courses, eq(courses.id, picked.id))
    .orderBy(...orderOf(picked)[sort]);
  if (rows[0]) return { rows, total: rows[0].total };
  if (page.offset === 0) return { rows: [], total: 0 };
  // Past the last page: nothing to count the matches with, so count them on their own.
  const [counted] = await db.select({ n: count() }).from(courses).where(filter);
  return { rows: [], total: counted?.n ?? 0 };
}

export async function findCourse(db: Db, id: string) {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row;
}

/** A course's page for this viewer: its lessons' videos only for those who may watch them. */
export function toDetail(row: CourseRow, viewer: Viewer | null, enrolled: boolean): CourseDetail {
  const isAdmin = viewer?.user.role === ROLES.admin;
  const full = hasAccess(viewer, { free: isFree(row), owned: enrolled });
  return {
    ...toSummary(row),
    prerequisites: row.prerequisites,
    faq: row.faq,
    courseContent: full ? row.content : hideVideos(row.content),
    ...(isAdmin
      ? {
          durationAsSet: row.durationMinutes,
          courseLink: row.courseLinks.map((l) => ({
            link: l.link,
            position: l.position,
            title: l.title,
            freePreview: l.freePreview,
            videos: l.videos,
          })),
        }
      : {}),
    viewer: { enrolled, isAdmin },
  };
}

/** Public detail: drafts and archived courses only for admins (and archived for its students). */
export async function getCourseDetail(db: Db, id: string, viewer: Viewer | null) {
  const row = await findCourse(db, id);
  const isAdmin = viewer?.user.role === ROLES.admin;
  if (!row) throw notFound(COURSE_MESSAGES.notFound);
  const enrolled = viewer ? await isEnrolled(db, viewer.user.id, id) : false;
  if (row.status !== 'published' && !isAdmin && !(row.status === 'archived' && enrolled))
    throw notFound(COURSE_MESSAGES.notFound);
  if (!isAdmin)
    await db
      .update(courses)
      .set({ viewsCount: sql`${courses.viewsCount} + 1` })
      .where(eq(courses.id, id));
  return toDetail({ ...row, viewsCount: row.viewsCount + (isAdmin ? 0 : 1) }, viewer, enrolled);
}
