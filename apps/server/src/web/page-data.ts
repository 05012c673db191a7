import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { splitLocale } from '@academy/contract/locales';
import { RETURN_PARAM } from '@academy/contract/return-path';
import { FIRST_CATALOGUE_PAGE, courseListQuerySchema } from '@academy/contract/courses';
import { noteListQuerySchema } from '@academy/contract/notes';
import {
  CONFIRM_PHONE_PARAM,
  PASSWORD_CHANGED_PARAM,
  FIRST_NOTES_PAGE,
  courseQueryKey,
  coursesQueryKey,
  firstResourcesView,
  materialListQueryKey,
  meQueryKey,
  showcaseQueryKey,
  studentTestsQueryKey,
  type PageDataEntry,
} from '@academy/contract/page-data';
import { PROGRAMS, type ProgramSlug } from '@academy/contract/programs';
import { type ResourceKind, resourceListQuerySchema } from '@academy/contract/resources';
import { pageSessionUser } from '../modules/auth/page-session.ts';
import { getCourseDetail, listCourses } from '../modules/courses/catalogue.ts';
import type { CourseViews } from '../modules/courses/views.ts';
import { listStudentTests } from '../modules/mock-tests/taking.ts';
import { listNotes } from '../modules/notes/service.ts';
import { listResources } from '../modules/resources/service.ts';
import { readShowcase } from '../modules/site-config/showcase.ts';

/** The catalogue's filters: with any of them in the address, the first page is not the one asked. */
const CATALOGUE_FILTERS = ['q', 'category', 'program', 'price', 'language', 'sort', 'page'];
/** What the study-material pages read from their address (`studyFiltersOf` and their own). */
const STUDY_FILTERS = ['class', 'stream', 'subject'];
const NOTES_FILTERS = [...STUDY_FILTERS, 'access', 'page'];
const RESOURCES_FILTERS = [...STUDY_FILTERS, 'exam', 'year', 'chapter'];
const RESOURCE_PAGES: Record<string, ResourceKind> = {
  '/ncert-textbooks': 'textbook',
  '/ncert-solutions': 'solution',
  '/pyqs': 'paper',
};
const courseId = z.uuid();
/** The sign-in pages read where to go back to (`/login?from=…`). */
const SIGN_IN_PAGES = new Set(['/login', '/register', '/confirm-phone']);

/** The API's query for a study-material list's filters, as the page sends them: only those set. */
const sentFilters = (filters: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value));

/**
 * The catalogue's page this is, when it is one: `/courses`, or `/courses/:program` for a known
 * program, which lists with the program among its parameters (catalogue-page.tsx).
 */
function catalogueOf(pathname: string): { program?: ProgramSlug } | undefined {
  if (pathname === '/courses') return {};
  const slug = pathname.match(/^\/courses\/([^/]+)$/)?.[1];
  const program = PROGRAMS.find((known) => known.slug === slug)?.slug;
  return program && { program };
}

/**
 * The query parameters a visitor's page reads, in its first data or its render (the web app's
 * pages: `useUrlFilters`, `useSearchParams`, `returnPathOf`): the visitor cache keeps one page
 * for every other query (plugins/visitor-cache.ts).
 */
export function pageQueryOf(path: string): readonly string[] {
  const { path: pathname } = splitLocale(path);
  if (catalogueOf(pathname)) return CATALOGUE_FILTERS;
  if (pathname === '/notes') return NOTES_FILTERS;
  if (RESOURCE_PAGES[pathname]) return RESOURCES_FILTERS;
  if (pathname === '/useful-links') return ['q'];
  // Reached without script, the code's page names the number in its address.
  if (pathname === '/confirm-phone') return [RETURN_PARAM, CONFIRM_PHONE_PARAM];
  // Reached from a password reset without script, the login page says it was changed.
  if (pathname === '/login') return [RETURN_PARAM, PASSWORD_CHANGED_PARAM];
  if (SIGN_IN_PAGES.has(pathname)) return [RETURN_PARAM];
  return [];
}

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
  const catalogue = catalogueOf(pathname);
  if (catalogue) {
    if (CATALOGUE_FILTERS.some((filter) => search.has(filter))) return undefined;
    const first = { ...FIRST_CATALOGUE_PAGE, ...catalogue };
    return {
      queryKey: [...coursesQueryKey, first],
      data: await listCourses(app.db, courseListQuerySchema.parse(first), false),
    };
  }
  if (pathname === '/notes') {
    if (NOTES_FILTERS.some((filter) => search.has(filter))) return undefined;
    const query = noteListQuerySchema.parse(sentFilters(FIRST_NOTES_PAGE));
    return {
      queryKey: materialListQueryKey('notes', FIRST_NOTES_PAGE),
      data: await listNotes(app.db, query, null),
    };
  }
  const kind = RESOURCE_PAGES[pathname];
  if (kind) {
    if (RESOURCES_FILTERS.some((filter) => search.has(filter))) return undefined;
    const filters = firstResourcesView(kind);
    return {
      queryKey: materialListQueryKey('resources', filters),
      data: await listResources(app.db, resourceListQuerySchema.parse(sentFilters(filters))),
    };
  }
  if (pathname === '/tests') {
    // The page filters the whole list in the browser: its address changes nothing asked.
    return {
      queryKey: studentTestsQueryKey(undefined),
      data: await listStudentTests(app.db, null, {}),
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
 * The query-cache entries inlined into a visitor's page, so its first render waits on no API
 * call. Only for a request without session cookies (`sessionCookies.present`): that visitor
 * is signed out for sure, and sees what every visitor sees.
 */
export async function pageDataFor(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<PageDataEntry[]> {
  const search = new URLSearchParams(request.url.split('?')[1] ?? '');
  // A course that is not found, or a failing query, leaves the page to ask the API as before.
  const first = await firstDataOf(app, pathname, search).catch(() => undefined);
  return [{ queryKey: meQueryKey, data: null }, ...(first ? [first] : [])];
}

/**
 * What a signed-in page is sent with: who is signed in, and nothing of the page's own data,
 * which the page asks the API for, where each read is checked. None when the cookies hold no
 * live session: the page's script asks `me`, which says why.
 */
export async function signedInPageDataFor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PageDataEntry[] | undefined> {
  const user = await pageSessionUser(app, request, reply);
  return user && [{ queryKey: meQueryKey, data: user }];
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
