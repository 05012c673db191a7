import { Link, useMatches } from 'react-router';
import { Button } from '@/components/ui/button';
import { routeTitle, type RouteHandle } from '../route-handle';
import { StatusPage } from './status-page';

/** One placeholder for every screen that later work fills in; its name comes from the route. */
export function ComingSoonPage() {
  const matches = useMatches();
  const match = matches[matches.length - 1];
  const handle = match?.handle as RouteHandle | undefined;
  const title = (match && routeTitle(handle, match.params)) ?? 'This page';
  return (
    <StatusPage
      eyebrow="Coming soon"
      title={title}
      actions={
        <>
          <Button asChild>
            <Link to="/">Go home</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/courses">Browse courses</Link>
          </Button>
        </>
      }
    >
      <p>{handle?.description ?? 'We are still building this page. Please check back soon.'}</p>
    </StatusPage>
  );
}
