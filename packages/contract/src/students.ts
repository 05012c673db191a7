import { z } from 'zod';
import { newPasswordSchema, registerSchema, studentUpdateSchema } from './auth.ts';
import { GENDERS, STREAMS, STUDENT_CLASS_VALUES } from './classes.ts';
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

/** A row of the Manage Students table (product §4.5, plus what the actions need). */
export const studentRowSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    /** The first client's name for the student's class. */
    classes: z.enum(STUDENT_CLASS_VALUES).nullable(),
    stream: z.enum(STREAMS).nullable(),
    gender: z.enum(GENDERS).nullable(),
    school: z.string().nullable(),
    email: z.string().nullable(),
    status: z.enum(['active', 'suspended']),
    /** The owner proved the number with a code (at sign-up or when changing it). */
    phoneConfirmed: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'StudentRow' });
export type StudentRow = z.infer<typeof studentRowSchema>;

/**
 * GET /api/user/admin's answer. A search counts its matches only so far past the page's first
 * row (decisions §32): with `totalIsCapped` there are more than `total`, and the list goes on.
 */
export const studentPageSchema = z.object({
  items: z.array(studentRowSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalIsCapped: z.boolean(),
});
export type StudentPage = z.infer<typeof studentPageSchema>;

/** Add New Student: the registration form, filled in by an administrator. */
export const createStudentSchema = registerSchema;

/** Edit: the profile fields and the phone number. */
export const updateStudentSchema = studentUpdateSchema;

export const resetPasswordSchema = z.object({ password: newPasswordSchema });

/** One course a student is enrolled in, as View Details shows it. */
const studentEnrolmentSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  status: z.enum(['draft', 'published', 'archived']),
  /** Completed lessons out of the course's lessons, in percent. */
  progress: z.number(),
  completedCount: z.number(),
  lessonCount: z.number(),
  enrolledAt: z.string(),
});

/**
 * GET /api/admin/students/:id: the profile and the course progress. Mock-test results come from
 * GET /api/admin/students/:id/test-results (`StudentTestResult` in mock-tests).
 */
export const studentDetailsSchema = z.object({
  student: studentRowSchema,
  enrolments: z.array(studentEnrolmentSchema),
});
export type StudentDetails = z.infer<typeof studentDetailsSchema>;
