import { Link } from 'react-router';
import { COURSE_MESSAGES } from '@academy/contract/course-display';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMyCourses } from '../api/get-my-courses';
import { CourseProgressList } from './course-progress-list';

/** The profile's short view of the student's courses: progress in each and a way back in. */
export function MyCoursesSummary() {
  const query = useMyCourses();
  if (query.isPending) return <Spinner label="Loading your courses" />;
  if (query.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="font-semibold">{COURSE_MESSAGES.myCoursesError}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Refresh
        </Button>
      </div>
    );
  const courses = query.data;
  if (courses.length === 0)
    return (
      <div className="grid justify-items-start gap-3">
        <p className="font-semibold">{COURSE_MESSAGES.myCoursesEmpty}</p>
        <p className="text-muted-foreground">{COURSE_MESSAGES.myCoursesEmptyText}</p>
        <Button asChild>
          <Link to="/courses">Browse courses</Link>
        </Button>
      </div>
    );
  const completed = courses.filter((c) => c.progress === 100).length;
  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground">
        {courses.length} course{courses.length === 1 ? '' : 's'} enrolled, {completed} completed.
      </p>
      <CourseProgressList courses={courses} />
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/student/my-courses">Go to My Courses</Link>
      </Button>
    </div>
  );
}
