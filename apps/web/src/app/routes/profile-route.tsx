import { useUser } from '@/features/auth/api/get-me';
import { ProfilePage } from '@/features/auth/pages/profile-page';
import { MyCoursesSummary } from '@/features/enrollments/components/my-courses-summary';
import { isStudent } from '@academy/contract/roles';

/** /profile: the account, with the student's course summary from the enrollments area. */
export function ProfileRoute() {
  const { user } = useUser();
  // Only students have courses (/api/student/my-courses is theirs alone).
  return <ProfilePage myCourses={user && isStudent(user.roles) ? <MyCoursesSummary /> : null} />;
}
