import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  COURSE_MESSAGES,
  lessonsOf,
  resumeLesson,
  type MyCourse,
  type PlayerCourse,
} from '@academy/contract/courses';
import { isFree } from '@academy/contract/money';
import { PAYMENT_MESSAGES } from '@academy/contract/payments';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  courseRatings,
  courses,
  enrolments,
  lessonProgress,
  type CourseRow,
} from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { toDetail, toSummary } from '../courses/catalogue.ts';
import { enrolOnce, isEnrolled } from '../payments/access.ts';
import { requireOnlinePayments, type PaymentSetup } from '../payments/provider.ts';

const percent = (done: number, total: number) => (total ? Math.round((done / total) * 100) : 0);

/**
 * Free course: enrol (again: nothing changes). A paid course is never handed out here, whatever
 * the provider: it is bought through POST /api/payments/orders.
 */
export async function purchase(db: Db, payments: PaymentSetup, userId: string, courseId: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound(COURSE_MESSAGES.notFound);
  if (await isEnrolled(db, userId, courseId)) return { course, alreadyEnrolled: true };
  if (course.status !== 'published') throw new AppError('CONFLICT', COURSE_MESSAGES.notPurchasable);
  if (!isFree(course)) {
    requireOnlinePayments(payments);
    throw new AppError('PAYMENT_REQUIRED', PAYMENT_MESSAGES.useCheckout);
  }
  await enrolOnce(db, userId, courseId, null);
  return { course, alreadyEnrolled: false };
}

async function completedOf(db: Db, userId: string, courseIds: string[]) {
  if (!courseIds.length) return new Map<string, Set<string>>();
  const rows = await db
    .select({ courseId: lessonProgress.courseId, lessonId: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.courseId, courseIds)));
  const map = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = map.get(r.courseId) ?? new Set<string>();
    set.add(r.lessonId);
    map.set(r.courseId, set);
  }
  return map;
}

/** Only lessons still in the course count. */
const countDone = (row: CourseRow, done: Set<string> | undefined) =>
  lessonsOf(row.content).filter((l) => done?.has(l.id)).length;

export async function myCourses(db: Db, userId: string): Promise<MyCourse[]> {
  const rows = await db
    .select({ course: courses, enrolment: enrolments })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(enrolments.userId, userId))
    .orderBy(desc(enrolments.updatedAt));
  const done = await completedOf(
    db,
    userId,
    rows.map((r) => r.course.id),
  );
  return rows.map(({ course, enrolment }) => {
    const completed = done.get(course.id) ?? new Set<string>();
    const completedCount = countDone(course, completed);
    const resume = resumeLesson(lessonsOf(course.content), completed, enrolment.lastLessonId);
    return {
      ...toSummary(course),
      progress: percent(completedCount, course.lessonCount),
      completedCount,
      lastLessonId: enrolment.lastLessonId,
      resume: resume && { id: resume.id, title: resume.title },
      enrolledAt: enrolment.createdAt.toISOString(),
    };
  });
}

async function enrolmentOf(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select({ course: courses, enrolment: enrolments })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  if (!row) {
    const [exists] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!exists) throw notFound(COURSE_MESSAGES.notFound);
    throw forbidden(COURSE_MESSAGES.notEnrolled);
  }
  return row;
}

export async function playerCourse(
  db: Db,
  userId: string,
  courseId: string,
): Promise<PlayerCourse> {
  const { course, enrolment } = await enrolmentOf(db, userId, courseId);
  const done = (await completedOf(db, userId, [courseId])).get(courseId);
  const lessonIds = new Set(lessonsOf(course.content).map((l) => l.id));
  const completedVideoIds = [...(done ?? [])].filter((id) => lessonIds.has(id));
  const [mine] = await db
    .select({ rating: courseRatings.rating })
    .from(courseRatings)
    .where(and(eq(courseRatings.userId, userId), eq(courseRatings.courseId, courseId)));
  return {
    myRating: mine?.rating ?? null,
    // The player is the enrolled student's: who they are adds nothing to what they may watch.
    ...toDetail(course, null, true),
    completedVideoIds,
    lastLessonId:
      enrolment.lastLessonId && lessonIds.has(enrolment.lastLessonId)
        ? enrolment.lastLessonId
        : null,
    progress: percent(completedVideoIds.length, course.lessonCount),
  };
}

export async function saveProgress(
  db: Db,
  userId: string,
  courseId: string,
  input: { videoId: string; completed: boolean },
) {
  const { course, enrolment } = await enrolmentOf(db, userId, courseId);
  if (!lessonsOf(course.content).some((l) => l.id === input.videoId))
    throw new AppError('VALIDATION', COURSE_MESSAGES.lessonUnknown, {
      videoId: COURSE_MESSAGES.lessonUnknown,
    });
  await db.transaction(async (tx) => {
    if (input.completed)
      await tx
        .insert(lessonProgress)
        .values({ userId, courseId, lessonId: input.videoId })
        .onConflictDoNothing();
    else
      await tx
        .delete(lessonProgress)
        .where(
          and(
            eq(lessonProgress.userId, userId),
            eq(lessonProgress.courseId, courseId),
            eq(lessonProgress.lessonId, input.videoId),
          ),
        );
    await tx
      .update(enrolments)
      .set({ lastLessonId: input.videoId, updatedAt: new Date() })
      .where(eq(enrolments.id, enrolment.id));
  });
  return playerCourse(db, userId, courseId).then((p) => ({
    completedVideoIds: p.completedVideoIds,
    lastLessonId: p.lastLessonId,
    progress: p.progress,
  }));
}

/** The course keeps its ratings' average and count, for the catalogue's "Highest rated". */
export async function recountRatings(db: DbOrTx, courseId: string) {
  const [stats] = await db
    .select({
      avg: sql<number>`avg(${courseRatings.rating})::real`,
      n: sql<number>`count(*)::int`,
    })
    .from(courseRatings)
    .where(eq(courseRatings.courseId, courseId));
  await db
    .update(courses)
    .set({ ratingAvg: stats?.avg ?? null, ratingCount: stats?.n ?? 0 })
    .where(eq(courses.id, courseId));
  return stats;
}

/** An enrolled student rates the course 1-5 (again: the new rating replaces the old one). */
export async function rateCourse(db: Db, userId: string, courseId: string, rating: number) {
  await enrolmentOf(db, userId, courseId);
  return db.transaction(async (tx) => {
    await tx
      .insert(courseRatings)
      .values({ userId, courseId, rating })
      .onConflictDoUpdate({
        target: [courseRatings.userId, courseRatings.courseId],
        set: { rating, updatedAt: new Date() },
      });
    const stats = await recountRatings(tx, courseId);
    return {
      myRating: rating,
      rating: stats?.avg ? Math.round(Number(stats.avg) * 10) / 10 : null,
      ratingCount: Number(stats?.n ?? 0),
    };
  });
}
