import { z } from 'zod';
import { ADMISSION_LIMITS as L, ADMISSION_MESSAGES as M } from './admission-messages.ts';
import { hasStreamIfNeeded, streamRule, studentDetails, withStream } from './auth.ts';
import { pageQuerySchema } from './paging.ts';
import { PROGRAM_SLUGS } from './programs.ts';
export { ADMISSION_LIMITS, ADMISSION_MESSAGES } from './admission-messages.ts';

/** A lead's way from enquiry to seat; lost ends it, with a reason (decisions §129). */
export const LEAD_STAGES = [
  'new',
  'contacted',
  'demo-booked',
  'demo-attended',
  'admitted',
  'lost',
] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** The moves a person may make by hand; admitting is its own action (POST …/admit). */
export const STAGE_MOVES: Record<LeadStage, readonly LeadStage[]> = {
  new: ['contacted', 'lost'],
  contacted: ['demo-booked', 'lost'],
  'demo-booked': ['demo-attended', 'contacted', 'lost'],
  'demo-attended': ['lost'],
  admitted: [],
  lost: ['contacted'],
};

export const canMoveLead = (from: LeadStage, to: LeadStage) => STAGE_MOVES[from].includes(to);

export const LEAD_SOURCES = ['website', 'walk-in', 'phone', 'referral', 'campaign'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
/** What an admin picks when adding a lead by hand: a website or campaign lead comes by itself. */
export const MANUAL_LEAD_SOURCES = ['walk-in', 'phone', 'referral'] as const;

const name = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(L.nameMax, M.nameTooLong);
const phone = z
  .string({ error: M.phoneInvalid })
  .trim()
  .min(10, M.phoneInvalid)
  .max(15, M.phoneInvalid);
const program = z.enum(PROGRAM_SLUGS, { error: M.programInvalid });
const day = z.iso.date(M.dateInvalid);

/** POST /api/admissions/leads: a walk-in, a call or a referral the admin types in. */
export const newLeadSchema = z.object({
  name,
  phone,
  program: program.nullable().default(null),
  source: z.enum(MANUAL_LEAD_SOURCES, { error: M.sourceInvalid }),
  note: z.string().trim().max(L.noteMax, M.noteTooLong).default(''),
});
export type NewLeadValues = z.input<typeof newLeadSchema>;

/** PATCH /api/admissions/leads/:id: what the work list changes besides the stage. */
export const leadUpdateSchema = z
  .object({
    name,
    program: program.nullable(),
    ownerId: z.uuid(M.ownerInvalid).nullable(),
    nextFollowUp: day.nullable(),
  })
  .partial();
export type LeadUpdateValues = z.input<typeof leadUpdateSchema>;

/** POST /api/admissions/leads/:id/stage: lost needs its reason. */
export const stageMoveSchema = z
  .object({
    stage: z.enum(LEAD_STAGES),
    reason: z.string().trim().max(L.reasonMax, M.reasonTooLong).optional(),
  })
  .refine((v) => v.stage !== 'lost' || Boolean(v.reason), {
    path: ['reason'],
    message: M.reasonRequired,
  });
export type StageMoveValues = z.input<typeof stageMoveSchema>;

/** POST /api/admissions/leads/:id/notes: a note, or a call and what was said. */
export const leadNoteSchema = z.object({
  kind: z.enum(['note', 'call']),
  text: z
    .string({ error: M.noteRequired })
    .trim()
    .min(1, M.noteRequired)
    .max(L.noteMax, M.noteTooLong),
});
export type LeadNoteValues = z.input<typeof leadNoteSchema>;

/** GET /api/admissions/leads: the work list, due follow-ups first. */
export const leadListQuerySchema = pageQuerySchema(20).extend({
  q: z.string().trim().max(100).default(''),
  stage: z.enum(LEAD_STAGES).optional(),
  ownerId: z.uuid().optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  program: z.enum(PROGRAM_SLUGS).optional(),
  /** Leads created in an India month, "2026-11". */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

const ref = z.object({ id: z.string(), name: z.string() });

export const leadSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    program: z.enum(PROGRAM_SLUGS).nullable(),
    source: z.enum(LEAD_SOURCES),
    utmSource: z.string().nullable(),
    campaign: z.string().nullable(),
    stage: z.enum(LEAD_STAGES),
    lostReason: z.string().nullable(),
    owner: ref.nullable(),
    nextFollowUp: z.string().nullable(),
    /** The follow-up date has passed and the lead is still open. */
    overdue: z.boolean(),
    student: ref.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Lead' });
export type Lead = z.infer<typeof leadSchema>;

export const leadEventSchema = z.object({
  id: z.string(),
  kind: z.enum(['enquiry', 'note', 'call', 'stage']),
  text: z.string().nullable(),
  stage: z.enum(LEAD_STAGES).nullable(),
  actor: ref.nullable(),
  createdAt: z.string(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;

export const leadDetailSchema = leadSchema
  .extend({ timeline: z.array(leadEventSchema) })
  .meta({ id: 'LeadDetail' });
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** The answer to adding a lead: a number that already had one joins it. */
export const leadAddedSchema = z.object({ id: z.string(), joined: z.boolean() });

/** The admin's WhatsApp message; {name} becomes the lead's name. */
export const whatsappTemplateSchema = z.object({
  template: z
    .string({ error: M.templateRequired })
    .trim()
    .min(1, M.templateRequired)
    .max(L.templateMax, M.templateTooLong),
});
export type WhatsappTemplateValues = z.input<typeof whatsappTemplateSchema>;

export const DEFAULT_WHATSAPP_TEMPLATE =
  'Hello {name}, thank you for your interest in our classes. When can we call you?';

/** The message a lead gets on WhatsApp, the template filled in. */
export const whatsappText = (template: string, lead: { name: string }) =>
  template.replaceAll('{name}', lead.name);

/** wa.me takes the number's digits with the country code, no plus. */
export const whatsappLink = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/** The academy's staff: who may own a lead (admins, counsellors) and who may be named one. */
export const leadOwnerSchema = ref.extend({ admin: z.boolean(), counsellor: z.boolean() });
export type LeadOwner = z.infer<typeof leadOwnerSchema>;

/** GET /api/admissions/batches: every batch a lead may try or join, by name. */
export const leadBatchSchema = ref;
export type LeadBatch = z.infer<typeof leadBatchSchema>;

/**
 * GET /api/admissions/desk: whether the signed-in admin or teacher works the leads, and how many
 * open leads' follow-ups are due today or overdue: the teacher's home and menu link to the leads
 * from it.
 */
export const leadDeskSchema = z.object({ counsellor: z.boolean(), due: z.number().int() });
export type LeadDesk = z.infer<typeof leadDeskSchema>;

/** PUT /api/admissions/counsellors: the teachers who are counsellors, all of them. */
export const counsellorsSchema = z.object({ userIds: z.array(z.uuid()).max(200) });

/**
 * POST /api/admissions/leads/:id/admit: the lead's name and phone make the account; the admin
 * gives only the batch and the class (and stream) it needs.
 */
export const admitSchema = z
  .object({
    batchId: z.uuid(M.batchInvalid),
    class: studentDetails.class,
    stream: studentDetails.stream,
  })
  .refine(hasStreamIfNeeded, streamRule)
  .transform(withStream);
export type AdmitValues = z.input<typeof admitSchema>;

export const admittedSchema = z.object({
  studentId: z.string(),
  /** The batch's first instalment, owed from today: paid online, or recorded at the desk. */
  admissionFee: z
    .object({ instalmentId: z.string(), label: z.string(), amountPaise: z.number() })
    .nullable(),
});
export type Admitted = z.infer<typeof admittedSchema>;

/** POST /api/admissions/leads/:id/demo: one upcoming class of a batch, by its key. */
export const bookDemoSchema = z.object({
  classKey: z
    .string({ error: M.classInvalid })
    .regex(/^[0-9a-f-]{36}(_\d{4}-\d{2}-\d{2})?$/i, M.classInvalid),
});
export type BookDemoValues = z.input<typeof bookDemoSchema>;

/** A class a lead may be booked into: the next two weeks of a batch's timetable. */
export const demoClassSchema = z.object({
  key: z.string(),
  date: z.string(),
  startTime: z.string(),
  subject: z.string(),
});
export type DemoClass = z.infer<typeof demoClassSchema>;

/** A lead booked into a class, as its register shows them. */
export const demoVisitorSchema = z.object({
  id: z.string(),
  name: z.string(),
  attended: z.boolean(),
});
export type DemoVisitor = z.infer<typeof demoVisitorSchema>;

/** PUT /api/classes/:key/demo-visitors/:id: the teacher marks a visitor present or not. */
export const visitorMarkSchema = z.object({ attended: z.boolean() });

/** GET /api/admissions/figures?month=2026-11 (and figures.csv): the leads that came that month. */
export const figuresQuerySchema = z.object({
  month: z.string({ error: M.monthInvalid }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid),
});

/** The funnel's steps: how many of the month's leads reached each, or went past it. */
export const FUNNEL_STAGES = [
  'new',
  'contacted',
  'demo-booked',
  'demo-attended',
  'admitted',
] as const;

const rowSchema = z.object({ leads: z.number(), admitted: z.number() });

export const figuresSchema = z
  .object({
    month: z.string(),
    leads: z.number(),
    admitted: z.number(),
    /** Median whole days from a lead's first enquiry to its admission; null with none admitted. */
    medianDaysToAdmit: z.number().nullable(),
    funnel: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), leads: z.number() })),
    /** Where the leads are now. */
    byStage: z.array(z.object({ stage: z.enum(LEAD_STAGES), leads: z.number() })),
    bySource: z.array(rowSchema.extend({ source: z.enum(LEAD_SOURCES) })),
    byOwner: z.array(rowSchema.extend({ owner: ref.nullable() })),
    lostReasons: z.array(z.object({ reason: z.string(), leads: z.number() })),
  })
  .meta({ id: 'AdmissionFigures' });
export type Figures = z.infer<typeof figuresSchema>;

/** Admissions out of leads, in whole percent; 0 of 0 is 0. */
export const conversionPercent = (row: { leads: number; admitted: number }) =>
  row.leads ? Math.round((row.admitted / row.leads) * 100) : 0;

/** The columns of a sheet of leads (a fair's sign-ups); program is a program's name or slug. */
export const LEAD_IMPORT_COLUMNS = ['name', 'phone', 'program'] as const;

/** POST /api/admissions/leads/import: the sheet, and the fair or campaign it came from. */
export const leadImportSchema = z.object({
  csv: z.string().max(L.importCsvMax, M.csvTooLarge),
  campaign: z
    .string({ error: M.campaignRequired })
    .trim()
    .min(1, M.campaignRequired)
    .max(100, M.campaignRequired),
});
export type LeadImportValues = z.input<typeof leadImportSchema>;

export const leadImportResultSchema = z.object({
  /** New leads. */
  created: z.number(),
  /** Rows whose number already had a lead: added to its timeline. */
  joined: z.number(),
});
export type LeadImportResult = z.infer<typeof leadImportResultSchema>;
