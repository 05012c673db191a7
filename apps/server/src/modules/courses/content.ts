import { randomBytes } from 'node:crypto';
import {
  lessonsOf,
  parseYoutubeLink,
  youtubeThumbnails,
  type ContentItem,
  type CourseForm,
  type Lesson,
} from '@academy/contract/courses';
import type { StoredCourseLink } from '../../db/schema/index.ts';
import type { YoutubeClient } from './youtube.ts';

const newLessonId = () => randomBytes(6).toString('base64url');

/**
 * Turns the form's YouTube links into the course content. Lesson ids stay stable across edits:
 * a lesson keeps the id it had when the same video (or the same chapter slot) is still there, so
 * students' progress survives the admin re-saving the course.
 */
export async function buildContent(
  links: CourseForm['courseLink'],
  previous: ContentItem[],
  youtube: YoutubeClient,
): Promise<ContentItem[]> {
  const previousByVideo = new Map<string, string>();
  for (const lesson of lessonsOf(previous))
    if (lesson.videoId) previousByVideo.set(lesson.videoId, lesson.id);
  const used = new Set<string>();
  const idFor = (videoId: string | null) => {
    const old = videoId ? previousByVideo.get(videoId) : undefined;
    const id = old && !used.has(old) ? old : newLessonId();
    used.add(id);
    return id;
  };

  const sorted = [...links].sort((a, b) => a.position - b.position);
  const parsed = sorted.map((l) => ({ link: l, yt: parseYoutubeLink(l.link)! }));
  const singleIds = parsed.flatMap((p) => (p.yt.kind === 'video' ? [p.yt.videoId] : []));
  const fetched = await youtube.videos(singleIds);

  const lesson = (
    videoId: string,
    title: string,
    fallback: string,
    freePreview: boolean,
    info?: { title: string; description: string; duration: number },
  ): Lesson => ({
    id: idFor(videoId),
    videoId,
    title: title || info?.title || fallback,
    description: info?.description.slice(0, 2000) ?? '',
    duration: info?.duration ?? 0,
    freePreview,
    thumbnails: youtubeThumbnails(videoId),
  });

  const items: ContentItem[] = [];
  let n = 0;
  for (const { link, yt } of parsed) {
    n += 1;
    if (yt.kind === 'video') {
      items.push({
        type: 'video',
        position: link.position,
        video: lesson(
          yt.videoId,
          link.title,
          `Lesson ${n}`,
          link.freePreview,
          fetched.get(yt.videoId),
        ),
      });
      continue;
    }
    const remote = await youtube.playlist(yt.playlistId);
    const handIds = link.videos.map((v) => ({
      videoId: (parseYoutubeLink(v.link) as { videoId: string }).videoId,
      title: v.title,
    }));
    const handInfo = remote ? new Map() : await youtube.videos(handIds.map((v) => v.videoId));
    const source = remote
      ? remote.videos.map((v) => ({ videoId: v.videoId, title: '', info: v }))
      : handIds.length
        ? handIds.map((v) => ({ ...v, info: handInfo.get(v.videoId) }))
        : yt.videoId
          ? [{ videoId: yt.videoId, title: '', info: undefined }]
          : [];
    const videos = source.map((v, i) =>
      lesson(v.videoId, v.title, `Lesson ${i + 1}`, link.freePreview && i === 0, v.info),
    );
    items.push({
      type: 'playlist',
      position: link.position,
      playListId: yt.playlistId,
      title: link.title || remote?.title || `Chapter ${n}`,
      description: remote?.description.slice(0, 2000) ?? '',
      playlistThumbnail:
        remote?.thumbnail ??
        (videos[0]?.videoId ? youtubeThumbnails(videos[0].videoId).high : null),
      videos,
    });
  }
  return items;
}

/**
 * The course's length, in minutes rounded up, from its lessons' when every one is known (YouTube
 * gave it); null otherwise: a partial sum would say less than the course is.
 */
export function lessonMinutesOf(content: ContentItem[]): number | null {
  const lessons = lessonsOf(content);
  if (!lessons.length || lessons.some((l) => !(l.duration > 0))) return null;
  return Math.ceil(lessons.reduce((seconds, l) => seconds + l.duration, 0) / 60);
}

export const storedLinks = (links: CourseForm['courseLink']): StoredCourseLink[] =>
  links.map((l) => ({
    link: l.link,
    position: l.position,
    title: l.title,
    freePreview: l.freePreview,
    videos: l.videos,
  }));

/**
 * The content as a viewer without access sees it: the outline, no video ids. A chapter's
 * playlist id opens every video on YouTube, and its thumbnail is a video's (`i.ytimg.com/vi/<id>`),
 * so both go too; a free-preview lesson keeps its own video.
 */
export function hideVideos(content: ContentItem[]): ContentItem[] {
  const hide = (l: Lesson): Lesson =>
    l.freePreview ? l : { ...l, videoId: null, thumbnails: null };
  return content.map((item) =>
    item.type === 'video'
      ? { ...item, video: hide(item.video) }
      : { ...item, playListId: null, playlistThumbnail: null, videos: item.videos.map(hide) },
  );
}
