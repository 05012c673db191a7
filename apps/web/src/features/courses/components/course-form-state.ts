import { z } from 'zod';
import type { FieldErrors, FieldPath, Resolver } from 'react-hook-form';
import {
  COURSE_FORM_DEFAULTS,
  courseFormSchema,
  type CourseDetail,
  type CourseForm,
  type CourseFormInput,
} from '@academy/contract/courses';
import { paiseToRupees, rupeesToPaise } from '@academy/contract/money';
import { formResolver, withFormFields } from '@/lib/form-resolver';

/** A link row as edited: a playlist's hand-typed videos are one "URL | title" per line. */
export interface LinkRow {
  link: string;
  position: number;
  title: string;
  freePreview: boolean;
  videosText: string;
}

/** The course form as the admin edits it: the price in rupees as typed, videos as lines. */
export type CourseFormState = Omit<
  typeof COURSE_FORM_DEFAULTS,
  'courseLink' | 'programs' | 'pricePaise'
> & {
  programs: string[];
  price: string;
  courseLink: LinkRow[];
};

export const emptyCourseForm = (): CourseFormState => {
  const { pricePaise: _free, ...defaults } = COURSE_FORM_DEFAULTS;
  return {
    ...defaults,
    price: '',
    faq: defaults.faq.map((f) => ({ ...f })),
    courseLink: [],
  };
};

export function courseToForm(course: CourseDetail): CourseFormState {
  return {
    title: course.title,
    description: course.description,
    shortDescription: course.shortDescription,
    tags: course.tags,
    category: course.category,
    programs: course.programs,
    isFree: course.isFree,
    price: course.isFree ? '' : paiseToRupees(course.pricePaise),
    level: course.level,
    language: course.language,
    duration: course.durationAsSet ?? course.duration,
    courseThumbnail: course.courseThumbnail,
    prerequisites: course.prerequisites,
    faq: course.faq,
    courseLink: (course.courseLink ?? []).map((l) => ({
      link: l.link,
      position: l.position,
      title: l.title,
      freePreview: l.freePreview,
      videosText: l.videos.map((v) => (v.title ? `${v.link} | ${v.title}` : v.link)).join('\n'),
    })),
    status: course.status,
  };
}

/** What the API takes: the price in paise (NaN for text that is not rupees: the contract says so). */
const toPayload = ({ price, courseLink, ...values }: CourseFormState): CourseFormInput => ({
  ...values,
  // Checkboxes' values, each checked by the contract's list of programs.
  programs: values.programs as CourseFormInput['programs'],
  pricePaise: values.isFree || price.trim() === '' ? 0 : rupeesToPaise(price),
  courseLink: courseLink.map(({ videosText, ...rest }) => ({
    ...rest,
    videos: videosText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const [link = '', ...title] = line.split('|');
        return { link: link.trim(), title: title.join('|').trim() };
      }),
  })),
});

/** The contract's names for the form's fields where they differ. */
const FORM_FIELD: Record<string, FieldPath<CourseFormState>> = { pricePaise: 'price' };

/**
 * A path the server named, as the form's field. Its paths inside a link (`courseLink.0.videos`)
 * are shown by `errorAt` whether or not the form has such a field.
 */
export const formPathOf = (path: string) =>
  FORM_FIELD[path] ?? (path as FieldPath<CourseFormState>);

/** The contract's rules over the edited state, each message by the field the admin typed in. */
export const courseFormResolver: Resolver<CourseFormState, unknown, CourseForm> = withFormFields(
  formResolver(z.custom<CourseFormState>().transform(toPayload).pipe(courseFormSchema)),
  FORM_FIELD,
);

/** The message at a dotted path of the form's errors (a link's or an FAQ's field). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const m = (node as { message?: unknown } | undefined)?.message;
  return typeof m === 'string' ? m : undefined;
}
