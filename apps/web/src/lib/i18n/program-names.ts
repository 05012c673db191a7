import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ProgramSlug } from '@academy/contract/programs';

/**
 * The programs' names and one-line descriptions in the page's language, by slug: the contract's
 * PROGRAMS keep the English that the server and the database use.
 */
export const PROGRAM_NAMES: Record<
  ProgramSlug,
  { label: MessageDescriptor; description: MessageDescriptor }
> = {
  'class-1-5': {
    label: msg`Class 1–5`,
    description: msg`foundational subjects for young learners`,
  },
  'class-6-8': { label: msg`Class 6–8`, description: msg`middle school syllabus and activities` },
  'class-9-10': { label: msg`Class 9–10`, description: msg`core subjects with board prep` },
  'class-11-12': {
    label: msg`Class 11–12`,
    description: msg`advanced streams: Science, Commerce, Arts`,
  },
  'ca-foundation': {
    label: msg`CA Foundation`,
    description: msg`prep for Chartered Accountant entrance`,
  },
  'ca-intermediate': {
    label: msg`CA Intermediate`,
    description: msg`in-depth accounting, tax, law and audit`,
  },
  'cma-foundation': { label: msg`CMA Foundation`, description: msg`cost accounting fundamentals` },
  'cma-intermediate': {
    label: msg`CMA Intermediate`,
    description: msg`advanced cost and management accounting`,
  },
};
