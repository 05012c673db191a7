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
 * A phone's screen, narrower than the layout's `sm` (640 px). The `.98` leaves no gap for a
 * zoomed window 639.5 px wide between this and the larger screens' `(min-width: 640px)`.
 */
export const PHONE_MEDIA = '(max-width: 639.98px)';
export const LARGER_MEDIA = '(min-width: 640px)';

/**
 * A YouTube thumbnail through the site's own server (apps/server/src/modules/thumbnails): one
 * connection for the page and its pictures, where a slow phone would open a new one to YouTube.
 */
export const thumbnailPath = (videoId: string, size: ThumbnailSize) =>
  `/thumbnails/${videoId}/${size}.jpg`;

export interface ImageSources {
  src: string;
  srcSet?: string;
  /** The candidates for a phone (`PHONE_MEDIA`), where they differ from `srcSet`. */
  phoneSrcSet?: string;
}

const srcSetOf = (videoId: string, sizes: readonly (typeof YOUTUBE_SIZES)[number][]) =>
  sizes.map(([name, width]) => `${thumbnailPath(videoId, name)} ${width}w`).join(', ');

/**
 * A video's thumbnail in the sizes YouTube has, so the browser takes the smallest that fills the
 * space; a phone at most the 480 px one. A phone's screen is dense enough (1.75 to 3 pixels to
 * the point) to ask for the 640 px picture for a card as wide as itself, half as heavy again
 * (47 KB against 26) for a difference nobody sees at that size on a slow connection. With data
 * saver on, only the smallest.
 */
export function thumbnailSources(videoId: string, dataSaver: boolean): ImageSources {
  if (dataSaver) return { src: thumbnailPath(videoId, 'mqdefault') };
  return {
    src: thumbnailPath(videoId, 'hqdefault'),
    srcSet: srcSetOf(videoId, YOUTUBE_SIZES),
    phoneSrcSet: srcSetOf(videoId, YOUTUBE_SIZES.slice(0, 2)),
  };
}

/** The sources for an image: a YouTube thumbnail's, as `thumbnailSources`; others as given. */
export function imageSources(src: string, dataSaver: boolean): ImageSources {
  const match = YOUTUBE_THUMBNAIL.exec(src);
  return match ? thumbnailSources(match[1]!, dataSaver) : { src };
}

/**
 * The width of a course page's cover: the page's column beside the 360 px enrolment card from
 * 1024 px (max-w-7xl, px-4, gap-10), the screen less its padding below.
 */
export const COURSE_COVER_SIZES =
  '(min-width: 1280px) 848px, (min-width: 1024px) calc(100vw - 432px), calc(100vw - 32px)';
