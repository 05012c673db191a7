/**
 * NCERT textbooks, NCERT solutions and previous-year papers: one shape with a few fields of
 * each kind's own (product §2.5, §4.3: real screens, file or link, filtered by class and subject).
 * Apart from the schemas (resources.ts), so a page that lists materials builds none.
 */
export const RESOURCE_KINDS = ['textbook', 'solution', 'paper'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const PAPER_EXAMS = [
  'CBSE Board',
  'CA Foundation',
  'CA Intermediate',
  'CA Final',
  'CMA Foundation',
  'CMA Intermediate',
  'CMA Final',
] as const;
