import { z } from 'zod';
import { parseYoutubeLink } from './courses.ts';
import { VIDEO_MESSAGES, VIDEO_SECTION_SLUGS } from './video-library.ts';

/** The video's id from any YouTube link to it (a playlist link counts when it names a video). */
export const youtubeVideoId = (url: string): string | undefined => parseYoutubeLink(url)?.videoId;

export const libraryVideoSchema = z.object({
  section: z.enum(VIDEO_SECTION_SLUGS, { error: VIDEO_MESSAGES.sectionInvalid }),
  title: z.string().trim().min(1, VIDEO_MESSAGES.titleRequired).max(150),
  url: z
    .string()
    .trim()
    .max(500, VIDEO_MESSAGES.urlInvalid)
    .refine((url) => youtubeVideoId(url) !== undefined, VIDEO_MESSAGES.urlInvalid),
  description: z.string().trim().max(1000).default(''),
});
export type LibraryVideoInput = z.input<typeof libraryVideoSchema>;

export const videoListQuerySchema = z.object({
  section: z.enum(VIDEO_SECTION_SLUGS, { error: VIDEO_MESSAGES.sectionInvalid }).optional(),
});

export const libraryVideoAnswerSchema = z
  .object({
    _id: z.string(),
    section: z.enum(VIDEO_SECTION_SLUGS),
    title: z.string(),
    youtubeId: z.string(),
    description: z.string(),
  })
  .meta({ id: 'LibraryVideo' });
export type LibraryVideo = z.infer<typeof libraryVideoAnswerSchema>;
