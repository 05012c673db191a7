export { VIDEO_MESSAGES } from './video-messages.ts';

// No zod here: the route table (in the first load) and the public pages read these.

/** Product §2.6: the video library's three sections, with the nav's names and descriptions. */
export const VIDEO_SECTIONS = [
  { slug: 'help', title: 'Help center', description: 'Videos that answer common questions.' },
  {
    slug: 'community',
    title: 'Community',
    description: 'Videos from our community and help with projects.',
  },
  {
    slug: 'emergency',
    title: 'Emergency',
    description: 'Urgent issues: what to do, and how to reach us quickly.',
  },
] as const;
export type VideoSection = (typeof VIDEO_SECTIONS)[number]['slug'];
export const VIDEO_SECTION_SLUGS = VIDEO_SECTIONS.map((s) => s.slug) as [
  VideoSection,
  ...VideoSection[],
];
