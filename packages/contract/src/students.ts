import { z } from 'zod';
import { newPasswordSchema, registerSchema, studentUpdateSchema } from './auth.ts';
import type { Gender, Stream, StudentClass } from './classes.ts';
import type { Page } from './envelope.ts';
import { pageQuerySchema } from './paging.ts';
export { STUDENT_MESSAGES } from './student-messages.ts';

export const STUDENTS_PAGE_SIZE = 10;

export const STUDENT_SORTS = ['name', '-name', 'newest', 'oldest'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

/** GET /api/user/admin: search by name or phone, sort, page (10 a page by default). */
export const studentListQuerySchema = pageQuerySchema(STUDENTS_PAGE_SIZE).extend({
  q: z.string().trim().max(100).default(''),
  sort: z.enum(STUDENT_SORTS).default('name'),
  status: z.enum(['all', 'active', 'suspended']).default('all'),
});
export type StudentListQuery = z.input<typeof studentListQuerySchema>;

/** A row of the Manage Students table (spec §3 "Student row", plus what the actions need). */
export interface StudentRow {
  userId: string;
  name: string;
  phone: string | null;
  /** The spec's name for the student's class. */
  classes: StudentClass | null;
  stream: Stream | null;
  gender: Gender | null;
  school: string | null;
  email: string | null;
  status: 'active' | 'suspended';
  /** The owner proved the number with a code (at sign-up or when changing it). */
  phoneConfirmed: boolean;
  createdAt: string;
}

/**
 * GET /api/user/admin's answer. A search counts its matches only so far past the page's first
 * row (decisions §32): with `totalIsCapped` there are more than `total`, and the list goes on.
 */
export interface StudentPage extends Page<StudentRow> {
  totalIsCapped: boolean;
}

/** Add New Student: the registration form, filled in by an administrator. */
export const createStudentSchema = registerSchema;

/** Edit: the profile fields and the phone number. */
export const updateStudentSchema = studentUpdateSchema;

export const resetPasswordSchema = z.object({ password: newPasswordSchema });

/** One course a student is enrolled in, as View Details shows it. */
export interface StudentEnrollment {
  courseId: string;
  title: string;
  status: 'draft' | 'published' | 'archived';
  /** Completed lessons out of the course's lessons, in percent. */
  progress: number;
  completedCount: number;
  lessonCount: number;
  enrolledAt: string;
}

/**
 * GET /api/admin/students/:id: the profile and the course progress. Mock-test results come from
 * GET /api/admin/students/:id/test-results (`StudentTestResult` in mock-tests).
 */
export interface StudentDetails {
  student: StudentRow;
  enrollments: StudentEnrollment[];
}
