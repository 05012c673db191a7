import { useLingui } from '@lingui/react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { COURSE_TABLE } from '@/lib/i18n/messages/courses';
import { toast } from '@/lib/toast';
import { useSaveCourse } from '../api/save-course';
import { CourseForm } from './course-form';
import type { CourseFormState } from './course-form-state';

interface CourseEditorProps {
  /** The course being edited; none for a new one. */
  courseId?: string;
  initial: CourseFormState;
}

/** The course form saved through the API; a saved course opens on its own page. */
export function CourseEditor({ courseId, initial }: CourseEditorProps) {
  const navigate = useNavigate();
  const save = useSaveCourse();
  const { i18n } = useLingui();
  return (
    <CourseForm
      initial={initial}
      mode={courseId ? 'edit' : 'create'}
      onSubmit={async (values) => {
        try {
          const { course, message } = await save.mutateAsync({ id: courseId, values });
          toast.success(message ?? i18n._(COURSE_TABLE.descriptors.created));
          void navigate(`/course/${course._id}`);
        } catch (error) {
          toast.error(i18n._(COURSE_TABLE.descriptors.saveFailed), {
            description: i18n._(COURSE_TABLE.descriptors.saveFailedText),
          });
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
            return error.fieldErrors;
        }
      }}
    />
  );
}
