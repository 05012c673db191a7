import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** `?page=1&pageSize=20`, pageSize at most 100 (product §5.17). */
export const pageQuerySchema = (defaultSize = 20) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
  });
