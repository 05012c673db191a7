import { z } from 'zod';
import { pageQuerySchema } from './paging.ts';
import { httpUrl } from './site-config.ts';
import { NOTE_MESSAGES } from './note-messages.ts';
export { NOTE_MESSAGES } from './note-messages.ts';

export const MAX_NOTE_CATEGORIES = 5;
export const MAX_NOTE_TAGS = 10;

/** The form's placeholders: a title, description and thumbnail (product §4.3). */
export const NOTE_FORM_PLACEHOLDERS = {
  title: 'e.g. Class 10 Science: Chemical Reactions',
  des: 'What the notes cover, chapter by chapter',
  thumbnail: 'https://example.com/cover.jpg',
} as const;

const optionalText = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? undefined : v),
    z.string().trim().min(1, message).max(120).optional(),
  );

/** Multipart sends every field as text: "" means not given, "true"/"false" are booleans. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * A note as entered (product §4.3). The same object validates the upload form and the multipart
 * fields of POST /api/notes, so the form accepts booleans and numbers and the server strings.
 */
export const noteFormSchema = z
  .object({
    title: z.string().trim().min(1, NOTE_MESSAGES.titleRequired).max(200),
    des: z.string().trim().min(1, NOTE_MESSAGES.descriptionRequired).max(5000),
    uploadMethod: z.enum(['link', 'file']).default('link'),
    link: z.preprocess(blankToUndefined, httpUrl(NOTE_MESSAGES.urlInvalid).optional()),
    category: z
      .array(z.string().trim().min(1).max(40))
      .min(1, NOTE_MESSAGES.categoryRequired)
      .max(MAX_NOTE_CATEGORIES, NOTE_MESSAGES.categoriesMax),
    subject: z.preprocess(blankToUndefined, optionalText(NOTE_MESSAGES.subjectRequired)),
    classes: z.preprocess(blankToUndefined, optionalText(NOTE_MESSAGES.classRequired)),
    isFree: z.preprocess((v) => (typeof v === 'string' ? v === 'true' : v), z.boolean()),
    /** Paise (product §5.5): the form types rupees. A multipart field, so it comes as text. */
    pricePaise: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: NOTE_MESSAGES.priceRupees })
        .int(NOTE_MESSAGES.priceRupees)
        .min(0, NOTE_MESSAGES.pricePositive)
        .max(100_000_000)
        .optional(),
    ),
    thumbnail: z.preprocess(blankToUndefined, httpUrl(NOTE_MESSAGES.urlInvalid).optional()),
    tags: z
      .array(z.string().trim().min(1).max(40))
      .max(MAX_NOTE_TAGS, NOTE_MESSAGES.tagsMax)
      .default([]),
  })
  .superRefine((note, ctx) => {
    if (note.isFree && note.pricePaise !== undefined)
      ctx.addIssue({ code: 'custom', path: ['pricePaise'], message: NOTE_MESSAGES.priceWhenFree });
    if (!note.isFree && !(note.pricePaise !== undefined && note.pricePaise > 0))
      ctx.addIssue({ code: 'custom', path: ['pricePaise'], message: NOTE_MESSAGES.priceWhenPaid });
    if (note.uploadMethod === 'link' && !note.link)
      ctx.addIssue({ code: 'custom', path: ['link'], message: NOTE_MESSAGES.linkRequired });
  });
export type NoteFormInput = z.input<typeof noteFormSchema>;
export type NoteForm = z.output<typeof noteFormSchema>;

export const noteListQuerySchema = pageQuerySchema(24).extend({
  class: z.string().trim().max(40).optional(),
  subject: z.string().trim().max(120).optional(),
  access: z.enum(['free', 'paid']).optional(),
});
export type NoteListQuery = z.input<typeof noteListQuerySchema>;

/** A stored note as the API returns it. */
export const noteAnswerSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    des: z.string(),
    link: z.string().nullable(),
    file: z.object({ name: z.string(), type: z.string(), size: z.number() }).nullable(),
    category: z.array(z.string()),
    subject: z.string().nullable(),
    classes: z.string().nullable(),
    isFree: z.boolean(),
    /** Paise; null for a free note. */
    pricePaise: z.number().nullable(),
    thumbnail: z.string().nullable(),
    tags: z.array(z.string()),
    likes: z.number(),
    views: z.number(),
    /** Whether the viewer may open it: free, bought, or an administrator. */
    canAccess: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Note' });
export type Note = z.infer<typeof noteAnswerSchema>;
