import {
  teacherSchema,
  testimonialSchema,
  topperSchema,
  type TrustSettings,
} from '@academy/contract/trust';

export type TrustList = keyof TrustSettings;
type Item = TrustSettings[TrustList][number];

export interface TrustFieldSpec {
  name: string;
  label: string;
  hint?: string;
  isMultiline?: boolean;
  isNumber?: boolean;
}

/** One list of the Teachers & results tab: its words, its fields and how an entry reads. */
export interface TrustListSpec {
  list: TrustList;
  noun: string;
  heading: string;
  description: string;
  schema: typeof teacherSchema | typeof topperSchema | typeof testimonialSchema;
  fields: TrustFieldSpec[];
  titleOf: (item: Item) => string;
  detailsOf: (item: Item) => string[];
}

const PHOTO: TrustFieldSpec = {
  name: 'photo',
  label: 'Photo (optional)',
  hint: 'A link (https://...) or a path on this site; square, at least 160 × 160. Without one, their initials show.',
};

const yearsOf = (n: number) => (n === 1 ? '1 year' : `${n} years`);

export const TRUST_LISTS: TrustListSpec[] = [
  {
    list: 'teachers',
    noun: 'teacher',
    heading: 'Teachers',
    description: 'Shown as "Our teachers".',
    schema: teacherSchema,
    fields: [
      { name: 'name', label: 'Name' },
      {
        name: 'subjects',
        label: 'Subjects',
        hint: 'For example: Physics and Chemistry, Classes 11 and 12',
      },
      { name: 'experienceYears', label: 'Years of experience', isNumber: true },
      PHOTO,
      { name: 'bio', label: 'Short bio (optional)', isMultiline: true },
    ],
    titleOf: (item) => item.name,
    detailsOf: (item) => {
      const teacher = item as TrustSettings['teachers'][number];
      return [
        teacher.subjects,
        teacher.experienceYears > 0 ? `${yearsOf(teacher.experienceYears)} of experience` : '',
      ];
    },
  },
  {
    list: 'toppers',
    noun: 'topper',
    heading: 'Results and toppers',
    description: 'Shown as "Our toppers".',
    schema: topperSchema,
    fields: [
      { name: 'name', label: "Student's name" },
      {
        name: 'program',
        label: 'Class or program',
        hint: 'For example: Class 12 CBSE, or CA Foundation',
      },
      { name: 'score', label: 'Score', hint: 'As it should read, for example 98.4% or AIR 12' },
      { name: 'year', label: 'Year', isNumber: true },
      PHOTO,
    ],
    titleOf: (item) => item.name,
    detailsOf: (item) => {
      const topper = item as TrustSettings['toppers'][number];
      return [`${topper.score}, ${topper.program}, ${topper.year}`];
    },
  },
  {
    list: 'testimonials',
    noun: 'testimonial',
    heading: 'Testimonials',
    description: 'Shown as "What students and parents say".',
    schema: testimonialSchema,
    fields: [
      { name: 'quote', label: 'Quote', isMultiline: true },
      { name: 'name', label: 'Name' },
      {
        name: 'who',
        label: 'Who they are (optional)',
        hint: 'For example: Parent of a Class 10 student, or CA Foundation, 2025',
      },
      PHOTO,
    ],
    titleOf: (item) => item.name,
    detailsOf: (item) => {
      const testimonial = item as TrustSettings['testimonials'][number];
      return [testimonial.who, `“${testimonial.quote}”`];
    },
  },
];
