import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  HOMEWORK_MESSAGES as M,
  type homeworkListQuerySchema,
  type HomeworkDetails,
  type HomeworkState,
  type HomeworkSummary,
  type RosterRow,
  type rosterQuerySchema,
  type StaffHomework,
  type StudentHomework,
  type studentHomeworkQuerySchema,
  type Submission,
} from '@academy/contract/homework';
import type { Page } from '@academy/contract/envelope';
import { PHOTO_MESSAGES } from '@academy/contract/photos';
import { isAdmin } from '@academy/contract/roles';
import { STUDENT_MESSAGES } from '@academy/contract/students';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  batches,
  batchMembers,
  batchTeachers,
  homework,
  homeworkPhotos,
  homeworkSubmissions,
  storedFiles,
  users,
  type HomeworkRow,
  type HomeworkSubmissionRow,
} from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { childIdsOf } from '../../lib/parent-links.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { current } from '../batches/seats.ts';
import type { StoredFileRow } from '../files/service.ts';
import { dueDate, homeworkFor, seesWorkOf, setTo } from './scope.ts';

const summaryOf = (hw: HomeworkRow, batchName: string): HomeworkSummary => ({
  id: hw.id,
  batch: { id: hw.batchId, name: batchName },
  title: hw.title,
  dueAt: hw.dueAt.toISOString(),
  cutoffAt: hw.cutoffAt?.toISOString() ?? null,
  maxMarks: hw.maxMarks,
  hasPdf: hw.fileId !== null,
  createdAt: hw.createdAt.toISOString(),
});

/** Where a student's homework stands at `now`. */
export function stateOf(
  hw: Pick<HomeworkRow, 'dueAt' | 'cutoffAt'>,
  submission: Pick<HomeworkSubmissionRow, 'returnedAt'> | null,
  now = new Date(),
): HomeworkState {
  if (submission) return submission.returnedAt ? 'returned' : 'submitted';
  if (now <= hw.dueAt) return 'due';
  return hw.cutoffAt && now >= hw.cutoffAt ? 'missed' : 'overdue';
}

/** Submissions with their photos, as the roster and the student's page show them. */
async function present(
  db: DbOrTx,
  rows: { submission: HomeworkSubmissionRow; studentName: string }[],
): Promise<Submission[]> {
  const ids = rows.map((r) => r.submission.id);
  const photos = ids.length
    ? await db
        .select()
        .from(homeworkPhotos)
        .where(inArray(homeworkPhotos.submissionId, ids))
        .orderBy(asc(homeworkPhotos.position))
    : [];
  return rows.map(({ submission: s, studentName }) => ({
    id: s.id,
    student: { id: s.studentId, name: studentName },
    submittedAt: s.submittedAt.toISOString(),
    late: s.late,
    photos: photos
      .filter((p) => p.submissionId === s.id)
      .map((p) => ({ id: p.fileId, width: p.width, height: p.height })),
    pdfId: s.pdfId,
    returned: s.returnedAt !== null,
    marks: s.marks,
    comment: s.comment,
    returnedAt: s.returnedAt?.toISOString() ?? null,
  }));
}

