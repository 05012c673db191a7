import {
  COURSE_FORM_DEFAULTS,
  lessonsOf,
  youtubeThumbnails,
  type ContentItem,
  type CourseForm,
  type Lesson,
} from '@academy/contract/courses';
import { courses } from '../db/schema/index.ts';
import { courseValuesOf } from '../modules/courses/authoring.ts';
import { DEMO_COURSES, type DemoContent, type DemoVideo } from './content/courses.ts';
import type { DemoSeed } from './demo.ts';

/**
 * The lessons as the course form builds them from YouTube, without asking YouTube; lesson ids
 * are numbered across the catalogue (`demo0001`, ...).
 */
function contentOf(items: DemoContent[], nextId: () => string): ContentItem[] {
  const lesson = ([videoId, title, minutes]: DemoVideo, freePreview: boolean): Lesson => ({
    id: nextId(),
    videoId,
    title,
    description: '',
    duration: minutes * 60,
    freePreview,
    thumbnails: youtubeThumbnails(videoId),
  });
  return items.map((item, i) =>
    'video' in item
      ? { type: 'video', position: i + 1, video: lesson(item.video, item.freePreview ?? false) }
      : {
          type: 'playlist',
          position: i + 1,
          playListId: item.playListId,
          title: item.chapter,
          description: '',
          playlistThumbnail: youtubeThumbnails(item.videos[0]![0]).high,
          videos: item.videos.map((v, k) => lesson(v, k === 0)),
        },
  );
}

/** The links an admin would have entered for that content. */
const courseLinkOf = (item: ContentItem): CourseForm['courseLink'][number] =>
  item.type === 'video'
    ? {
        link: `https://www.youtube.com/watch?v=${item.video.videoId}`,
        position: item.position,
        title: item.video.title,
        freePreview: item.video.freePreview,
        videos: [],
      }
    : {
        link: `https://www.youtube.com/playlist?list=${item.playListId}`,
        position: item.position,
        title: item.title,
        freePreview: true,
        videos: item.videos.map((v) => ({ link: `https://youtu.be/${v.videoId}`, title: v.title })),
      };

/** The catalogue, stored as the course form stores a course (search text, classes, prices). */
export const demoCourses: DemoSeed = {
  name: 'courses',
  async run(db) {
    const now = Date.now();
    let lessonSeq = 0;
    const nextId = () => `demo${(lessonSeq += 1).toString(36).padStart(4, '0')}`;
    await db.insert(courses).values(
      DEMO_COURSES.map(({ content: items, daysAgo, ...course }) => {
        const content = contentOf(items, nextId);
        const form: CourseForm = {
          ...COURSE_FORM_DEFAULTS,
          ...course,
          isFree: course.pricePaise === 0,
          courseThumbnail: youtubeThumbnails(lessonsOf(content)[0]!.videoId!).high,
          courseLink: content.map(courseLinkOf),
        };
        const created = new Date(now - daysAgo * 86_400_000);
        return {
          ...courseValuesOf(form, content, 'published'),
          createdAt: created,
          updatedAt: created,
        };
      }),
    );
  },
};
