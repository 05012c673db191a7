/**
 * The messages of doubts (and the limits they name) apart from the schema, so a page can show
 * them without loading zod.
 */
export const DOUBT_LIMITS = {
  textMax: 2000,
  photosMax: 3,
  /** Doubts a student may have waiting for an answer at once. */
  openMax: 10,
  /** Doubts a student may ask in an India day. */
  perDay: 20,
  /** Solved doubts shown before asking about the same lesson or question. */
  similarMax: 5,
} as const;

export const DOUBT_MESSAGES = {
  notFound: 'Doubt not found',
  textRequired: 'Write your question',
  textTooLong: 'Keep it under 2000 characters',
  answerRequired: 'Write your answer',
  contextRequired: 'Choose a batch, or ask from a lesson or a test question',
  batchInvalid: 'Choose a batch',
  notInBatch: 'You can ask only in a batch you sit in',
  subjectInvalid: 'Choose one of the batch’s subjects',
  lessonInvalid: 'This lesson is not in one of your courses',
  questionInvalid: 'This question is not in a test you can take',
  notYours: 'This doubt is not in one of your batches',
  openLimit: 'You have 10 doubts waiting for an answer: mark the answered ones solved first',
  dailyLimit: 'You have asked 20 doubts today: ask again tomorrow',
  replyUsed: 'You have already replied once: ask a new doubt',
  notAnswered: 'You can reply once it is answered',
  alreadySolved: 'This doubt is already solved',
  asked: 'Doubt sent to your teachers',
  answered: 'Answer sent',
  replied: 'Reply sent',
  solved: 'Marked solved',
} as const;
