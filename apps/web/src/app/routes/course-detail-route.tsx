import { ROLES } from '@academy/contract/roles';
import { useUser } from '@/lib/session';
import { CourseDetailPage } from '@/features/courses/pages/course-detail-page';
import { EnrollButton } from '@/features/enrollments/components/enroll-button';

/** /course/:id: the course page with the visitor's enrollment control. */
export function CourseDetailRoute() {
  const { user } = useUser();
  const viewer = !user ? 'guest' : user.roles === ROLES.admin ? 'admin' : 'student';
  return (
    <CourseDetailPage renderAction={(course) => <EnrollButton course={course} viewer={viewer} />} />
  );
}
