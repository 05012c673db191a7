/**
 * A picture's sources, the same in the page the server renders, the preload it puts in the page's
 * head and the browser's render: a preload whose source differs from the one the `<img>` picks
 * downloads the picture twice.
 */

const YOUTUBE_THUMBNAIL = /^https:\/\/i\.ytimg\.com\/vi\/([\w-]{6,20})\/[a-z]*default\.jpg$/;

/** YouTube's thumbnail sizes, smallest first, for a `srcset`. */
const YOUTUBE_SIZES = [
  ['mqdefault', 320],
  ['hqdefault', 480],
  ['sddefault', 640],
] as const;

/**
 * The `src`/`srcSet` for an image: a YouTube thumbnail offers its sizes so the browser takes the
 * smallest that fills the space, or only the smallest with data saver on. Other images as given.
 */
export function imageSources(src: string, dataSaver: boolean): { src: string; srcSet?: string } {
  const match = YOUTUBE_THUMBNAIL.exec(src);
  if (!match) return { src };
  const url = (name: string) => `https://i.ytimg.com/vi/${match[1]}/${name}.jpg`;
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
