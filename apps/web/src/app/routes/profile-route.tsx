import { useUser } from '@/lib/session';
import { ProfilePage } from '@/features/auth/pages/profile-page';
import { MyCoursesSummary } from '@/features/enrolments/components/my-courses-summary';
import { MyChildren } from '@/features/people/components/my-children';
import { ParentCodeCard } from '@/features/people/components/parent-code-card';
import { MyPayments } from '@/features/payments/components/my-payments';
import { ROLES, isStudent } from '@academy/contract/roles';

/**
 * /profile: the account, with the student's course summary from the enrolments area, their
 * payments from the payments area, and the family from the people area: a student's parent code, a parent's children (until the parent's
 * home comes).
 */
export function ProfileRoute() {
  const { user } = useUser();
  const roles = user?.roles;
  // Only students have courses (/api/student/my-courses is theirs alone).
  return (
    <ProfilePage
      myCourses={isStudent(roles) ? <MyCoursesSummary /> : null}
      payments={isStudent(roles) ? <MyPayments /> : null}
      family={
        isStudent(roles) ? <ParentCodeCard /> : roles === ROLES.parent ? <MyChildren /> : null
      }
    />
  );
}
