import { isAdmin } from '@academy/contract/roles';
import { LeadPage } from '@/features/admissions/pages/lead-page';
import { useUser } from '@/lib/session';

/** /leads/:id: admitting (an account, a seat) is an admin's. */
export function LeadRoute() {
  const { user } = useUser();
  return <LeadPage canAdmit={isAdmin(user?.roles)} />;
}
