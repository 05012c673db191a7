import type { UseFormReturn } from 'react-hook-form';
import type { CourseForm } from '@academy/contract/courses';
import type { CourseFormState } from '../course-form-state';

/** What each of the course form's fieldsets takes: the form, and its message at a path. */
export interface CourseFieldsetProps {
  form: UseFormReturn<CourseFormState, unknown, CourseForm>;
  err: (path: string) => string | undefined;
}
