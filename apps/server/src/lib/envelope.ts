import { z } from 'zod';

/** Response schema of the envelope, for route declarations and the OpenAPI document. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string().optional(), data });

export const messageOnly = z.object({ success: z.boolean(), message: z.string().optional() });

/** What every failure answers (`plugins/errors.ts`): the envelope without data. */
export const errorEnvelope = z
  .object({
    success: z.literal(false),
    message: z.string(),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe('Per-field messages, keyed by the field path ("faq.0.question")'),
    code: z
      .string()
      .optional()
      .describe('Why, for the few failures a client acts on (SIGNED_OUT_ELSEWHERE)'),
    requestId: z.string().optional().describe('On 5xx answers, to match the server log'),
  })
  .meta({ id: 'ErrorEnvelope' });

/** Error statuses a route answers beyond those its access and schemas imply (`api-operations.ts`). */
export const failures = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelope])) as Record<
    number,
    typeof errorEnvelope
  >;

/** A page of a list (`Page<T>` in the contract). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });

/** A success that carries only its message (`ok(null, message)`). */
export const done = envelope(z.null());

/** A text answer that is not JSON: a CSV, a calendar. */
export const textAnswer = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string() } },
});

/**
 * Bytes: described as a binary string; typed as what a handler sends (a Buffer, a stream), which
 * is never serialized, so the schema only documents it.
 */
const bytes = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<
  string | Buffer | NodeJS.ReadableStream
>;

/** A file's bytes, in one of the content types it may have. */
export const fileAnswer = (contentTypes: readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: bytes }])),
});

/** A redirect (a study material that is a link to another site). */
export const redirectAnswer = (description: string) => z.undefined().describe(description);

export const ok = <T>(data: T, message?: string) => ({
  success: true as const,
  ...(message ? { message } : {}),
  data,
});
