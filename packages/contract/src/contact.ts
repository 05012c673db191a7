import { z } from 'zod';
import { pageQuerySchema } from './paging.ts';
import { CONTACT_MESSAGES } from './contact-messages.ts';
export { CONTACT_MESSAGES } from './contact-messages.ts';

const name = z
  .string({ error: CONTACT_MESSAGES.nameRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.nameRequired)
  .max(80);
const message = z
  .string({ error: CONTACT_MESSAGES.messageRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.messageRequired)
  .max(2000);

/** Product §2.2, the home contact modal: the phone is optional; if given, 10 to 15 characters. */
export const contactModalSchema = z.object({
  name,
  phone: z
    .union([
      z.literal(''),
      z.string().trim().min(10, CONTACT_MESSAGES.phoneMin).max(15, CONTACT_MESSAGES.phoneMax),
    ])
    .optional(),
  query: message,
});

/** Product §2.8, the contact page form: the mobile number is required, at least 10 characters. */
const mobileNumber = z
  .string({ error: CONTACT_MESSAGES.mobileMin })
  .trim()
  .min(10, CONTACT_MESSAGES.mobileMin)
  .max(15, CONTACT_MESSAGES.phoneMax);

export const contactPageSchema = z.object({ name, number: mobileNumber, message });

export const ENQUIRY_SOURCES = ['home-modal', 'contact-page'] as const;

/** utm_source / utm_campaign as the landing address carried them: kept short, blanks dropped. */
const utmSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(100).optional(),
);

/** The campaign the visitor's landing address named, sent with either form (issue 52). */
const campaign = { utmSource: utmSchema, utmCampaign: utmSchema };

/**
 * POST /api/contact: one enquiry, with the rules of the form it came from, so the server asks
 * what the form asks (the contact page's number is required, the modal's phone is not).
 */
export const enquirySchema = z.discriminatedUnion('source', [
  contactModalSchema.extend({ source: z.literal('home-modal').default('home-modal'), ...campaign }),
  z.object({
    name,
    phone: mobileNumber,
    query: message,
    source: z.literal('contact-page'),
    ...campaign,
  }),
]);

export const enquiryListQuerySchema = pageQuerySchema(20).extend({
  q: z.string().trim().max(100).default(''),
  handled: z.enum(['all', 'handled', 'open']).default('all'),
});

export const enquiryHandledSchema = z.object({ handled: z.boolean() });

const deliveryStatusSchema = z.enum(['pending', 'sent', 'failed', 'skipped']);

export const enquiryAnswerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    query: z.string(),
    source: z.enum(ENQUIRY_SOURCES),
    isHandled: z.boolean(),
    createdAt: z.string(),
    /** The lead it joined (issue 52): the inbox links to its timeline. */
    leadId: z.string().nullable(),
    /** How each notice about it went: email and Telegram are delivered independently. */
    deliveries: z.array(
      z.object({
        channel: z.enum(['email', 'telegram']),
        status: deliveryStatusSchema,
        attempts: z.number(),
        lastError: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'Enquiry' });
export type Enquiry = z.infer<typeof enquiryAnswerSchema>;
