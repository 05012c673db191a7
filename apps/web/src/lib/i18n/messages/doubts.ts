import { msg } from '@lingui/core/macro';
import { DOUBT_MESSAGES } from '@academy/contract/doubt-messages';
import { PHOTO_MESSAGES } from '@academy/contract/photo-messages';
import { messageTable } from '../message-table';

/** Doubts: the server's checks and answers. */
export const DOUBT_TABLE = messageTable(DOUBT_MESSAGES, {
  notFound: msg`Doubt not found`,
  textRequired: msg`Write your question`,
  textTooLong: msg`Keep it under 2000 characters`,
  answerRequired: msg`Write your answer`,
  contextRequired: msg`Choose a batch, or ask from a lesson or a test question`,
  batchInvalid: msg`Choose a batch`,
  notInBatch: msg`You can ask only in a batch you sit in`,
  subjectInvalid: msg`Choose one of the batch’s subjects`,
  lessonInvalid: msg`This lesson is not in one of your courses`,
  questionInvalid: msg`This question is not in a test you can take`,
  notYours: msg`This doubt is not in one of your batches`,
  openLimit: msg`You have 10 doubts waiting for an answer: mark the answered ones solved first`,
  dailyLimit: msg`You have asked 20 doubts today: ask again tomorrow`,
  replyUsed: msg`You have already replied once: ask a new doubt`,
  notAnswered: msg`You can reply once it is answered`,
  alreadySolved: msg`This doubt is already solved`,
  asked: msg`Doubt sent to your teachers`,
  answered: msg`Answer sent`,
  replied: msg`Reply sent`,
  solved: msg`Marked solved`,
});

/** Photos attached to a question or an answer. */
export const PHOTO_TABLE = messageTable(PHOTO_MESSAGES, {
  tooLarge: msg`Each photo must be at most 512 KB`,
  notImage: msg`A photo must be a JPEG, PNG or WebP image`,
  tooMany: msg`Attach at most 3 photos`,
  unreadable: msg`This photo could not be read: take it again`,
  notFound: msg`Photo not found`,
});
