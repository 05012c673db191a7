import { and, eq } from 'drizzle-orm';
import type { Locale } from '@academy/contract/locales';
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
    title: 'Useful links',
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
    title: 'Previous year papers',
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

/** The Hindi pages' own words, where a page has them; the others keep the English. */
const PUBLIC_PAGES_HI: Record<string, PageMeta> = {
  '/courses': {
    title: 'कोर्स',
    description: 'कक्षा 1 से 12 और CA व CMA परीक्षाओं के वीडियो कोर्स, फ़्री और पेड।',
  },
  '/about': {
    title: 'हमारे बारे में',
    description: 'हमारा उद्देश्य, हमारे शिक्षक, और छात्र हमें क्यों चुनते हैं।',
  },
  '/contact': {
    title: 'संपर्क करें',
    description: 'कॉल, WhatsApp या ईमेल करें, हमसे मिलने आएँ, या हमें संदेश भेजें।',
  },
  '/useful-links': {
    title: 'उपयोगी लिंक',
    description: 'छात्रों, अभिभावकों और CA व CMA उम्मीदवारों के लिए आधिकारिक साइटें और संसाधन।',
  },
  '/notes': {
    title: 'नोट्स',
    description: 'हमारे शिक्षकों के लिखे अच्छे स्टडी नोट्स, अध्याय के अनुसार।',
  },
  '/ncert-textbooks': {
    title: 'NCERT किताबें',
    description: 'कक्षा और विषय के अनुसार हर NCERT किताब, आधिकारिक स्रोत से।',
  },
  '/ncert-solutions': {
    title: 'NCERT सॉल्यूशन',
    description: 'हर NCERT अभ्यास के अध्याय-वार हल, हमारे शिक्षकों के लिखे हुए।',
  },
  '/pyqs': {
    title: 'पिछले वर्षों के पेपर (PYQ)',
    description: 'बोर्ड, CA और CMA के प्रश्न पत्र, परीक्षा, विषय और वर्ष के अनुसार।',
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page's own title and description, or none (the site's name and description then). */
export async function pageMeta(
  db: Db,
  pathname: string,
  locale: Locale = 'en',
): Promise<PageMeta | undefined> {
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
  return (locale === 'hi' && PUBLIC_PAGES_HI[path]) || PUBLIC_PAGES[path];
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
