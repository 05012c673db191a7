import { Link } from 'react-router';
import { COURSE_MESSAGES } from '@academy/contract/course-display';
import { GraduationCap } from 'lucide-react';
import { CoverImage } from '@/components/cover-image';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMyCourses } from '../api/get-my-courses';
import { ProgressBar } from '@/components/progress-bar';

/** /student/my-courses: the courses the student is enrolled in, with their progress. */
export function MyCoursesPage() {
  const query = useMyCourses();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">My Courses</h1>
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading your courses" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
          <p className="text-lg font-semibold">{COURSE_MESSAGES.myCoursesError}</p>
          <Button onClick={() => void query.refetch()}>Refresh</Button>
        </div>
      ) : query.data.length === 0 ? (
        <div className="grid justify-items-center gap-3 py-16 text-center">
          <h2 className="text-xl font-semibold">{COURSE_MESSAGES.myCoursesEmpty}</h2>
          <p className="text-muted-foreground">{COURSE_MESSAGES.myCoursesEmptyText}</p>
          <Button asChild>
            <Link to="/courses">Browse courses</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Enrolled courses">
          {query.data.map((course) => (
            <li
              key={course._id}
              className="flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm"
            >
              <CoverImage
                src={course.courseThumbnail}
                icon={GraduationCap}
                hint={course.title}
                width={480}
                height={270}
              />
              <div className="flex flex-1 flex-col gap-3 p-4">
                <h2 className="text-lg font-semibold">{course.title}</h2>
                <ProgressBar value={course.progress} label={`Progress in ${course.title}`} />
                <Button asChild className="mt-auto">
                  <Link
                    to={`/student/my-courses/${course._id}`}
                    aria-label={`Continue ${course.title}`}
                  >
                    Continue
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
