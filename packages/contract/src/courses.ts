import { z } from 'zod';
import { PROGRAM_SLUGS } from './programs.ts';
import { pageQuerySchema } from './paging.ts';
import { httpUrl } from './site-config.ts';

export const COURSE_MESSAGES = {
  titleMin: 'Title must be at least 5 characters',
  titleMax: 'Title must be at most 150 characters',
  descriptionMin: 'Description must be at least 20 characters',
  shortDescriptionMin: 'Short description must be at least 10 characters',
  shortDescriptionMax: 'Short description must be at most 300 characters',
  tagsRequired: 'At least one tag is required',
  categoryRequired: 'At least one category is required',
  priceNegative: 'Price cannot be negative',
  pricePaidRequired: 'Price must be greater than 0 for a paid course',
  languageRequired: 'Language is required',
  durationMin: 'Duration must be at least 1 minute',
  urlInvalid: 'Must be a valid URL',
  faqQuestionMin: 'Question must be at least 5 characters',
  faqAnswerMin: 'Answer must be at least 5 characters',
  linkInvalid: 'Must be a valid YouTube video or playlist URL',
  positionMin: 'Position must be at least 1',
  programInvalid: 'Choose a program from the list',
  // Screens and toasts (spec §8).
  listError: 'Error loading courses',
  listEmpty: 'No courses found',
  adminListEmpty: 'No courses available',
  detailError: 'Error loading course',
  detailErrorText: "We couldn't load the course details. Please try again later.",
  myCoursesError: 'Something went wrong',
  myCoursesEmpty: 'No Courses Found',
  myCoursesEmptyText: "You haven't enrolled in any courses yet.",
  playerError: 'Oops! Something went wrong',
  playerErrorText: "We couldn't load your course right now.",
  loadForEditFailed: 'Failed to fetch course data for editing',
  saveFailed: 'Failed to upload course',
  saveFailedText: 'Please try again later.',
  deleted: 'Course deleted successfully',
  deleteFailed: 'Failed to delete course',
  created: 'Course uploaded successfully',
  updated: 'Course updated successfully',
  archived: 'Course archived: its students keep access',
  notFound: 'Course not found',
  notEnrolled: 'You are not enrolled in this course',
  enrolled: 'You are enrolled. Happy learning!',
  alreadyEnrolled: 'You are already enrolled in this course',
  purchasedDev: 'Purchase successful (development mode: no real payment was taken)',
  paymentFailed: 'Payment failed. You have not been charged.',
  notPurchasable: 'This course is not available for purchase',
  lessonUnknown: 'This lesson is not part of the course',
  ratingRange: 'Choose a rating from 1 to 5',
  rated: 'Thanks for rating this course!',
} as const;

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
export type CourseSort = (typeof COURSE_SORTS)[number];
export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
/** Tag inputs stop adding at these (spec §4 "adding stops at the maximum"). */
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
// The course form (spec §5, §9). One schema for the form and the API. Prices are entered and
// sent in rupees (up to 2 decimals) and stored as integer paise; responses carry both.

/** A list of short texts: trimmed, blanks and duplicates dropped (spec §5). */
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
    'Must be a valid YouTube video URL',
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
export type CourseLinkInput = z.input<typeof courseLinkSchema>;

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
    price: z.coerce
      .number({ error: COURSE_MESSAGES.priceNegative })
      .min(0, COURSE_MESSAGES.priceNegative)
      .max(10_000_000)
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
    status: z.enum(['draft', 'published']).default('published'),
  })
  .superRefine((v, ctx) => {
    if (!v.isFree && v.price <= 0)
      ctx.addIssue({ code: 'custom', path: ['price'], message: COURSE_MESSAGES.pricePaidRequired });
  })
  .transform((v) => ({ ...v, price: v.isFree ? 0 : Math.round(v.price * 100) / 100 }));

export type CourseFormInput = z.input<typeof courseFormSchema>;
export type CourseForm = z.output<typeof courseFormSchema>;

