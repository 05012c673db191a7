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

export const ok = <T>(data: T, message?: string) => ({
  success: true as const,
  ...(message ? { message } : {}),
  data,
});
