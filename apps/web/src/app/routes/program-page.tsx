import { useParams } from 'react-router';
import { PROGRAMS } from '@academy/contract/programs';
import { ROLES } from '@academy/contract/roles';
import { useUser } from '@/lib/session';
import { CataloguePage } from '@/features/courses/pages/catalogue-page';
import { NotFoundPage } from './not-found';

/** /courses/:program: the catalogue filtered by one of the eight programs, otherwise a 404. */
export function ProgramPage() {
  const { program } = useParams();
  const { user } = useUser();
  const known = PROGRAMS.find((p) => p.slug === program);
  return known ? (
    <CataloguePage key={known.slug} program={known.slug} isAdmin={user?.roles === ROLES.admin} />
  ) : (
    <NotFoundPage />
  );
}
