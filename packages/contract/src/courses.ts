import { z } from 'zod';
import type { Page } from './envelope.ts';
import { PROGRAM_SLUGS } from './programs.ts';
import { pageQuerySchema } from './paging.ts';
import { httpUrl } from './site-config.ts';
import {
  COURSE_LEVELS,
  COURSE_MESSAGES,
  COURSE_PAGE_SIZE,
  COURSE_SORTS,
  COURSE_STATUSES,
  DEFAULT_LANGUAGE,
  MAX_CATEGORIES,
  MAX_TAGS,
  type CourseLevel,
  type CourseStatus,
} from './course-display.ts';

export * from './course-display.ts';

// ---------------------------------------------------------------------------------------------
// YouTube links: the ids are read from the URL, on the form and again on the server.

export type YoutubeLink =
  { kind: 'video'; videoId: string } | { kind: 'playlist'; playlistId: string; videoId?: string };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const PLAYLIST_ID = /^[A-Za-z0-9_-]{10,64}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** watch?v=, youtu.be/, /embed/, /shorts/, /live/ for videos; any `list=` for a playlist. */
export function parseYoutubeLink(input: string): YoutubeLink | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let videoId: string | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    videoId = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') videoId = url.searchParams.get('v') ?? undefined;
    else if (first && ['embed', 'shorts', 'live', 'v'].includes(first)) videoId = second;
    else if (first !== 'playlist') return null;
  } else {
    return null;
  }
  const list = url.searchParams.get('list');
  const validVideo = videoId && VIDEO_ID.test(videoId) ? videoId : undefined;
  if (list && PLAYLIST_ID.test(list)) {
    return validVideo
      ? { kind: 'playlist', playlistId: list, videoId: validVideo }
      : { kind: 'playlist', playlistId: list };
  }
  return validVideo ? { kind: 'video', videoId: validVideo } : null;
}

export const youtubeThumbnails = (videoId: string) => ({
  low: `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`,
  high: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
  max: `https://i.ytimg.com/vi/${videoId}/maxresdefault.jpg`,
});

// ---------------------------------------------------------------------------------------------
// The course form (product §4.2). One schema for the form and the API. Prices are entered and
// sent in rupees (up to 2 decimals) and stored as integer paise; responses carry both.

/** A list of short texts: trimmed, blanks and duplicates dropped (product §4.2). */
const textList = (max: number, itemMax = 50) =>
  z
    .array(z.string())
    .default([])
    .transform((items) => {
      const seen = new Set<string>();
      const out: string[] = [];
      for (const raw of items) {
        const item = raw.trim().slice(0, itemMax);
        const key = item.toLowerCase();
        if (!item || seen.has(key)) continue;
        seen.add(key);
        out.push(item);
      }
      return out;
    })
    .pipe(z.array(z.string()).max(max, `At most ${max} entries`));

export const faqItemSchema = z.object({
  question: z.string().trim().min(5, COURSE_MESSAGES.faqQuestionMin).max(300),
  answer: z.string().trim().min(5, COURSE_MESSAGES.faqAnswerMin).max(2000),
});

const youtubeUrl = z
  .string()
  .trim()
  .max(500, COURSE_MESSAGES.linkInvalid)
  .refine((v) => parseYoutubeLink(v) !== null, COURSE_MESSAGES.linkInvalid);

/** A hand-entered video of a playlist (used when the titles are not fetched from YouTube). */
export const playlistVideoSchema = z.object({
  link: youtubeUrl.refine(
    (v) => parseYoutubeLink(v)?.kind === 'video',
    COURSE_MESSAGES.videoLinkInvalid,
  ),
  title: z.string().trim().max(200).default(''),
});

export const courseLinkSchema = z.object({
  link: youtubeUrl,
  position: z.coerce
    .number({ error: COURSE_MESSAGES.positionMin })
    .int(COURSE_MESSAGES.positionMin)
    .min(1, COURSE_MESSAGES.positionMin)
    .max(1000),
  /** Lesson or chapter title; blank means "fetch from YouTube" or a numbered default. */
  title: z.string().trim().max(200).default(''),
  /** Watchable by anyone, as a free preview of a paid course. */
  freePreview: z.boolean().default(false),
  /** For playlists without a YouTube API key: the videos, in order. */
  videos: z.array(playlistVideoSchema).max(200).default([]),
});

