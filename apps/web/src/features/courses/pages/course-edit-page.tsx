import { useEffect, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/loading-block';
import { ApiError } from '@/lib/api-client';
import { COURSE_TABLE } from '@/lib/i18n/messages/courses';
import { toast } from '@/lib/toast';
import { useCourse } from '../api/get-course';
import { CourseEditor } from '../components/course-editor';
import { courseToForm } from '../components/course-form-state';

/** An id the server does not know (404) or cannot be one (400). */
const isUnknown = (error: Error) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /admin/courses/:id/edit: the course named in the address, so a reload keeps it. */
export function CourseEditPage() {
  const { id = '' } = useParams();
  const course = useCourse(id);
  const initial = useMemo(() => course.data && courseToForm(course.data), [course.data]);
  const isMissing = course.isError && isUnknown(course.error);
  const { t, i18n } = useLingui();
  const courseTitle = course.data?.title;

  useEffect(() => {
    if (course.isError && !isMissing)
      toast.error(i18n._(COURSE_TABLE.descriptors.loadForEditFailed));
  }, [course.isError, isMissing, i18n]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">
        {isMissing ? i18n._(COURSE_TABLE.descriptors.notFound) : t`Edit course`}
      </h1>
      {course.isPending ? (
        <LoadingBlock label={t`Loading course`} />
      ) : course.isError ? (
        <div role="alert" className="grid justify-items-start gap-4">
          <p className="font-medium">
            {isMissing
              ? t`No course has this address. It may have been deleted.`
              : i18n._(COURSE_TABLE.descriptors.loadForEditFailed)}
          </p>
          {isMissing ? (
            <Button asChild variant="outline">
              <Link to="/admin/courses">
                <Trans>All courses</Trans>
              </Link>
            </Button>
          ) : (
            <Button onClick={() => void course.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
          )}
        </div>
      ) : (
        <>
          <p className="mb-8 text-muted-foreground">
            <Trans>
              Change the details of{' '}
              <Link
                to={`/course/${course.data._id}`}
                className="font-medium text-primary underline"
              >
                {courseTitle}
              </Link>{' '}
              and its YouTube links.
            </Trans>
          </p>
          {initial && <CourseEditor courseId={course.data._id} initial={initial} />}
        </>
      )}
    </div>
  );
}
