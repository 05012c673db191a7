import { z } from 'zod';

/** Response schema of the envelope, for route declarations and the OpenAPI document. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string().optional(), data });

export const messageOnly = z.object({ success: z.boolean(), message: z.string().optional() });

export const ok = <T>(data: T, message?: string) => ({
  success: true as const,
  ...(message ? { message } : {}),
  data,
});
