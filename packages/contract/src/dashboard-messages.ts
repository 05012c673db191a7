/**
 * The dashboard messages (and the limits they name) apart from the schemas, so a page can show
 * them without loading zod.
 */

export const DASHBOARD_MESSAGES = {
  badRange: 'Range must be 7d, 30d or 90d',
  loadError: 'Could not load the dashboard figures.',
} as const;
