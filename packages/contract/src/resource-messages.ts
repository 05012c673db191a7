/**
 * The resource messages (and the limits they name) apart from the schemas, so a page can show
 * them without loading zod.
 */

export const RESOURCE_MESSAGES = {
  titleRequired: 'Title is required',
  classRequired: 'Class is required',
  subjectRequired: 'Subject is required',
  streamNotAllowed: 'Stream applies only to classes 11 and 12',
  chapterRequired: 'Chapter is required',
  chaptersMin: 'Chapters must be at least 1',
  examRequired: 'Exam is required',
  yearInvalid: 'Enter a year between 1990 and 2100',
  urlInvalid: 'Invalid URL',
  linkRequired: 'Link is required when uploading by link',
  fileRequired: 'Choose a file to upload',
  saved: 'Saved successfully!',
  saveFailed: 'Failed to save. Please try again.',
  deleted: 'Deleted',
  deleteFailed: 'Failed to delete.',
  notFound: 'Not found',
  listError: 'Error loading the list',
  emptyTitle: 'No books found',
  emptyText: 'Try adjusting your filters to find more books',
} as const;
