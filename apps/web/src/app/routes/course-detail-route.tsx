import { ROLES } from '@academy/contract/roles';
import { useUser } from '@/lib/session';
import { CourseDetailPage } from '@/features/courses/pages/course-detail-page';
import { EnrolButton } from '@/features/enrolments/components/enrol-button';

/** /course/:id: the course page with the visitor's enrolment control. */
export function CourseDetailRoute() {
  const { user } = useUser();
  const viewer = !user ? 'guest' : user.roles === ROLES.admin ? 'admin' : 'student';
  return (
    <CourseDetailPage renderAction={(course) => <EnrolButton course={course} viewer={viewer} />} />
  );
}
