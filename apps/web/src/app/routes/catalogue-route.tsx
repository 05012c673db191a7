import { programOfClass } from '@academy/contract/programs';
import { ROLES } from '@academy/contract/roles';
import { useUser } from '@/lib/session';
import { CataloguePage } from '@/features/courses/pages/catalogue-page';

/** /courses: the catalogue, the student's own class first; edit and delete on cards for admins. */
export function CatalogueRoute() {
  const { user } = useUser();
  return (
    <CataloguePage
      isAdmin={user?.roles === ROLES.admin}
      ownProgram={user?.roles === ROLES.student ? programOfClass(user.class) : null}
    />
  );
}
