import { z } from 'zod';
import { MATERIAL_CLASSES, STREAMS, classHasStream } from './study-filters.ts';
import { httpUrl } from './site-config.ts';
import { RESOURCE_MESSAGES } from './resource-messages.ts';
import { PAPER_EXAMS, RESOURCE_KINDS } from './resource-kinds.ts';
export { RESOURCE_MESSAGES } from './resource-messages.ts';
export { PAPER_EXAMS, RESOURCE_KINDS, type ResourceKind } from './resource-kinds.ts';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

export const resourceFormSchema = z
  .object({
    kind: z.enum(RESOURCE_KINDS),
    title: z.string().trim().min(1, RESOURCE_MESSAGES.titleRequired).max(200),
    description: z.string().trim().max(2000).default(''),
    class: z.enum(MATERIAL_CLASSES, { error: RESOURCE_MESSAGES.classRequired }),
    stream: optional(z.enum(STREAMS)),
    subject: z.string().trim().min(1, RESOURCE_MESSAGES.subjectRequired).max(120),
    chapter: optional(z.string().trim().max(200)),
    chapters: optional(z.coerce.number().int().min(1, RESOURCE_MESSAGES.chaptersMin).max(100)),
    exam: optional(z.enum(PAPER_EXAMS, { error: RESOURCE_MESSAGES.examRequired })),
    year: optional(
      z.coerce
        .number({ error: RESOURCE_MESSAGES.yearInvalid })
        .int(RESOURCE_MESSAGES.yearInvalid)
        .min(1990, RESOURCE_MESSAGES.yearInvalid)
        .max(2100, RESOURCE_MESSAGES.yearInvalid),
    ),
    coverImage: optional(httpUrl(RESOURCE_MESSAGES.urlInvalid)),
    source: z.string().trim().max(120).default(''),
    uploadMethod: z.enum(['link', 'file']).default('link'),
    link: optional(httpUrl(RESOURCE_MESSAGES.urlInvalid)),
  })
  .superRefine((r, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (r.stream && !classHasStream(r.class)) issue('stream', RESOURCE_MESSAGES.streamNotAllowed);
    if (r.kind === 'solution' && !r.chapter) issue('chapter', RESOURCE_MESSAGES.chapterRequired);
    if (r.kind === 'paper' && !r.exam) issue('exam', RESOURCE_MESSAGES.examRequired);
    if (r.kind === 'paper' && !r.year) issue('year', RESOURCE_MESSAGES.yearInvalid);
    if (r.uploadMethod === 'link' && !r.link) issue('link', RESOURCE_MESSAGES.linkRequired);
  });
export type ResourceForm = z.output<typeof resourceFormSchema>;

export const resourceListQuerySchema = z.object({
  kind: z.enum(RESOURCE_KINDS),
  class: optional(z.enum(MATERIAL_CLASSES)),
  stream: optional(z.enum(STREAMS)),
  subject: optional(z.string().trim().max(120)),
  exam: optional(z.enum(PAPER_EXAMS)),
  year: optional(z.coerce.number().int().min(1990).max(2100)),
  /** Solutions: part of the chapter's name or number ("3", "Carbon"). */
  chapter: optional(z.string().trim().max(100)),
});
export type ResourceListQuery = z.output<typeof resourceListQuerySchema>;

export const resourceAnswerSchema = z
  .object({
    id: z.string(),
    kind: z.enum(RESOURCE_KINDS),
    title: z.string(),
    description: z.string(),
    class: z.string(),
    stream: z.string().nullable(),
    subject: z.string(),
    chapter: z.string().nullable(),
    chapters: z.number().nullable(),
    exam: z.string().nullable(),
    year: z.number().nullable(),
    coverImage: z.string().nullable(),
    source: z.string(),
    link: z.string().nullable(),
    file: z.object({ name: z.string(), type: z.string(), size: z.number() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Resource' });
export type Resource = z.infer<typeof resourceAnswerSchema>;
