import { and, eq } from 'drizzle-orm';
import { PROGRAMS } from '@academy/contract/programs';
import { VIDEO_SECTIONS } from '@academy/contract/video-library';
import type { Db } from '../../db/client.ts';
import { courses } from '../../db/schema/index.ts';

/** What a page says about itself to search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  image?: string;
}

/** The public pages that have content of their own, with their titles and descriptions. */
export const PUBLIC_PAGES: Record<string, PageMeta> = {
  '/courses': {
    title: 'Courses',
    description: 'Video courses for classes 1 to 12 and the CA and CMA exams, free and paid.',
  },
  '/about': {
    title: 'About',
    description: 'Our mission, our teachers and why students choose us.',
  },
  '/contact': {
    title: 'Contact',
    description: 'Call, WhatsApp, email or visit us, or send us a message.',
  },
  '/useful-links': {
    title: 'Useful Links',
    description: 'Official sites and resources for students, parents and CA and CMA candidates.',
  },
  '/notes': {
    title: 'Notes',
    description: 'High-quality study notes written by our teachers, chapter by chapter.',
  },
  '/ncert-textbooks': {
    title: 'NCERT Textbooks',
    description: 'Every NCERT textbook by class and subject, from the official source.',
  },
  '/ncert-solutions': {
    title: 'NCERT Solutions',
    description: 'Chapter-wise answers to every NCERT exercise, written by our teachers.',
  },
  '/pyqs': {
    title: 'Previous Year Papers',
    description: 'Board, CA and CMA question papers by exam, subject and year.',
  },
  ...Object.fromEntries(
    PROGRAMS.map((p) => [
      `/courses/${p.slug}`,
      { title: p.label, description: `${p.label} courses: ${p.description}.` },
    ]),
  ),
  ...Object.fromEntries(
    VIDEO_SECTIONS.map((s) => [
      `/videos/${s.slug}`,
      { title: s.title, description: s.description },
    ]),
  ),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page's own title and description, or none (the site's name and description then). */
export async function pageMeta(db: Db, pathname: string): Promise<PageMeta | undefined> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const course = path.match(/^\/course\/([^/]+)$/)?.[1];
  if (course && UUID.test(course)) {
    const [row] = await db
      .select({
        title: courses.title,
        description: courses.shortDescription,
        image: courses.thumbnail,
      })
      .from(courses)
      .where(and(eq(courses.id, course), eq(courses.status, 'published')));
    return row;
  }
  return PUBLIC_PAGES[path];
}

/** Every page a search engine should know: the public pages and each published course. */
export async function sitemapEntries(db: Db): Promise<Array<{ path: string; lastmod?: Date }>> {
  const published = await db
    .select({ id: courses.id, updatedAt: courses.updatedAt })
    .from(courses)
    .where(eq(courses.status, 'published'))
    .orderBy(courses.createdAt);
  return [
    { path: '/' },
    ...Object.keys(PUBLIC_PAGES).map((path) => ({ path })),
    ...published.map((c) => ({ path: `/course/${c.id}`, lastmod: c.updatedAt })),
  ];
}
