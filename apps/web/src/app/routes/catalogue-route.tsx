import { ROLES } from '@academy/contract/roles';
import { useUser } from '@/features/auth/api/get-me';
import { CataloguePage } from '@/features/courses/pages/catalogue-page';

/** /courses: the catalogue, with edit and delete on the cards for admins. */
export function CatalogueRoute() {
  const { user } = useUser();
  return <CataloguePage isAdmin={user?.roles === ROLES.admin} />;
}
