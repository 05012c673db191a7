/**
 * The download messages (and the limits they name) apart from the schemas, so a page can show
 * them without loading zod.
 */

export const DOWNLOAD_MESSAGES = {
  loadFailed: 'Failed to load downloads.',
  empty: 'No downloads match.',
} as const;