export const courseFormSchema = z
  .object({
    title: z.string().trim().min(5, COURSE_MESSAGES.titleMin).max(150, COURSE_MESSAGES.titleMax),
    description: z.string().trim().min(20, COURSE_MESSAGES.descriptionMin).max(10_000),
    shortDescription: z
      .string()
      .trim()
      .min(10, COURSE_MESSAGES.shortDescriptionMin)
      .max(300, COURSE_MESSAGES.shortDescriptionMax),
    tags: textList(MAX_TAGS).refine((v) => v.length >= 1, COURSE_MESSAGES.tagsRequired),
    category: textList(MAX_CATEGORIES).refine(
      (v) => v.length >= 1,
      COURSE_MESSAGES.categoryRequired,
    ),
    programs: z.array(z.enum(PROGRAM_SLUGS, COURSE_MESSAGES.programInvalid)).max(8).default([]),
    isFree: z.boolean().default(true),
    /** Paise, as every amount below the form (product §5.5): the form types rupees. */
    pricePaise: z
      .number({ error: COURSE_MESSAGES.priceRupees })
      .int(COURSE_MESSAGES.priceRupees)
      .min(0, COURSE_MESSAGES.priceNegative)
      .max(1_000_000_000)
      .default(0),
    level: z.enum(COURSE_LEVELS).default('beginner'),
    language: z.string().trim().min(1, COURSE_MESSAGES.languageRequired).max(50),
    duration: z.coerce
      .number({ error: COURSE_MESSAGES.durationMin })
      .int(COURSE_MESSAGES.durationMin)
      .min(1, COURSE_MESSAGES.durationMin)
      .max(100_000),
    courseThumbnail: httpUrl(COURSE_MESSAGES.urlInvalid),
    prerequisites: textList(20, 200),
    faq: z.array(faqItemSchema).max(30).default([]),
    courseLink: z.array(courseLinkSchema).max(100).default([]),
    /**
     * Left out, a new course is published and an edited one keeps its status, so re-saving an
     * archived course (archived by deleting it while it has students) never republishes it.
     */
    status: z.enum(COURSE_STATUSES).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.isFree && v.pricePaise <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['pricePaise'],
        message: COURSE_MESSAGES.pricePaidRequired,
      });
  })
  .transform((v) => ({ ...v, pricePaise: v.isFree ? 0 : v.pricePaise }));

export type CourseFormInput = z.input<typeof courseFormSchema>;
export type CourseForm = z.output<typeof courseFormSchema>;

/** What a new course form starts with (product §4.2): free, beginner, Hinglish, two sample FAQs. */
export const COURSE_FORM_DEFAULTS = {
  title: '',
  description: '',
  shortDescription: '',
  tags: [] as string[],
  category: [] as string[],
  programs: [] as string[],
  isFree: true,
  pricePaise: 0,
  level: 'beginner' as CourseLevel,
  language: DEFAULT_LANGUAGE,
  duration: 0,
  courseThumbnail: '',
  prerequisites: [] as string[],
  faq: [
    {
      question: 'Who is this course for?',
      answer: 'Students who want to learn the topic step by step, from the basics.',
    },
    {
      question: 'Can I watch on my phone?',
      answer: 'Yes: on any phone or computer with a browser, at your own pace.',
    },
  ],
  courseLink: [] as { link: string; position: number; title: string; freePreview: boolean }[],
  status: 'published' as CourseStatus,
};

// ---------------------------------------------------------------------------------------------
// Responses (their types are re-exported by `course-display.ts` for pages without zod)

const thumbnailsSchema = z.object({ low: z.string(), high: z.string(), max: z.string() });

export const lessonSchema = z
  .object({
    /** Stable id of the lesson inside the course (progress is kept by it). */
    id: z.string(),
    /** YouTube id; null when hidden from this viewer, or for reading material. */
    videoId: z.string().nullable(),
    title: z.string(),
    description: z.string(),
    /** Seconds; 0 when unknown. */
    duration: z.number(),
    freePreview: z.boolean(),
    thumbnails: thumbnailsSchema.nullable(),
  })
  .meta({ id: 'Lesson' });
export type Lesson = z.infer<typeof lessonSchema>;

export const contentItemSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('video'), position: z.number(), video: lessonSchema }),
    z.object({
      type: z.literal('playlist'),
      position: z.number(),
      playListId: z.string().nullable(),
      title: z.string(),
      description: z.string(),
      playlistThumbnail: z.string().nullable(),
      videos: z.array(lessonSchema),
    }),
  ])
  .meta({ id: 'CourseContentItem' });
export type ContentItem = z.infer<typeof contentItemSchema>;

