import type { FeeDue } from './batch-fees.ts';
import type { CourseSummary, MyCourse } from './course-display.ts';
import type { StudentMockTest, StudentTestResult } from './mock-tests.ts';
import type { MyOrder } from './payments.ts';
import type { ProgramSlug } from './programs.ts';

/** How many of each the home shows; each section links to its full list. */
export const STUDENT_HOME_LIMITS = {
  courses: 6,
  tests: 4,
  recentResults: 5,
  purchases: 3,
  recommended: 4,
} as const;

/** The next lesson of the course the student watched last. */
export interface ContinueWatching {
  courseId: string;
  courseTitle: string;
  courseThumbnail: string;
  lessonId: string;
  lessonTitle: string;
  progress: number;
}

/** GET /api/student/home: everything the student's home shows, in one request. */
export interface StudentHome {
  /** The program of the student's class, or null when the profile has no class. */
  program: ProgramSlug | null;
  continueWatching: ContinueWatching | null;
  /** Most recently studied first. */
  courses: MyCourse[];
  courseCount: number;
  /** Tests not yet taken (or still running), the student's own program first. */
  tests: StudentMockTest[];
  /** Submitted attempts, newest first, with where each stands. */
  recentResults: StudentTestResult[];
  /** Notes bought and not refunded. */
  notes: { id: string; title: string }[];
  /** Paid orders, newest first. */
  purchases: MyOrder[];
  /** Batch fees overdue or due soon, the earliest first. */
  feesDue: FeeDue[];
  /** Published courses the student is not in, the student's own program first. */
  recommended: CourseSummary[];
}
