import { z } from 'zod';
import { pageQuerySchema } from './paging.ts';
import { httpUrl } from './site-config.ts';

export const NOTE_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  urlInvalid: 'Invalid URL',
  linkRequired: 'Link is required when uploading by link',
  fileRequired: 'Choose a file to upload',
  categoryRequired: 'Category is required',
  categoriesMax: 'At most 5 categories',
  tagsMax: 'At most 10 tags',
  subjectRequired: 'Subject is required',
  classRequired: 'Class is required',
  pricePositive: 'Price must be a positive number',
  priceWhenFree: 'Price should not be provided when the note is free',
  priceWhenPaid: 'Price is required and must be greater than 0 when the note is not free',
  // Screens and toasts (spec §8).
  uploaded: 'Notes uploaded successfully!',
  uploadFailed: 'Failed to upload notes.',
  updated: 'Notes updated successfully!',
  updateFailed: 'Failed to update notes.',
  deleted: 'Note deleted',
  deleteFailed: 'Failed to delete note.',
  notFound: 'Note not found',
  listError: 'Error loading notes',
  listEmpty: 'No notes found',
  purchased: 'Purchase successful (development mode: no real payment was taken)',
  purchasedPaid: 'Purchase successful. Your notes are ready.',
  alreadyPurchased: 'You already own these notes',
  buyFirst: 'Buy these notes to view and download them',
  signInToBuy: 'Please log in to buy these notes',
  hasBuyers: 'Students have bought these notes, so they cannot be deleted',
  paymentFailed: 'Payment failed. You have not been charged.',
  // A paid note's file is stamped with its buyer's name as they open it (decisions.md).
  paidNeedsPdf: "A paid note must be a PDF file, so that each copy carries its buyer's name",
  pdfNotStampable:
    "This PDF is password-protected or damaged, so it cannot carry the buyer's name. Upload an unprotected PDF.",
  notReady: 'These notes cannot be opened right now. Please contact the academy.',
  busy: 'Many students are opening notes right now. Please try again in a minute.',
} as const;

export const MAX_NOTE_CATEGORIES = 5;
export const MAX_NOTE_TAGS = 10;

/** The form's placeholders (spec §9: "Form defaults include a placeholder title, description and thumbnail"). */
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
 * A note as entered (spec §3, §5). The same object validates the upload form and the multipart
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
    price: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: NOTE_MESSAGES.pricePositive })
        .min(0, NOTE_MESSAGES.pricePositive)
        .max(1_000_000)
        .optional(),
    ),
    thumbnail: z.preprocess(blankToUndefined, httpUrl(NOTE_MESSAGES.urlInvalid).optional()),
    tags: z
      .array(z.string().trim().min(1).max(40))
      .max(MAX_NOTE_TAGS, NOTE_MESSAGES.tagsMax)
      .default([]),
  })
  .superRefine((note, ctx) => {
    if (note.isFree && note.price !== undefined)
      ctx.addIssue({ code: 'custom', path: ['price'], message: NOTE_MESSAGES.priceWhenFree });
    if (!note.isFree && !(note.price !== undefined && note.price > 0))
      ctx.addIssue({ code: 'custom', path: ['price'], message: NOTE_MESSAGES.priceWhenPaid });
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
export interface Note {
  id: string;
  title: string;
  des: string;
  link: string | null;
  file: { name: string; type: string; size: number } | null;
  category: string[];
  subject: string | null;
  classes: string | null;
  isFree: boolean;
  price: number | null;
  thumbnail: string | null;
  tags: string[];
  likes: number;
  views: number;
  /** Whether the viewer may open it: free, bought, or an administrator. */
  canAccess: boolean;
  createdAt: string;
  updatedAt: string;
}
