import { z } from 'zod';
import { feeDueSchema } from './batch-fees.ts';
import { courseSummarySchema, myCourseSchema } from './courses.ts';
import { studentMockTestSchema, studentTestResultSchema } from './mock-tests.ts';
import { myOrderSchema } from './payments.ts';
import { PROGRAM_SLUGS } from './programs.ts';

/** How many of each the home shows; each section links to its full list. */
export const STUDENT_HOME_LIMITS = {
  courses: 6,
  tests: 4,
  recentResults: 5,
  purchases: 3,
  recommended: 4,
} as const;

/** The next lesson of the course the student watched last. */
export const continueWatchingSchema = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  courseThumbnail: z.string(),
  lessonId: z.string(),
  lessonTitle: z.string(),
  progress: z.number(),
});
export type ContinueWatching = z.infer<typeof continueWatchingSchema>;

/** GET /api/student/home: everything the student's home shows, in one request. */
export const studentHomeSchema = z
  .object({
    /** The program of the student's class, or null when the profile has no class. */
    program: z.enum(PROGRAM_SLUGS).nullable(),
    continueWatching: continueWatchingSchema.nullable(),
    /** Most recently studied first. */
    courses: z.array(myCourseSchema),
    courseCount: z.number(),
    /**
     * Tests not yet taken (or still running) that fit the student's class, stream and batches
     * (decisions/091); empty when none does.
     */
    tests: z.array(studentMockTestSchema),
    /** Submitted attempts, newest first, with where each stands. */
    recentResults: z.array(studentTestResultSchema),
    /** Notes bought and not refunded. */
    notes: z.array(z.object({ id: z.string(), title: z.string() })),
    /** Paid orders, newest first. */
    purchases: z.array(myOrderSchema),
    /** Batch fees overdue or due soon, the earliest first. */
    feesDue: z.array(feeDueSchema),
    /** Published courses the student is not in that fit their class, stream and batches. */
    recommended: z.array(courseSummarySchema),
  })
  .meta({ id: 'StudentHome' });
export type StudentHome = z.infer<typeof studentHomeSchema>;
