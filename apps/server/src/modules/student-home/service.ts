import { and, desc, eq, not } from 'drizzle-orm';
import { programOfClass } from '@academy/contract/programs';
import { STUDENT_HOME_LIMITS, type StudentHome } from '@academy/contract/student-home';
import type { Db } from '../../db/client.ts';
import { courses, type UserRow } from '../../db/schema/index.ts';
import { feesDue } from '../batch-fees/dues.ts';
import { toSummary } from '../courses/catalogue.ts';
import { myCourses } from '../enrolments/service.ts';
import { studentTestResults } from '../mock-tests/results.ts';
import { listStudentTests } from '../mock-tests/taking.ts';
import { enrolledIn } from '../payments/access.ts';
import { myOrders } from '../payments/my-orders.ts';
import { courseFits, fitOf, testFits, type StudentFit } from './fit.ts';

/** Published courses for the student (`courseFits`) they are not in, the popular first. */
function recommendedCourses(db: Db, userId: string, fit: StudentFit) {
  return db
    .select()
    .from(courses)
    .where(
      and(eq(courses.status, 'published'), courseFits(fit), not(enrolledIn(userId, courses.id))),
    )
    .orderBy(desc(courses.enrolledCount), desc(courses.createdAt))
    .limit(STUDENT_HOME_LIMITS.recommended);
}

/** GET /api/student/home: the signed-in student's home, read in one round of queries. */
export async function studentHome(db: Db, user: UserRow): Promise<StudentHome> {
  const program = programOfClass(user.class);
  const fit = await fitOf(db, user);
  const [enrolled, tests, results, orders, recommended, fees] = await Promise.all([
    myCourses(db, user.id),
    listStudentTests(db, user.id, {}),
    studentTestResults(db, user.id, STUDENT_HOME_LIMITS.recentResults),
    myOrders(db, user.id),
    recommendedCourses(db, user.id, fit),
    feesDue(db, user.id),
  ]);

  // The course studied last that still has a lesson to finish.
  const current = enrolled.find((c) => c.resume && c.progress < 100);
  const paid = orders.filter((o) => o.status === 'paid');
  return {
    program,
    continueWatching: current?.resume
      ? {
          courseId: current._id,
          courseTitle: current.title,
          courseThumbnail: current.courseThumbnail,
          lessonId: current.resume.id,
          lessonTitle: current.resume.title,
          progress: current.progress,
        }
      : null,
    courses: enrolled.slice(0, STUDENT_HOME_LIMITS.courses),
    courseCount: enrolled.length,
    tests: tests
      .filter((t) => (t.attemptCount === 0 || t.inProgressAttemptId) && testFits(fit, t))
      .slice(0, STUDENT_HOME_LIMITS.tests),
    recentResults: results,
    notes: paid
      .filter((o) => o.item.kind === 'note')
      .map((o) => ({ id: o.item.id, title: o.item.title })),
    purchases: paid.slice(0, STUDENT_HOME_LIMITS.purchases),
    recommended: recommended.map(toSummary),
    feesDue: fees,
  };
}
