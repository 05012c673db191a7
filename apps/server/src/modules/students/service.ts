import { and, eq, ne } from 'drizzle-orm';
import { ROLES } from '@academy/contract/roles';
import {
  STUDENT_MESSAGES,
  type StudentDetails,
  type updateStudentSchema,
} from '@academy/contract/students';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  deleteAccount,
  resetAccountPassword,
  setAccountSuspended,
  updateAccount,
} from '../accounts/service.ts';
import { STUDENT_AUDIT, toStudentRow } from '../accounts/students.ts';
import { myCourses } from '../enrolments/service.ts';

export async function findStudent(db: Db, id: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, ROLES.student), ne(users.status, 'deleted')));
  if (!row) throw notFound(STUDENT_MESSAGES.notFound);
  return row;
}

/**
 * View Details: the profile, and each enrolled course with the student's progress in it (the
 * enrolments module's own reckoning, so the admin sees what the student sees). The student's
 * mock-test results are the mock-tests module's own call, GET /api/admin/students/:id/test-results.
 */
export async function studentDetails(db: Db, id: string): Promise<StudentDetails> {
  const row = await findStudent(db, id);
  const courses = await myCourses(db, id);
  return {
    student: toStudentRow(row),
    enrolments: courses.map((c) => ({
      courseId: c._id,
      title: c.title,
      status: c.status,
      progress: c.progress,
      completedCount: c.completedCount,
      lessonCount: c.lessonCount,
      enrolledAt: c.enrolledAt,
    })),
  };
}

/** Manage Students' actions: the account service's, on a student's account. */
export const updateStudent = async (
  db: Db,
  id: string,
  input: z.output<typeof updateStudentSchema>,
  viewer: Viewer,
) => updateAccount(db, viewer, await findStudent(db, id), input, STUDENT_AUDIT);

export const setSuspended = async (db: Db, id: string, isSuspended: boolean, viewer: Viewer) =>
  setAccountSuspended(db, viewer, await findStudent(db, id), isSuspended, STUDENT_AUDIT);

export const resetPassword = async (db: Db, id: string, password: string, viewer: Viewer) =>
  resetAccountPassword(db, viewer, await findStudent(db, id), password, STUDENT_AUDIT);

export const deleteStudent = async (db: Db, id: string, viewer: Viewer) =>
  deleteAccount(db, viewer, await findStudent(db, id), STUDENT_AUDIT);
