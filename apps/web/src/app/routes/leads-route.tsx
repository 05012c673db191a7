import { isAdmin } from '@academy/contract/roles';
import { LeadsPage } from '@/features/admissions/pages/leads-page';
import { useUser } from '@/lib/session';

/** /leads: an admin also manages counsellors and the WhatsApp message. */
export function LeadsRoute() {
  const { user } = useUser();
  return <LeadsPage canManage={isAdmin(user?.roles)} />;
}
