/**
 * The messages of announcements (and the limits they name) apart from the schema, so a page can
 * show them without loading zod.
 */

export const ANNOUNCEMENT_LIMITS = {
  titleMax: 120,
  bodyMax: 2000,
  /** How many of the latest a home shows. */
  listMax: 20,
  /**
   * Texts a teacher's announcements may queue in an India day, one per phone (decisions §84):
   * a batch of 125 students and their parents, twice. An admin's are not capped.
   */
  teacherTextsPerDay: 500,
} as const;

export const ANNOUNCEMENT_MESSAGES = {
  notFound: 'Announcement not found',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 120 characters',
  bodyRequired: 'Message is required',
  bodyTooLong: 'Message must be at most 2000 characters',
  batchInvalid: 'Choose a batch',
  wholeAcademyAdminOnly: 'Only an admin can post to the whole academy',
  notYours: 'You can delete only your own announcements',
  posted: 'Announcement posted',
  deleted: 'Announcement deleted',
  textsCapReached:
    'This would pass today’s limit of 500 texts for your announcements: post it without SMS, or ask an admin to send it',
} as const;
