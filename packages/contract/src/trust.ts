import { z } from 'zod';
import { imageAddress } from './web-address.ts';
import { MAX_TRUST_ITEMS, TRUST_MESSAGES } from './trust-messages.ts';
export { MAX_TRUST_ITEMS, TRUST_MESSAGES } from './trust-messages.ts';

/**
 * The people the home and About pages show to earn a visitor's trust: teachers, toppers and
 * testimonials, all entered by the admin in Site Settings > Teachers & results (never invented).
 */

const name = z
  .string()
  .trim()
  .min(1, TRUST_MESSAGES.nameRequired)
  .max(80, TRUST_MESSAGES.nameTooLong);
const photo = z.union([z.literal(''), imageAddress(TRUST_MESSAGES.photoInvalid)]).default('');

/**
 * The Hindi of a text a visitor reads, optional: the Hindi pages show it, or the English when it
 * is empty (decisions §89). Names, scores and years read the same in both.
 */
const inHindi = (max: number, message: string) => z.string().trim().max(max, message).default('');

export const teacherSchema = z.object({
  name,
  photo,
  subjects: z
    .string()
    .trim()
    .min(1, TRUST_MESSAGES.subjectsRequired)
    .max(120, TRUST_MESSAGES.subjectsTooLong),
  subjectsHi: inHindi(120, TRUST_MESSAGES.subjectsTooLong),
  experienceYears: z.coerce
    .number({ error: TRUST_MESSAGES.experienceInvalid })
    .int(TRUST_MESSAGES.experienceInvalid)
    .min(0, TRUST_MESSAGES.experienceInvalid)
    .max(60, TRUST_MESSAGES.experienceInvalid),
  bio: z.string().trim().max(300, TRUST_MESSAGES.bioTooLong).default(''),
  bioHi: inHindi(300, TRUST_MESSAGES.bioTooLong),
});
export type Teacher = z.output<typeof teacherSchema>;

export const topperSchema = z.object({
  name,
  program: z
    .string()
    .trim()
    .min(1, TRUST_MESSAGES.programRequired)
    .max(80, TRUST_MESSAGES.programTooLong),
  programHi: inHindi(80, TRUST_MESSAGES.programTooLong),
  score: z
    .string()
    .trim()
    .min(1, TRUST_MESSAGES.scoreRequired)
    .max(20, TRUST_MESSAGES.scoreTooLong),
  year: z.coerce
    .number({ error: TRUST_MESSAGES.yearInvalid })
    .int(TRUST_MESSAGES.yearInvalid)
    .min(1950, TRUST_MESSAGES.yearInvalid)
    .max(2100, TRUST_MESSAGES.yearInvalid),
  photo,
});
export type Topper = z.output<typeof topperSchema>;

export const testimonialSchema = z.object({
  quote: z
    .string()
    .trim()
    .min(1, TRUST_MESSAGES.quoteRequired)
    .max(500, TRUST_MESSAGES.quoteTooLong),
  quoteHi: inHindi(500, TRUST_MESSAGES.quoteTooLong),
  name,
  /** "Parent of a Class 10 student", "CA Foundation, 2025". */
  who: z.string().trim().max(100, TRUST_MESSAGES.whoTooLong).default(''),
  whoHi: inHindi(100, TRUST_MESSAGES.whoTooLong),
  photo,
});
export type Testimonial = z.output<typeof testimonialSchema>;

/** Site Settings > Teachers & results: three lists, shown in the order saved. */
export const trustSettingsSchema = z.object({
  teachers: z.array(teacherSchema).max(MAX_TRUST_ITEMS, TRUST_MESSAGES.tooManyTeachers).default([]),
  toppers: z.array(topperSchema).max(MAX_TRUST_ITEMS, TRUST_MESSAGES.tooManyToppers).default([]),
  testimonials: z
    .array(testimonialSchema)
    .max(MAX_TRUST_ITEMS, TRUST_MESSAGES.tooManyTestimonials)
    .default([]),
});
export type TrustSettings = z.output<typeof trustSettingsSchema>;

export const EMPTY_TRUST: TrustSettings = { teachers: [], toppers: [], testimonials: [] };

/**
 * Counted by the server, never typed in: what there is to take. No count of student accounts:
 * beside the admin's "taught since" figure a live one read as a contradiction (product §2).
 */
export const siteCountsSchema = z.object({
  /** Published courses. */
  courses: z.number(),
  /** Published mock tests. */
  mockTests: z.number(),
});
export type SiteCounts = z.infer<typeof siteCountsSchema>;

/** GET /api/showcase: what the home and About pages show besides the settings. */
export const showcaseSchema = trustSettingsSchema
  .extend({ counts: siteCountsSchema })
  .meta({ id: 'Showcase' });
export type Showcase = z.output<typeof showcaseSchema>;
