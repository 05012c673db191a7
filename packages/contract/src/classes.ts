/**
 * What a student studies. School classes 1 to 12 (the first form started at 6; a parent may
 * register a young child, and the academy sells Class 1-5 courses and tests); the professional
 * programs are added (product §5.16) so CA and CMA candidates can register too.
 */
export const SCHOOL_CLASSES = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
] as const;
export const PROFESSIONAL_CLASSES = [
  { value: 'ca-foundation', label: 'CA Foundation' },
  { value: 'ca-intermediate', label: 'CA Intermediate' },
  { value: 'cma-foundation', label: 'CMA Foundation' },
  { value: 'cma-intermediate', label: 'CMA Intermediate' },
] as const;

export const STUDENT_CLASS_OPTIONS = [
  ...SCHOOL_CLASSES.map((c) => ({ value: c, label: `Class ${c}` })),
  ...PROFESSIONAL_CLASSES,
] as const;

export type StudentClass = (typeof STUDENT_CLASS_OPTIONS)[number]['value'];
export const STUDENT_CLASS_VALUES = STUDENT_CLASS_OPTIONS.map((o) => o.value) as [
  StudentClass,
  ...StudentClass[],
];

export const STREAMS = ['Science', 'Commerce', 'Arts'] as const;
export type Stream = (typeof STREAMS)[number];

export const GENDERS = ['Male', 'Female', 'Others'] as const;
export type Gender = (typeof GENDERS)[number];

/** Stream is asked, and required, only for classes 11 and 12. */
export const classNeedsStream = (value: string | undefined | null): boolean =>
  value === '11' || value === '12';

export const classLabel = (value: string | null | undefined): string =>
  STUDENT_CLASS_OPTIONS.find((o) => o.value === value)?.label ?? value ?? '';
