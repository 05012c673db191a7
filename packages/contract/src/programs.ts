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

/**
 * The program a student's class belongs to ("10" is Class 9–10; "ca-foundation" is its own), so
 * the student's home, the catalogue and the tests can put the student's own first.
 */
export function programOfClass(studentClass: string | null | undefined): ProgramSlug | null {
  if (!studentClass) return null;
  const n = Number(studentClass);
  if (Number.isInteger(n)) {
    const school = PROGRAMS.find((p) => {
      const [from, to] = p.slug.replace('class-', '').split('-').map(Number);
      return p.group === 'school' && n >= from! && n <= to!;
    });
    return school?.slug ?? null;
  }
  return PROGRAMS.find((p) => p.slug === studentClass)?.slug ?? null;
}
