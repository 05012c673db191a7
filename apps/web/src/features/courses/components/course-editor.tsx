import { useNavigate } from 'react-router';
import { COURSE_MESSAGES } from '@academy/contract/course-display';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveCourse } from '../api/save-course';
import { CourseForm, type CourseFormState } from './course-form';

interface CourseEditorProps {
  /** The course being edited; none for a new one. */
  courseId?: string;
  initial: CourseFormState;
}

/** The course form saved through the API; a saved course opens on its own page. */
export function CourseEditor({ courseId, initial }: CourseEditorProps) {
  const navigate = useNavigate();
  const save = useSaveCourse();
  return (
    <CourseForm
      initial={initial}
      mode={courseId ? 'edit' : 'create'}
      onSubmit={async (values) => {
        try {
          const { course, message } = await save.mutateAsync({ id: courseId, values });
          toast.success(message ?? COURSE_MESSAGES.created);
          void navigate(`/course/${course._id}`);
        } catch (error) {
          toast.error(COURSE_MESSAGES.saveFailed, {
            description: COURSE_MESSAGES.saveFailedText,
          });
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
            return error.fieldErrors;
        }
      }}
    />
  );
}
