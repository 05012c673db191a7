import type { ResourceKind } from '@academy/contract/resources';
import { ROLES } from '@academy/contract/roles';
import { useUser } from '@/lib/session';
import { ResourcesPage } from '@/features/resources/pages/resources-page';
import { NotesPage } from '@/features/notes/pages/notes-page';

/** /notes: buying needs a signed-in student; admins get edit and delete on the cards. */
export function NotesRoute() {
  const { user } = useUser();
  return <NotesPage isSignedIn={Boolean(user)} isAdmin={user?.roles === ROLES.admin} />;
}

/** /ncert-textbooks, /ncert-solutions, /pyqs, with admin actions on the cards for admins. */
export function ResourcesRoute({ kind }: { kind: ResourceKind }) {
  const { user } = useUser();
  return <ResourcesPage kind={kind} isAdmin={user?.roles === ROLES.admin} />;
}
