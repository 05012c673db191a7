import { msg } from '@lingui/core/macro';
import { ANNOUNCEMENT_MESSAGES } from '@academy/contract/announcement-messages';
import { messageTable } from '../message-table';

/** Announcements: the form's checks and the server's answers. */
export const ANNOUNCEMENT_TABLE = messageTable(ANNOUNCEMENT_MESSAGES, {
  notFound: msg`Announcement not found`,
  titleRequired: msg`Title is required`,
  titleTooLong: msg`Title must be at most 120 characters`,
  bodyRequired: msg`Message is required`,
  bodyTooLong: msg`Message must be at most 2000 characters`,
  batchInvalid: msg`Choose a batch`,
  wholeAcademyAdminOnly: msg`Only an admin can post to the whole academy`,
  notYours: msg`You can delete only your own announcements`,
  posted: msg`Announcement posted`,
  deleted: msg`Announcement deleted`,
  textsCapReached: msg`This would pass today’s limit of 500 texts for your announcements: post it without SMS, or ask an admin to send it`,
});
