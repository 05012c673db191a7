import { z } from 'zod';
import {
  GENDERS,
  STREAMS,
  STUDENT_CLASS_VALUES,
  classNeedsStream,
  type Stream,
} from './classes.ts';
import {
  AUTH_MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN_LOGIN,
  PASSWORD_MIN_NEW,
} from './auth-messages.ts';
import { INDIAN_STATE_NAMES } from './indian-states.ts';
import { normalizePhone } from './phone.ts';

export { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN_LOGIN, PASSWORD_MIN_NEW };
import { ROLES } from './roles.ts';

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** A phone typed any usual way; the parsed value is E.164. */
export const phoneSchema = z
  .string({ error: AUTH_MESSAGES.phoneRequired })
  .trim()
  .min(1, AUTH_MESSAGES.phoneRequired)
  .max(20, AUTH_MESSAGES.phoneInvalid)
  .transform((value, ctx) => {
    const e164 = normalizePhone(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    return e164;
  });

export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_NEW, AUTH_MESSAGES.passwordNewMin)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax);

const classSchema = z.enum(STUDENT_CLASS_VALUES, { error: AUTH_MESSAGES.classRequired });
/** '' is what an untouched select sends; the refinement below decides whether it is allowed. */
const streamSchema = z.enum([...STREAMS, ''], { error: AUTH_MESSAGES.streamRequired });
const genderSchema = z.enum(GENDERS, { error: AUTH_MESSAGES.genderRequired });

const emailSchema = z
  .union([z.email(AUTH_MESSAGES.emailInvalid).max(254), z.literal('')])
  .nullable()
  .optional();

/** Where a student (or a payer) lives: CGST+SGST or IGST on a tax invoice. '' is an untouched select. */
export const studentState = z
  .union([z.enum(INDIAN_STATE_NAMES, { error: AUTH_MESSAGES.stateInvalid }), z.literal('')])
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/**
 * Fields shared by registration, profile editing and the CSV import (student-import.ts), with
 * the stream rule applied once.
 */
export const studentDetails = {
  name: requiredText(AUTH_MESSAGES.nameRequired, 80, AUTH_MESSAGES.nameTooLong),
  school: requiredText(AUTH_MESSAGES.schoolRequired, 120, AUTH_MESSAGES.schoolTooLong),
  class: classSchema,
  stream: streamSchema.nullable().optional(),
  gender: genderSchema,
  state: studentState,
};

/**
 * The postal address a tax invoice prints under the buyer's name (CGST rule 46). '' clears it;
 * left out, the stored one stays.
 */
export const addressSchema = z
  .string()
  .trim()
  .max(300, AUTH_MESSAGES.addressTooLong)
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

type WithClass = { class: string; stream?: string | null | undefined };

/**
 * Classes 11 and 12 need a stream. The check runs whenever the class itself is valid, even if
 * other fields failed, so the form and the server show every message at once.
 */
export const hasStreamIfNeeded = (v: WithClass) => !(classNeedsStream(v.class) && !v.stream);
export const streamRule = {
  path: ['stream'],
  message: AUTH_MESSAGES.streamRequired,
  when: (payload: { value: unknown }) =>
    classSchema.safeParse((payload.value as { class?: unknown } | null)?.class).success,
};

/** Only 11 and 12 keep a stream; changing to another class clears it. */
export const withStream = <T extends WithClass>(v: T) => ({
  ...v,
  stream: classNeedsStream(v.class) ? ((v.stream || null) as Stream | null) : null,
});

export const registerSchema = z
  .object({ ...studentDetails, phone: phoneSchema, password: newPasswordSchema })
  .refine(hasStreamIfNeeded, streamRule)
  .transform(withStream);
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  phone: phoneSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LOGIN, AUTH_MESSAGES.passwordLoginMin)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax),
});
export type LoginInput = z.input<typeof loginSchema>;

export const profileSchema = z
  .object({ ...studentDetails, email: emailSchema, address: addressSchema })
  .refine(hasStreamIfNeeded, streamRule)
  .transform((v) => ({ ...withStream(v), email: v.email || null }));
export type ProfileInput = z.input<typeof profileSchema>;

/** An administrator's own profile: a name and an email, no school or class. */
export const adminProfileSchema = z
  .object({ name: studentDetails.name, email: emailSchema })
  .transform((v) => ({ ...v, email: v.email || null }));

/** A parent's own profile: a name and an email, and the address and state for tax invoices. */
export const parentProfileSchema = z
  .object({
    name: studentDetails.name,
    email: emailSchema,
    address: addressSchema,
    state: studentDetails.state,
  })
  .transform((v) => ({ ...v, email: v.email || null }));

/** An administrator editing a student: the profile and the phone number. */
export const studentUpdateSchema = z
  .object({ ...studentDetails, phone: phoneSchema, email: emailSchema })
  .refine(hasStreamIfNeeded, streamRule)
  .transform((v) => ({ ...withStream(v), email: v.email || null }));

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The signed-in user as the API returns it. */
export const userSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    roles: z.union([
      z.literal(ROLES.admin),
      z.literal(ROLES.teacher),
      z.literal(ROLES.parent),
      z.literal(ROLES.student),
    ]),
    school: z.string().nullable(),
    class: z.enum(STUDENT_CLASS_VALUES).nullable(),
    stream: z.enum(STREAMS).nullable(),
    gender: z.enum(GENDERS).nullable(),
    email: z.string().nullable(),
    state: z.string().nullable(),
    address: z.string().nullable(),
    createdAt: z.string(),
    /** The password was chosen by someone else: the app asks for a new one before anything. */
    mustChangePassword: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
