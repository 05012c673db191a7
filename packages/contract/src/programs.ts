/** The eight programs of the navigation menu; courses and students belong to them. */
export const PROGRAMS = [
  {
    slug: 'class-1-5',
    label: 'Class 1–5',
    description: 'foundational subjects for young learners',
    group: 'school',
  },
  {
    slug: 'class-6-8',
    label: 'Class 6–8',
    description: 'middle school syllabus and activities',
    group: 'school',
  },
  {
    slug: 'class-9-10',
    label: 'Class 9–10',
    description: 'core subjects with board prep',
    group: 'school',
  },
  {
    slug: 'class-11-12',
    label: 'Class 11–12',
    description: 'advanced streams: Science, Commerce, Arts',
    group: 'school',
  },
  {
    slug: 'ca-foundation',
    label: 'CA Foundation',
    description: 'prep for Chartered Accountant entrance',
    group: 'professional',
  },
  {
    slug: 'ca-intermediate',
    label: 'CA Intermediate',
    description: 'in-depth accounting, tax, law and audit',
    group: 'professional',
  },
  {
    slug: 'cma-foundation',
    label: 'CMA Foundation',
    description: 'cost accounting fundamentals',
    group: 'professional',
  },
  {
    slug: 'cma-intermediate',
    label: 'CMA Intermediate',
    description: 'advanced cost and management accounting',
    group: 'professional',
  },
] as const;

export type ProgramSlug = (typeof PROGRAMS)[number]['slug'];
export const PROGRAM_SLUGS = PROGRAMS.map((p) => p.slug) as [ProgramSlug, ...ProgramSlug[]];