/** What a new course form starts with (spec §9): free, beginner, Hinglish, two sample FAQs. */
export const COURSE_FORM_DEFAULTS = {
  title: '',
  description: '',
  shortDescription: '',
  tags: [] as string[],
  category: [] as string[],
  programs: [] as string[],
  isFree: true,
  price: 0,
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
      question: 'Will I get a certificate?',
      answer: 'Yes, a certificate of completion once you finish every lesson.',
    },
  ],
  courseLink: [] as { link: string; position: number; title: string; freePreview: boolean }[],
  status: 'published' as 'draft' | 'published',
};

// ---------------------------------------------------------------------------------------------
// List query

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const courseListQuerySchema = pageQuerySchema(COURSE_PAGE_SIZE).extend({
  q: z.string().trim().max(100).optional(),
  category: z.string().trim().max(50).optional(),
  program: z.enum(PROGRAM_SLUGS).optional(),
  level: z.enum(COURSE_LEVELS).optional(),
  free: flag.optional(),
  sort: z.enum(COURSE_SORTS).default('newest'),
  /** Admins only: `all` includes drafts and archived courses. */
  status: z.enum(['published', 'all']).default('published'),
});
export type CourseListQuery = z.input<typeof courseListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

export interface Lesson {
  /** Stable id of the lesson inside the course (progress is kept by it). */
  id: string;
  /** YouTube id; null when hidden from this viewer, or for reading material. */
  videoId: string | null;
  title: string;
  description: string;
  /** Seconds; 0 when unknown. */
  duration: number;
  freePreview: boolean;
  thumbnails: { low: string; high: string; max: string } | null;
}

export type ContentItem =
  | { type: 'video'; position: number; video: Lesson }
  | {
      type: 'playlist';
      position: number;
      playListId: string | null;
      title: string;
      description: string;
      playlistThumbnail: string | null;
      videos: Lesson[];
    };

export interface CourseSummary {
  _id: string;
  title: string;
  shortDescription: string;
  description: string;
  tags: string[];
  category: string[];
  programs: string[];
  isFree: boolean;
  price: number;
  pricePaise: number;
  level: CourseLevel;
  language: string;
  duration: number;
  courseThumbnail: string;
  status: CourseStatus;
  enrolledUserCount: number;
  viewsCount: number;
  likesCount: number;
  rating: number | null;
  ratingCount: number;
  lessonCount: number;
  moduleCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface CourseDetail extends CourseSummary {
  prerequisites: string[];
  faq: { question: string; answer: string }[];
  courseContent: ContentItem[];
  /** Admin only: the links the content was made from. */
  courseLink?: { link: string; position: number; title: string; freePreview: boolean }[];
  /** For the signed-in viewer. */
  viewer: { enrolled: boolean; isAdmin: boolean };
}

export interface CourseList {
  items: CourseSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export interface MyCourse extends CourseSummary {
  progress: number;
  completedCount: number;
  lastLessonId: string | null;
  enrolledAt: string;
}

export interface PlayerCourse extends CourseDetail {
  /** The student's own rating, or null. */
  myRating: number | null;
  completedVideoIds: string[];
  lastLessonId: string | null;
  progress: number;
}

export const progressSchema = z.object({
  videoId: z.string().trim().min(1).max(64),
  completed: z.boolean(),
});

export const ratingSchema = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5' })
    .int('Choose a rating from 1 to 5')
    .min(1, 'Choose a rating from 1 to 5')
    .max(5, 'Choose a rating from 1 to 5'),
});

/** Every lesson of the content, in order: playlist videos in their chapter, then the rest. */
export function lessonsOf(content: ContentItem[]): Lesson[] {
  return content.flatMap((item) => (item.type === 'video' ? [item.video] : item.videos));
}

/** Rupees with Indian digit grouping: ₹1,23,456 or ₹499.50. */
export function formatRupees(paise: number): string {
  const rupees = paise / 100;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(rupees);
}

/** Card duration: over 60 minutes in hours, otherwise in minutes (spec §9). */
export function formatCourseDuration(minutes: number): string {
  if (minutes > 60) {
    const hours = Math.round((minutes / 60) * 10) / 10;
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
