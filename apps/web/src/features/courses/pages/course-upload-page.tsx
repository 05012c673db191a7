import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { COURSE_MESSAGES } from '@academy/contract/course-display';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useCourse } from '../api/get-course';
import { useSaveCourse } from '../api/save-course';
import { CourseForm, courseToForm, emptyCourseForm } from '../components/course-form';

/** /admin/upload: create, or edit when navigation state (or ?courseId=) names a course. */
export function CourseUploadPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const stateId = (location.state as { courseId?: unknown } | null)?.courseId;
  const courseId = typeof stateId === 'string' ? stateId : (params.get('courseId') ?? undefined);
  const existing = useCourse(courseId);
  const save = useSaveCourse();

  useEffect(() => {
    if (existing.isError) toast.error(COURSE_MESSAGES.loadForEditFailed);
  }, [existing.isError]);

  const initial = useMemo(
    () => (existing.data ? courseToForm(existing.data) : emptyCourseForm()),
    [existing.data],
  );
  const mode = courseId ? 'edit' : 'create';

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">
        {mode === 'edit' ? 'Edit Course' : 'Upload Course'}
      </h1>
      <p className="mb-8 text-muted-foreground">
        {mode === 'edit'
          ? 'Change the course details and its YouTube links.'
          : 'Publish a course from YouTube videos and playlists.'}
      </p>
      {courseId && existing.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading course" />
        </div>
      ) : courseId && existing.isError ? (
        <p role="alert" className="font-medium text-destructive">
          {COURSE_MESSAGES.loadForEditFailed}
        </p>
      ) : (
        <CourseForm
          initial={initial}
          mode={mode}
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
      )}
    </div>
  );
}
