import { count, eq } from 'drizzle-orm';
import {
  COURSE_MESSAGES,
  lessonsOf,
  parseYoutubeLink,
  type ContentItem,
  type CourseForm,
  type CourseStatus,
} from '@academy/contract/courses';
import type { Db } from '../../db/client.ts';
import { courses, enrolments, orders, type CourseRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { recordAudit } from '../audit/service.ts';
import { findCourse } from './catalogue.ts';
import { courseClassesOf } from './classes.ts';
import { buildContent, lessonMinutesOf, storedLinks } from './content.ts';
import type { YoutubeClient } from './youtube.ts';

/** The admin's side: a course made, changed, archived or deleted from the course form. */

const searchTextOf = (form: Pick<CourseForm, 'title' | 'description' | 'tags'>) =>
  [form.title, form.tags.join(' '), form.description].join(' ').slice(0, 20_000);

/**
 * Without YOUTUBE_API_KEY a playlist link alone would make an empty chapter (and a paid course
 * with nothing in it, announced as a success): its videos must be given. And whatever the key,
 * a paid course is published with at least one lesson; a draft may still be empty.
 */
function checkContent(
  form: CourseForm,
  status: string,
  lessonCount: number,
  youtube: YoutubeClient,
) {
  const fields: Record<string, string> = {};
  if (!youtube.configured)
    form.courseLink.forEach((link, i) => {
      if (parseYoutubeLink(link.link)?.kind === 'playlist' && link.videos.length === 0)
        fields[`courseLink.${i}.videos`] = COURSE_MESSAGES.playlistNeedsVideos;
    });
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION', first, fields);
  if (status === 'published' && !form.isFree && lessonCount === 0)
    throw new AppError('VALIDATION', COURSE_MESSAGES.paidNeedsLesson, {
      courseLink: COURSE_MESSAGES.paidNeedsLesson,
    });
}

/**
 * A course row's values from its form and its built content: the rules the admin's save and the
 * demo catalogue share (classes, search text, the price in paise).
 */
export const courseValuesOf = (form: CourseForm, content: ContentItem[], status: CourseStatus) => ({
  title: form.title,
  description: form.description,
  shortDescription: form.shortDescription,
  tags: form.tags,
  category: form.category.map((c) => c.toLowerCase()),
  programs: [...new Set(form.programs)],
  classes: courseClassesOf(form),
  prerequisites: form.prerequisites,
  faq: form.faq,
  courseLinks: storedLinks(form.courseLink),
  content,
  lessonCount: lessonsOf(content).length,
  isFree: form.isFree,
  pricePaise: form.pricePaise,
  level: form.level,
  language: form.language,
  durationMinutes: form.duration,
  lessonMinutes: lessonMinutesOf(content),
  thumbnail: form.courseThumbnail,
  status,
  searchText: searchTextOf(form),
});

const valuesOf = async (
  form: CourseForm,
  previous: CourseRow | undefined,
  youtube: YoutubeClient,
) => {
  const content = await buildContent(form.courseLink, previous?.content ?? [], youtube);
  const status = form.status ?? previous?.status ?? 'published';
  checkContent(form, status, lessonsOf(content).length, youtube);
  return courseValuesOf(form, content, status);
};

const auditView = (row: CourseRow) => ({
  title: row.title,
  status: row.status,
  pricePaise: row.pricePaise,
  isFree: row.isFree,
  links: row.courseLinks.length,
});

export async function createCourse(
  db: Db,
  actor: Viewer,
  form: CourseForm,
  youtube: YoutubeClient,
) {
  // Archiving is what deleting a course with students does; a course never begins there.
  if (form.status === 'archived') {
    throw new AppError('VALIDATION', COURSE_MESSAGES.createArchived, {
      status: COURSE_MESSAGES.createArchived,
    });
  }
  const values = await valuesOf(form, undefined, youtube);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courses)
      .values({ ...values, createdBy: actor.user.id })
      .returning();
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: 'course.create',
      entity: 'course',
      entityId: row!.id,
      after: auditView(row!),
    });
    return row!;
  });
}

export async function updateCourse(
  db: Db,
  actor: Viewer,
  id: string,
  form: CourseForm,
  youtube: YoutubeClient,
) {
  const previous = await findCourse(db, id);
  if (!previous) throw notFound(COURSE_MESSAGES.notFound);
  const values = await valuesOf(form, previous, youtube);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(courses)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(courses.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: 'course.update',
      entity: 'course',
      entityId: id,
      before: auditView(previous),
      after: auditView(row!),
    });
    return row!;
  });
}

/** A course with enrolments (or orders) is archived, never lost; otherwise it is deleted. */
export async function deleteCourse(db: Db, actor: Viewer, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
    if (!row) throw notFound(COURSE_MESSAGES.notFound);
    const [enrolled] = await tx
      .select({ n: count() })
      .from(enrolments)
      .where(eq(enrolments.courseId, id));
    const [ordered] = await tx.select({ n: count() }).from(orders).where(eq(orders.courseId, id));
    const keep = (enrolled?.n ?? 0) > 0 || (ordered?.n ?? 0) > 0;
    if (keep)
      await tx
        .update(courses)
        .set({ status: 'archived', updatedAt: new Date() })
        .where(eq(courses.id, id));
    else await tx.delete(courses).where(eq(courses.id, id));
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: keep ? 'course.archive' : 'course.delete',
      entity: 'course',
      entityId: id,
      before: auditView(row),
    });
    return { archived: keep };
  });
}
