import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import {
  teacherSchema,
  testimonialSchema,
  topperSchema,
  type TrustSettings,
} from '@academy/contract/trust';
import { formatCount } from '@academy/contract/indian-numbers';
import { pluralForm } from '@/lib/i18n/plural-form';

export type TrustList = keyof TrustSettings;
type Item = TrustSettings[TrustList][number];

export interface TrustFieldSpec {
  name: string;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  isMultiline?: boolean;
  isNumber?: boolean;
  /** The Hindi of another field: typed in Hindi, shown on the Hindi pages. */
  isHindi?: boolean;
}

const HINDI_HINT = msg`Shown on the Hindi pages; left empty, they show the English.`;

/** One list of the Teachers & results tab: its words, its fields and how an entry reads. */
export interface TrustListSpec {
  list: TrustList;
  heading: MessageDescriptor;
  description: MessageDescriptor;
  /** The list's words (ManagedListWords), the entry dialog's title and button, and the toasts. */
  words: {
    add: MessageDescriptor;
    loading: MessageDescriptor;
    empty: MessageDescriptor;
    list: MessageDescriptor;
    confirmDelete: MessageDescriptor;
    edit: MessageDescriptor;
    save: MessageDescriptor;
    added: MessageDescriptor;
    updated: MessageDescriptor;
    deleted: MessageDescriptor;
  };
  schema: typeof teacherSchema | typeof topperSchema | typeof testimonialSchema;
  fields: TrustFieldSpec[];
  titleOf: (item: Item) => string;
  detailsOf: (item: Item, i18n: I18n) => string[];
}

const PHOTO: TrustFieldSpec = {
  name: 'photo',
  label: msg`Photo (optional)`,
  hint: msg`A link (https://...) or a path on this site; square, at least 160 × 160. Without one, their initials show.`,
};

export const TRUST_LISTS: TrustListSpec[] = [
  {
    list: 'teachers',
    heading: msg`Teachers`,
    description: msg`Shown as "Our teachers".`,
    words: {
      add: msg`Add teacher`,
      loading: msg`Loading teachers`,
      empty: msg`No teachers yet.`,
      list: msg`Teachers`,
      confirmDelete: msg`Delete this teacher?`,
      edit: msg`Edit teacher`,
      save: msg`Save teacher`,
      added: msg`Teacher added`,
      updated: msg`Teacher updated`,
      deleted: msg`Teacher deleted`,
    },
    schema: teacherSchema,
    fields: [
      { name: 'name', label: msg`Name` },
      {
        name: 'subjects',
        label: msg`Subjects`,
        hint: msg`For example: Physics and Chemistry, Classes 11 and 12`,
      },
      {
        name: 'subjectsHi',
        label: msg`Subjects in Hindi (optional)`,
        hint: HINDI_HINT,
        isHindi: true,
      },
      { name: 'experienceYears', label: msg`Years of experience`, isNumber: true },
      PHOTO,
      { name: 'bio', label: msg`Short bio (optional)`, isMultiline: true },
      {
        name: 'bioHi',
        label: msg`Short bio in Hindi (optional)`,
        isMultiline: true,
        isHindi: true,
      },
    ],
    titleOf: (item) => item.name,
    detailsOf: (item, i18n) => {
      const teacher = item as TrustSettings['teachers'][number];
      const years = teacher.experienceYears;
      const yearsForm = pluralForm(i18n, years);
      const yearCount = formatCount(years);
      return [
        teacher.subjects,
        years > 0
          ? i18n._(
              msg`${select(yearsForm, { one: `${yearCount} year of experience`, other: `${yearCount} years of experience` })}`,
            )
          : '',
      ];
    },
  },
  {
    list: 'toppers',
    heading: msg`Results and toppers`,
    description: msg`Shown as "Our toppers".`,
    words: {
      add: msg`Add topper`,
      loading: msg`Loading toppers`,
      empty: msg`No toppers yet.`,
      list: msg`Toppers`,
      confirmDelete: msg`Delete this topper?`,
      edit: msg`Edit topper`,
      save: msg`Save topper`,
      added: msg`Topper added`,
      updated: msg`Topper updated`,
      deleted: msg`Topper deleted`,
    },
    schema: topperSchema,
    fields: [
      { name: 'name', label: msg`Student's name` },
      {
        name: 'program',
        label: msg`Class or program`,
        hint: msg`For example: Class 12 CBSE, or CA Foundation`,
      },
      {
        name: 'programHi',
        label: msg`Class or program in Hindi (optional)`,
        hint: HINDI_HINT,
        isHindi: true,
      },
      {
        name: 'score',
        label: msg`Score`,
        hint: msg`As it should read, for example 98.4% or AIR 12`,
      },
      { name: 'year', label: msg`Year`, isNumber: true },
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
    heading: msg`Testimonials`,
    description: msg`Shown as "What students and parents say".`,
    words: {
      add: msg`Add testimonial`,
      loading: msg`Loading testimonials`,
      empty: msg`No testimonials yet.`,
      list: msg`Testimonials`,
      confirmDelete: msg`Delete this testimonial?`,
      edit: msg`Edit testimonial`,
      save: msg`Save testimonial`,
      added: msg`Testimonial added`,
      updated: msg`Testimonial updated`,
      deleted: msg`Testimonial deleted`,
    },
    schema: testimonialSchema,
    fields: [
      { name: 'quote', label: msg`Quote`, isMultiline: true },
      {
        name: 'quoteHi',
        label: msg`Quote in Hindi (optional)`,
        hint: HINDI_HINT,
        isMultiline: true,
        isHindi: true,
      },
      { name: 'name', label: msg`Name` },
      {
        name: 'who',
        label: msg`Who they are (optional)`,
        hint: msg`For example: Parent of a Class 10 student, or CA Foundation, 2025`,
      },
      { name: 'whoHi', label: msg`Who they are in Hindi (optional)`, isHindi: true },
      PHOTO,
    ],
    titleOf: (item) => item.name,
    detailsOf: (item) => {
      const testimonial = item as TrustSettings['testimonials'][number];
      return [testimonial.who, `“${testimonial.quote}”`];
    },
  },
];
