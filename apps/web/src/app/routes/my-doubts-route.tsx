import { isStudent } from '@academy/contract/roles';
import { MyDoubtsPage } from '@/features/doubts/pages/my-doubts-page';
import { useUser } from '@/lib/session';

/** /doubts: a student's own doubts (and the way to ask), a parent's children's to read. */
export function MyDoubtsRoute() {
  const { user } = useUser();
  return <MyDoubtsPage canAsk={isStudent(user?.roles)} />;
}