export const courseSummarySchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    shortDescription: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    category: z.array(z.string()),
    programs: z.array(z.string()),
    isFree: z.boolean(),
    pricePaise: z.number(),
    level: z.enum(COURSE_LEVELS),
    language: z.string(),
    /**
     * Minutes: the lessons' lengths added up when every one is known, else the admin's figure
     * (`durationAsSet`). Computed by the server once, when the content is saved.
     */
    duration: z.number(),
    courseThumbnail: z.string(),
    status: z.enum(COURSE_STATUSES),
    enrolledUserCount: z.number(),
    viewsCount: z.number(),
    likesCount: z.number(),
    rating: z.number().nullable(),
    ratingCount: z.number(),
    lessonCount: z.number(),
    moduleCount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CourseSummary' });
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseDetailSchema = courseSummarySchema
  .extend({
    prerequisites: z.array(z.string()),
    faq: z.array(z.object({ question: z.string(), answer: z.string() })),
    courseContent: z.array(contentItemSchema),
    /** Admin only: the duration as the course form set it, in minutes. */
    durationAsSet: z.number().optional(),
    /** Admin only: the links the content was made from, as the course form edits them. */
    courseLink: z
      .array(
        z.object({
          link: z.string(),
          position: z.number(),
          title: z.string(),
          freePreview: z.boolean(),
          videos: z.array(z.object({ link: z.string(), title: z.string() })),
        }),
      )
      .optional(),
    /** For the signed-in viewer. */
    viewer: z.object({ enrolled: z.boolean(), isAdmin: z.boolean() }),
  })
  .meta({ id: 'CourseDetail' });
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export interface CourseList extends Page<CourseSummary> {
  /** The languages of the published courses, whatever the filters: the language filter's choices. */
  languages: string[];
}

export const myCourseSchema = courseSummarySchema
  .extend({
    progress: z.number(),
    completedCount: z.number(),
    lastLessonId: z.string().nullable(),
    /** The lesson the player opens on (resumeLesson); null for a course without lessons. */
    resume: z.object({ id: z.string(), title: z.string() }).nullable(),
    enrolledAt: z.string(),
  })
  .meta({ id: 'MyCourse' });
export type MyCourse = z.infer<typeof myCourseSchema>;

export const playerCourseSchema = courseDetailSchema
  .extend({
    /** The student's own rating, or null. */
    myRating: z.number().nullable(),
    completedVideoIds: z.array(z.string()),
    lastLessonId: z.string().nullable(),
    progress: z.number(),
  })
  .meta({ id: 'PlayerCourse' });
export type PlayerCourse = z.infer<typeof playerCourseSchema>;

/** PUT /api/student/my-courses/:id/progress: the student's progress after the change. */
export const courseProgressSchema = playerCourseSchema.pick({
  completedVideoIds: true,
  lastLessonId: true,
  progress: true,
});

/** PUT /api/courses/:id/rating: the student's rating and the course's new average. */
export const courseRatedSchema = courseSummarySchema
  .pick({ rating: true, ratingCount: true })
  .extend({ myRating: z.number() });

/** POST /api/purchase/:id: the free course the student is now enrolled in. */
export const enrolledSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  enrolled: z.literal(true),
});

/** DELETE /api/courses/:id: archived (it has students or orders) or deleted. */
export const courseDeletedSchema = z.object({ archived: z.boolean() });

// ---------------------------------------------------------------------------------------------
// List query

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const courseListQuerySchema = pageQuerySchema(COURSE_PAGE_SIZE).extend({
  q: z.string().trim().max(100).optional(),
  category: z.string().trim().max(50).optional(),
  program: z.enum(PROGRAM_SLUGS).optional(),
  level: z.enum(COURSE_LEVELS).optional(),
  free: flag.optional(),
  /** A course's language as the admin typed it, in any case ("hindi" finds "Hindi"). */
  language: z.string().trim().max(50).optional(),
  sort: z.enum(COURSE_SORTS).default('newest'),
  /** Admins only: `all` includes drafts and archived courses. */
  status: z.enum(['published', 'all']).default('published'),
});
export type CourseListQuery = z.input<typeof courseListQuerySchema>;

export const progressSchema = z.object({
  videoId: z.string().trim().min(1).max(64),
  completed: z.boolean(),
});

export const ratingSchema = z.object({
  rating: z
    .number({ error: COURSE_MESSAGES.ratingRange })
    .int(COURSE_MESSAGES.ratingRange)
    .min(1, COURSE_MESSAGES.ratingRange)
    .max(5, COURSE_MESSAGES.ratingRange),
});