/** GET /api/homework: a batch's homework, or every batch the caller runs; the latest due first. */
export async function listHomework(
  db: Db,
  { user }: Viewer,
  query: z.output<typeof homeworkListQuerySchema>,
): Promise<Page<StaffHomework>> {
  const mine = isAdmin(user.role)
    ? undefined
    : inArray(
        homework.batchId,
        db
          .select({ id: batchTeachers.batchId })
          .from(batchTeachers)
          .where(eq(batchTeachers.teacherId, user.id)),
      );
  const where = and(mine, query.batchId ? eq(homework.batchId, query.batchId) : undefined);
  const students = sql<number>`(select count(distinct ${batchMembers.studentId})::int from ${batchMembers} where ${setTo})`;
  const submitted = sql<number>`(select count(*)::int from ${homeworkSubmissions} where ${homeworkSubmissions.homeworkId} = ${homework.id})`;
  const returned = sql<number>`(select count(*)::int from ${homeworkSubmissions} where ${homeworkSubmissions.homeworkId} = ${homework.id} and ${homeworkSubmissions.returnedAt} is not null)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ hw: homework, batchName: batches.name, students, submitted, returned })
      .from(homework)
      .innerJoin(batches, eq(batches.id, homework.batchId))
      .where(where)
      .orderBy(desc(homework.dueAt), desc(homework.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(homework).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...summaryOf(r.hw, r.batchName),
      students: r.students,
      submitted: r.submitted,
      returned: r.returned,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * GET /api/homework/students/:studentId/items: the homework a student is set in the batches they sit
 * in today, with where each stands. `pending` is what they may still send, the soonest due
 * first; `returned` what their teachers checked, the latest first; `all` the latest due first.
 * Who may ask the route decides.
 */
export async function studentHomework(
  db: Db,
  studentId: string,
  query: z.output<typeof studentHomeworkQuerySchema>,
): Promise<Page<StudentHomework>> {
  const now = new Date();
  const shown = {
    pending: and(
      isNull(homeworkSubmissions.id),
      or(isNull(homework.cutoffAt), gt(homework.cutoffAt, now)),
    ),
    returned: isNotNull(homeworkSubmissions.returnedAt),
    all: undefined,
  }[query.show];
  const where = and(
    sql`exists (select 1 from ${batchMembers} where ${batchMembers.studentId} = ${studentId} and ${setTo} and ${current})`,
    shown,
  );
  const base = () =>
    db
      .select({ hw: homework, batchName: batches.name, submission: homeworkSubmissions })
      .from(homework)
      .innerJoin(batches, eq(batches.id, homework.batchId))
      .leftJoin(
        homeworkSubmissions,
        and(
          eq(homeworkSubmissions.homeworkId, homework.id),
          eq(homeworkSubmissions.studentId, studentId),
        ),
      )
      .where(where);
  const order = {
    pending: [asc(homework.dueAt), asc(homework.id)],
    returned: [desc(homeworkSubmissions.returnedAt), desc(homework.id)],
    all: [desc(homework.dueAt), desc(homework.id)],
  }[query.show];
  const [rows, [total]] = await Promise.all([
    base()
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(homework)
      .leftJoin(
        homeworkSubmissions,
        and(
          eq(homeworkSubmissions.homeworkId, homework.id),
          eq(homeworkSubmissions.studentId, studentId),
        ),
      )
      .where(where),
  ]);
  return {
    items: rows.map(({ hw, batchName, submission }) => ({
      ...summaryOf(hw, batchName),
      state: stateOf(hw, submission, now),
      late: submission?.late ?? false,
      marks: submission?.returnedAt ? submission.marks : null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * GET /api/homework/:id: the homework, with a student's own submission, or a parent's child's:
 * the one `student` names (a parent may have two children set it), else the first by name.
 */
export async function homeworkDetails(
  db: Db,
  { user }: Viewer,
  id: string,
  student?: string,
): Promise<HomeworkDetails> {
  const { hw, as } = await homeworkFor(db, user, id);
  const own = as === 'student' ? [user.id] : as === 'parent' ? await childIdsOf(db, user.id) : [];
  // Staff read each student's work on the roster: a name here is a student's or a parent's.
  const named = as === 'staff' ? undefined : student;
  // Another family's child is not found, as a student who does not exist: nothing to learn.
  if (named && !own.includes(named)) throw notFound(STUDENT_MESSAGES.notFound);
  const whose = named ? [named] : own;
  const [[batch], mine] = await Promise.all([
    db.select({ name: batches.name }).from(batches).where(eq(batches.id, hw.batchId)),
    whose.length
      ? db
          .select({ submission: homeworkSubmissions, studentName: users.name })
          .from(homeworkSubmissions)
          .innerJoin(users, eq(users.id, homeworkSubmissions.studentId))
          .where(
            and(
              eq(homeworkSubmissions.homeworkId, id),
              inArray(homeworkSubmissions.studentId, whose),
            ),
          )
          .orderBy(asc(users.name))
          .limit(1)
      : [],
  ]);
  const [submission] = await present(db, mine);
  const open = !hw.cutoffAt || new Date() < hw.cutoffAt;
  return {
    ...summaryOf(hw, batch!.name),
    instructions: hw.instructions,
    submission: submission ?? null,
    can: {
      submit: as === 'student' && open && !submission?.returned,
      check: as === 'staff',
    },
  };
}

/**
 * GET /api/homework/:id/students: the students set a homework, each with their submission:
 * `missing` lists who has not submitted, `submitted` who has; by name. Staff only.
 */
export async function homeworkRoster(
  db: Db,
  { user }: Viewer,
  id: string,
  query: z.output<typeof rosterQuerySchema>,
): Promise<Page<RosterRow>> {
  const { hw, as } = await homeworkFor(db, user, id);
  if (as !== 'staff') throw forbidden(M.notYourBatch);
  const seated = db
    .selectDistinct({ id: batchMembers.studentId })
    .from(batchMembers)
    .innerJoin(homework, eq(homework.id, hw.id))
    .where(setTo);
  const joined = and(
    eq(homeworkSubmissions.homeworkId, hw.id),
    eq(homeworkSubmissions.studentId, users.id),
  );
  const filter: SQL | undefined =
    query.show === 'missing'
      ? isNull(homeworkSubmissions.id)
      : query.show === 'submitted'
        ? isNotNull(homeworkSubmissions.id)
        : undefined;
  const where = and(inArray(users.id, seated), filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ studentId: users.id, studentName: users.name, submission: homeworkSubmissions })
      .from(users)
      .leftJoin(homeworkSubmissions, joined)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).leftJoin(homeworkSubmissions, joined).where(where),
  ]);
  const submitted = await present(
    db,
    rows.flatMap((r) =>
      r.submission ? [{ submission: r.submission, studentName: r.studentName }] : [],
    ),
  );
  return {
    items: rows.map((r) => ({
      student: { id: r.studentId, name: r.studentName },
      submission: submitted.find((s) => s.student.id === r.studentId) ?? null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/homework/:id/pdf: the teacher's PDF, to whoever sees the homework. */
export async function homeworkPdf(db: Db, { user }: Viewer, id: string): Promise<StoredFileRow> {
  const { hw } = await homeworkFor(db, user, id);
  const [file] = hw.fileId
    ? await db.select().from(storedFiles).where(eq(storedFiles.id, hw.fileId))
    : [];
  if (!file) throw notFound(M.notFound);
  return file;
}

/**
 * GET /api/homework/submissions/:id/files/:fileId: a photo or the PDF of a submission, to the
 * student who sent it, their parents, the batch's teachers and the admins only.
 */
export async function submissionFile(
  db: Db,
  { user }: Viewer,
  submissionId: string,
  fileId: string,
): Promise<StoredFileRow> {
  const [row] = await db
    .select({ submission: homeworkSubmissions, batchId: homework.batchId })
    .from(homeworkSubmissions)
    .innerJoin(homework, eq(homework.id, homeworkSubmissions.homeworkId))
    .where(eq(homeworkSubmissions.id, submissionId));
  if (!row || !(await seesWorkOf(db, user, row.submission.studentId, row.batchId)))
    throw notFound(PHOTO_MESSAGES.notFound);
  const ofIt = or(
    eq(storedFiles.id, row.submission.pdfId ?? sql`null`),
    inArray(
      storedFiles.id,
      db
        .select({ id: homeworkPhotos.fileId })
        .from(homeworkPhotos)
        .where(eq(homeworkPhotos.submissionId, submissionId)),
    ),
  );
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), ofIt));
  if (!file) throw notFound(PHOTO_MESSAGES.notFound);
  return file;
}

/**
 * A student's homework record in a batch, for the report card: the homework set them there due
 * from `from` to `to` (India dates, both included), how many they submitted, and how many of
 * those on time.
 */
export async function homeworkRecordOf(
  db: DbOrTx,
  {
    studentId,
    batchId,
    from,
    to,
  }: { studentId: string; batchId: string; from: string; to: string },
): Promise<{ set: number; submitted: number; onTime: number }> {
  const [row] = await db
    .select({
      set: sql<number>`count(*)::int`,
      submitted: sql<number>`count(${homeworkSubmissions.id})::int`,
      onTime: sql<number>`(count(${homeworkSubmissions.id}) filter (where not ${homeworkSubmissions.late}))::int`,
    })
    .from(homework)
    .leftJoin(
      homeworkSubmissions,
      and(
        eq(homeworkSubmissions.homeworkId, homework.id),
        eq(homeworkSubmissions.studentId, studentId),
      ),
    )
    .where(
      and(
        eq(homework.batchId, batchId),
        sql`${dueDate} between ${from} and ${to}`,
        sql`exists (select 1 from ${batchMembers} where ${batchMembers.studentId} = ${studentId} and ${setTo})`,
      ),
    );
  return { set: row?.set ?? 0, submitted: row?.submitted ?? 0, onTime: row?.onTime ?? 0 };
}
