import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { COURSE_MESSAGES } from '@academy/contract/course-display';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCourse } from '../api/get-course';
import { CourseEditor } from '../components/course-editor';
import { courseToForm } from '../components/course-form';

/** An id the server does not know (404) or cannot be one (400). */
const isUnknown = (error: Error) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /admin/courses/:id/edit: the course named in the address, so a reload keeps it. */
export function CourseEditPage() {
  const { id = '' } = useParams();
  const course = useCourse(id);
  const initial = useMemo(() => course.data && courseToForm(course.data), [course.data]);
  const isMissing = course.isError && isUnknown(course.error);

  useEffect(() => {
    if (course.isError && !isMissing) toast.error(COURSE_MESSAGES.loadForEditFailed);
  }, [course.isError, isMissing]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">
        {isMissing ? COURSE_MESSAGES.notFound : 'Edit Course'}
      </h1>
      {course.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading course" />
        </div>
      ) : course.isError ? (
        <div role="alert" className="grid justify-items-start gap-4">
          <p className="font-medium">
            {isMissing
              ? 'No course has this address. It may have been deleted.'
              : COURSE_MESSAGES.loadForEditFailed}
          </p>
          {isMissing ? (
            <Button asChild variant="outline">
              <Link to="/admin/courses">All courses</Link>
            </Button>
          ) : (
            <Button onClick={() => void course.refetch()}>Try Again</Button>
          )}
        </div>
      ) : (
        <>
          <p className="mb-8 text-muted-foreground">
            Change the details of{' '}
            <Link to={`/course/${course.data._id}`} className="font-medium text-primary underline">
              {course.data.title}
            </Link>{' '}
            and its YouTube links.
          </p>
          {initial && <CourseEditor courseId={course.data._id} initial={initial} />}
        </>
      )}
    </div>
  );
}
