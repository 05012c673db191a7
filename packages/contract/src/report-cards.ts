import { z } from 'zod';
import { LOCALES, type Locale } from './locales.ts';
import { pageQuerySchema } from './paging.ts';
import { REPORT_CARD_LIMITS, REPORT_CARD_MESSAGES } from './report-card-messages.ts';
export { REPORT_CARD_LIMITS, REPORT_CARD_MESSAGES } from './report-card-messages.ts';

const M = REPORT_CARD_MESSAGES;
const L = REPORT_CARD_LIMITS;

/** POST and PUT /api/report-cards/terms: a term of the academy, its first and last day in India. */
export const termSchema = z
  .object({
    name: z
      .string({ error: M.termNameRequired })
      .trim()
      .min(1, M.termNameRequired)
      .max(L.termNameMax, M.termNameTooLong),
    startsOn: z.iso.date(M.dateInvalid),
    endsOn: z.iso.date(M.dateInvalid),
  })
  .refine((term) => term.endsOn >= term.startsOn, {
    message: M.termEndsBeforeStart,
    path: ['endsOn'],
  });
export type TermInput = z.input<typeof termSchema>;
export type TermValues = z.output<typeof termSchema>;

export const termOutSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type Term = z.infer<typeof termOutSchema>;

/** GET /api/report-cards/terms: the latest first. */
export const termsQuerySchema = pageQuerySchema(20);

/** GET /api/report-cards/remarks: a batch's students in a term, with their remarks. */
export const remarksQuerySchema = pageQuerySchema(50).extend({
  termId: z.uuid(M.termNotFound),
  batchId: z.uuid(),
});

export const remarkRowSchema = z.object({
  student: z.object({ id: z.uuid(), name: z.string() }),
  remark: z.string(),
  updatedAt: z.string().nullable(),
});
export type RemarkRow = z.infer<typeof remarkRowSchema>;

/** PUT /api/report-cards/remarks: the teacher's remark on a student's term; empty clears it. */
export const remarkSchema = z.object({
  termId: z.uuid(M.termNotFound),
  batchId: z.uuid(),
  studentId: z.uuid(M.studentNotInBatch),
  remark: z.string().trim().max(L.remarkMax, M.remarkTooLong),
});
export type RemarkValues = z.output<typeof remarkSchema>;

/** A report card's language: the reader's, chosen on the download. */
export const cardQuerySchema = z.object({
  termId: z.uuid(M.termNotFound),
  lang: z.enum(LOCALES).default('en'),
});

export const studentCardQuerySchema = cardQuerySchema.extend({ batchId: z.uuid() });

/** GET /api/report-cards/students/:studentId: the terms a student has cards for, by batch. */
export const studentCardsQuerySchema = pageQuerySchema(10);

export const studentCardsSchema = z.object({
  term: termOutSchema,
  batches: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type StudentCards = z.infer<typeof studentCardsSchema>;

const langPart = (locale: Locale) => (locale === 'en' ? '' : `&lang=${locale}`);

/** A student's card for a batch and term, as a file to download. */
export const reportCardUrl = (
  studentId: string,
  { termId, batchId }: { termId: string; batchId: string },
  locale: Locale,
) =>
  `/api/report-cards/students/${encodeURIComponent(studentId)}/card.pdf?termId=${encodeURIComponent(termId)}&batchId=${encodeURIComponent(batchId)}${langPart(locale)}`;

/** Every card of a batch's term, one PDF a student, zipped. */
export const batchCardsUrl = (batchId: string, termId: string, locale: Locale) =>
  `/api/report-cards/batches/${encodeURIComponent(batchId)}/cards.zip?termId=${encodeURIComponent(termId)}${langPart(locale)}`;
