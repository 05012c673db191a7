import { and, asc, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { doubtListQuerySchema, similarDoubtsQuerySchema } from '@academy/contract/doubts';
import {
  DOUBT_LIMITS,
  type DoubtDetails,
  type DoubtPage,
  type DoubtSummary,
  type ResponseTime,
  type SimilarDoubt,
} from '@academy/contract/doubts';
import { PHOTO_MESSAGES } from '@academy/contract/photos';
import { isAdmin, ROLES } from '@academy/contract/roles';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  batches,
  batchTeachers,
  courses,
  doubtPhotos,
  doubtPosts,
  doubts,
  mockQuestions,
  mockTests,
  storedFiles,
  users,
  type UserRow,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { StoredFileRow } from '../files/service.ts';
import { answers, doubtFor, visibleDoubts } from './scope.ts';

/** The doubt's first post, its question. */
const question = alias(doubtPosts, 'question');

/** The first lines of a question, as a list shows them. */
const EXCERPT = 200;

/** The doubts' rows with their context's names and their question, as the lists show them. */
async function summaries(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  page?: [number, number],
) {
  const query = db
    .select({
      doubt: doubts,
      studentName: users.name,
      batchName: batches.name,
      courseContent: courses.content,
      testId: mockTests.id,
      testTitle: mockTests.title,
      text: question.body,
      photoCount: sql<number>`(select count(*)::int from ${doubtPhotos} where ${doubtPhotos.postId} = ${question.id})`,
    })
    .from(doubts)
    .innerJoin(users, eq(users.id, doubts.studentId))
    .innerJoin(question, and(eq(question.doubtId, doubts.id), eq(question.kind, 'question')))
    .leftJoin(batches, eq(batches.id, doubts.batchId))
    .leftJoin(courses, eq(courses.id, doubts.courseId))
    .leftJoin(mockQuestions, eq(mockQuestions.id, doubts.questionId))
    .leftJoin(mockTests, eq(mockTests.id, mockQuestions.testId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const rows = page ? await query.limit(page[0]).offset(page[1]) : await query;
  return rows.map((row): DoubtSummary => ({
    id: row.doubt.id,
    status: row.doubt.status,
    text: row.text.slice(0, EXCERPT),
    student: { id: row.doubt.studentId, name: row.studentName },
    batch: row.doubt.batchId ? { id: row.doubt.batchId, name: row.batchName! } : null,
    subject: row.doubt.subject,
    lesson:
      row.doubt.courseId && row.doubt.lessonId
        ? {
            courseId: row.doubt.courseId,
            lessonId: row.doubt.lessonId,
            title: lessonTitle(row.courseContent, row.doubt.lessonId),
          }
        : null,
    question:
      row.doubt.questionId && row.testId
        ? { id: row.doubt.questionId, testId: row.testId, testTitle: row.testTitle! }
        : null,
    photoCount: row.photoCount,
    createdAt: row.doubt.createdAt.toISOString(),
    updatedAt: row.doubt.updatedAt.toISOString(),
  }));
}

type Content = (typeof courses.$inferSelect)['content'];

const lessonTitle = (content: Content | null, lessonId: string) =>
  (content ?? [])
    .flatMap((item) => (item.type === 'video' ? [item.video] : item.videos))
    .find((lesson) => lesson.id === lessonId)?.title ?? '';

const isStaff = (user: UserRow) => user.role === ROLES.teacher || isAdmin(user.role);

/**
 * GET /api/doubts: the doubts the viewer may see, a page at a time. Staff get the queue's order
 * (waiting for an answer first, the oldest first); a student or a parent the latest first.
 */
export async function listDoubts(
  db: Db,
  { user }: Viewer,
  query: z.output<typeof doubtListQuerySchema>,
): Promise<DoubtPage> {
  const where = and(
    await visibleDoubts(db, user),
    query.status ? eq(doubts.status, query.status) : undefined,
    query.batchId === 'none'
      ? isNull(doubts.batchId)
      : query.batchId
        ? eq(doubts.batchId, query.batchId)
        : undefined,
    query.subject ? eq(doubts.subject, query.subject) : undefined,
  );
  const order = isStaff(user)
    ? [sql`(${doubts.status} <> 'open')`, asc(doubts.createdAt), asc(doubts.id)]
    : [desc(doubts.updatedAt), desc(doubts.id)];
  const [items, [total]] = await Promise.all([
    summaries(db, where, order, [query.pageSize, (query.page - 1) * query.pageSize]),
    db.select({ n: count() }).from(doubts).where(where),
  ]);
  return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Photos are the asker's, their answering teachers' and the admins' (not a parent's). */
const seesPhotos = (user: UserRow, doubt: { studentId: string }, answerer: boolean) =>
  answerer || doubt.studentId === user.id;

/** GET /api/doubts/:id: the whole thread, and what the viewer may do with it. */
export async function doubtDetails(db: Db, { user }: Viewer, id: string): Promise<DoubtDetails> {
  const doubt = await doubtFor(db, user, id);
  const answerer = await answers(db, user, doubt);
  const [[summary], posts] = await Promise.all([
    summaries(db, eq(doubts.id, id), []),
    db
      .select({ post: doubtPosts, authorName: users.name })
      .from(doubtPosts)
      .innerJoin(users, eq(users.id, doubtPosts.authorId))
      .where(eq(doubtPosts.doubtId, id))
      .orderBy(asc(doubtPosts.createdAt), asc(doubtPosts.id)),
  ]);
  const photos = seesPhotos(user, doubt, answerer)
    ? await db
        .select()
        .from(doubtPhotos)
        .where(
          inArray(
            doubtPhotos.postId,
            posts.map((p) => p.post.id),
          ),
        )
        .orderBy(asc(doubtPhotos.position))
    : [];
  const own = doubt.studentId === user.id;
  return {
    ...summary!,
    posts: posts.map(({ post, authorName }) => ({
      id: post.id,
      kind: post.kind,
      author: { id: post.authorId, name: authorName },
      text: post.body,
      photos: photos
        .filter((photo) => photo.postId === post.id)
        .map((photo) => ({ id: photo.fileId, width: photo.width, height: photo.height })),
      createdAt: post.createdAt.toISOString(),
    })),
    can: {
      answer: answerer && doubt.status !== 'solved',
      reply: own && doubt.status === 'answered' && !doubt.replied,
      solve: own && doubt.status !== 'solved',
    },
  };
}

/** GET /api/doubts/:id/photos/:photoId: the stored file of one of the doubt's photos. */
export async function doubtPhoto(
  db: Db,
  { user }: Viewer,
  id: string,
  photoId: string,
): Promise<StoredFileRow> {
  const doubt = await doubtFor(db, user, id);
  const [row] = await db
    .select({ file: storedFiles })
    .from(doubtPhotos)
    .innerJoin(doubtPosts, eq(doubtPosts.id, doubtPhotos.postId))
    .innerJoin(storedFiles, eq(storedFiles.id, doubtPhotos.fileId))
    .where(and(eq(doubtPhotos.fileId, photoId), eq(doubtPosts.doubtId, id)));
  if (!row || !seesPhotos(user, doubt, await answers(db, user, doubt)))
    throw notFound(PHOTO_MESSAGES.notFound);
  return row.file;
}

/**
 * GET /api/doubts/similar: solved doubts on the same lesson or question, the latest first, each
 * with its last answer: a student may find theirs answered already. Names and photos stay out.
 */
export async function similarDoubts(
  db: Db,
  query: z.output<typeof similarDoubtsQuerySchema>,
): Promise<SimilarDoubt[]> {
  const same =
    query.courseId && query.lessonId
      ? and(eq(doubts.courseId, query.courseId), eq(doubts.lessonId, query.lessonId))
      : eq(doubts.questionId, query.questionId!);
  const answer = sql<string>`(select ${doubtPosts.body} from ${doubtPosts} where ${doubtPosts.doubtId} = ${doubts.id} and ${doubtPosts.kind} = 'answer' order by ${doubtPosts.createdAt} desc limit 1)`;
  const rows = await db
    .select({ id: doubts.id, question: question.body, answer, solvedAt: doubts.solvedAt })
    .from(doubts)
    .innerJoin(question, and(eq(question.doubtId, doubts.id), eq(question.kind, 'question')))
    .where(and(same, eq(doubts.status, 'solved')))
    .orderBy(desc(doubts.solvedAt))
    .limit(DOUBT_LIMITS.similarMax);
  return rows
    .filter((row) => row.answer !== null)
    .map((row) => ({
      id: row.id,
      question: row.question,
      answer: row.answer,
      solvedAt: row.solvedAt!.toISOString(),
    }));
}

/** The window the admin's response times cover. */
const RESPONSE_DAYS = 30;

/**
 * GET /api/admin/doubts/response-times: for each teacher, a page at a time, the doubts they
 * answered first in the last 30 days and the median time to that answer, and the doubts of
 * their batches waiting for more than a day.
 */
export async function responseTimes(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ items: ResponseTime[]; total: number; page: number; pageSize: number }> {
  const since = sql`now() - make_interval(days => ${RESPONSE_DAYS})`;
  const answered = db
    .select({
      teacherId: doubts.firstAnsweredBy,
      n: sql<number>`count(*)::int`.as('n'),
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${doubts.firstAnsweredAt} - ${doubts.createdAt}) / 60)`.as(
        'median',
      ),
    })
    .from(doubts)
    .where(sql`${doubts.firstAnsweredAt} > ${since}`)
    .groupBy(doubts.firstAnsweredBy)
    .as('answered');
  const waiting = db
    .select({ teacherId: batchTeachers.teacherId, n: sql<number>`count(*)::int`.as('waiting') })
    .from(doubts)
    .innerJoin(batchTeachers, eq(batchTeachers.batchId, doubts.batchId))
    .where(
      and(eq(doubts.status, 'open'), lt(doubts.createdAt, sql`now() - make_interval(days => 1)`)),
    )
    .groupBy(batchTeachers.teacherId)
    .as('waiting');
  const teachers = eq(users.role, ROLES.teacher);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        answered: answered.n,
        median: answered.median,
        waiting: waiting.n,
      })
      .from(users)
      .leftJoin(answered, eq(answered.teacherId, users.id))
      .leftJoin(waiting, eq(waiting.teacherId, users.id))
      .where(teachers)
      .orderBy(asc(users.name), asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(users).where(teachers),
  ]);
  return {
    items: rows.map((row) => ({
      teacher: { id: row.id, name: row.name },
      answered: row.answered ?? 0,
      medianMinutes: row.median === null ? null : Math.round(Number(row.median)),
      openOverADay: row.waiting ?? 0,
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}
