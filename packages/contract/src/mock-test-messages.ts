/**
 * The mock test messages (and the limits they name) apart from the schemas, so a page can show
 * them without loading zod.
 */

export const MOCK_TEST_MESSAGES = {
  titleMin: 'Title must be at least 5 characters',
  titleMax: 'Title must be at most 150 characters',
  subjectRequired: 'Subject is required',
  programInvalid: 'Choose a program from the list',
  timeLimitMin: 'Time limit must be at least 1 minute',
  timeLimitMax: 'Time limit must be at most 600 minutes',
  sectionTitleRequired: 'Section title is required',
  sectionsRequired: 'Add at least one section',
  marksMin: 'Marks per question must be greater than 0',
  negativeMin: 'Negative marks cannot be below 0',
  negativeMax: 'Negative marks cannot be more than the marks per question',
  sectionTimeMin: 'Section time limit must be at least 1 minute',
  questionRequired: 'Question text is required',
  optionRequired: 'Every option needs a text',
  optionsFour: 'A question has exactly four options',
  correctRequired: 'Choose the correct answer',
  topicRequired: 'Topic is required',
  questionsRequired: 'A published test needs at least one question',
  courseInvalid: 'Choose a course from the list',
  courseUnknown: 'That course does not exist',
  // CSV import
  csvEmpty: 'The file has no questions',
  csvTooMany: 'At most 500 questions can be imported at once',
  csvHeader:
    'The first row must be the header: section, question, option_a, option_b, option_c, option_d, answer, topic, explanation',
  csvUnreadable: 'The file could not be read as CSV',
  csvRowErrors: 'Some rows have errors; nothing was imported',
  // Screens and toasts
  created: 'Test created',
  updated: 'Test saved',
  deleted: 'Test deleted',
  deleteHasAttempts: 'Students have taken this test: unpublish it (save as draft) instead',
  questionsInUse:
    'Students have answered this test: its questions can be edited, but not removed or added',
  notFound: 'Test not found',
  attemptNotFound: 'Attempt not found',
  notAvailable: 'This test is not available to you',
  notEnrolled: 'Enroll in the course to take this test',
  deadlinePassed: 'Time is up: the test has been submitted and this answer was not saved',
  alreadySubmitted: 'This attempt has already been submitted',
  notSubmitted: 'Submit the test to see the answers',
  questionUnknown: 'This question is not part of the test',
  optionInvalid: 'Choose option A, B, C or D',
  submitted: 'Test submitted',
  autoSubmitted: "Time's up! Your test was submitted automatically",
  listError: 'Error loading tests',
  listEmpty: 'No tests found',
  myTestsError: 'Error loading your tests',
  myTestsEmpty: 'You have not taken a test yet',
  myTestsEmptyText: 'Your scores and ranks appear here after you submit a test.',
  saveFailed: 'Failed to save test',
} as const;
