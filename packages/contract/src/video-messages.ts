/**
 * The video library's messages apart from the schemas, so a page can show them without
 * loading zod.
 */

export const VIDEO_MESSAGES = {
  sectionInvalid: 'Choose a section',
  titleRequired: 'Title is required',
  urlInvalid: 'Must be a YouTube video link',
  added: 'Video added!',
  updated: 'Video updated!',
  deleted: 'Video deleted',
  addFailed: 'Failed to add video',
  updateFailed: 'Failed to update video',
  deleteFailed: 'Failed to delete video',
  loadFailed: 'Failed to load videos.',
  notFound: 'Video not found',
} as const;
