import { z } from 'zod';
import { PROGRAM_SLUGS } from './programs.ts';
import { MOCK_TEST_MESSAGES } from './mock-test-messages.ts';
export { MOCK_TEST_MESSAGES } from './mock-test-messages.ts';

/** Mock tests: multiple-choice papers with sections, negative marking and a server-kept clock. */

export const MOCK_TEST_STATUSES = ['draft', 'published'] as const;
export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
/** Seconds after the deadline in which an answer still counts (network latency). */
export const ANSWER_GRACE_SECONDS = 5;
export const MAX_QUESTIONS_PER_SECTION = 300;

const uuidOrUndefined = z.uuid().optional();

/** Marks with up to 4 decimals (1/3 of a mark is 0.3333). */
const marks = (min: string) =>
  z.coerce
    .number({ error: min })
    .min(0, min)
    .max(100)
    .transform((v) => Math.round(v * 10_000) / 10_000);

export const mockQuestionSchema = z.object({
  /** Kept on edit so saved answers stay attached to the question. */
  id: uuidOrUndefined,
  text: z.string().trim().min(1, MOCK_TEST_MESSAGES.questionRequired).max(4000),
  options: z
    .array(z.string().trim().min(1, MOCK_TEST_MESSAGES.optionRequired).max(1000))
    .length(4, MOCK_TEST_MESSAGES.optionsFour),
  correctOption: z.coerce
    .number({ error: MOCK_TEST_MESSAGES.correctRequired })
    .int(MOCK_TEST_MESSAGES.correctRequired)
    .min(0, MOCK_TEST_MESSAGES.correctRequired)
    .max(3, MOCK_TEST_MESSAGES.correctRequired),
  topic: z.string().trim().min(1, MOCK_TEST_MESSAGES.topicRequired).max(100),
  explanation: z.string().trim().max(4000).default(''),
});

export const mockSectionSchema = z
  .object({
    id: uuidOrUndefined,
    title: z.string().trim().min(1, MOCK_TEST_MESSAGES.sectionTitleRequired).max(120),
    marksPerQuestion: marks(MOCK_TEST_MESSAGES.marksMin).refine(
      (v) => v > 0,
      MOCK_TEST_MESSAGES.marksMin,
    ),
    negativeMarks: marks(MOCK_TEST_MESSAGES.negativeMin).default(0),
    /** Suggested time for the section; the test's own limit is what the server enforces. */
    timeLimitMinutes: z.coerce
      .number({ error: MOCK_TEST_MESSAGES.sectionTimeMin })
      .int(MOCK_TEST_MESSAGES.sectionTimeMin)
      .min(1, MOCK_TEST_MESSAGES.sectionTimeMin)
      .max(600)
      .nullable()
      .default(null),
    questions: z.array(mockQuestionSchema).max(MAX_QUESTIONS_PER_SECTION).default([]),
  })
  .superRefine((s, ctx) => {
    if (s.negativeMarks > s.marksPerQuestion)
      ctx.addIssue({
        code: 'custom',
        path: ['negativeMarks'],
        message: MOCK_TEST_MESSAGES.negativeMax,
      });
  });

export const mockTestFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(5, MOCK_TEST_MESSAGES.titleMin)
      .max(150, MOCK_TEST_MESSAGES.titleMax),
    description: z.string().trim().max(2000).default(''),
    program: z.enum(PROGRAM_SLUGS, MOCK_TEST_MESSAGES.programInvalid),
    subject: z.string().trim().min(1, MOCK_TEST_MESSAGES.subjectRequired).max(80),
    timeLimitMinutes: z.coerce
      .number({ error: MOCK_TEST_MESSAGES.timeLimitMin })
      .int(MOCK_TEST_MESSAGES.timeLimitMin)
      .min(1, MOCK_TEST_MESSAGES.timeLimitMin)
      .max(600, MOCK_TEST_MESSAGES.timeLimitMax),
    instructions: z.string().trim().max(5000).default(''),
    status: z.enum(MOCK_TEST_STATUSES).default('draft'),
    /** Null: a free test for every student. Otherwise only the course's students take it. */
    courseId: z.uuid(MOCK_TEST_MESSAGES.courseInvalid).nullable().default(null),
    sections: z.array(mockSectionSchema).min(1, MOCK_TEST_MESSAGES.sectionsRequired).max(20),
  })
  .superRefine((t, ctx) => {
    const questions = t.sections.reduce((n, s) => n + s.questions.length, 0);
    if (t.status === 'published' && questions === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['sections'],
        message: MOCK_TEST_MESSAGES.questionsRequired,
      });
  });
