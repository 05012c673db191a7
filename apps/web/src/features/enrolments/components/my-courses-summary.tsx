import { Trans, useLingui } from '@lingui/react/macro';
import { select } from '@lingui/core/macro';
import { Link } from 'react-router';
import { formatCount } from '@academy/contract/indian-numbers';
import { COURSE_TABLE } from '@/lib/i18n/messages/courses';
import { pluralForm } from '@/lib/i18n/plural-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMyCourses } from '../api/get-my-courses';
import { CourseProgressList } from './course-progress-list';

/** The profile's short view of the student's courses: progress in each and a way back in. */
export function MyCoursesSummary() {
  const { t, i18n } = useLingui();
  const query = useMyCourses();
  if (query.isPending) return <Spinner label={t`Loading your courses`} />;
  if (query.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="font-semibold">{i18n._(COURSE_TABLE.descriptors.myCoursesError)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          <Trans>Refresh</Trans>
        </Button>
      </div>
    );
  const courses = query.data;
  if (courses.length === 0)
    return (
      <div className="grid justify-items-start gap-3">
        <p className="font-semibold">{i18n._(COURSE_TABLE.descriptors.myCoursesEmpty)}</p>
        <p className="text-muted-foreground">
          {i18n._(COURSE_TABLE.descriptors.myCoursesEmptyText)}
        </p>
        <Button asChild>
          <Link to="/courses">
            <Trans>Browse courses</Trans>
          </Link>
        </Button>
      </div>
    );
  const completed = formatCount(courses.filter((c) => c.progress === 100).length);
  const count = formatCount(courses.length);
  const countForm = pluralForm(i18n, courses.length);
  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground">
        {t`${select(countForm, { one: `${count} course enrolled, ${completed} completed.`, other: `${count} courses enrolled, ${completed} completed.` })}`}
      </p>
      <CourseProgressList courses={courses} />
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/student/my-courses">
          <Trans>Go to My Courses</Trans>
        </Link>
      </Button>
    </div>
  );
}
