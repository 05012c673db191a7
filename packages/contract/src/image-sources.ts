/**
 * A picture's sources, the same in the page the server renders, the preload it puts in the page's
 * head and the browser's render: a preload whose source differs from the one the `<img>` picks
 * downloads the picture twice.
 */

const YOUTUBE_THUMBNAIL = /^https:\/\/i\.ytimg\.com\/vi\/([\w-]{6,20})\/[a-z]*default\.jpg$/;

/** A YouTube video's id, as thumbnails name it. */
export const THUMBNAIL_VIDEO_ID = /^[\w-]{6,20}$/;

/** YouTube's thumbnail sizes, smallest first, for a `srcset`. */
const YOUTUBE_SIZES = [
  ['mqdefault', 320],
  ['hqdefault', 480],
  ['sddefault', 640],
] as const;

export type ThumbnailSize = (typeof YOUTUBE_SIZES)[number][0];
export const THUMBNAIL_SIZES: readonly ThumbnailSize[] = YOUTUBE_SIZES.map(([name]) => name);

/**
 * A YouTube thumbnail through the site's own server (apps/server/src/modules/thumbnails): one
 * connection for the page and its pictures, where a slow phone would open a new one to YouTube.
 */
export const thumbnailPath = (videoId: string, size: ThumbnailSize) =>
  `/thumbnails/${videoId}/${size}.jpg`;

/**
 * The `src`/`srcSet` for an image: a YouTube thumbnail offers its sizes so the browser takes the
 * smallest that fills the space, or only the smallest with data saver on. Other images as given.
 */
export function imageSources(src: string, dataSaver: boolean): { src: string; srcSet?: string } {
  const match = YOUTUBE_THUMBNAIL.exec(src);
  if (!match) return { src };
  const url = (name: ThumbnailSize) => thumbnailPath(match[1]!, name);
  if (dataSaver) return { src: url('mqdefault') };
  return {
    src: url('hqdefault'),
    srcSet: YOUTUBE_SIZES.map(([name, width]) => `${url(name)} ${width}w`).join(', '),
  };
}

/**
 * The width of a course page's cover: the page's column beside the 360 px enrolment card from
 * 1024 px (max-w-7xl, px-4, gap-10), the screen less its padding below.
 */
export const COURSE_COVER_SIZES =
  '(min-width: 1280px) 848px, (min-width: 1024px) calc(100vw - 432px), calc(100vw - 32px)';