export type MockTestForm = z.output<typeof mockTestFormSchema>;

export const mockTestListQuerySchema = z.object({
  program: z.enum(PROGRAM_SLUGS).optional(),
  subject: z.string().trim().max(80).optional(),
});

export const answerSchema = z.object({
  /** 0-3 for A-D; null clears the answer. */
  chosenOption: z
    .number({ error: MOCK_TEST_MESSAGES.optionInvalid })
    .int(MOCK_TEST_MESSAGES.optionInvalid)
    .min(0, MOCK_TEST_MESSAGES.optionInvalid)
    .max(3, MOCK_TEST_MESSAGES.optionInvalid)
    .nullable(),
  markedForReview: z.boolean().default(false),
});
export type AnswerInput = z.input<typeof answerSchema>;

// ---------------------------------------------------------------------------------------------
// Responses

const attemptStatusSchema = z.enum(['in_progress', 'submitted']);
const outcomeSchema = z.enum(['correct', 'wrong', 'unattempted']);

/** A question as the admin edits it, its answer and explanation included. */
export const mockQuestionAnswerSchema = z.object({
  id: z.string(),
  text: z.string(),
  options: z.array(z.string()),
  correctOption: z.number(),
  topic: z.string(),
  explanation: z.string(),
});

export const mockSectionSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    marksPerQuestion: z.number(),
    negativeMarks: z.number(),
    timeLimitMinutes: z.number().nullable(),
    questionCount: z.number(),
  })
  .meta({ id: 'MockSectionSummary' });
export type MockSectionSummary = z.infer<typeof mockSectionSummarySchema>;

export const mockTestSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    program: z.string(),
    subject: z.string(),
    timeLimitMinutes: z.number(),
    status: z.enum(MOCK_TEST_STATUSES),
    courseId: z.string().nullable(),
    courseTitle: z.string().nullable(),
    questionCount: z.number(),
    maxScore: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MockTestSummary' });
export type MockTestSummary = z.infer<typeof mockTestSummarySchema>;

/** Admin's full test, answers included. */
export const mockTestDetailSchema = mockTestSummarySchema
  .extend({
    instructions: z.string(),
    attemptCount: z.number(),
    sections: z.array(
      mockSectionSummarySchema
        .omit({ questionCount: true })
        .extend({ questions: z.array(mockQuestionAnswerSchema) }),
    ),
  })
  .meta({ id: 'MockTestDetail' });
export type MockTestDetail = z.infer<typeof mockTestDetailSchema>;

export const adminMockTestRowSchema = mockTestSummarySchema
  .extend({ attemptCount: z.number() })
  .meta({ id: 'AdminMockTestRow' });
export type AdminMockTestRow = z.infer<typeof adminMockTestRowSchema>;

export const attemptBriefSchema = z
  .object({
    id: z.string(),
    attemptNo: z.number(),
    /** A later attempt than the first: it counts for no rank, highest or average. */
    practice: z.boolean(),
    status: attemptStatusSchema,
    startedAt: z.string(),
    submittedAt: z.string().nullable(),
    score: z.number().nullable(),
    maxScore: z.number(),
  })
  .meta({ id: 'AttemptBrief' });
export type AttemptBrief = z.infer<typeof attemptBriefSchema>;

/**
 * A submitted attempt in a list of one student's (My Tests, the student's home, and the admin's
 * View Details): where it stands among the first attempts, as the result page says.
 */
export const studentTestResultSchema = attemptBriefSchema
  .extend({
    testId: z.string(),
    testTitle: z.string(),
    program: z.string(),
    subject: z.string(),
    rank: z.number(),
    rankOutOf: z.number(),
  })
  .meta({ id: 'StudentTestResult' });
export type StudentTestResult = z.infer<typeof studentTestResultSchema>;

/** A test in the student's list. */
export const studentMockTestSchema = mockTestSummarySchema
  .extend({
    bestScore: z.number().nullable(),
    attemptCount: z.number(),
    inProgressAttemptId: z.string().nullable(),
  })
  .meta({ id: 'StudentMockTest' });
export type StudentMockTest = z.infer<typeof studentMockTestSchema>;

/** The intro screen: instructions and the sections, no questions. */
export const mockTestIntroSchema = studentMockTestSchema
  .extend({
    instructions: z.string(),
    sections: z.array(mockSectionSummarySchema),
    attempts: z.array(attemptBriefSchema),
  })
  .meta({ id: 'MockTestIntro' });
export type MockTestIntro = z.infer<typeof mockTestIntroSchema>;

/** POST /api/mock-tests/:id/attempts: the attempt started, or the one already running. */
export const attemptStartedSchema = z.object({ id: z.string(), resumed: z.boolean() });

