import type { ContentItem, Lesson } from './courses.ts';
export { COURSE_MESSAGES } from './course-messages.ts';

/**
 * What pages need to show courses: messages, lists of values, response types and formatters.
 * Without zod, so the catalogue and course pages do not download the schemas (decisions §30);
 * `courses.ts` re-exports all of it beside the schemas.
 */

export const COURSE_CATEGORIES = [
  'science',
  'commerce',
  'arts',
  'technology',
  'humanities',
] as const;
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const COURSE_SORTS = ['newest', 'popular', 'rating', 'price-low', 'price-high'] as const;
export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
/** Tag inputs stop adding at these (product §4.2: "stop adding at their maximum"). */
export const MAX_TAGS = 15;
export const MAX_CATEGORIES = 5;
export const DEFAULT_LANGUAGE = 'Hinglish';
export const COURSE_PAGE_SIZE = 12;
/**
 * The list parameters of `/courses` opened with no filters, as the catalogue asks for them: the
 * server inlines this page's data for visitors under this exact query key (page-data.ts).
 */
export const FIRST_CATALOGUE_PAGE = {
  sort: 'newest',
  page: 1,
  pageSize: COURSE_PAGE_SIZE,
} as const;

// ---------------------------------------------------------------------------------------------
// Responses: their schemas are in `courses.ts`; the types alone come here (erased, so no zod).

export type {
  ContentItem,
  CourseDetail,
  CourseList,
  CourseSummary,
  Lesson,
  MyCourse,
  PlayerCourse,
} from './courses.ts';

/** Every lesson of the content, in order: playlist videos in their chapter, then the rest. */
export function lessonsOf(content: ContentItem[]): Lesson[] {
  return content.flatMap((item) => (item.type === 'video' ? [item.video] : item.videos));
}

/** Card duration: over 60 minutes in hours, otherwise in minutes (product §2.3). */
export function formatCourseDuration(minutes: number): string {
  if (minutes > 60) {
    const hours = Math.round((minutes / 60) * 10) / 10;
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * Where a student picks a course up again: the last lesson opened while it is unfinished,
 * otherwise the first unfinished lesson after it (around to the start), otherwise the last one
 * opened (or the first) when every lesson is done. The player opens here and the student's home
 * offers it as "Continue watching".
 */
export function resumeLesson(
  lessons: readonly Lesson[],
  completed: ReadonlySet<string>,
  lastLessonId: string | null,
): Lesson | null {
  if (!lessons.length) return null;
  const last = lastLessonId ? lessons.findIndex((l) => l.id === lastLessonId) : -1;
  if (last >= 0 && !completed.has(lessons[last]!.id)) return lessons[last]!;
  const start = last + 1;
  for (let i = 0; i < lessons.length; i++) {
    const lesson = lessons[(start + i) % lessons.length]!;
    if (!completed.has(lesson.id)) return lesson;
  }
  return lessons[Math.max(last, 0)]!;
}
