import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { CourseDetail } from '@academy/contract/courses';
import { isFree } from '@academy/contract/money';
import { courseEditPath } from '@/lib/admin-paths';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { loginPath } from '@academy/contract/return-path';
import { BuyButton } from '@/components/checkout/buy-button';
import { usePurchase } from '../api/purchase';

interface EnrolButtonProps {
  course: CourseDetail;
  viewer: 'guest' | 'student' | 'admin';
}

/**
 * Buy Now (paid: the checkout) or Enrol Now (free); Continue learning once enrolled; sign-in for
 * guests.
 */
export function EnrolButton({ course, viewer }: EnrolButtonProps) {
  const purchase = usePurchase();
  const navigate = useNavigate();
  const { t } = useLingui();
  const label = isFree(course) ? t`Enrol Now` : t`Buy Now`;

  if (viewer === 'admin')
    return (
      <Button asChild variant="outline" size="lg">
        <Link to={courseEditPath(course._id)}>
          <Trans>Edit course</Trans>
        </Link>
      </Button>
    );
  if (course.viewer.enrolled)
    return (
      <Button asChild size="lg">
        <Link to={`/student/my-courses/${course._id}`}>
          <Trans>Continue learning</Trans>
        </Link>
      </Button>
    );
  if (viewer === 'guest')
    return (
      <Button asChild size="lg">
        <Link to={loginPath(`/course/${course._id}`)}>{label}</Link>
      </Button>
    );
  if (!isFree(course))
    return (
      <BuyButton
        size="lg"
        item={{
          kind: 'course',
          id: course._id,
          title: course.title,
          pricePaise: course.pricePaise,
        }}
      >
        {label}
      </BuyButton>
    );
  return (
    <Button
      size="lg"
      disabled={purchase.isPending}
      onClick={() =>
        purchase.mutate(course._id, {
          onSuccess: (result) => {
            const title = result.title;
            toast.success(result.message ?? t`Enrolled in ${title}`);
            void navigate(`/student/my-courses/${course._id}`);
          },
          onError: (error) =>
            toast.error(error instanceof ApiError ? error.message : t`Enrolment failed`),
        })
      }
    >
      {purchase.isPending ? t`Processing...` : label}
    </Button>
  );
}