/** A question while the test runs: no correct answer, no explanation. */
export const attemptQuestionSchema = z.object({
  id: z.string(),
  sectionId: z.string(),
  number: z.number(),
  text: z.string(),
  options: z.array(z.string()),
  topic: z.string(),
});

export const savedAnswerSchema = z.object({
  questionId: z.string(),
  chosenOption: z.number().nullable(),
  markedForReview: z.boolean(),
});

/** PUT /api/mock-attempts/:id/answers/:questionId: the answer kept, and the time left. */
export const answerSavedSchema = savedAnswerSchema.extend({
  updatedAt: z.string(),
  remainingSeconds: z.number(),
});

export const attemptViewSchema = z
  .object({
    id: z.string(),
    testId: z.string(),
    title: z.string(),
    attemptNo: z.number(),
    status: attemptStatusSchema,
    autoSubmitted: z.boolean(),
    startedAt: z.string(),
    deadline: z.string(),
    /** From the server's clock; the client counts down from it. */
    remainingSeconds: z.number(),
    timeLimitMinutes: z.number(),
    sections: z.array(mockSectionSummarySchema),
    questions: z.array(attemptQuestionSchema),
    answers: z.array(savedAnswerSchema),
  })
  .meta({ id: 'AttemptView' });
export type AttemptView = z.infer<typeof attemptViewSchema>;

/** POST /api/mock-attempts/:id/submit; submitting again changes nothing. */
export const attemptSubmittedSchema = z.object({
  id: z.string(),
  alreadySubmitted: z.boolean(),
  autoSubmitted: z.boolean(),
});

export const accuracyRowSchema = z.object({
  name: z.string(),
  correct: z.number(),
  wrong: z.number(),
  unattempted: z.number(),
  total: z.number(),
  /** Correct out of total, 0-100. */
  accuracy: z.number(),
  score: z.number(),
  maxScore: z.number(),
});
export type AccuracyRow = z.infer<typeof accuracyRowSchema>;

export const resultQuestionSchema = attemptQuestionSchema.extend({
  sectionTitle: z.string(),
  correctOption: z.number(),
  chosenOption: z.number().nullable(),
  markedForReview: z.boolean(),
  outcome: outcomeSchema,
  marks: z.number(),
  explanation: z.string(),
});
export type ResultQuestion = z.infer<typeof resultQuestionSchema>;

export const attemptResultSchema = z
  .object({
    attempt: attemptBriefSchema.extend({ autoSubmitted: z.boolean() }),
    test: mockTestSummarySchema.pick({
      id: true,
      title: true,
      program: true,
      subject: true,
      timeLimitMinutes: true,
    }),
    score: z.number(),
    maxScore: z.number(),
    correct: z.number(),
    wrong: z.number(),
    unattempted: z.number(),
    timeTakenSeconds: z.number(),
    /** Among the first attempts of every student; for a re-attempt, where its score would stand. */
    rank: z.number(),
    rankOutOf: z.number(),
    /** Share of first attempts scoring at or below this score, 0-100. */
    percentile: z.number(),
    sections: z.array(accuracyRowSchema),
    /** Weakest first. */
    topics: z.array(accuracyRowSchema),
    questions: z.array(resultQuestionSchema),
    history: z.array(attemptBriefSchema),
  })
  .meta({ id: 'AttemptResult' });
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** Every figure counts each student's first attempt; later ones are listed as practice. */
export const adminTestResultsSchema = z
  .object({
    test: mockTestSummarySchema,
    /** First attempts submitted (one per student). */
    attemptCount: z.number(),
    /** Later attempts, submitted. */
    practiceCount: z.number(),
    studentCount: z.number(),
    averageScore: z.number().nullable(),
    highestScore: z.number().nullable(),
    attempts: z.array(
      z.object({
        id: z.string(),
        studentName: z.string(),
        studentPhone: z.string(),
        attemptNo: z.number(),
        practice: z.boolean(),
        score: z.number(),
        correct: z.number(),
        wrong: z.number(),
        unattempted: z.number(),
        timeTakenSeconds: z.number(),
        submittedAt: z.string(),
        autoSubmitted: z.boolean(),
      }),
    ),
    /** Lowest correct rate first. */
    hardestQuestions: z.array(
      z.object({
        id: z.string(),
        number: z.number(),
        text: z.string(),
        topic: z.string(),
        attempts: z.number(),
        correctRate: z.number(),
      }),
    ),
  })
  .meta({ id: 'AdminTestResults' });
export type AdminTestResults = z.infer<typeof adminTestResultsSchema>;
