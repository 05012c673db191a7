import { z } from 'zod';
import { LINK_MESSAGES } from './link-messages.ts';
import { httpUrl } from './site-config.ts';

export const MAX_LINK_CATEGORIES = 5;

/** "Exams, NCERT , exams" -> ["Exams", "NCERT"]: trimmed, blanks and repeats (any case) dropped. */
export function splitCategories(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input;
  const seen = new Set<string>();
  const result: string[] = [];
  for (const part of parts) {
    const category = part.trim();
    if (category && !seen.has(category.toLowerCase())) {
      seen.add(category.toLowerCase());
      result.push(category);
    }
  }
  return result;
}

/**
 * Product §4.11: title, link, des and the category list, made by splitting on commas (the form sends
 * the text as typed; the API also takes a list).
 */
export const usefulLinkSchema = z.object({
  title: z.string().trim().min(1, LINK_MESSAGES.titleRequired).max(150),
  link: httpUrl(LINK_MESSAGES.linkInvalid),
  des: z.string().trim().min(1, LINK_MESSAGES.desRequired).max(500),
  category: z
    .union([z.string(), z.array(z.string())], { error: LINK_MESSAGES.categoryRequired })
    .transform(splitCategories)
    .pipe(
      z
        .array(z.string().max(40, 'A category must be at most 40 characters'))
        .min(1, LINK_MESSAGES.categoryRequired)
        .max(MAX_LINK_CATEGORIES, LINK_MESSAGES.tooManyCategories),
    ),
});
export type UsefulLinkInput = z.input<typeof usefulLinkSchema>;

export const usefulLinkAnswerSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    link: z.string(),
    des: z.string(),
    category: z.array(z.string()),
  })
  .meta({ id: 'UsefulLink' });
export type UsefulLink = z.infer<typeof usefulLinkAnswerSchema>;

/** GET /api/links?q=: words found in the title or the description. */
export const linkListQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
