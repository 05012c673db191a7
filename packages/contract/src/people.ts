import { z } from 'zod';
import { PEOPLE_MESSAGES, PARENT_CODE_ALPHABET, PARENT_CODE_LENGTH } from './people-messages.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { newPasswordSchema, phoneSchema } from './auth.ts';
import { feeDueSchema } from './batch-fees.ts';
import { STUDENT_CLASS_VALUES } from './classes.ts';
import { myCourseSchema } from './courses.ts';
import { studentTestResultSchema } from './mock-tests.ts';
import { myOrderSchema } from './payments.ts';
import { pageQuerySchema } from './paging.ts';
export {
  PEOPLE_MESSAGES,
  PARENT_CODE_ALPHABET,
  PARENT_CODE_LENGTH,
  PARENT_CODE_TTL_DAYS,
} from './people-messages.ts';

/** The accounts Admin > Teachers & parents manages (students have Manage Students). */
export const PERSON_ROLES = ['teacher', 'parent'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

export const PEOPLE_PAGE_SIZE = 10;

const personRoleSchema = z.enum(PERSON_ROLES, { error: PEOPLE_MESSAGES.roleInvalid });

/** GET /api/admin/people: one role's accounts, searched by name or phone, by name. */
export const peopleListQuerySchema = pageQuerySchema(PEOPLE_PAGE_SIZE).extend({
  role: personRoleSchema,
  q: z.string().trim().max(100).default(''),
});

const nameSchema = z
  .string({ error: AUTH_MESSAGES.nameRequired })
  .trim()
  .min(1, AUTH_MESSAGES.nameRequired)
  .max(80);

const emailSchema = z
  .union([z.email(AUTH_MESSAGES.emailInvalid).max(254), z.literal('')])
  .nullable()
  .optional()
  .transform((v) => v || null);

/** Edit: the name, the phone number and the email. */
export const updatePersonSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  email: emailSchema,
});

/** Add teacher / Add parent: the account's details and a password the admin chose. */
export const createPersonSchema = updatePersonSchema.extend({
  role: personRoleSchema,
  password: newPasswordSchema,
});

/** Link child: the student's phone number. */
export const linkChildSchema = z.object({ phone: phoneSchema });

/** A parent code typed any usual way ("abcd efgh", "ABCD-EFGH"): upper case, no separators. */
export const parentCodeSchema = z.object({
  code: z
    .string({ error: PEOPLE_MESSAGES.codeFormat })
    .max(40, PEOPLE_MESSAGES.codeFormat)
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .refine(
      (v) =>
        v.length === PARENT_CODE_LENGTH && [...v].every((c) => PARENT_CODE_ALPHABET.includes(c)),
      PEOPLE_MESSAGES.codeFormat,
    ),
});
export type ParentCodeInput = z.input<typeof parentCodeSchema>;

/** A child as their parent, and the admin's parent list, see them. */
export const childSummarySchema = z
  .object({ userId: z.string(), name: z.string(), class: z.enum(STUDENT_CLASS_VALUES).nullable() })
  .meta({ id: 'ChildSummary' });
export type ChildSummary = z.infer<typeof childSummarySchema>;

/** A row of Admin > Teachers & parents. */
export const personRowSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    role: z.enum(PERSON_ROLES),
    status: z.enum(['active', 'suspended']),
    createdAt: z.string(),
    /** A parent's linked children; always empty for a teacher. */
    children: z.array(childSummarySchema),
  })
  .meta({ id: 'PersonRow' });
export type PersonRow = z.infer<typeof personRowSchema>;

export const peoplePageSchema = z.object({
  items: z.array(personRowSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type PeoplePage = z.infer<typeof peoplePageSchema>;

/** GET /api/student/parent-code: the student's current code, if they made one. */
export const parentCodeAnswerSchema = z.object({
  code: z.string(),
  expiresAt: z.string(),
  /** Set once a parent has used it; a used code links no one else. */
  usedAt: z.string().nullable(),
});
export type ParentCode = z.infer<typeof parentCodeAnswerSchema>;

/** How many of a child's latest test results their parent's home shows. */
export const CHILD_RECENT_RESULTS = 5;

/**
 * GET /api/parent/children/:studentId: how a child is doing, for their parent's home: the
 * latest test results with ranks, each course's progress, and the fees paid with receipts.
 * (Attendance comes from GET /api/attendance/:studentId, as the child's own home reads it.)
 */
export const childProgressSchema = z
  .object({
    child: childSummarySchema,
    results: z.array(studentTestResultSchema),
    courses: z.array(
      myCourseSchema.pick({
        _id: true,
        title: true,
        progress: true,
        completedCount: true,
        lessonCount: true,
      }),
    ),
    payments: z.array(myOrderSchema),
    /** Batch fees overdue or due soon, the earliest first. */
    feesDue: z.array(feeDueSchema),
  })
  .meta({ id: 'ChildProgress' });
export type ChildProgress = z.infer<typeof childProgressSchema>;
