import { useUser } from '@/lib/session';
import { FeedbackPage } from '@/features/feedback/pages/feedback-page';

/** The feedback form, filled in with the signed-in user's name and email. */
export function FeedbackRoute() {
  const { user } = useUser();
  return <FeedbackPage user={user} />;
}
