import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { splitLocale } from '@academy/contract/locales';
import { FIRST_CATALOGUE_PAGE, courseListQuerySchema } from '@academy/contract/courses';
import {
  courseQueryKey,
  coursesQueryKey,
  meQueryKey,
  showcaseQueryKey,
  type PageDataEntry,
} from '@academy/contract/page-data';
import { getCourseDetail, listCourses } from '../modules/courses/service.ts';
import type { CourseViews } from '../modules/courses/views.ts';
import { readShowcase } from '../modules/site-config/showcase.ts';

/** The catalogue's filters: with any of them in the address, the first page is not the one asked. */
const CATALOGUE_FILTERS = ['q', 'category', 'sort', 'page'];
const courseId = z.uuid();

/** The course whose page this is, when it is one. */
function visitedCourse(pathname: string): string | undefined {
  const id = pathname.match(/^\/course\/([^/]+)$/)?.[1];
  return id && courseId.safeParse(id).success ? id : undefined;
}

/**
 * The page's first data as a visitor sees it, from the same services as the API, under the
 * query key the page asks with; none when the page has no data of its own or it is not found.
 */
async function firstDataOf(
  app: FastifyInstance,
  pathname: string,
  search: URLSearchParams,
): Promise<PageDataEntry | undefined> {
  if (pathname === '/' || pathname === '/about') {
    return { queryKey: showcaseQueryKey, data: await readShowcase(app.db) };
  }
  if (pathname === '/courses') {
    if (CATALOGUE_FILTERS.some((filter) => search.has(filter))) return undefined;
    const query = courseListQuerySchema.parse(FIRST_CATALOGUE_PAGE);
    return {
      queryKey: [...coursesQueryKey, FIRST_CATALOGUE_PAGE],
      data: await listCourses(app.db, query, false),
    };
  }
  const id = visitedCourse(pathname);
  if (id) {
    // Counts the visit, as the API call it replaces did.
    return { queryKey: courseQueryKey(id), data: await getCourseDetail(app.db, id, null) };
  }
  return undefined;
}

/**
 * The query-cache entries inlined into a page, so its first render waits on no API call. Only
 * for a request without session cookies: that visitor is signed out for sure (as
 * `GET /api/auth/me` would answer), and sees what every visitor sees. A signed-in page keeps
 * asking the API, where the session is checked.
 */
export async function pageDataFor(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<PageDataEntry[] | undefined> {
  const { access, refresh } = app.sessionCookies.read(request);
  if (access || refresh) return undefined;
  const search = new URLSearchParams(request.url.split('?')[1] ?? '');
  // A course that is not found, or a failing query, leaves the page to ask the API as before.
  const first = await firstDataOf(app, pathname, search).catch(() => undefined);
  return [{ queryKey: meQueryKey, data: null }, ...(first ? [first] : [])];
}

/**
 * What rendering the page would have counted, for a visitor's page served from the cache
 * (plugins/visitor-cache.ts): a course's visit. The page shows the count as it was rendered.
 */
export function countVisit(views: CourseViews, request: FastifyRequest) {
  const { path } = splitLocale(request.url.split('?')[0]!);
  const id = visitedCourse(path);
  if (id) views.count(id);
}
